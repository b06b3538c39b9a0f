/**
 * An intent's fields as its valibot schema declares them: the key-like ones (the strings it takes that name something,
 * as a seat id does), a value of each shape the schema takes, and a copy of an intent with one field set.
 */
import type * as v from 'valibot';
import { name, selfPlayChoice } from '../../machines/table/schemas';

export type Path = readonly (string | number)[];
export type Schema = v.GenericSchema & {
  type: string;
  wrapped?: Schema;
  entries?: Record<string, Schema>;
  item?: Schema;
  options?: readonly unknown[];
  literal?: unknown;
  pipe?: readonly { type: string; requirement?: unknown }[];
};

/**
 * The key-like fields of an intent's schema: every string it takes, save a name (words a player types, never looked
 * up) and a style of play (which the host finds by value among its game's styles, and refuses when it has none).
 */
export function keyFields(schema: Schema, path: Path = []): Path[] {
  if (schema === (name as unknown) || schema === (selfPlayChoice.entries.style as unknown))
    return [];
  switch (schema.type) {
    case 'optional':
      return keyFields(schema.wrapped!, path);
    case 'strict_object':
    case 'object':
      return Object.entries(schema.entries!).flatMap(([k, s]) => keyFields(s, [...path, k]));
    case 'array':
      return keyFields(schema.item!, [...path, 0]);
    case 'string':
      return [path];
    default:
      return [];
  }
}

/** A value the schema takes (an intent's shape, filled in): what a poisoned field is put into when nobody may move. */
export function sample(schema: Schema): unknown {
  const min = schema.pipe?.find((p) => p.type === 'min_value')?.requirement;
  switch (schema.type) {
    case 'optional':
      // An optional object or list is filled in, so that the keys inside it are sent; any other optional field is left out.
      return ['strict_object', 'object', 'array'].includes(schema.wrapped!.type)
        ? sample(schema.wrapped!)
        : undefined;
    case 'strict_object':
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.entries!)
          .map(([k, s]) => [k, sample(s)])
          .filter(([, x]) => x !== undefined),
      );
    case 'array':
      return [sample(schema.item!)];
    case 'literal':
      return schema.literal;
    case 'picklist':
      return schema.options![0];
    case 'string':
      return 'Ana';
    case 'number':
      return typeof min === 'number' ? min : 0;
    case 'boolean':
      return false;
    case 'record':
      return {};
    default:
      throw new Error(`No sample of a ${schema.type} schema`);
  }
}

/** `intent` with the field at `path` set to `value` (a copy). */
export function poisoned(intent: object, path: Path, value: string): Record<string, unknown> {
  const copy = structuredClone(intent) as Record<string | number, unknown>;
  let holder = copy;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  holder[path.at(-1)!] = value;
  return copy;
}
