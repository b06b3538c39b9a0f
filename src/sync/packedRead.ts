/** The reading half of packed.ts: a view written by position back to the view it was. */
import type { Json } from './compact';
import { UnreadableJson } from './compact';
import { OBJECTS, hintsOf, planOf, type PackHints, type Schema } from './packSchema';
import { ABSENT, type Ids, isRecord, seatAt, token, unplain } from './packedPlain';

export function unpack(schema: Schema, node: unknown, ids: Ids, depth: number): Json {
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
