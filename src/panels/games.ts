/**
 * Each game's panel, by id, loaded the first time this page shows that game, with the game's meta (its lobby options,
 * which the panel's lobby reads), so the popover carries no game's panel until its table plays it (the registry loads
 * metas and charts the same way, machines/catalog.ts). The type lists every game the registry holds, so registering a
 * game without giving it a panel does not compile.
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

const LOADERS: { [G in GameId]: () => Promise<ComponentType<PanelProps<ViewOf<G>>>> } = {
  'twenty-one': () => import('./twenty-one/TwentyOnePanel').then((m) => m.TwentyOnePanel),
  goblin: () => import('./goblin/GoblinPanel').then((m) => m.GoblinPanel),
  'twenty-one-classic': () =>
    import('./twenty-one-classic/ClassicPanel').then((m) => m.ClassicPanel),
  'black-baron': () => import('./black-baron/BlackBaronPanel').then((m) => m.BlackBaronPanel),
  'in-between': () => import('./in-between/InBetweenPanel').then((m) => m.InBetweenPanel),
  'wizards-and-thieves': () =>
    import('./wizards-and-thieves/WizardsPanel').then((m) => m.WizardsPanel),
  'three-dragon-ante': () =>
    import('./three-dragon-ante/ThreeDragonAntePanel').then((m) => m.ThreeDragonAntePanel),
};

/** Any game's panel: each takes the views of its own game, which its caller checks (`gameOf`). */
export type AnyPanel = ComponentType<PanelProps<TableView>>;

/** A game's panel, once it and its game's meta have loaded. */
const withMeta = (id: GameId) => () =>
  Promise.all([LOADERS[id](), loadMeta(id)]).then(([panel]) => panel as AnyPanel);

export const PANELS: OnDemand<GameId, AnyPanel> = onDemand(
  Object.fromEntries(GAME_IDS.map((id) => [id, withMeta(id)])) as Record<
    GameId,
    () => Promise<AnyPanel>
  >,
);

/**
 * Every game's panel, loaded, with the parts a panel loads after it (the lobby's forms, Classic's cheat picker, the
 * GM's parts): what
 * a page that shows them all at once (the tests, the screenshots) waits for.
 */
export const loadAllPanels = (panels = PANELS) =>
  Promise.all([
    ...(Object.keys(LOADERS) as GameId[]).map((game) => panels.load(game)),
    import('./shared/LobbyOnDemand').then((m) => m.LobbyControls.preload()),
    import('./twenty-one-kit/StatsOnDemand').then((m) => m.StatsForm.preload()),
    import('./twenty-one-kit/Flows').then((m) => m.CheatPicker.preload()),
    import('./twenty-one-classic/ClassicPanel').then((m) => m.HouseRule.preload()),
    import('./twenty-one-kit/Board').then((m) => m.GmPanel.preload()),
    import('./shared/GmOnDemand').then((m) => m.preloadGmParts()),
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
