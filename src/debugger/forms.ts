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
  | (FieldBase & { kind: 'number'; min?: number; max?: number; integer: boolean })
  | (FieldBase & { kind: 'boolean' })
  | (FieldBase & { kind: 'choice'; options: (string | number | boolean)[] })
  /** Anything the reader does not know: typed as JSON. */
  | (FieldBase & { kind: 'json' });

export interface IntentForm {
  type: string;
  /** What it does, in words ("buy a die"). */
  label: string;
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
export function formsOf(schema: unknown, authority: Record<string, Authority>, describe: (type: string) => string): IntentForm[] {
  const variant = schema as SchemaLike;
  if (variant.type !== 'variant' || !Array.isArray(variant.options)) throw new Error('The intent schema is not a variant of objects.');
  const key = variant.key ?? 'type';
  return (variant.options as SchemaLike[]).map((option) => {
    const entries = option.entries ?? {};
    const type = entries[key]?.literal;
    if (typeof type !== 'string') throw new Error(`An intent option has no literal ${key}.`);
    const fields = Object.entries(entries)
      .filter(([name]) => name !== key)
      .map(([name, entry]) => fieldOf(name, entry));
    return { type, label: describe(type), authority: authority[type] ?? 'gm', fields };
  });
}

function fieldOf(name: string, schema: SchemaLike): FieldSpec {
  let optional = false;
  let inner = schema;
  while (WRAPPERS.has(inner.type) && inner.wrapped) {
    optional = true;
    inner = inner.wrapped;
  }
  const rule = (type: string) => inner.pipe?.find((p) => p.kind === 'validation' && p.type === type)?.requirement;
  const num = (value: unknown) => (typeof value === 'number' ? value : undefined);
  switch (inner.type) {
    case 'string':
      return compact({ name, optional, kind: 'text' as const, minLength: num(rule('min_length')), maxLength: num(rule('max_length')) });
    case 'number':
      return compact({ name, optional, kind: 'number' as const, min: num(rule('min_value')), max: num(rule('max_value')), integer: inner.pipe?.some((p) => p.type === 'integer') ?? false });
    case 'boolean':
      return { name, optional, kind: 'boolean' };
    case 'picklist':
      return { name, optional, kind: 'choice', options: [...((inner.options ?? []) as (string | number)[])] };
    case 'literal':
      return { name, optional, kind: 'choice', options: [inner.literal as string] };
    case 'union':
      if ((inner.options as SchemaLike[]).every((o) => o.type === 'literal')) {
        return { name, optional, kind: 'choice', options: (inner.options as SchemaLike[]).map((o) => o.literal as string) };
      }
      return { name, optional, kind: 'json' };
    default:
      return { name, optional, kind: 'json' };
  }
}

function compact<T extends object>(spec: T): T {
  return Object.fromEntries(Object.entries(spec).filter(([, value]) => value !== undefined)) as T;
}

/** What a form holds: text as typed, a checkbox's state, or a choice's index as text. */
export type FormValues = Record<string, string | boolean | undefined>;

export type FormResult = { ok: true; intent: Record<string, unknown> } | { ok: false; reason: string };

/**
 * The intent a filled-in form asks for, or why it cannot be sent yet. Empty
 * optional fields are left out. The table checks the intent again when it
 * arrives; this only catches what the form can see.
 */
export function intentFromValues(form: IntentForm, values: FormValues): FormResult {
  const intent: Record<string, unknown> = { type: form.type };
  for (const field of form.fields) {
    const raw = values[field.name];
    const empty = raw === undefined || raw === '';
    if (empty) {
      if (field.optional) continue;
      if (field.kind === 'boolean') {
        intent[field.name] = false;
        continue;
      }
      return { ok: false, reason: `${field.name}: this field is needed.` };
    }
    switch (field.kind) {
      case 'text': {
        const text = String(raw);
        if (field.minLength !== undefined && text.trim().length < field.minLength) return { ok: false, reason: `${field.name}: at least ${field.minLength} characters.` };
        if (field.maxLength !== undefined && text.length > field.maxLength) return { ok: false, reason: `${field.name}: at most ${field.maxLength} characters.` };
        intent[field.name] = text;
        break;
      }
      case 'number': {
        const n = Number(raw);
        if (typeof raw !== 'string' || raw.trim() === '' || !Number.isFinite(n)) return { ok: false, reason: `${field.name}: enter a number.` };
        if (field.integer && !Number.isInteger(n)) return { ok: false, reason: `${field.name}: enter a whole number.` };
        if (field.min !== undefined && n < field.min) return { ok: false, reason: `${field.name}: at least ${field.min}.` };
        if (field.max !== undefined && n > field.max) return { ok: false, reason: `${field.name}: at most ${field.max}.` };
        intent[field.name] = n;
        break;
      }
      case 'boolean':
        intent[field.name] = raw === true || raw === 'true';
        break;
      case 'choice': {
        const option = field.options[Number(raw)];
        if (option === undefined) return { ok: false, reason: `${field.name}: pick one of the options.` };
        intent[field.name] = option;
        break;
      }
      case 'json':
        try {
          intent[field.name] = JSON.parse(String(raw));
        } catch {
          return { ok: false, reason: `${field.name}: this is not valid JSON.` };
        }
        break;
    }
  }
  return { ok: true, intent };
}
