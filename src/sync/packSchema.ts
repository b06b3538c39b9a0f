/**
 * What the public table's packing (packed.ts) reads of a game's valibot
 * schema: its fields and their hints, each object's fields worked out once,
 * and the name of the layout the schema gives.
 */
import type { Json } from './compact';

/** What packing reads of a valibot schema (its public, documented properties). */
export interface Schema {
  type: string;
  pipe?: { type: string; metadata?: PackHints }[];
  entries?: Record<string, Schema>;
  item?: Schema;
  items?: Schema[];
  wrapped?: Schema;
  options?: unknown[];
  literal?: unknown;
  value?: Schema;
}

/**
 * What a game's schema may add (with `v.metadata`) for the public table:
 * `derive` computes a field from its object and the whole view, so the field
 * is not stored; `text` writes an object (a die) as a short string.
 */
export interface PackHints {
  derive?: (parent: never, root: never) => unknown;
  text?: { write: (value: never) => string; read: (text: string) => unknown };
}

export const hintsOf = (s: Schema): PackHints =>
  s.pipe?.find((action) => action.type === 'metadata')?.metadata ?? {};

export const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
/** A field whose value the schema fixes: never stored. */
export const constantOf = (s: Schema): { value: Json } | null =>
  s.type === 'literal' ? { value: s.literal as Json } : s.type === 'null' ? { value: null } : null;

/** An object schema's fields as reading needs them, worked out once per schema: every table read walks them. */
type FieldPlan = {
  key: string;
  field: Schema;
  constant: { value: Json } | null;
  derive: PackHints['derive'];
  stored: boolean;
};
const plans = new WeakMap<Record<string, Schema>, { fields: FieldPlan[]; slots: number }>();

export function planOf(entries: Record<string, Schema>): { fields: FieldPlan[]; slots: number } {
  let plan = plans.get(entries);
  if (!plan) {
    const fields = Object.entries(entries).map(([key, field]) => {
      const constant = constantOf(field);
      const derive = hintsOf(field).derive;
      return { key, field, constant, derive, stored: !constant && !derive };
    });
    plan = { fields, slots: fields.filter((f) => f.stored).length };
    plans.set(entries, plan);
  }
  return plan;
}

/**
 * A short name for the layout `schema` gives (every field's name, kind and
 * choices, in order): two builds write and read the same positions exactly
 * when their layouts have the same name.
 */
export function layoutOf(schema: unknown): string {
  const describe = (s: Schema): string => {
    const parts = [s.type];
    if (s.entries)
      parts.push(
        Object.entries(s.entries)
          .map(([k, f]) => `${k}:${describe(f)}`)
          .join(','),
      );
    if (s.item) parts.push(describe(s.item));
    if (s.items) parts.push(s.items.map(describe).join(','));
    if (s.wrapped) parts.push(describe(s.wrapped));
    if (s.value) parts.push(describe(s.value));
    if (s.options && s.type === 'picklist') parts.push(JSON.stringify(s.options));
    if (s.type === 'literal') parts.push(JSON.stringify(s.literal));
    const hints = hintsOf(s);
    if (hints.derive) parts.push('derived');
    if (hints.text) parts.push('text');
    return `(${parts.join(' ')})`;
  };
  // FNV-1a, 32 bits: a name, not a secret.
  let hash = 0x811c9dc5;
  for (const c of describe(schema as Schema))
    hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(36);
}
