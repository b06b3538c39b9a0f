/**
 * The public table's view written by position, from the game's own schema
 * (`publicView` in machines/<game>/meta.ts), which every client has: field
 * names, constants (`v.literal`, `v.null`) and the choices of a picklist are
 * computed from the schema, so they are not stored. An object becomes the
 * array of its fields in the schema's order, a boolean 1 or 0, a picklist
 * choice its index, a seat id where a string is due its seat's index (a number,
 * so no string needs escaping), a record's seat-id key `#<index>`.
 *
 * Lossless whatever the view holds: a field the schema does not name, or a
 * value its schema does not describe, goes in a trailing object of the
 * object's array, by name, written as plain JSON (seat ids as `#<index>`).
 * A view that grows past its schema therefore costs bytes, never data.
 *
 * Both sides must read the same schema: `layoutOf` (packSchema.ts) names it,
 * the table carries that name, and a reader with another layout refuses it.
 */
import type { Json } from './compact';
import { UnreadableJson } from './compact';
import { OBJECTS, constantOf, hintsOf, planOf, type PackHints, type Schema } from './packSchema';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const isRecord = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A marker for a value its schema does not describe: it goes by name into the object's trailing extras. */
const MISFIT = Symbol('misfit');
type Packed = Json | typeof MISFIT;

interface Ids {
  index: Map<string, number>;
  ids: readonly string[];
  /** The whole view: what a derived field is computed from. */
  root: Json;
  /** Derived fields to compute once the whole view is read. */
  pending: (() => void)[];
  /** Told of every value its schema did not describe (tests: the public table stores no field name). */
  misfit?: (key: string) => void;
}

/** Plain JSON with seat ids written `#<index>` (and a string starting with `#` given one more). */
function plain(node: Json, ids: Ids): Json {
  if (typeof node === 'string')
    return ids.index.has(node)
      ? `#${ids.index.get(node)}`
      : node.startsWith('#')
        ? `#${node}`
        : node;
  if (Array.isArray(node)) return node.map((item) => plain(item, ids));
  if (isRecord(node))
    return Object.fromEntries(
      Object.entries(node).map(([k, item]) => [plain(k, ids) as string, plain(item, ids)]),
    );
  return node;
}

function unplain(node: unknown, ids: Ids, depth: number): Json {
  if (depth > 32) throw new UnreadableJson('too deep');
  if (typeof node === 'string') return token(node, ids);
  if (node === null || typeof node === 'boolean' || typeof node === 'number') return node;
  if (Array.isArray(node)) return node.map((item) => unplain(item, ids, depth + 1));
  if (isRecord(node))
    return Object.fromEntries(
      Object.entries(node).map(([k, item]) => [token(k, ids), unplain(item, ids, depth + 1)]),
    );
  throw new UnreadableJson('not JSON');
}

function token(s: string, ids: Ids): string {
  if (s.startsWith('##')) return s.slice(1);
  if (!s.startsWith('#')) return s;
  const id = /^#\d+$/.test(s) ? ids.ids[Number(s.slice(1))] : undefined;
  if (id === undefined) throw new UnreadableJson(`unknown seat ${s}`);
  return id;
}

function seatAt(n: unknown, ids: Ids): string {
  const id = typeof n === 'number' && Number.isInteger(n) && n >= 0 ? ids.ids[n] : undefined;
  if (id === undefined) throw new UnreadableJson(`unknown seat ${String(n)}`);
  return id;
}

function pack(schema: Schema, value: Json, ids: Ids): Packed {
  switch (schema.type) {
    case 'boolean':
      return typeof value === 'boolean' ? (value ? 1 : 0) : MISFIT;
    case 'number':
      return typeof value === 'number' ? value : MISFIT;
    case 'string':
      return typeof value !== 'string'
        ? MISFIT
        : ids.index.has(value)
          ? ids.index.get(value)!
          : value;
    case 'picklist': {
      const i = schema.options!.indexOf(value);
      return i >= 0 ? i : MISFIT;
    }
    case 'nullable':
      return value === null ? null : pack(schema.wrapped!, value, ids);
    case 'array':
    case 'tuple': {
      if (!Array.isArray(value) || (schema.items && value.length !== schema.items.length))
        return MISFIT;
      const items = value.map((item, i) =>
        pack(schema.items ? schema.items[i]! : schema.item!, item, ids),
      );
      return items.includes(MISFIT) ? MISFIT : (items as Json[]);
    }
    case 'record': {
      if (!isRecord(value)) return MISFIT;
      const entries = Object.entries(value).map(
        ([k, item]) => [plain(k, ids) as string, pack(schema.value!, item, ids)] as const,
      );
      return entries.some(([, item]) => item === MISFIT)
        ? MISFIT
        : (Object.fromEntries(entries) as Json);
    }
    default: {
      if (!OBJECTS.has(schema.type)) return plain(value, ids);
      if (!isRecord(value)) return MISFIT;
      const text = hintsOf(schema).text;
      if (text) {
        const written = text.write(value as never);
        // Only a string that reads back as the same value: anything else is written by position.
        if (same(text.read(written), value)) return written;
      }
      return packObject(schema.entries!, value, ids);
    }
  }
}

function packObject(
  entries: Record<string, Schema>,
  value: Record<string, Json>,
  ids: Ids,
): Json[] {
  const slots: Json[] = [];
  const extras: Record<string, Json> = {};
  for (const [key, field] of Object.entries(entries)) {
    const constant = constantOf(field);
    const present = value[key] !== undefined;
    const derive = hintsOf(field).derive;
    if (constant || derive) {
      const expected = constant ? constant.value : derive!(value as never, ids.root as never);
      if (!present || !same(value[key], expected))
        extras[key] = present ? plain(value[key]!, ids) : ABSENT;
      continue;
    }
    // An optional field is written `[]` when absent and `[value]` when present.
    const optional = field.type === 'optional';
    const packed = present
      ? pack(optional ? field.wrapped! : field, value[key]!, ids)
      : optional
        ? null
        : MISFIT;
    slots.push(
      packed === MISFIT ? 0 : optional ? (packed === null && !present ? [] : [packed]) : packed,
    );
    if (packed === MISFIT) extras[key] = present ? plain(value[key]!, ids) : ABSENT;
  }
  for (const [key, item] of Object.entries(value))
    if (!Object.hasOwn(entries, key) && item !== undefined)
      extras[plain(key, ids) as string] = plain(item, ids);
  Object.keys(extras).forEach((key) => ids.misfit?.(key));
  return Object.keys(extras).length ? [...slots, extras] : slots;
}

/** How an extra says "this field is absent" (an optional field left out): no view holds this string. */
const ABSENT = '#-';

function unpack(schema: Schema, node: unknown, ids: Ids, depth: number): Json {
  if (depth > 32) throw new UnreadableJson('too deep');
  const bad = (): never => {
    throw new UnreadableJson(`not a ${schema.type}`);
  };
  switch (schema.type) {
    case 'boolean':
      return node === 1 ? true : node === 0 ? false : bad();
    case 'number':
      return typeof node === 'number' ? node : bad();
    case 'string':
      return typeof node === 'string' ? node : seatAt(node, ids);
    case 'picklist': {
      const i =
        typeof node === 'number' &&
        Number.isInteger(node) &&
        node >= 0 &&
        node < schema.options!.length
          ? node
          : bad();
      return schema.options![i] as Json;
    }
    case 'nullable':
      return node === null ? null : unpack(schema.wrapped!, node, ids, depth + 1);
    case 'array':
    case 'tuple':
      if (!Array.isArray(node)) return bad();
      return node.map((item, i) => {
        const s = schema.items ? schema.items[i] : schema.item;
        return s ? unpack(s, item, ids, depth + 1) : bad();
      });
    case 'record':
      if (!isRecord(node)) return bad();
      return Object.fromEntries(
        Object.entries(node).map(([k, item]) => [
          token(k, ids),
          unpack(schema.value!, item, ids, depth + 1),
        ]),
      );
    default:
      if (!OBJECTS.has(schema.type)) return unplain(node, ids, depth);
      if (typeof node === 'string' && hintsOf(schema).text) return readText(schema, node);
      return unpackObject(schema.entries!, node, ids, depth);
  }
}

function readText(schema: Schema, node: string): Json {
  try {
    const value = hintsOf(schema).text!.read(node);
    if (isRecord(value)) return value;
  } catch {
    // A string the game's reader refuses: unreadable, as below.
  }
  throw new UnreadableJson('an unreadable short form');
}

function unpackObject(
  entries: Record<string, Schema>,
  node: unknown,
  ids: Ids,
  depth: number,
): Json {
  if (!Array.isArray(node)) throw new UnreadableJson('not an object');
  const { fields, slots } = planOf(entries);
  if (node.length !== slots && node.length !== slots + 1) throw new UnreadableJson('a bad object');
  const extras = node.length > slots ? node[slots] : {};
  if (!isRecord(extras)) throw new UnreadableJson('bad extras');
  // Built by entries, never by assignment: a field named `__proto__` stays a field.
  const out: [string, Json][] = [];
  const derivedKeys: [string, NonNullable<PackHints['derive']>][] = [];
  let slot = 0;
  for (const { key, field, constant, derive, stored } of fields) {
    if (Object.hasOwn(extras, key)) {
      if (stored) slot++;
      if (extras[key] !== ABSENT) out.push([key, unplain(extras[key], ids, depth + 1)]);
      continue;
    }
    if (constant) out.push([key, constant.value]);
    else if (derive) derivedKeys.push([key, derive]);
    else if (field.type !== 'optional')
      out.push([key, unpack(field, node[slot++], ids, depth + 1)]);
    else {
      const held: unknown = node[slot++];
      if (!Array.isArray(held) || held.length > 1) throw new UnreadableJson('a bad optional field');
      if (held.length) out.push([key, unpack(field.wrapped!, held[0], ids, depth + 1)]);
    }
  }
  for (const [key, item] of Object.entries(extras)) {
    const name = token(key, ids);
    if (!Object.hasOwn(entries, name)) out.push([name, unplain(item, ids, depth + 1)]);
  }
  const object: Record<string, Json> = Object.fromEntries(out);
  for (const [key, derive] of derivedKeys)
    ids.pending.push(() =>
      Object.defineProperty(object, key, {
        value: derive(object as never, ids.root as never),
        enumerable: true,
        writable: true,
        configurable: true,
      }),
    );
  return object;
}

const idsOf = (ids: readonly string[], root: Json, misfit?: (key: string) => void): Ids => ({
  ids,
  index: new Map(ids.map((id, i) => [id, i])),
  root,
  pending: [],
  misfit,
});

/** `value` written by position after `schema`, with each of `ids` as its index; `misfit` hears of each field written by name. */
export function packJson(
  schema: unknown,
  value: Json,
  ids: readonly string[],
  misfit?: (key: string) => void,
): Json {
  const packed = pack(schema as Schema, value, idsOf(ids, value, misfit));
  if (packed === MISFIT) throw new Error('The public view does not have the shape of its schema.');
  return packed;
}

/** Undoes `packJson`; throws `UnreadableJson` on anything it cannot have written. */
export function unpackJson(schema: unknown, packed: unknown, ids: readonly string[]): Json {
  const context = idsOf(ids, null);
  context.root = unpack(schema as Schema, packed, context, 0);
  try {
    context.pending.forEach((compute) => compute());
  } catch {
    // A derivation that fails on a hostile table (a list where a number was due): unreadable, not a crash.
    throw new UnreadableJson('a field that cannot be derived');
  }
  return context.root;
}
