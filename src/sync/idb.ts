/**
 * A minimal promise wrapper over one IndexedDB database, shared by the key
 * store and the host's saved tables. Every seat of the local sandbox shares
 * one origin, so callers namespace their keys by room and player.
 */

const DB_NAME = 'tavern-twenty-one';
const DB_VERSION = 1;
export const STORES = ['keys', 'tables'] as const;
export type StoreName = (typeof STORES)[number];

/**
 * A page may be refused IndexedDB (a private window, a browser that blocks
 * storage in third-party frames). Then it keeps what it would have stored in
 * this page's memory, and `idbVolatile` says so: the host warns the GM that
 * the table will not outlive the page.
 */
type Backing = { db: IDBDatabase } | { memory: Map<StoreName, Map<string, unknown>> };

let opening: Promise<Backing> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available.');
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      for (const name of STORES)
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function backing(): Promise<Backing> {
  opening ??= openDatabase().then(
    (db) => ({ db }),
    (error) => {
      console.warn('Storage is refused to this page; keeping keys and tables in memory:', error);
      return { memory: new Map(STORES.map((name) => [name, new Map<string, unknown>()])) };
    },
  );
  return opening;
}

/** True when this page could not open IndexedDB and stores in memory only. */
export async function idbVolatile(): Promise<boolean> {
  return 'memory' in (await backing());
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export async function idbGet<T>(store: StoreName, key: string): Promise<T | undefined> {
  const b = await backing();
  if ('memory' in b) return b.memory.get(store)!.get(key) as T | undefined;
  const db = b.db;
  return done(db.transaction(store).objectStore(store).get(key)) as Promise<T | undefined>;
}

/** The values of `keys` (undefined where none), read in one transaction. */
export async function idbGetMany(store: StoreName, keys: readonly string[]): Promise<unknown[]> {
  const b = await backing();
  if ('memory' in b) return keys.map((key) => b.memory.get(store)!.get(key));
  const objects = b.db.transaction(store).objectStore(store);
  return Promise.all(keys.map((key) => done(objects.get(key))));
}

/** Puts and deletions made together: one readwrite transaction, so a failure leaves the store as it was. */
export interface IdbChange {
  put: readonly (readonly [string, unknown])[];
  delete: readonly string[];
}

export async function idbWrite(store: StoreName, change: IdbChange): Promise<void> {
  const b = await backing();
  if ('memory' in b) {
    // Cloned before anything changes, so a value that cannot be stored changes nothing.
    const values = change.put.map(([key, value]) => [key, structuredClone(value)] as const);
    const objects = b.memory.get(store)!;
    change.delete.forEach((key) => objects.delete(key));
    return void values.forEach(([key, value]) => objects.set(key, value));
  }
  const tx = b.db.transaction(store, 'readwrite');
  const objects = tx.objectStore(store);
  try {
    change.delete.forEach((key) => objects.delete(key));
    change.put.forEach(([key, value]) => objects.put(value, key));
  } catch (error) {
    // A value that cannot be stored throws without ending the transaction: the deletions before it must not commit.
    tx.abort();
    throw error;
  }
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
  // Commits now rather than once every put's success has come back to this page's (busy) thread: one round trip less.
  tx.commit?.();
  await committed;
}

/**
 * Stores `value` unless the key already holds one, and returns what is stored.
 * One readwrite transaction, so two pages racing get the same answer.
 */
export async function idbPutIfAbsent<T>(store: StoreName, key: string, value: T): Promise<T> {
  const b = await backing();
  if ('memory' in b) {
    const objects = b.memory.get(store)!;
    if (!objects.has(key)) objects.set(key, value);
    return objects.get(key) as T;
  }
  const db = b.db;
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
