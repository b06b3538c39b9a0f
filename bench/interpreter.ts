/**
 * What XState's interpreter alone costs per event, on a chart of our shape:
 * lobby, a round of four phases with a `legal` guard on every move, an
 * `assign` per move, a transient (`always`) state that settles and pays, and
 * the state between rounds; the guards and actions do next to nothing, so
 * the time is the interpreter's (transition selection, microsteps, action
 * resolution, the snapshot). Divided into the engine's own µs per intent,
 * it says how much of the engine is XState (docs/engine.md).
 */
import { assign, createActor, setup } from 'xstate';
import type { Bench, Figure } from './types';

type Ctx = { turn: number; seats: number[]; pot: number };
type Ev = {
  type: 'START' | 'BET' | 'ROLL' | 'HOLD' | 'NEXT';
  seat: number;
  at: number;
  dice: Record<string, number[]>;
};

const chart = setup({
  types: { context: {} as Ctx, events: {} as Ev },
  guards: {
    legal: ({ context, event }) =>
      event.seat === context.turn || event.type === 'START' || event.type === 'NEXT',
    allHeld: ({ context }) => context.turn >= context.seats.length,
  },
  actions: {
    stake: assign(({ context, event }) => ({
      pot: context.pot + 1,
      seats: context.seats.map((s, i) => (i === event.seat ? s - 1 : s)),
    })),
    advance: assign(({ context }) => ({ turn: context.turn + 1 })),
    reset: assign({ turn: 0 }),
  },
}).createMachine({
  context: { turn: 0, seats: [100, 100, 100, 100], pot: 0 },
  initial: 'lobby',
  states: {
    lobby: { on: { START: { guard: 'legal', target: 'round', actions: 'reset' } } },
    round: {
      tags: ['round'],
      initial: 'betting',
      states: {
        betting: {
          on: { BET: { guard: 'legal', actions: ['stake', 'advance'] } },
          always: { guard: 'allHeld', target: 'rolling', actions: 'reset' },
        },
        rolling: {
          on: {
            ROLL: { guard: 'legal', actions: 'stake' },
            HOLD: { guard: 'legal', actions: 'advance' },
          },
          always: { guard: 'allHeld', target: 'settle' },
        },
        settle: { always: { target: 'payout' } },
        payout: { entry: assign({ pot: 0 }), always: { target: '#chart.roundOver' } },
      },
    },
    roundOver: { on: { NEXT: { guard: 'legal', target: 'round', actions: 'reset' } } },
  },
  id: 'chart',
});

/** One round of 4 seats: a bet each, two rolls and a hold each, and the next round: 17 events. */
function roundEvents(first: boolean): Ev[] {
  const ev = (type: Ev['type'], seat = 0): Ev => ({ type, seat, at: 0, dice: {} });
  const out: Ev[] = [ev(first ? 'START' : 'NEXT')];
  for (let s = 0; s < 4; s++) out.push(ev('BET', s));
  for (let s = 0; s < 4; s++) out.push(ev('ROLL', s), ev('ROLL', s), ev('HOLD', s));
  return out;
}

/** µs per event over `rounds` rounds on a new actor. */
function measure(rounds: number): number {
  const actor = createActor(chart).start();
  let events = 0;
  const first = roundEvents(true);
  const next = roundEvents(false);
  const started = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const event of r === 0 ? first : next) actor.send(event);
    events += first.length;
  }
  const ms = performance.now() - started;
  if (!actor.getSnapshot().matches('roundOver'))
    throw new Error('The synthetic chart did not end its rounds.');
  return (ms * 1000) / events;
}

function run(): Figure[] {
  measure(500); // warm-up: compiled code, not the first calls
  return [
    {
      name: 'XState interpreter alone, per event (synthetic chart of our shape)',
      value: measure(3000),
      unit: 'µs',
    },
  ];
}

export const interpreterBench: Bench = { title: 'XState interpreter', run };
