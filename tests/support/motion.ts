/**
 * Motion on the map, driven by hand: a clock whose time moves and whose frames run only when a test steps it, and
 * a local-item store that keeps a client's items as Owlbear does and records each write.
 */
import type { MotionClock } from '../../src/map/motionClock';
import type { ItemUpdate, LocalItemStore, NewItem, SceneItem } from '../../src/plugin/port';

export const FRAME_MS = 1000 / 30;

export function steppedClock(still = false) {
  let now = 1000;
  let due: (() => unknown) | null = null;
  let reduced = still;
  const listeners = new Set<(still: boolean) => void>();
  const clock: MotionClock = {
    now: () => now,
    frame(callback) {
      due = callback;
      return () => {
        if (due === callback) due = null;
      };
    },
    still: () => reduced,
    onStillChange(callback) {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
  return {
    clock,
    /** Whether a frame waits to run. */
    pending: () => due !== null,
    /** Moves time on by `ms` and runs the frame due, if any. */
    async step(ms = FRAME_MS) {
      now += ms;
      const callback = due;
      due = null;
      await callback?.();
    },
    /** The viewer switches reduced motion on or off. */
    setStill(next: boolean) {
      reduced = next;
      for (const listener of listeners) listener(next);
    },
  };
}

export interface Write {
  verb: 'add' | 'update' | 'delete';
  ids: string[];
  fast: boolean;
  /** What was written, as JSON. */
  data: string;
}

/** A client's local items by id, and every write to them in order. */
export function recordingStore() {
  const items = new Map<string, NewItem>();
  const writes: Write[] = [];
  const store = {
    get: async () => [...items.values()] as unknown as SceneItem[],
    add: async (added: readonly NewItem[]) => {
      for (const item of added) items.set(item.id, structuredClone(item));
      writes.push({
        verb: 'add',
        ids: added.map((i) => i.id),
        fast: false,
        data: JSON.stringify(added),
      });
    },
    update: async (updates: readonly ItemUpdate[], options?: { fast?: boolean }) => {
      for (const u of updates) {
        const item = items.get(u.id) as unknown as Record<string, unknown>;
        for (const [key, value] of Object.entries(structuredClone(u)))
          if (value === undefined) delete item[key];
          else item[key] = value;
      }
      writes.push({
        verb: 'update',
        ids: updates.map((u) => u.id),
        fast: Boolean(options?.fast),
        data: JSON.stringify(updates),
      });
    },
    delete: async (ids: readonly string[]) => {
      for (const id of ids) items.delete(id);
      writes.push({ verb: 'delete', ids: [...ids], fast: false, data: JSON.stringify(ids) });
    },
  } as unknown as LocalItemStore;
  return { store, items, writes };
}
