/**
 * The betting state of Tavern Twenty-One's chart (machine.ts): the seat to act takes one main
 * action and one skill before it, a roll waits on its roller's decision, and accusations, side
 * bets and retaliation come out of turn. The events every chart hears are typed here too.
 */
import { not } from 'xstate';
import { phaseMeta } from '../engine/phase';
import type { ClassicEvent } from '../twenty-one-classic/moves';
import type { Phase } from '../twenty-one/meta';
import type { TwentyOneEvent } from './moves';

/** Every event the chart hears: Standard mode's, and Classic's own and its shapes of Standard's (classic/moves/). */
export type ChartEvent = TwentyOneEvent | ClassicEvent;
type On<T extends ChartEvent['type']> = Extract<ChartEvent, { type: T }>;
export type CheatEvent = On<'CHEAT'>;
export type AccuseEvent = On<'ACCUSE'>;

/** Classic's house rule, heard in the opener, the betting and the staredown. */
export const forfeit = { guard: 'legal', actions: 'forfeit' } as const;

export const bettingState = {
  meta: phaseMeta<Phase>()('betting'),
  initial: 'turn',
  // The reveal is the step's action, not a state of its own: the table goes to the staredown in one step.
  always: { guard: 'nobodyToAct', target: 'staredown', actions: 'reveal' },
  /** Out of turn, by anyone at the table. */
  on: {
    ACCUSE: { guard: 'legal', actions: 'accuse' },
    FORFEIT: forfeit,
    SIDE_BET: { guard: 'legal', actions: 'sideBet' },
    RETALIATE: { guard: 'legal', actions: 'retaliate' },
    RETALIATION_TIMEOUT: { guard: 'legal', actions: 'retaliationTimeout' },
  },
  states: {
    /**
     * The seat to act: one main action, and one skill before it. A cheat rides with the roll or the hold (Standard);
     * a CHEAT alone is heard only to be refused with why (`cheatWithRollOrHold`, or why the seat may not cheat).
     */
    turn: {
      always: { guard: 'rollPending', target: 'rollDecision' },
      on: {
        ROLL: { guard: 'legal', actions: 'buyDie' },
        HOLD: { guard: 'legal', actions: 'hold' },
        FOLD: { guard: 'legal', actions: 'fold' },
        GOAD: { guard: 'legal', actions: 'goad' },
        BUMP: { guard: 'legal', actions: 'bump' },
        // Never taken (its check always refuses here); the target only makes the chart list it, so that it is checked.
        CHEAT: { guard: 'legal', target: 'turn' },
        FORESIGHT: { guard: 'legal', actions: 'foresight' },
        PROFILE: { guard: 'legal', actions: 'profile' },
      },
    },
    /** The roller may cheat the die just rolled (or their hole die) before the bust is decided. */
    rollDecision: {
      // An accusation can catch the roller mid-decision; then the decision is gone.
      always: { guard: not('rollPending'), target: 'turn' },
      on: {
        KEEP_ROLL: { guard: 'legal', target: 'turn', actions: 'keepRoll' },
        CHEAT: { guard: 'legal', target: 'turn', actions: 'cheatRoll' },
      },
    },
  },
} as const;
