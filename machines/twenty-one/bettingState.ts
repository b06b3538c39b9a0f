/**
 * The betting state of Tavern Twenty-One's chart (machine.ts): the seat to act takes one main
 * action and one skill before it, a roll waits on its roller's decision, and accusations, side
 * bets and retaliation come out of turn. The events every chart hears are typed here too.
 */
import { not } from 'xstate';
import type { ClassicEvent } from './classic/intents';
import type { EventOf, TwentyOneEvent } from './intents';

/** Every event the chart hears: Standard mode's, and Classic's own and its shapes of Standard's (classic/intents.ts). */
export type ChartEvent = TwentyOneEvent | ClassicEvent;
type On<T extends ChartEvent['type']> = Extract<ChartEvent, { type: T }>;
export type CheatEvent = On<'CHEAT'>;
export type AccuseEvent = On<'ACCUSE'>;

/** Classic's house rule, heard in the opener, the betting and the staredown. */
export const forfeit = {
  guard: 'legal' as const,
  actions: {
    type: 'forfeit' as const,
    params: ({ event }: { event: On<'FORFEIT'> }) => event,
  },
};

export const bettingState = {
  meta: { phase: 'betting' },
  initial: 'turn',
  // The reveal is the step's action, not a state of its own: the table goes to the staredown in one step.
  always: {
    guard: 'nobodyToAct',
    target: 'staredown',
    actions: { type: 'reveal', params: ({ event }: { event: ChartEvent }) => ({ at: event.at }) },
  },
  /** Out of turn, by anyone at the table. */
  on: {
    ACCUSE: {
      guard: 'legal',
      actions: { type: 'accuse', params: ({ event }: { event: On<'ACCUSE'> }) => event },
    },
    FORFEIT: forfeit,
    SIDE_BET: {
      guard: 'legal',
      actions: {
        type: 'sideBet',
        params: ({ event }: { event: On<'SIDE_BET'> }) => ({
          seat: event.seat,
          on: event.on,
          amount: event.amount,
          at: event.at,
        }),
      },
    },
    RETALIATE: {
      guard: 'legal',
      actions: {
        type: 'retaliate',
        params: ({ event }: { event: On<'RETALIATE'> }) => ({
          seat: event.seat,
          die: event.die,
          dice: event.dice,
          at: event.at,
        }),
      },
    },
    RETALIATION_TIMEOUT: {
      guard: 'legal',
      actions: {
        type: 'retaliationTimeout',
        params: ({ event }: { event: On<'RETALIATION_TIMEOUT'> }) => ({
          dice: event.dice,
          at: event.at,
        }),
      },
    },
  },
  states: {
    /** The seat to act: one main action, and one skill before it. */
    turn: {
      always: { guard: 'rollPending', target: 'rollDecision' },
      on: {
        ROLL: {
          guard: 'legal',
          actions: {
            type: 'buyDie',
            params: ({ event }: { event: On<'ROLL'> }) => ({
              seat: event.seat,
              die: event.die,
              drink: event.drink ?? false,
              dice: event.dice,
              at: event.at,
            }),
          },
        },
        HOLD: {
          guard: 'legal',
          actions: {
            type: 'hold',
            params: ({ event }: { event: On<'HOLD'> }) => ({ seat: event.seat, at: event.at }),
          },
        },
        FOLD: {
          guard: 'legal',
          actions: {
            type: 'fold',
            params: ({ event }: { event: On<'FOLD'> }) => ({ seat: event.seat, at: event.at }),
          },
        },
        GOAD: {
          guard: 'legal',
          actions: {
            type: 'goad',
            params: ({ event }: { event: On<'GOAD'> }) => ({
              seat: event.seat,
              target: event.target,
              skill: event.skill,
              dice: event.dice,
              at: event.at,
            }),
          },
        },
        BUMP: {
          guard: 'legal',
          actions: {
            type: 'bump',
            params: ({ event }: { event: On<'BUMP'> }) => ({
              seat: event.seat,
              target: event.target,
              die: event.die,
              dice: event.dice,
              at: event.at,
            }),
          },
        },
        CHEAT: {
          guard: 'legal',
          actions: {
            type: 'cheat',
            params: ({ event }: { event: On<'CHEAT'> }) => event as EventOf<'CHEAT'>,
          },
        },
        FORESIGHT: {
          guard: 'legal',
          actions: {
            type: 'foresight',
            params: ({ event }: { event: On<'FORESIGHT'> }) => ({
              seat: event.seat,
              dice: event.dice,
              at: event.at,
            }),
          },
        },
        PROFILE: {
          guard: 'legal',
          actions: {
            type: 'profile',
            params: ({ event }: { event: On<'PROFILE'> }) => ({
              seat: event.seat,
              target: event.target,
              dice: event.dice,
              at: event.at,
            }),
          },
        },
      },
    },
    /** The roller may cheat the die just rolled (or their hole die) before the bust is decided. */
    rollDecision: {
      // An accusation can catch the roller mid-decision; then the decision is gone.
      always: { guard: not('rollPending'), target: 'turn' },
      on: {
        KEEP_ROLL: {
          guard: 'legal',
          target: 'turn',
          actions: {
            type: 'keepRoll',
            params: ({ event }: { event: On<'KEEP_ROLL'> }) => ({ seat: event.seat, at: event.at }),
          },
        },
        CHEAT: {
          guard: 'legal',
          target: 'turn',
          actions: { type: 'cheatRoll', params: ({ event }: { event: On<'CHEAT'> }) => event },
        },
      },
    },
  },
} as const;
