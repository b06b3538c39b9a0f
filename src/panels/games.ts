/**
 * Each game's panel, by id, loaded the first time this page shows that game, so the popover carries no game's panel
 * until its table plays it (the registry loads charts the same way, machines/catalog.ts). The type lists every game
 * the registry holds, so registering a game without giving it a panel does not compile.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameId, TableView } from '../../machines/catalog';
import type { PanelProps, ViewOf } from './shared/types';

const LOADERS: { [G in GameId]: () => Promise<ComponentType<PanelProps<ViewOf<G>>>> } = {
  'twenty-one': () => import('./twenty-one/TwentyOnePanel').then((m) => m.TwentyOnePanel),
  goblin: () => import('./goblin/GoblinPanel').then((m) => m.GoblinPanel),
  'twenty-one-classic': () => import('./twenty-one-classic/ClassicPanel').then((m) => m.ClassicPanel),
  'black-baron': () => import('./black-baron/BlackBaronPanel').then((m) => m.BlackBaronPanel),
  'in-between': () => import('./in-between/InBetweenPanel').then((m) => m.InBetweenPanel),
  'wizards-and-thieves': () => import('./wizards-and-thieves/WizardsPanel').then((m) => m.WizardsPanel),
  'three-dragon-ante': () => import('./three-dragon-ante/ThreeDragonAntePanel').then((m) => m.ThreeDragonAntePanel),
};

/** Things loaded on demand by key, kept once loaded so a later render has them at once. */
export interface OnDemand<K extends string, T> {
  /** The thing if it has loaded, else undefined. */
  now(key: K): T | undefined;
  /** Loads it (once; a failed load is tried again on the next call). */
  load(key: K): Promise<T>;
}

export function onDemand<K extends string, T>(loaders: Record<K, () => Promise<T>>): OnDemand<K, T> {
  const done = new Map<K, T>();
  const pending = new Map<K, Promise<T>>();
  return {
    now: (key) => done.get(key),
    load(key) {
      const known = done.get(key);
      if (known) return Promise.resolve(known);
      let loading = pending.get(key);
      if (!loading) {
        loading = loaders[key]().then(
          (loaded) => (done.set(key, loaded), pending.delete(key), loaded),
          (e: unknown) => {
            pending.delete(key);
            throw e;
          },
        );
        pending.set(key, loading);
      }
      return loading;
    },
  };
}

/** Any game's panel: each takes the views of its own game, which its caller checks (`gameOf`). */
export type AnyPanel = ComponentType<PanelProps<TableView>>;

export const PANELS: OnDemand<GameId, AnyPanel> = onDemand(LOADERS as Record<GameId, () => Promise<AnyPanel>>);

/** Every game's panel, loaded: what a page that shows them all at once (the tests, the screenshots) waits for. */
export const loadAllPanels = (panels = PANELS) => Promise.all((Object.keys(LOADERS) as GameId[]).map((game) => panels.load(game)));

/**
 * The thing under `key` once loaded: at once if it already has, else undefined until it has (the component renders
 * again then), or the reason it could not load.
 */
export function useOnDemand<K extends string, T>(source: OnDemand<K, T>, key: K | null): { loaded?: T; failed?: string } {
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
