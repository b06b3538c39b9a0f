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
 * Only the host writes (packedWrite.ts); every reader reads (here).
 */
import type { Json } from './compact';
import { UnreadableJson } from './compact';
import type { Schema } from './packSchema';
import { idsOf } from './packedPlain';
import { unpack } from './packedRead';

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
