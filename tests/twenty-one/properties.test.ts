/**
 * Properties of Standard mode over random games: every round ends with a
 * result that pays out the pot, and the turn order is the specified one.
 * (What every game keeps, the gold and the refusals among it, is the
 * conformance suite's: tests/conformance/.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameParams, playRandomGame } from '../support/random-games';

/** The scale of the random runs: termination plays half this many games, the order property a third. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);

describe('random games', () => {
  it('end every round they start, within a bound, with a result that pays out the pot', () => {
    fc.assert(
      fc.property(gameParams, (params) => {
        const { table, roundsFinished } = playRandomGame(params);
        if (roundsFinished === 0) return;
        const view = table.view({ role: 'gm' });
        expect(view.phase).toBe('roundOver');
        const { result } = view;
        expect(result).not.toBeNull();
        if (result!.winner !== null || !result!.rolledOver) expect(view.pot).toBe(0);
        if (result!.winner !== null) {
          const winner = view.seats.find((s) => s.id === result!.winner)!;
          expect(winner.status).toBe('held');
          expect(winner.total).toBe(result!.best);
          expect(
            Math.max(...view.seats.filter((s) => s.status === 'held').map((s) => s.total!)),
          ).toBe(result!.best);
        }
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  }, 300_000);

  it('follow the betting order: lowest visible total first (ties in seat order), then the next seat still in', () => {
    fc.assert(
      fc.property(gameParams, (params) => {
        let turnBefore: string | null = null;
        playRandomGame(params, (step) => {
          const view = step.table.view({ role: 'gm' });
          const type = (step.intent as { type?: string } | null)?.type;
          const status = (id: string) => view.seats.find((s) => s.id === id)!.status;
          if (step.outcome.ok && (type === 'CUT_PASS' || type === 'CUT_REROLL')) {
            expect(view.turn).toBe(view.order[0]);
            const key = (id: string) => [
              view.seats.find((s) => s.id === id)!.dice[0]!.face!,
              view.seats.findIndex((s) => s.id === id),
            ];
            const keys = view.order.map(key);
            expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
          }
          if (step.outcome.ok && (type === 'ROLL' || type === 'HOLD' || type === 'FOLD')) {
            // Only the seat whose turn it was can have taken a main action.
            const acted =
              step.sender.role === 'player'
                ? step.sender.id
                : (step.intent as { seat: string }).seat;
            expect(acted).toBe(turnBefore);
          }
          if (turnBefore !== null && view.turn !== turnBefore) {
            // Whenever the turn moves on, it goes to the next seat round the order that is still in.
            const i = view.order.indexOf(turnBefore);
            const after = [...view.order.slice(i + 1), ...view.order.slice(0, i + 1)];
            expect(view.turn).toBe(after.find((id) => status(id) === 'in') ?? null);
          }
          turnBefore = view.phase === 'betting' ? view.turn : null;
        });
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  }, 300_000);
});
