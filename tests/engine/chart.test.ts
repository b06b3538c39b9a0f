/**
 * Every game builds its chart with `setup` from machines/engine/chart.ts, which keeps only XState's `createMachine`
 * (so the action creators no game uses stay out of the pages). It must build the very machine XState's `setup`
 * builds: same states, guards, parameterised actions, transient steps and persisted snapshots.
 */
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup as xstateSetup } from 'xstate';
import { setup } from '../../machines/engine/chart';

type Ctx = { pot: number; rounds: number };
type Ev = { type: 'BET'; amount: number } | { type: 'NEXT' };

/** A small chart of our shape (a named guard, a parameterised `assign`, a transient step), built by either `setup`. */
const chartWith = (build: typeof setup) =>
  build({
    types: { context: {} as Ctx, events: {} as Ev },
    guards: { open: ({ context }) => context.pot < 10, full: ({ context }) => context.pot >= 10 },
    actions: {
      stake: assign(({ context }, p: { amount: number }) => ({ pot: context.pot + p.amount })),
      clear: assign(({ context }) => ({ pot: 0, rounds: context.rounds + 1 })),
    },
  }).createMachine({
    id: 'small',
    context: { pot: 0, rounds: 0 },
    initial: 'betting',
    states: {
      betting: {
        always: { guard: 'full', target: 'closed' },
        on: {
          BET: {
            guard: 'open',
            actions: { type: 'stake', params: ({ event }) => ({ amount: event.amount }) },
          },
        },
      },
      closed: { on: { NEXT: { target: 'betting', actions: 'clear' } } },
    },
  });

describe('the charts’ setup', () => {
  it('builds the machine XState’s setup builds: the same snapshot after every event, persisted alike', () => {
    const ours = createActor(chartWith(setup)).start();
    const xstates = createActor(chartWith(xstateSetup)).start();
    const events: Ev[] = [
      { type: 'BET', amount: 4 },
      { type: 'BET', amount: 5 },
      { type: 'BET', amount: 3 },
      { type: 'BET', amount: 9 },
      { type: 'NEXT' },
      { type: 'BET', amount: 2 },
    ];
    for (const event of events) {
      ours.send(event);
      xstates.send(event);
      expect(JSON.stringify(ours.getPersistedSnapshot())).toBe(
        JSON.stringify(xstates.getPersistedSnapshot()),
      );
    }
    expect(ours.getSnapshot().value).toBe('betting');
    expect(ours.getSnapshot().context).toEqual({ pot: 2, rounds: 1 });
  });
});
