/**
 * The part of Owlbear's scene the table on the map uses, as our own small types (docs/runtime.md, "The scene"). A
 * page reaches it through `OwlbearPort.scene()`, which loads it on demand: `obrScene.ts` over the real SDK,
 * `memoryRoomScene.ts` in the in-memory room. The shapes follow the SDK's item JSON (`lib/types/items/*`), so what we
 * write is what Owlbear stores; an item's style is the SDK builder's defaults plus the fields given, at add and at
 * update alike.
 */
import type { Metadata, Role, Unsubscribe } from './portTypes';

export interface Vector2 {
  x: number;
  y: number;
}

/** A box in scene units, as the SDK's `BoundingBox`. */
export interface Bounds {
  min: Vector2;
  max: Vector2;
  width: number;
  height: number;
  center: Vector2;
}

export type Layer =
  | 'MAP'
  | 'GRID'
  | 'DRAWING'
  | 'PROP'
  | 'MOUNT'
  | 'CHARACTER'
  | 'ATTACHMENT'
  | 'NOTE'
  | 'TEXT'
  | 'RULER'
  | 'FOG'
  | 'POINTER'
  | 'POST_PROCESS'
  | 'CONTROL'
  | 'POPOVER';

/** What an attached item follows of its parent unless turned off (`disableAttachmentBehavior`). */
export type AttachmentBehavior =
  | 'VISIBLE'
  | 'SCALE'
  | 'ROTATION'
  | 'POSITION'
  | 'DELETE'
  | 'LOCKED'
  | 'COPY';

/** What every item has. `attachedTo`: the parent it moves, turns, scales, hides and is deleted with. */
export interface ItemCommon {
  id: string;
  name: string;
  layer: Layer;
  position: Vector2;
  /** Degrees. */
  rotation: number;
  scale: Vector2;
  visible: boolean;
  locked: boolean;
  zIndex: number;
  metadata: Metadata;
  attachedTo?: string;
  disableHit?: boolean;
  disableAutoZIndex?: boolean;
  disableAttachmentBehavior?: AttachmentBehavior[];
  description?: string;
}

/**
 * An item as read from the scene, any extension's or the GM's token: the common fields, checked. `createdUserId` is
 * whatever the adding client wrote (the SDK's builders let it choose): who made a token, never who may use it.
 */
export interface SceneItem extends ItemCommon {
  type: string;
  createdUserId: string;
  lastModifiedUserId: string;
}

export interface ShapeStyle {
  fillColor: string;
  fillOpacity: number;
  strokeColor: string;
  strokeOpacity: number;
  strokeWidth: number;
  strokeDash: number[];
}

export interface CurveStyle extends ShapeStyle {
  /** 0: straight segments. */
  tension: number;
  closed?: boolean;
}

export type LineStyle = Pick<
  ShapeStyle,
  'strokeColor' | 'strokeOpacity' | 'strokeWidth' | 'strokeDash'
>;

export interface TextStyle {
  fillColor: string;
  fillOpacity: number;
  strokeColor: string;
  strokeOpacity: number;
  strokeWidth: number;
  textAlign: 'LEFT' | 'CENTER' | 'RIGHT';
  textAlignVertical: 'BOTTOM' | 'MIDDLE' | 'TOP';
  fontFamily: string;
  fontSize: number;
  fontWeight: number;
  lineHeight: number;
  padding: number;
}

/** Plain text; the port writes Owlbear's rich text from it. */
export interface TextContent {
  plainText: string;
  style?: Partial<TextStyle>;
  width?: number | 'AUTO';
  height?: number | 'AUTO';
}

export interface LabelStyle {
  backgroundColor: string;
  backgroundOpacity: number;
  cornerRadius: number;
  pointerWidth?: number;
  pointerHeight?: number;
  pointerDirection?: 'UP' | 'DOWN' | 'LEFT' | 'RIGHT';
  maxViewScale?: number;
  minViewScale?: number;
}

/** A rectangle and a triangle hang from their position (top-left, apex); a circle and a hexagon are centred on it. */
export interface ShapeFields {
  type: 'SHAPE';
  shapeType: 'RECTANGLE' | 'CIRCLE' | 'TRIANGLE' | 'HEXAGON';
  width: number;
  height: number;
  style?: Partial<ShapeStyle>;
}

/** Points relative to the item's position. */
export interface CurveFields {
  type: 'CURVE';
  points: Vector2[];
  style?: Partial<CurveStyle>;
}

/** Ends relative to the item's position. */
export interface LineFields {
  type: 'LINE';
  startPosition: Vector2;
  endPosition: Vector2;
  style?: Partial<LineStyle>;
}

export interface TextFields {
  type: 'TEXT';
  text: TextContent;
}

export interface LabelFields {
  type: 'LABEL';
  text: TextContent;
  style?: Partial<LabelStyle>;
}

/**
 * An image of `image.width` × `image.height` pixels, `grid.dpi` of them to a grid cell, with the pixel at
 * `grid.offset` on the item's position. `image.url` absolute, or relative to the page (the port resolves it).
 */
export interface ImageFields {
  type: 'IMAGE';
  image: { url: string; width: number; height: number; mime: string };
  grid: { dpi: number; offset: Vector2 };
  text?: TextContent;
  textItemType?: 'LABEL' | 'TEXT';
}

export type ItemFields =
  | ShapeFields
  | CurveFields
  | LineFields
  | TextFields
  | LabelFields
  | ImageFields;

/** An item to add: its id (unique in the scene; the SDK's builders use UUIDs), layer and position, the rest defaulted. */
export type NewItem = ItemFields &
  Pick<ItemCommon, 'id' | 'layer' | 'position'> &
  Partial<Omit<ItemCommon, 'id' | 'layer' | 'position'>>;

type Changes<T> = T extends unknown ? Partial<Omit<T, 'type'>> : never;

/**
 * A change to one item: its id and type (Owlbear's update carries both, as the SDK sends it) and the fields that
 * change, each replaced whole; a field given as `undefined` is removed (`attachedTo: undefined` detaches).
 */
export type ItemUpdate = {
  id: string;
  type: ItemFields['type'] | (string & {});
} & Changes<ItemFields> &
  Partial<Omit<ItemCommon, 'id'>>;

/** Shared items or this client's local items: the same verbs. */
export interface ItemStore {
  /** Every item, or those with these ids. */
  get(ids?: readonly string[]): Promise<SceneItem[]>;
  add(items: readonly NewItem[]): Promise<void>;
  update(updates: readonly ItemUpdate[]): Promise<void>;
  /** Deletes them, and every item attached to them (unless it turned `DELETE` off). */
  delete(ids: readonly string[]): Promise<void>;
  /** The items with these ids and every item attached to them, at any depth. */
  attachments(ids: readonly string[]): Promise<SceneItem[]>;
  /** The box around these items, in scene units. */
  bounds(ids: readonly string[]): Promise<Bounds>;
  /** Every item of the store, after each change. */
  onChange(callback: (items: SceneItem[]) => void): Unsubscribe;
}

export interface LocalItemStore extends ItemStore {
  /** `fast`: Owlbear's `fastUpdate`, for motion: the update skips Owlbear's usual bookkeeping. */
  update(updates: readonly ItemUpdate[], options?: { fast?: boolean }): Promise<void>;
}

/** A condition on one item's field, as the SDK's `KeyFilter`: `key` a field or a path (`['metadata', key]`). */
export interface KeyFilter {
  key: string | string[];
  value: unknown;
  operator?: '==' | '!=';
  /** How it combines with the next filter of the list; `&&` by default. */
  coordinator?: '&&' | '||';
}

/** When a context menu entry shows: the selection's size (`min` 1 by default; 0 for the empty map), roles, items. */
export interface MenuFilter {
  min?: number;
  max?: number;
  roles?: Role[];
  every?: KeyFilter[];
  some?: KeyFilter[];
}

/** The first icon whose filter passes is shown; none passing, the entry is not. `icon` as `ImageFields.image.url`. */
export interface MenuIcon {
  icon: string;
  label: string;
  filter?: MenuFilter;
}

export interface ContextMenu {
  id: string;
  icons: MenuIcon[];
  shortcut?: string;
}

/** A click on our entry: the selected items (none on the empty map) and their box, or the point clicked. */
export interface MenuClick {
  items: SceneItem[];
  bounds: Bounds;
}

/** What this client's screen shows of the scene, in scene units. */
export interface Viewport {
  bounds: Bounds;
  /** Screen pixels per scene unit. */
  scale: number;
}

export interface ScenePort {
  /** Items every client reads, metadata and hidden ones included, and any client may write. */
  readonly items: ItemStore;
  /** This client's own items: drawn here only, never synced; gone on a reload or another scene. */
  readonly local: LocalItemStore;
  /** Whether a scene is open: items exist only then, and the GM may open another at any time. */
  isReady(): Promise<boolean>;
  onReadyChange(callback: (ready: boolean) => void): Unsubscribe;
  /** Scene units to a grid cell. */
  gridDpi(): Promise<number>;
  viewport(): Promise<Viewport>;
  /** Adds our entry to Owlbear's context menu (replacing one of the same id); clicks on it reach `onClick`. */
  createContextMenu(menu: ContextMenu, onClick: (click: MenuClick) => void): Promise<void>;
  removeContextMenu(id: string): Promise<void>;
}
