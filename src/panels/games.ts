/**
 * Each game's panel and words, by the registry's ids (machines/catalog.ts, which declares every game and loads its
 * rules, but may not name a panel): the one table of the panels' layer that keys a game. Both load on demand: a
 * panel the first time this page shows its game, with the game's meta (its lobby options, which the panel's lobby
 * reads), so the popover carries no game's panel until its table plays it. The type lists every game the registry
 * holds, so registering a game without its panel or its words does not compile.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import {
  GAME_IDS,
  loadMeta,
  onDemand,
  type GameId,
  type OnDemand,
  type TableView,
} from '../../machines/catalog';
import type { PanelProps, ViewOf } from './shared/types';
import type { GameWords } from './shared/words';

/** What the panels' layer registers of one game: its panel, and its words (its moves, phases and reasons). */
interface GameParts<G extends GameId> {
  panel: ComponentType<PanelProps<ViewOf<G>>>;
  words: GameWords<ViewOf<G>>;
}

// Each game's words come through its panel's module, which exports them: in the panel's chunk, not one of their own.
const GAMES: { [G in GameId]: () => Promise<GameParts<G>> } = {
  'twenty-one': () =>
    import('./twenty-one/TwentyOnePanel').then((m) => ({
      panel: m.TwentyOnePanel,
      words: m.TWENTY_ONE_WORDS,
    })),
  goblin: () =>
    import('./goblin/GoblinPanel').then((m) => ({ panel: m.GoblinPanel, words: m.GOBLIN_WORDS })),
  'twenty-one-classic': () =>
    import('./twenty-one-classic/ClassicPanel').then((m) => ({
      panel: m.ClassicPanel,
      words: m.CLASSIC_WORDS,
    })),
  'black-baron': () =>
    import('./black-baron/BlackBaronPanel').then((m) => ({
      panel: m.BlackBaronPanel,
      words: m.BLACK_BARON_WORDS,
    })),
  'in-between': () =>
    import('./in-between/InBetweenPanel').then((m) => ({
      panel: m.InBetweenPanel,
      words: m.IN_BETWEEN_WORDS,
    })),
  'wizards-and-thieves': () =>
    import('./wizards-and-thieves/WizardsPanel').then((m) => ({
      panel: m.WizardsPanel,
      words: m.WIZARDS_WORDS,
    })),
  'three-dragon-ante': () =>
    import('./three-dragon-ante/ThreeDragonAntePanel').then((m) => ({
      panel: m.ThreeDragonAntePanel,
      words: m.THREE_DRAGON_ANTE_WORDS,
    })),
};

/** Any game's panel: each takes the views of its own game, which its caller checks (`gameOf`). */
export type AnyPanel = ComponentType<PanelProps<TableView>>;

/** A game's panel, once it and its game's meta have loaded. */
const withMeta = (id: GameId) => () =>
  Promise.all([GAMES[id](), loadMeta(id)]).then(([game]) => game.panel as AnyPanel);

export const PANELS: OnDemand<GameId, AnyPanel> = onDemand(
  Object.fromEntries(GAME_IDS.map((id) => [id, withMeta(id)])) as Record<
    GameId,
    () => Promise<AnyPanel>
  >,
);

/** Any game's words: each says the views of its own game. */
export type AnyWords = GameWords<TableView>;

/** A game's words (its moves, phases and reasons), loaded on demand. */
export const loadWords = (id: GameId): Promise<AnyWords> =>
  GAMES[id]().then((game) => game.words as unknown as AnyWords);

/** Every game's words, by id: what a page or a test that says any game's views waits for. */
export const loadAllWords = async (): Promise<Record<GameId, AnyWords>> =>
  Object.fromEntries(
    await Promise.all(GAME_IDS.map(async (id) => [id, await loadWords(id)] as const)),
  ) as Record<GameId, AnyWords>;

/**
 * Every game's panel, loaded, with the parts a panel loads after it (the lobby's forms, Classic's cheat picker, the
 * GM's parts, the autoplay controls): what a page
 * that shows them all at once (the tests, the screenshots) waits for.
 */
export const loadAllPanels = (panels = PANELS) =>
  Promise.all([
    ...GAME_IDS.map((game) => panels.load(game)),
    import('./shared/LobbyOnDemand').then((m) => m.LobbyControls.preload()),
    import('./twenty-one-kit/StatsOnDemand').then((m) => m.StatsForm.preload()),
    import('./twenty-one-kit/Flows').then((m) =>
      Promise.all([m.CheatPicker.preload(), m.OpenerPicker.preload()]),
    ),
    import('./twenty-one-classic/ClassicPanel').then((m) => m.HouseRule.preload()),
    import('./twenty-one-kit/Board').then((m) => m.GmPanel.preload()),
    import('./shared/GmOnDemand').then((m) => m.preloadGmParts()),
    import('./shared/AutoplayOnDemand').then((m) =>
      Promise.all([m.Autoplay.preload(), m.AutoplayForGm.preload()]),
    ),
  ]);

/**
 * The thing under `key` once loaded: at once if it already has, else undefined until it has (the component renders
 * again then), or the reason it could not load.
 */
export function useOnDemand<K extends string, T>(
  source: OnDemand<K, T>,
  key: K | null,
): { loaded?: T; failed?: string } {
  const [failure, setFailure] = useState<{ key: K; reason: string } | null>(null);
  const [, setLoads] = useState(0);
  const loaded = key === null ? undefined : source.now(key);
  useEffect(() => {
    if (key === null || loaded) return;
    let live = true;
    source.load(key).then(
      () => live && setLoads((n) => n + 1),
      (e: unknown) => live && setFailure({ key, reason: (e as Error)?.message ?? String(e) }),
    );
    return () => {
      live = false;
    };
  }, [source, key, loaded]);
  return { loaded, failed: failure && failure.key === key && !loaded ? failure.reason : undefined };
}
