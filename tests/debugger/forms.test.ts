/**
 * The send-event forms come from each game's intent schema: one form per
 * intent, one field per entry, and whatever a GM can fill in within a
 * field's limits makes an intent the schema accepts.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { games, type AnyGame } from '../../machines';
import {
  formsOf,
  intentFromValues,
  type FieldSpec,
  type FormValues,
  type IntentForm,
} from '../../src/debugger/forms';

const every: AnyGame[] = Object.values(games);
const formsFor = (game: AnyGame) => formsOf(game.intentSchema, game.authority);

type Leaf = Exclude<FieldSpec, { kind: 'object' }>;

/** Every field a GM types into, by its path in the form's values (`stats.dex`). */
function leaves(
  fields: readonly FieldSpec[],
  prefix = '',
): { path: string; field: Leaf; required: boolean }[] {
  return fields.flatMap((f) =>
    f.kind === 'object'
      ? leaves(f.fields, `${prefix}${f.name}.`).map((l) => ({
          ...l,
          required: l.required && !f.optional,
        }))
      : [{ path: prefix + f.name, field: f, required: !f.optional }],
  );
}

/** Values a GM could type into one field, within what the form says it takes. */
function valueFor(field: Leaf): fc.Arbitrary<string | boolean | undefined> {
  const filled: fc.Arbitrary<string | boolean> = (() => {
    switch (field.kind) {
      case 'text':
        return fc
          .string({
            unit: fc.constantFrom(...'abcdefgh xyz-'.split('')),
            minLength: field.minLength ?? 0,
            maxLength: field.maxLength ?? 20,
          })
          .filter((s) => s.trim().length >= (field.minLength ?? 0));
      case 'number':
        if (field.step !== undefined) {
          const step = field.step;
          return fc
            .integer({
              min: Math.ceil((field.min ?? -1e6) / step),
              max: Math.floor((field.max ?? 1e6) / step),
            })
            .map((k) => String(k * step));
        }
        return (
          field.integer
            ? fc.integer({ min: field.min ?? -1e6, max: field.max ?? 1e6 })
            : fc.double({ min: field.min ?? -1e6, max: field.max ?? 1e6, noNaN: true })
        ).map(String);
      case 'boolean':
        return field.optional ? fc.constantFrom('true', 'false') : fc.boolean();
      case 'choice':
        return fc.nat({ max: field.options.length - 1 }).map(String);
      case 'json':
        return fc.constant('null');
    }
  })();
  return field.optional ? fc.option(filled, { nil: undefined }) : filled;
}

/** One valid value per field, to change one field at a time. */
function baseline(form: IntentForm): FormValues {
  const pick = (f: Leaf): string | boolean =>
    f.kind === 'text'
      ? 'x'.repeat(Math.max(1, f.minLength ?? 1))
      : f.kind === 'number'
        ? String(f.min ?? 0)
        : f.kind === 'boolean'
          ? !f.optional || 'true'
          : f.kind === 'choice'
            ? '0'
            : 'null';
  return Object.fromEntries(leaves(form.fields).map((l) => [l.path, pick(l.field)]));
}

const valuesFor = (form: IntentForm): fc.Arbitrary<FormValues> =>
  fc.record(Object.fromEntries(leaves(form.fields).map((l) => [l.path, valueFor(l.field)])));

describe('send-event forms', () => {
  for (const game of every) {
    describe(game.id, () => {
      const forms = formsFor(game);
      /** The host's own intents (deadlines, restoring seats) are never sent from the debugger, so their forms need not be typed. */
      const sendable = forms.filter((f) => f.authority !== 'host');

      it('has one form per intent the game defines, with its authority', () => {
        expect(forms.map((f) => f.type).sort()).toEqual(Object.keys(game.authority).sort());
        for (const form of forms) {
          expect(form.authority).toBe(game.authority[form.type]);
        }
        for (const form of sendable) {
          expect(
            leaves(form.fields).every((l) => l.field.kind !== 'json'),
            `${form.type} has a field the form cannot type`,
          ).toBe(true);
        }
      });

      it('turns anything filled in within the fields\u2019 limits into an intent the schema accepts', () => {
        for (const form of sendable) {
          fc.assert(
            fc.property(valuesFor(form), (values) => {
              const built = intentFromValues(form, values);
              expect(built.ok, JSON.stringify(built)).toBe(true);
              const parsed = v.safeParse(game.intentSchema, (built as { intent: unknown }).intent);
              expect(
                parsed.success,
                `${form.type} ${JSON.stringify(values)}: ${parsed.issues?.[0]?.message}`,
              ).toBe(true);
            }),
            { numRuns: 40 },
          );
        }
      });

      it('says which field is wrong before sending: out of range, not a number, missing', () => {
        for (const form of sendable) {
          expect(intentFromValues(form, baseline(form)).ok).toBe(true);
          for (const { path, field, required } of leaves(form.fields)) {
            if (field.kind === 'number' && field.max !== undefined) {
              const built = intentFromValues(form, {
                ...baseline(form),
                [path]: String(field.max + 1),
              });
              expect(built).toEqual({ ok: false, reason: `${path}: at most ${field.max}.` });
              const text = intentFromValues(form, { ...baseline(form), [path]: 'lots' });
              expect(text).toEqual({ ok: false, reason: `${path}: enter a number.` });
            }
            if (required && field.kind !== 'boolean') {
              expect(intentFromValues(form, { ...baseline(form), [path]: '' })).toEqual({
                ok: false,
                reason: `${path}: this field is needed.`,
              });
            }
          }
        }
      });
    });
  }

  it('reads the limits of Twenty-One\u2019s fields from its schema', () => {
    const forms = formsFor(games['twenty-one']!);
    const roll = forms.find((f) => f.type === 'ROLL')!;
    expect(roll.fields).toEqual([
      { name: 'die', optional: false, kind: 'choice', options: ['d20', 'd10', 'd8', 'd6', 'd4'] },
      { name: 'drink', optional: true, kind: 'boolean' },
      { name: 'seat', optional: true, kind: 'text', minLength: 1, maxLength: 64 },
      // "On your turn, choose one main action and you may use one skill": a roll may carry the turn's cheat.
      {
        name: 'cheat',
        optional: true,
        kind: 'object',
        fields: [
          { name: 'die', optional: false, kind: 'number', min: 0, max: 63, integer: true },
          { name: 'delta', optional: false, kind: 'choice', options: [-3, -2, -1, 1, 2, 3] },
        ],
      },
    ]);
    const options = forms.find((f) => f.type === 'SET_OPTIONS')!;
    expect(options.fields.find((f) => f.name === 'ante')).toEqual({
      name: 'ante',
      optional: true,
      kind: 'number',
      min: 1,
      max: 10_000,
      integer: true,
    });
    expect(options.fields.find((f) => f.name === 'rollover')).toEqual({
      name: 'rollover',
      optional: true,
      kind: 'boolean',
    });
  });

  it('reads a nested object as a group of fields, and builds the nested intent from them', () => {
    const form = formsFor(games['twenty-one']!).find((f) => f.type === 'SET_STATS')!;
    const stats = form.fields.find((f) => f.name === 'stats')!;
    expect(stats).toMatchObject({ kind: 'object', optional: false });
    const inner = (stats as Extract<FieldSpec, { kind: 'object' }>).fields;
    expect(inner.length).toBeGreaterThan(0);
    expect(inner.every((f) => f.kind === 'number' && f.optional && f.integer)).toBe(true);
    const [first, second] = inner;
    expect(intentFromValues(form, { [`stats.${first!.name}`]: '3' })).toEqual({
      ok: true,
      intent: { type: 'SET_STATS', stats: { [first!.name]: 3 } },
    });
    expect(intentFromValues(form, {})).toEqual({
      ok: true,
      intent: { type: 'SET_STATS', stats: {} },
    });
    expect(intentFromValues(form, { [`stats.${second!.name}`]: '99' })).toEqual({
      ok: false,
      reason: `stats.${second!.name}: at most 15.`,
    });
  });

  it('leaves out an optional object left blank, even when its own fields are required (an NPC the GM plays)', () => {
    const form = formsFor(games['twenty-one']).find((f) => f.type === 'ADD_NPC')!;
    expect(intentFromValues(form, { name: 'Grub', purse: '5' })).toEqual({
      ok: true,
      intent: { type: 'ADD_NPC', name: 'Grub', purse: 5 },
    });
    expect(
      intentFromValues(form, {
        name: 'Grub',
        purse: '5',
        'selfPlay.style': 'careful',
        'selfPlay.level': 'best',
      }),
    ).toEqual({
      ok: true,
      intent: {
        type: 'ADD_NPC',
        name: 'Grub',
        purse: 5,
        selfPlay: { style: 'careful', level: 'best' },
      },
    });
    expect(
      intentFromValues(form, { name: 'Grub', purse: '5', 'selfPlay.style': 'careful' }),
    ).toEqual({
      ok: false,
      reason: 'selfPlay.level: this field is needed.',
    });
  });
});
