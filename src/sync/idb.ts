/**
 * A minimal promise wrapper over one IndexedDB database, shared by the key
 * store and the host's saved tables. Every seat of the local sandbox shares
 * one origin, so callers namespace their keys by room and player.
 */

const DB_NAME = 'tavern-twenty-one';
const DB_VERSION = 1;
export const STORES = ['keys', 'tables'] as const;
export type StoreName = (typeof STORES)[number];

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      for (const name of STORES) if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export async function idbGet<T>(store: StoreName, key: string): Promise<T | undefined> {
  const db = await database();
  return done(db.transaction(store).objectStore(store).get(key)) as Promise<T | undefined>;
}

export async function idbPut(store: StoreName, key: string, value: unknown): Promise<void> {
  const db = await database();
  const tx = db.transaction(store, 'readwrite');
  tx.objectStore(store).put(value, key);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/**
 * Stores `value` unless the key already holds one, and returns what is stored.
 * One readwrite transaction, so two pages racing get the same answer.
 */
export async function idbPutIfAbsent<T>(store: StoreName, key: string, value: T): Promise<T> {
  const db = await database();
  const tx = db.transaction(store, 'readwrite');
  const objects = tx.objectStore(store);
  let stored: T = value;
  const existing = objects.get(key);
  existing.onsuccess = () => {
    if (existing.result !== undefined) stored = existing.result as T;
    else objects.put(value, key);
  };
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
  return stored;
}
