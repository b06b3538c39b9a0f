/**
 * What a client may ask of a Classic table beyond Standard mode's intents
 * (../intents.ts), and the intents whose shape Classic changes: its options,
 * its cheat (a face and a method), its accusation (a seat, not a die).
 */
import * as v from 'valibot';
import type { EventsOf } from '../../engine/define';
import { actingSeat, lobbyIntents, seatId } from '../../table/intents';
import { moves as standard } from '../moves';
import { BUYABLE_DICE } from '../rules';
import { CHEAT_METHODS } from './rules';

const dieIndex = v.pipe(
  v.number(),
  v.integer('a die is named by its position'),
  v.minValue(0, 'a die is named by its position'),
  v.maxValue(63),
);
const buyable = v.picklist(BUYABLE_DICE, 'choose a d20, d10, d8, d6 or d4');

export const classicSchemas = {
  SET_OPTIONS: v.strictObject({
    ...lobbyIntents.SET_OPTIONS.entries,
    rollover: standard.SET_OPTIONS.schema.entries.rollover,
    staredownSeconds: standard.SET_OPTIONS.schema.entries.staredownSeconds,
    goadBumpOnceARound: v.optional(v.boolean()),
  }),
  /** "Each player rolls 2 dice of their choice": the first shown, the second the hole die. */
  OPEN: v.strictObject({ type: v.literal('OPEN'), shown: buyable, hole: buyable, ...actingSeat }),
  CHEAT: v.strictObject({
    type: v.literal('CHEAT'),
    die: dieIndex,
    face: v.pipe(
      v.number(),
      v.integer('a die shows a whole number'),
      v.minValue(1, 'a die shows at least 1'),
      v.maxValue(20, 'a die shows at most 20'),
    ),
    method: v.picklist(
      CHEAT_METHODS,
      'cheat with Sleight of Hand, Deception or a spellcasting check',
    ),
    ...actingSeat,
  }),
  /** Read the Table (Insight vs Tell DCs) or an Arcane Scan (Arcana vs Residue DCs). */
  INVESTIGATE: v.strictObject({
    type: v.literal('INVESTIGATE'),
    kind: v.picklist(['read', 'scan'], 'Read the Table or make an Arcane Scan'),
    ...actingSeat,
  }),
  ACCUSE: v.strictObject({ type: v.literal('ACCUSE'), target: seatId, ...actingSeat }),
  /** The GM's house rule: violence at the table forfeits a seat's round. */
  FORFEIT: v.strictObject({ type: v.literal('FORFEIT'), target: seatId }),
};

/** Classic's own events (and its shapes of Standard's), as the chart receives them. */
export type ClassicEvent = EventsOf<typeof classicSchemas>;
export type ClassicEventOf<T extends ClassicEvent['type']> = Extract<ClassicEvent, { type: T }>;
