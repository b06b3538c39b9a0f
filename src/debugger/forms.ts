/**
 * Forms for sending intents, read from a game's valibot schema (a
 * `v.variant('type', [v.strictObject(...), ...])`): one form per option, one
 * field per entry. The reading happens beside the host (`formsOf`); the form
 * model is plain JSON, and turning filled-in values back into an intent
 * (`intentFromValues`) needs no valibot, so the debugger's UI stays small.
 */
import type { Authority } from '../../machines';

interface FieldBase {
  name: string;
  optional: boolean;
}

export type FieldSpec =
  | (FieldBase & { kind: 'text'; minLength?: number; maxLength?: number })
  | (FieldBase & { kind: 'number'; min?: number; max?: number; integer: boolean; step?: number })
  | (FieldBase & { kind: 'boolean' })
  | (FieldBase & { kind: 'choice'; options: (string | number | boolean)[] })
  /** A nested object: a field per entry, named `outer.inner` in the form's values. */
  | (FieldBase & { kind: 'object'; fields: FieldSpec[] })
  /** Anything the reader does not know: typed as JSON. */
  | (FieldBase & { kind: 'json' });

export interface IntentForm {
  type: string;
  authority: Authority;
  fields: FieldSpec[];
}

/** The parts of a valibot schema object this reader looks at. */
interface SchemaLike {
  type: string;
  key?: string;
  options?: unknown[];
  entries?: Record<string, SchemaLike>;
  wrapped?: SchemaLike;
  literal?: unknown;
  pipe?: { kind: string; type: string; requirement?: unknown }[];
}

const WRAPPERS = new Set(['optional', 'exact_optional', 'undefinedable', 'nullish']);

/** One form per option of the game's intent variant, in schema order. */
export function formsOf(schema: unknown, authority: Record<string, Authority>): IntentForm[] {
  const variant = schema as SchemaLike;
  if (variant.type !== 'variant' || !Array.isArray(variant.options))
    throw new Error('The intent schema is not a variant of objects.');
  const key = variant.key ?? 'type';
  return (variant.options as SchemaLike[]).map((option) => {
    const entries = option.entries ?? {};
    const type = entries[key]?.literal;
    if (typeof type !== 'string') throw new Error(`An intent option has no literal ${key}.`);
    const fields = Object.entries(entries)
      .filter(([name]) => name !== key)
      .map(([name, entry]) => fieldOf(name, entry));
    return { type, authority: authority[type] ?? 'gm', fields };
  });
}

function fieldOf(name: string, schema: SchemaLike): FieldSpec {
  const { optional, inner } = unwrapped(schema);
  switch (inner.type) {
    case 'string':
      return compact({
        name,
        optional,
        kind: 'text' as const,
        minLength: numeric(requirement(inner, 'min_length')),
        maxLength: numeric(requirement(inner, 'max_length')),
      });
    case 'number':
      return compact({
        name,
        optional,
        kind: 'number' as const,
        min: numeric(requirement(inner, 'min_value')),
        max: numeric(requirement(inner, 'max_value')),
        integer:
          inner.pipe?.some((p) => p.type === 'integer' || p.type === 'safe_integer') ?? false,
        step: numeric(requirement(inner, 'multiple_of')),
      });
    case 'boolean':
      return { name, optional, kind: 'boolean' };
    case 'picklist':
      return {
        name,
        optional,
        kind: 'choice',
        options: [...((inner.options ?? []) as (string | number)[])],
      };
    case 'literal':
      return { name, optional, kind: 'choice', options: [inner.literal as string] };
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return {
        name,
        optional,
        kind: 'object',
        fields: Object.entries(inner.entries ?? {}).map(([key, entry]) => fieldOf(key, entry)),
      };
    case 'union': {
      const literals = literalsOf(inner.options as SchemaLike[]);
      return literals
        ? { name, optional, kind: 'choice', options: literals }
        : { name, optional, kind: 'json' };
    }
    default:
      return { name, optional, kind: 'json' };
  }
}

/** The schema inside its optional wrappers, and whether there was one. */
function unwrapped(schema: SchemaLike): { optional: boolean; inner: SchemaLike } {
  let optional = false;
  let inner = schema;
  while (WRAPPERS.has(inner.type) && inner.wrapped) {
    optional = true;
    inner = inner.wrapped;
  }
  return { optional, inner };
}

/** The requirement of the schema's validation of this type (`min_length`: its length), if it has one. */
const requirement = (schema: SchemaLike, type: string) =>
  schema.pipe?.find((p) => p.kind === 'validation' && p.type === type)?.requirement;

const numeric = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** A union of literals is a choice among them; any other union is typed as JSON. */
const literalsOf = (options: SchemaLike[]) =>
  options.every((o) => o.type === 'literal') ? options.map((o) => o.literal as string) : null;

function compact<T extends object>(spec: T): T {
  return Object.fromEntries(Object.entries(spec).filter(([, value]) => value !== undefined)) as T;
}

/** What a form holds, by field path (`stats.dex` inside an object): text as typed, a checkbox's state, or a choice's index as text. */
export type FormValues = Record<string, string | boolean | undefined>;

export type FormResult =
  | { ok: true; intent: Record<string, unknown> }
  | { ok: false; reason: string };

/**
 * The intent a filled-in form asks for, or why it cannot be sent yet. Empty
 * optional fields are left out. The table checks the intent again when it
 * arrives; this only catches what the form can see.
 */
export function intentFromValues(form: IntentForm, values: FormValues): FormResult {
  const filled = objectFrom(form.fields, values, '');
  return filled.ok ? { ok: true, intent: { type: form.type, ...filled.value } } : filled;
}

type Filled = { ok: true; value: Record<string, unknown> } | { ok: false; reason: string };

function objectFrom(fields: readonly FieldSpec[], values: FormValues, prefix: string): Filled {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const path = prefix + field.name;
    if (field.kind === 'object') {
      // An optional object left blank is left out, even when its own fields are required.
      if (field.optional && !filledUnder(values, `${path}.`)) continue;
      const inner = objectFrom(field.fields, values, `${path}.`);
      if (!inner.ok) return inner;
      if (field.optional && Object.keys(inner.value).length === 0) continue;
      out[field.name] = inner.value;
      continue;
    }
    const raw = values[path];
    if (raw === undefined || raw === '') {
      if (field.optional) continue;
      if (field.kind === 'boolean') {
        out[field.name] = false;
        continue;
      }
      return { ok: false, reason: `${path}: this field is needed.` };
    }
    const value = leafFrom(field, raw, path);
    if (!value.ok) return value;
    out[field.name] = value.value;
  }
  return { ok: true, value: out };
}

const filledUnder = (values: FormValues, prefix: string) =>
  Object.entries(values).some(([key, value]) => key.startsWith(prefix) && value !== '' && value);

function leafFrom(
  field: Exclude<FieldSpec, { kind: 'object' }>,
  raw: string | boolean,
  path: string,
): { ok: true; value: unknown } | { ok: false; reason: string } {
  const no = (why: string) => ({ ok: false as const, reason: `${path}: ${why}` });
  switch (field.kind) {
    case 'text': {
      const text = String(raw);
      if (field.minLength !== undefined && text.trim().length < field.minLength)
        return no(`at least ${field.minLength} characters.`);
      if (field.maxLength !== undefined && text.length > field.maxLength)
        return no(`at most ${field.maxLength} characters.`);
      return { ok: true, value: text };
    }
    case 'number': {
      const n = Number(raw);
      if (typeof raw !== 'string' || raw.trim() === '' || !Number.isFinite(n))
        return no('enter a number.');
      if (field.integer && !Number.isInteger(n)) return no('enter a whole number.');
      if (field.min !== undefined && n < field.min) return no(`at least ${field.min}.`);
      if (field.max !== undefined && n > field.max) return no(`at most ${field.max}.`);
      if (field.step !== undefined && n % field.step !== 0)
        return no(`a multiple of ${field.step}.`);
      return { ok: true, value: n };
    }
    case 'boolean':
      return { ok: true, value: raw === true || raw === 'true' };
    case 'choice': {
      const option = field.options[Number(raw)];
      return option === undefined ? no('pick one of the options.') : { ok: true, value: option };
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(String(raw)) };
      } catch {
        return no('this is not valid JSON.');
      }
  }
}
