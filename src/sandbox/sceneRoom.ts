/**
 * Owlbear's scene as the sandbox plays it, DOM-free: the room's scenes and which is open, the shared items of each,
 * every client's local items, and attachments. It tells its owner what changed (`SceneEvents`); the sandbox posts
 * that to pages (`sandboxScene.ts`), and the extension's in-memory room for tests plays the same scene through it
 * (`src/plugin/memoryRoomScene.ts`), so both stand-ins behave alike. docs/sandbox.md, "The scene", lists the choices.
 */
import { HostError, isRecord } from './model';
import {
  type Box,
  boxAround,
  carried,
  itemBox,
  type RawItem,
  type Transform,
} from './sceneGeometry';

export type { RawItem } from './sceneGeometry';

/** Shared items (every client reads them) or the writing client's local items. */
export type Store = 'shared' | 'local';

/** Who writes: the client (a seat, a connection) and its player. */
export interface SceneWriter {
  client: string;
  userId: string;
}

export interface SceneEvents {
  /** The shared items changed: every client hears all of them. */
  shared(items: RawItem[]): void;
  /** One client's local items changed: that client hears all of its own. */
  local(client: string, items: RawItem[]): void;
  /** A scene opened (`true`) or closed. */
  ready(ready: boolean): void;
}

/** What one write changed, to tell each store's listeners once. */
interface Touched {
  shared: boolean;
  locals: Set<string>;
}

const isVector = (value: unknown): boolean =>
  isRecord(value) && typeof value.x === 'number' && typeof value.y === 'number';

function requireList(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new HostError('InvalidRequest', `${what} must be an array`);
  return value;
}

/** An item's fields that must be sound for the scene to place it. */
function checkFields(item: Record<string, unknown>, what: string): void {
  for (const key of ['position', 'scale'] as const)
    if (key in item && !isVector(item[key]))
      throw new HostError('InvalidRequest', `${what}.${key} must be {x, y}`);
  if ('rotation' in item && typeof item.rotation !== 'number')
    throw new HostError('InvalidRequest', `${what}.rotation must be a number`);
  if ('attachedTo' in item && item.attachedTo !== undefined && typeof item.attachedTo !== 'string')
    throw new HostError('InvalidRequest', `${what}.attachedTo must be an item id`);
}

function newItem(value: unknown, index: number, writer: SceneWriter, now: string): RawItem {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.type !== 'string')
    throw new HostError('InvalidRequest', `items[${index}] must have a string id and type`);
  if (!isVector(value.position))
    throw new HostError('InvalidRequest', `items[${index}].position must be {x, y}`);
  checkFields(value, `items[${index}]`);
  return {
    rotation: 0,
    scale: { x: 1, y: 1 },
    metadata: {},
    visible: true,
    locked: false,
    createdUserId: writer.userId,
    ...structuredClone(value),
    lastModified: now,
    lastModifiedUserId: writer.userId,
  } as unknown as RawItem;
}

const transformOf = (item: RawItem): Transform => ({
  position: { ...item.position },
  rotation: item.rotation,
  scale: { ...item.scale },
});

const sameTransform = (a: Transform, b: Transform): boolean =>
  a.position.x === b.position.x &&
  a.position.y === b.position.y &&
  a.rotation === b.rotation &&
  a.scale.x === b.scale.x &&
  a.scale.y === b.scale.y;

const disabledOf = (item: RawItem): Set<string> =>
  new Set(Array.isArray(item.disableAttachmentBehavior) ? item.disableAttachmentBehavior : []);

export class SceneRoom {
  private readonly scenes = new Map<string, Map<string, RawItem>>();
  private openName: string | null = null;
  private readonly locals = new Map<string, Map<string, RawItem>>();

  constructor(
    private readonly events: SceneEvents,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {}

  get ready(): boolean {
    return this.openName !== null;
  }

  /** The open scene's name, or null when the GM has none open. */
  get sceneName(): string | null {
    return this.openName;
  }

  sceneNames(): string[] {
    return [...this.scenes.keys()];
  }

  /** A scene of the room, with the items it starts with (the map, tokens); opening it is `open`. */
  addScene(name: string, items: readonly RawItem[] = []): void {
    this.scenes.set(name, new Map(items.map((item) => [item.id, structuredClone(item)])));
  }

  /**
   * The GM opens another scene (`null`: none). Every client's local items go with the old scene; the shared items of
   * the new one are heard as a change once it is ready.
   */
  open(name: string | null): void {
    if (name === this.openName) return;
    if (name !== null && !this.scenes.has(name)) this.addScene(name);
    const hadLocal = [...this.locals].filter(([, items]) => items.size > 0).map(([c]) => c);
    this.locals.clear();
    if (this.openName !== null) {
      this.openName = null;
      this.events.ready(false);
    }
    for (const client of hadLocal) this.events.local(client, []);
    if (name === null) return;
    this.openName = name;
    this.events.ready(true);
    this.events.shared(this.list('shared', ''));
  }

  /** A client left or reloaded: its local items are gone (never synced, they lived on that client). */
  dropClient(client: string): void {
    this.locals.delete(client);
  }

  list(which: Store, client: string, ids?: readonly string[]): RawItem[] {
    const store = this.store(which, client);
    const items = ids ? ids.flatMap((id) => store.get(id) ?? []) : [...store.values()];
    return structuredClone(items);
  }

  add(which: Store, writer: SceneWriter, value: unknown): void {
    const store = this.store(which, writer.client);
    const now = this.now();
    const items = requireList(value, 'items').map((item, i) => newItem(item, i, writer, now));
    const ids = new Set<string>();
    for (const { id } of items) {
      if (store.has(id) || ids.has(id))
        throw new HostError('InvalidRequest', `An item with id ${id} is already in the scene`);
      ids.add(id);
    }
    for (const item of items) store.set(item.id, item);
    this.tell(this.touched(which, writer.client));
  }

  /** Each update replaces the fields it names (`undefined` removes one); a moved item carries what is attached to it. */
  update(which: Store, writer: SceneWriter, value: unknown): void {
    const store = this.store(which, writer.client);
    const updates = requireList(value, 'updates').map((update, i) => {
      if (!isRecord(update) || typeof update.id !== 'string')
        throw new HostError('InvalidRequest', `updates[${i}] must have a string id`);
      checkFields(update, `updates[${i}]`);
      return update;
    });
    const touched: Touched = { shared: false, locals: new Set() };
    const now = this.now();
    for (const update of updates) {
      const item = store.get(update.id as string);
      if (!item) continue;
      const before = transformOf(item);
      for (const [key, field] of Object.entries(update)) {
        if (key === 'id' || key === 'type') continue;
        if (field === undefined) delete item[key];
        else item[key] = structuredClone(field);
      }
      Object.assign(item, { lastModified: now, lastModifiedUserId: writer.userId });
      this.mark(touched, which, writer.client);
      if (!sameTransform(before, item)) this.carry(item, before, touched);
    }
    this.tell(touched);
  }

  /** Deletes the items and, at any depth, what is attached to them (unless it turned `DELETE` off). */
  delete(which: Store, writer: SceneWriter, value: unknown): void {
    const store = this.store(which, writer.client);
    const ids = requireList(value, 'ids').filter((id): id is string => typeof id === 'string');
    const touched: Touched = { shared: false, locals: new Set() };
    const doomed = new Set(ids.filter((id) => store.has(id)));
    for (const id of doomed) {
      store.delete(id);
      this.mark(touched, which, writer.client);
    }
    for (let found = true; found; ) {
      found = false;
      for (const [where, items] of this.stores())
        for (const [id, item] of items)
          if (item.attachedTo && doomed.has(item.attachedTo) && !disabledOf(item).has('DELETE')) {
            items.delete(id);
            doomed.add(id);
            this.mark(touched, where === null ? 'shared' : 'local', where ?? '');
            found = true;
          }
    }
    this.tell(touched);
  }

  /** The store's items with these ids and every item of it attached to them, at any depth. */
  attachments(which: Store, client: string, value: unknown): RawItem[] {
    const store = this.store(which, client);
    const wanted = new Set(requireList(value, 'ids').filter((id) => typeof id === 'string'));
    for (let grew = true; grew; ) {
      grew = false;
      for (const item of store.values())
        if (item.attachedTo && wanted.has(item.attachedTo) && !wanted.has(item.id)) {
          wanted.add(item.id);
          grew = true;
        }
    }
    return structuredClone([...store.values()].filter((item) => wanted.has(item.id)));
  }

  bounds(which: Store, client: string, value: unknown): Box {
    const ids = requireList(value, 'ids').filter((id): id is string => typeof id === 'string');
    const boxes = this.list(which, client, ids).map(itemBox);
    return boxAround(boxes.flatMap((b) => [b.min, b.max]));
  }

  private store(which: Store, client: string): Map<string, RawItem> {
    if (this.openName === null) throw new HostError('InvalidRequest', 'No scene is open');
    if (which === 'shared') return this.scenes.get(this.openName)!;
    const items = this.locals.get(client) ?? new Map<string, RawItem>();
    this.locals.set(client, items);
    return items;
  }

  /** The open scene's shared items (`null`) and every client's local items. */
  private *stores(): Generator<[string | null, Map<string, RawItem>]> {
    if (this.openName !== null) yield [null, this.scenes.get(this.openName)!];
    yield* this.locals;
  }

  private carry(parent: RawItem, before: Transform, touched: Touched): void {
    for (const [where, items] of this.stores())
      for (const child of items.values()) {
        if (child.attachedTo !== parent.id) continue;
        const was = transformOf(child);
        Object.assign(child, carried(was, before, parent, disabledOf(child)));
        this.mark(touched, where === null ? 'shared' : 'local', where ?? '');
        this.carry(child, was, touched);
      }
  }

  private mark(touched: Touched, which: Store, client: string): void {
    if (which === 'shared') touched.shared = true;
    else touched.locals.add(client);
  }

  private touched(which: Store, client: string): Touched {
    const touched: Touched = { shared: false, locals: new Set() };
    this.mark(touched, which, client);
    return touched;
  }

  private tell(touched: Touched): void {
    if (touched.shared) this.events.shared(this.list('shared', ''));
    for (const client of touched.locals) this.events.local(client, this.list('local', client));
  }
}
