/**
 * Properties of Standard mode over random games: every round ends with a
 * result that pays out the pot, and the turn order is the specified one.
 * (What every game keeps, the gold and the refusals among it, is the
 * conformance suite's: tests/conformance/.)
 *
 * The games are played once and both properties look at them (as the conformance suite does): the result property
 * at every game, the order property at two in three, the number of games each had when it played its own.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StepInfo } from '../support/random-games';
import { gameParams, playRandomGame } from '../support/random-games';

/** The scale of the random runs (as in Classic's): half this many games are played. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);
const GAMES = Math.ceil(RUNS / 2);

/** Every round the game started ends with a result that pays out the pot to the seat that held the best total. */
function resultProblems(table: ReturnType<typeof playRandomGame>['table']): string[] {
  const view = table.view({ role: 'gm' });
  if (view.phase !== 'roundOver') return [`the last round ends in ${view.phase}`];
  const { result } = view;
  if (result === null) return ['a finished round without a result'];
  const problems: string[] = [];
  if ((result.winner !== null || !result.rolledOver) && view.pot !== 0)
    problems.push(`${view.pot} left in the pot after ${JSON.stringify(result)}`);
  if (result.winner !== null) {
    const winner = view.seats.find((s) => s.id === result.winner)!;
    const best = Math.max(...view.seats.filter((s) => s.status === 'held').map((s) => s.total!));
    if (winner.status !== 'held' || winner.total !== result.best || best !== result.best)
      problems.push(`${result.winner} won on ${result.best} (held totals up to ${best})`);
  }
  return problems;
}

/** Lowest visible total first (ties in seat order), then the next seat still in. */
function orderWatch(problems: string[]) {
  let turnBefore: string | null = null;
  return (step: StepInfo) => {
    const view = step.table.view({ role: 'gm' });
    const type = (step.intent as { type?: string } | null)?.type;
    const at = `after ${JSON.stringify(step.intent)}`;
    const status = (id: string) => view.seats.find((s) => s.id === id)!.status;
    if (step.outcome.ok && (type === 'CUT_PASS' || type === 'CUT_REROLL')) {
      if (view.turn !== view.order[0])
        problems.push(`${view.turn} opens, not ${view.order[0]} ${at}`);
      const key = (id: string) => [
        view.seats.find((s) => s.id === id)!.dice[0]!.face!,
        view.seats.findIndex((s) => s.id === id),
      ];
      const keys = view.order.map(key);
      const sorted = [...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
      if (JSON.stringify(keys) !== JSON.stringify(sorted))
        problems.push(`the order ${JSON.stringify(keys)} is not by visible total ${at}`);
    }
    if (step.outcome.ok && (type === 'ROLL' || type === 'HOLD' || type === 'FOLD')) {
      // Only the seat whose turn it was can have taken a main action.
      const acted =
        step.sender.role === 'player' ? step.sender.id : (step.intent as { seat: string }).seat;
      if (acted !== turnBefore) problems.push(`${acted} moved on ${turnBefore}'s turn ${at}`);
    }
    if (turnBefore !== null && view.turn !== turnBefore) {
      // Whenever the turn moves on, it goes to the next seat round the order that is still in.
      const i = view.order.indexOf(turnBefore);
      const after = [...view.order.slice(i + 1), ...view.order.slice(0, i + 1)];
      const next = after.find((id) => status(id) === 'in') ?? null;
      if (view.turn !== next) problems.push(`the turn went to ${view.turn}, not ${next} ${at}`);
    }
    turnBefore = view.phase === 'betting' ? view.turn : null;
  };
}

describe('random games', () => {
  /** Per property, its first problems, each with the game that shows it. */
  const found = { result: [] as string[], order: [] as string[] };
  let finished = 0;
  let played = 0;
  beforeAll(() => {
    fc.assert(
      fc.property(gameParams, (params) => {
        // The order property asks a view at every step, dearer than the game: two games in three, as it always had.
        const order: string[] = [];
        const watch = played++ % 3 !== 2 ? orderWatch(order) : undefined;
        const { table, roundsFinished } = playRandomGame(params, watch);
        if (roundsFinished > 0) finished++;
        const result = roundsFinished > 0 ? resultProblems(table) : [];
        for (const [kind, problems] of [
          ['result', result],
          ['order', order],
        ] as const)
          if (problems.length && found[kind].length < 5)
            found[kind].push(`${problems[0]} (in ${JSON.stringify(params)})`);
      }),
      { numRuns: GAMES },
    );
  }, 300_000);

  it('end every round they start, within a bound, with a result that pays out the pot', () => {
    expect(found.result).toEqual([]);
    // About half the random games finish a round (in the rest no round can start): the check saw real rounds.
    expect(finished).toBeGreaterThan(GAMES / 10);
  });

  it('follow the betting order: lowest visible total first (ties in seat order), then the next seat still in', () => {
    expect(found.order).toEqual([]);
  });
});
