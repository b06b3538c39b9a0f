/**
 * A save that IndexedDB cannot store changes nothing (docs/runtime.md, "Persistence": "in one readwrite
 * transaction …, so a failed save leaves the previous one whole"). In IndexedDB a `put` whose value cannot be
 * cloned throws, but does not end its transaction: what was queued before it (the deletions of a save) would still
 * commit when the page's task ends. Node has no IndexedDB, so this plays the save against a small stand-in that keeps
 * the standard's rules for this case: a throwing `put` queues nothing and aborts nothing, a transaction commits what
 * it queued once asked to or once its task is over, unless it was aborted.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Op = { delete: string } | { put: string; value: unknown };

function standIn() {
  const data = new Map<string, unknown>();
  const transaction = () => {
    const ops: Op[] = [];
    let ended = false;
    const tx = {
      error: null as DOMException | null,
      oncomplete: null as null | (() => void),
      onerror: null as null | (() => void),
      onabort: null as null | (() => void),
      objectStore: () => ({
        put(value: unknown, key: string) {
          ops.push({ put: key, value: structuredClone(value) });
        },
        delete(key: string) {
          ops.push({ delete: key });
        },
        get(key: string) {
          const request = { result: undefined as unknown, onsuccess: null as null | (() => void) };
          queueMicrotask(() => {
            request.result = data.get(key);
            request.onsuccess?.();
          });
          return request;
        },
      }),
      commit() {
        queueMicrotask(finish);
      },
      abort() {
        if (ended) return;
        ended = true;
        setTimeout(() => tx.onabort?.());
      },
    };
    const finish = () => {
      if (ended) return;
      ended = true;
      for (const op of ops) 'delete' in op ? data.delete(op.delete) : data.set(op.put, op.value);
      tx.oncomplete?.();
    };
    // Once the task that made it is over, a transaction with nothing pending commits.
    setTimeout(finish);
    return tx;
  };
  const db = {
    objectStoreNames: { contains: () => true },
    createObjectStore: () => undefined,
    transaction,
  };
  return {
    open() {
      const request = {
        result: db,
        onsuccess: null as null | (() => void),
        onupgradeneeded: null,
        onerror: null,
      };
      setTimeout(() => request.onsuccess?.());
      return request;
    },
  };
}

describe('a save written to IndexedDB', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('indexedDB', standIn());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('that cannot be stored leaves the last save whole, its deletions undone with it', async () => {
    const { idbGet, idbVolatile, idbWrite } = await import('../../src/sync/idb');
    expect(await idbVolatile()).toBe(false);
    await idbWrite('tables', {
      put: [
        ['room/gm', { rev: 4 }],
        ['room/gm/events/0', { entries: [1] }],
      ],
      delete: [],
    });
    await expect(
      idbWrite('tables', {
        put: [['room/gm/events/1', { entries: [() => 'not storable'] }]],
        delete: ['room/gm', 'room/gm/events/0'],
      }),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await idbGet('tables', 'room/gm')).toEqual({ rev: 4 });
    expect(await idbGet('tables', 'room/gm/events/0')).toEqual({ entries: [1] });
    expect(await idbGet('tables', 'room/gm/events/1')).toBeUndefined();
  });

  it('that can be stored is there once it resolves, puts and deletions together', async () => {
    const { idbGet, idbWrite } = await import('../../src/sync/idb');
    await idbWrite('tables', {
      put: [
        ['room/gm', { rev: 4 }],
        ['room/gm/events/0', { entries: [1] }],
      ],
      delete: [],
    });
    await idbWrite('tables', { put: [['room/gm', { rev: 5 }]], delete: ['room/gm/events/0'] });
    expect(await idbGet('tables', 'room/gm')).toEqual({ rev: 5 });
    expect(await idbGet('tables', 'room/gm/events/0')).toBeUndefined();
  });
});
