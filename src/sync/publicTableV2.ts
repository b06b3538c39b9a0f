/**
 * The previous format of the public table (version 2), read so that nothing
 * is lost across the update: a host that starts on a room holding a version-2
 * table verifies it as before (the signature covers any format) and resumes or
 * recovers from it, then writes version 3; a page of this build under a host
 * of the previous build still shows its table. Version 2 wrote the view with
 * its field names (compact.ts: each seat id once, arrays of like objects as
 * tables with one shared list of keys, constant columns folded).
 */
import * as v from 'valibot';
import { UnreadableJson, expandJson, type Json } from './compact';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The host's meta beside the view, as formats 2 and 3 store it. */
export const storedMetaEntries = {
  id: v.pipe(v.string(), v.maxLength(64)),
  rev: count,
  n: count,
  /** What the House and each seat put into the unsettled round, less what it was paid in it: what a void gives back. */
  hs: v.pipe(v.number(), v.safeInteger()),
  c: count,
  /** Stakes by seat index (format 3: empty when no seat has one). */
  st: v.array(v.pipe(v.number(), v.safeInteger())),
  ids: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(128))), v.maxLength(64)),
};

const v2Schema = v.object({
  v: v.literal(2),
  ...storedMetaEntries,
  keys: v.pipe(v.array(v.array(v.string())), v.maxLength(256)),
  view: v.record(v.string(), v.unknown()),
});

/** A stored table's parts: the view as plain JSON (still to be checked by its game's schema) and the host's meta. */
export type StoredParts = {
  view: Json;
  id: string;
  rev: number;
  n: number;
  hs: number;
  c: number;
  st: number[];
  ids: string[];
};

export function readVersion2(raw: unknown): StoredParts | null {
  const parsed = v.safeParse(v2Schema, raw);
  if (!parsed.success) return null;
  const { keys, view, ...rest } = parsed.output;
  try {
    return { ...rest, view: expandJson({ ids: rest.ids, keys, value: view }) };
  } catch (error) {
    if (error instanceof UnreadableJson) return null;
    throw error;
  }
}
