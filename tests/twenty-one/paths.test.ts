/**
 * Path coverage: `xstate/graph` explores the chart with the events the
 * machine itself offers (each viewer's legal actions), and the shortest paths
 * reach a duel, a re-duel and every payout outcome. (Every state node of every
 * game is entered over random games: the conformance suite.)
 */
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { DIE_SIDES, type DiceDemand, type DiceDraw, type Die } from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import type { TwentyOneEvent } from '../../machines/twenty-one';
import type { TwentyOneSnapshot } from '../../machines/twenty-one-kit/view';

const machine = twentyOne.machine;
const PLAYERS = ['ana', 'brom'];

/** Dice for a demand, every face the same: `low` ties everything, `high` breaks ties. */
const dice = (demand: DiceDemand, face: (die: Die) => number): DiceDraw =>
  Object.fromEntries(
    Object.entries(demand).map(([die, n]) => [
      die,
      Array.from({ length: n! }, () => face(die as Die)),
    ]),
  );

/** The events worth trying from a snapshot: joins in the lobby, and every legal action with two dice variants. */
function eventsFor(snapshot: TwentyOneSnapshot): TwentyOneEvent[] {
  const ctx = snapshot.context;
  const events: TwentyOneEvent[] = [];
  if (ctx.seats.length < PLAYERS.length) {
    const id = PLAYERS[ctx.seats.length]!;
    events.push({ type: 'JOIN', name: id, purse: 20, seat: id, by: id, at: 0, dice: {} });
  }
  const viewers = [
    { role: 'gm' as const },
    ...PLAYERS.map((id) => ({ role: 'player' as const, id })),
  ];
  for (const viewer of viewers) {
    for (const action of twentyOne.view(snapshot, viewer).actions) {
      const by = viewer.role === 'gm' ? 'gm' : viewer.id;
      const stamped = {
        ...action.intent,
        seat:
          ('seat' in action.intent ? action.intent.seat : undefined) ??
          (viewer.role === 'player' ? viewer.id : undefined),
        by,
        at: 0,
        dice: {},
      } as TwentyOneEvent;
      const demand = twentyOne.diceFor(snapshot, stamped);
      events.push({
        ...stamped,
        dice: dice(demand, (die) => Math.min(5, DIE_SIDES[die])),
      } as TwentyOneEvent);
      if (Object.keys(demand).length)
        events.push({
          ...stamped,
          dice: dice(demand, (die) => (die === 'd20' ? 20 : 2)),
        } as TwentyOneEvent);
    }
  }
  if (snapshot.matches({ round: 'staredown' }))
    events.push({ type: 'STAREDOWN_TIMEOUT', by: 'host', at: 10 ** 9, dice: {} });
  return events;
}

describe('path coverage of the Twenty-One chart', () => {
  const paths = getShortestPaths(machine, {
    events: eventsFor,
    serializeState: (s) => {
      const snap = s as TwentyOneSnapshot;
      const round = snap.context.round;
      return JSON.stringify([
        snap.value,
        snap.context.seats.length,
        round && Object.values(round.hands).map((h) => h.status),
        round?.rolled?.seat,
        round?.turn,
        // Laps past the second add nothing new to explore.
        round?.duel && [Math.min(round.duel.lap, 2), round.duel.rolls.map((r) => r.seat)],
        round?.result?.how,
      ]);
    },
    limit: 20_000,
  });

  /** Replays every path on a real actor: where it ends. */
  const ends = paths.map((path) => {
    const actor = createActor(machine, { input: {} }).start();
    for (const step of path.steps) actor.send(step.event);
    const end = actor.getSnapshot();
    actor.stop();
    return end;
  });

  it('reaches a duel, a re-duel and every payout outcome', () => {
    const outcomes = new Set(ends.map((end) => end.context.round?.result?.how).filter(Boolean));
    expect(outcomes).toEqual(new Set(['highest-total', 'duel', 'nobody-standing']));
    expect(ends.some((end) => (end.context.round?.duel?.lap ?? 0) >= 2)).toBe(true);
  });
});
