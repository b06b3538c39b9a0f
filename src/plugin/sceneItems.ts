/**
 * Our items as Owlbear stores them, and back. `sdkItem` fills what the SDK's builders fill (`lib/builders/*`: their
 * defaults, the writer, the time), so an item added through the port is the one `buildShape()…build()` would make;
 * `sdkUpdate` completes a style or a text the same way, since an update replaces a field whole. `readItems` checks
 * what Owlbear hands back, as everything read from it is.
 */
import * as v from 'valibot';
import type { Bounds, ItemUpdate, NewItem, SceneItem, TextContent, TextStyle } from './scenePort';

type Json = Record<string, unknown>;

const STROKE = { strokeColor: 'white', strokeOpacity: 1, strokeWidth: 5, strokeDash: [] };

/** The SDK builders' styles, by item type. */
const STYLE_DEFAULTS: Record<string, Json> = {
  SHAPE: { fillColor: 'black', fillOpacity: 1, ...STROKE },
  CURVE: { fillColor: 'black', fillOpacity: 1, ...STROKE, tension: 0.5 },
  LINE: { ...STROKE, strokeColor: 'black' },
  LABEL: {
    backgroundColor: '#3D4051',
    backgroundOpacity: 1,
    cornerRadius: 8,
    pointerDirection: 'DOWN',
    pointerWidth: 4,
    pointerHeight: 4,
  },
};

const TEXT_STYLE: TextStyle = {
  padding: 0,
  fontFamily: 'Roboto',
  fontSize: 16,
  fontWeight: 400,
  textAlign: 'LEFT',
  textAlignVertical: 'TOP',
  fillColor: 'white',
  fillOpacity: 1,
  strokeColor: 'white',
  strokeOpacity: 1,
  strokeWidth: 0,
  lineHeight: 1.5,
};

/** The SDK builders' text styles: a text's, a label's, an image's caption. */
const TEXT_DEFAULTS: Record<string, TextStyle> = {
  TEXT: TEXT_STYLE,
  LABEL: { ...TEXT_STYLE, padding: 8, textAlign: 'CENTER', textAlignVertical: 'MIDDLE' },
  IMAGE: {
    ...TEXT_STYLE,
    padding: 8,
    fontSize: 24,
    textAlign: 'CENTER',
    textAlignVertical: 'BOTTOM',
  },
};

const ITEM_NAMES: Record<string, string> = {
  SHAPE: 'Shape',
  CURVE: 'Curve',
  LINE: 'Line',
  TEXT: 'Text',
  LABEL: 'Label',
  IMAGE: 'Image',
};

/** Owlbear's text: the plain text, and the same as rich text, one paragraph per line. */
function sdkText(type: string, text: TextContent): Json {
  return {
    richText: text.plainText
      .split('\n')
      .map((line) => ({ type: 'paragraph', children: [{ text: line }] })),
    plainText: text.plainText,
    style: { ...TEXT_DEFAULTS[type], ...text.style },
    type: 'PLAIN',
    width: text.width ?? 'AUTO',
    height: text.height ?? 'AUTO',
  };
}

export interface Writer {
  /** The writing player's id: the SDK's builders stamp it as creator and last modifier. */
  userId: string;
  /** ISO time. */
  now: string;
  /** Makes an image's url absolute (Owlbear loads it from its own page). */
  resolveUrl?: (url: string) => string;
}

/** A style, a text or an image, completed as the SDK's builder of `type` would; `undefined` stays (a removal). */
function completed(type: string, key: 'style' | 'text' | 'image', value: unknown, writer: Writer) {
  if (value === undefined) return undefined;
  if (key === 'style') return { ...STYLE_DEFAULTS[type], ...(value as Json) };
  if (key === 'text') return sdkText(type, value as TextContent);
  const image = value as { url: string };
  return { ...image, url: writer.resolveUrl?.(image.url) ?? image.url };
}

const COMPLETED = ['style', 'text', 'image'] as const;

/** An item as `OBR.scene.items.addItems` takes it. */
export function sdkItem(item: NewItem, writer: Writer): Json {
  const fields = item as unknown as Json;
  const out: Json = {
    name: ITEM_NAMES[item.type] ?? 'Item',
    visible: true,
    locked: false,
    rotation: 0,
    scale: { x: 1, y: 1 },
    metadata: {},
    zIndex: Date.parse(writer.now),
    createdUserId: writer.userId,
    ...fields,
    lastModified: writer.now,
    lastModifiedUserId: writer.userId,
  };
  if (STYLE_DEFAULTS[item.type])
    out.style = completed(item.type, 'style', fields.style ?? {}, writer);
  if (TEXT_DEFAULTS[item.type])
    out.text = completed(item.type, 'text', fields.text ?? { plainText: '' }, writer);
  if (item.type === 'IMAGE') {
    out.image = completed(item.type, 'image', fields.image, writer);
    out.textItemType ??= 'LABEL';
  }
  return out;
}

/** An update as `OBR_SCENE_ITEMS_UPDATE_ITEMS` carries it: the id, the type and the changed fields, completed. */
export function sdkUpdate(update: ItemUpdate, writer: Writer): Json {
  const out: Json = { ...update };
  for (const key of COMPLETED)
    if (key in update) out[key] = completed(update.type, key, out[key], writer);
  return out;
}

const vector = v.object({ x: v.number(), y: v.number() });

const itemSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  type: v.string(),
  name: v.optional(v.string(), ''),
  layer: v.string(),
  position: vector,
  rotation: v.optional(v.number(), 0),
  scale: v.optional(vector, { x: 1, y: 1 }),
  visible: v.optional(v.boolean(), true),
  locked: v.optional(v.boolean(), false),
  zIndex: v.optional(v.number(), 0),
  metadata: v.optional(v.record(v.string(), v.unknown()), {}),
  createdUserId: v.optional(v.string(), ''),
  lastModifiedUserId: v.optional(v.string(), ''),
  attachedTo: v.optional(v.string()),
  disableHit: v.optional(v.boolean()),
  disableAutoZIndex: v.optional(v.boolean()),
  disableAttachmentBehavior: v.optional(v.array(v.string())),
  description: v.optional(v.string()),
});

const COMMON_KEYS = Object.keys(itemSchema.entries);

/** The items whose common fields are sound, as `SceneItem`s (their kind's own fields are not read); the rest dropped. */
export function readItems(raw: unknown): SceneItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const parsed = v.safeParse(itemSchema, entry);
    if (!parsed.success) return [];
    const item: Json = {};
    for (const key of COMMON_KEYS)
      if (parsed.output[key] !== undefined) item[key] = parsed.output[key];
    return [item as unknown as SceneItem];
  });
}

const boundsSchema = v.object({
  min: vector,
  max: vector,
  width: v.number(),
  height: v.number(),
  center: vector,
});

/** A bounding box Owlbear sent; a malformed one reads as an empty box at the origin. */
export function readBounds(raw: unknown): Bounds {
  const parsed = v.safeParse(boundsSchema, raw);
  return parsed.success ? parsed.output : boundsOf({ x: 0, y: 0 }, { x: 0, y: 0 });
}

export const boundsOf = (min: { x: number; y: number }, max: { x: number; y: number }): Bounds => ({
  min,
  max,
  width: max.x - min.x,
  height: max.y - min.y,
  center: { x: (min.x + max.x) / 2, y: (min.y + max.y) / 2 },
});
