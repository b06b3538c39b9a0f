/**
 * The context menu entries extensions add (`OBR.contextMenu.create`), per client, and which of them a right-click
 * shows, by the SDK's icon filters (`lib/types/ContextMenu.d.ts`, `KeyFilter.d.ts`): the first icon whose filter
 * passes is shown. A click reaches the page that made the entry, as long as that page is still the same document.
 */
import { HostError, isRecord, type Role } from './model';
import { type Box, boxAround, itemBox, type RawItem, type Vector2, box } from './sceneGeometry';

export interface MenuIcon {
  icon: string;
  label: string;
  filter?: Record<string, unknown>;
}

interface MenuEntry {
  id: string;
  /** The page that made it, and which document of that page (a reload makes another). */
  page: string;
  token: unknown;
  icons: MenuIcon[];
  shortcut?: string;
}

/** What a right-click offers: the entry, and the icon and label its filters chose. */
export interface ShownEntry {
  id: string;
  icon: string;
  label: string;
}

/** The click event's data, as the SDK's `ContextMenuApi` reads it, and the page it goes to. */
export interface MenuClickEvent {
  page: string;
  data: { id: string; context: { items: RawItem[]; selectionBounds: Box }; elementId: string };
}

/** What was right-clicked: some items (the selection), or a point of the empty map. */
export type MenuTarget = { items: RawItem[] } | { point: Vector2 };

function fieldAt(item: RawItem, key: unknown): unknown {
  const path = Array.isArray(key) ? key : [key];
  let value: unknown = item;
  for (const part of path) value = isRecord(value) ? value[String(part)] : undefined;
  return value;
}

const same = (a: unknown, b: unknown): boolean =>
  a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));

/** A list of key filters on one item, read left to right, each joined to the next by its `coordinator`. */
export function keyFiltersPass(item: RawItem, filters: readonly unknown[]): boolean {
  let result = true;
  let join = '&&';
  filters.forEach((raw, index) => {
    const filter = isRecord(raw) ? raw : {};
    const equal = same(fieldAt(item, filter.key), filter.value);
    const passes = filter.operator === '!=' ? !equal : equal;
    result = index === 0 ? passes : join === '||' ? result || passes : result && passes;
    join = filter.coordinator === '||' ? '||' : '&&';
  });
  return result;
}

/** Whether an icon's filter passes for this selection and role (`permissions` are not modelled: they pass). */
export function filterPasses(filter: unknown, items: readonly RawItem[], role: Role): boolean {
  const f = isRecord(filter) ? filter : {};
  const min = typeof f.min === 'number' ? f.min : 1;
  if (items.length < min) return false;
  if (typeof f.max === 'number' && items.length > f.max) return false;
  if (Array.isArray(f.roles) && !f.roles.includes(role)) return false;
  if (Array.isArray(f.every) && !items.every((item) => keyFiltersPass(item, f.every as unknown[])))
    return false;
  if (Array.isArray(f.some) && !items.some((item) => keyFiltersPass(item, f.some as unknown[])))
    return false;
  return true;
}

function readIcons(value: unknown): MenuIcon[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new HostError('InvalidRequest', 'icons must be a non-empty array');
  return value.map((icon, i) => {
    if (!isRecord(icon) || typeof icon.icon !== 'string' || typeof icon.label !== 'string')
      throw new HostError('InvalidRequest', `icons[${i}] must have an icon url and a label`);
    return {
      icon: icon.icon,
      label: icon.label,
      ...(isRecord(icon.filter) ? { filter: icon.filter } : {}),
    };
  });
}

export class ContextMenus {
  private readonly byClient = new Map<string, Map<string, MenuEntry>>();

  /** `alive`: whether the page that made an entry is still the document that made it. */
  constructor(private readonly alive: (page: string, token: unknown) => boolean) {}

  create(client: string, page: string, token: unknown, data: Record<string, unknown>): void {
    if (typeof data.id !== 'string') throw new HostError('InvalidRequest', 'id must be a string');
    const entry: MenuEntry = { id: data.id, page, token, icons: readIcons(data.icons) };
    if (typeof data.shortcut === 'string') entry.shortcut = data.shortcut;
    const menus = this.byClient.get(client) ?? new Map<string, MenuEntry>();
    menus.set(entry.id, entry);
    this.byClient.set(client, menus);
  }

  remove(client: string, id: unknown): void {
    if (typeof id !== 'string') throw new HostError('InvalidRequest', 'id must be a string');
    this.byClient.get(client)?.delete(id);
  }

  dropClient(client: string): void {
    this.byClient.delete(client);
  }

  clear(): void {
    this.byClient.clear();
  }

  /** The entries a right-click on `target` shows this client, in the order they were made. */
  shown(client: string, role: Role, target: MenuTarget): ShownEntry[] {
    const items = 'items' in target ? target.items : [];
    return this.live(client).flatMap((entry) => {
      const icon = entry.icons.find((one) => filterPasses(one.filter, items, role));
      return icon ? [{ id: entry.id, icon: icon.icon, label: icon.label }] : [];
    });
  }

  /** The click on entry `id`, if this client's right-click on `target` shows it. */
  click(client: string, role: Role, id: string, target: MenuTarget): MenuClickEvent | null {
    if (!this.shown(client, role, target).some((entry) => entry.id === id)) return null;
    const entry = this.live(client).find((one) => one.id === id)!;
    const items = 'items' in target ? target.items : [];
    const selectionBounds =
      'items' in target
        ? boxAround(items.map(itemBox).flatMap((b) => [b.min, b.max]))
        : box(target.point, target.point);
    return {
      page: entry.page,
      data: { id, context: { items, selectionBounds }, elementId: `context-menu-${id}` },
    };
  }

  private live(client: string): MenuEntry[] {
    const menus = this.byClient.get(client);
    if (!menus) return [];
    for (const [id, entry] of menus) if (!this.alive(entry.page, entry.token)) menus.delete(id);
    return [...menus.values()];
  }
}
