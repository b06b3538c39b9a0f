/**
 * The public table's view written by position (packed.ts says how, and reads it back): only the host writes it, so
 * this is the host's to load, not every page's.
 */
import type { Json } from './compact';
import { OBJECTS, constantOf, hintsOf, type Schema } from './packSchema';
import { ABSENT, type Ids, idsOf, isRecord, plain } from './packedPlain';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A marker for a value its schema does not describe: it goes by name into the object's trailing extras. */
const MISFIT = Symbol('misfit');
type Packed = Json | typeof MISFIT;

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
