/**
 * Properties over thousands of random games: gold is conserved, every round
 * ends, the turn order is the specified one, and refused intents change nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf, ledgerSum } from '../../machines';
import { gameParams, playRandomGame, type StepInfo } from '../support/random-games';

/** Random games per property (the order property plays a third, termination half): about 2,800 games in all. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);

const ledgerOf = (step: StepInfo) => step.table.snapshot().context.ledger;

describe('random games', () => {
  it('conserve gold: every coin is in a purse, the pot, the side-bet pool or the House, and none is minted', () => {
    const played = new Set<string>();
    fc.assert(
      fc.property(gameParams, (params) => {
        let outsideAtRoundStart: number | null = null;
        playRandomGame(params, (step) => {
          if (step.outcome.ok) {
            const intent = step.intent as { type: string; drink?: boolean };
            played.add(intent.drink ? 'DRINK' : intent.type);
          }
          const ledger = ledgerOf(step);
          expect(ledgerSum(ledger)).toBe(0);
          for (const [account, balance] of Object.entries(ledger.balances)) {
            if (account !== 'house' && account !== 'outside') expect(balance, account).toBeGreaterThanOrEqual(0);
          }
          const phase = step.table.view({ role: 'gm' }).phase;
          // Gold enters or leaves the table only in the lobby (seats joining, leaving, purses set by the GM).
          if (phase === 'lobby') outsideAtRoundStart = null;
          else if (outsideAtRoundStart === null) outsideAtRoundStart = balanceOf(ledger, 'outside');
          else expect(balanceOf(ledger, 'outside')).toBe(outsideAtRoundStart);
          // Between rounds the pool is empty: every side bet was paid out or returned.
          if (phase === 'roundOver' || phase === 'lobby') expect(balanceOf(ledger, 'pool:side')).toBe(0);
        });
      }),
      { numRuns: RUNS },
    );
    // The random games really used every skill, drink and side bet.
    for (const kind of ['GOAD', 'BUMP', 'RETALIATE', 'CHEAT', 'FORESIGHT', 'PROFILE', 'ACCUSE', 'SIDE_BET', 'DRINK', 'KEEP_ROLL', 'DUEL_ROLL']) {
      expect(played, kind).toContain(kind);
    }
  }, 300_000);

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
          expect(Math.max(...view.seats.filter((s) => s.status === 'held').map((s) => s.total!))).toBe(result!.best);
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
            const key = (id: string) => [view.seats.find((s) => s.id === id)!.dice[0]!.face!, view.seats.findIndex((s) => s.id === id)];
            const keys = view.order.map(key);
            expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
          }
          if (step.outcome.ok && (type === 'ROLL' || type === 'HOLD' || type === 'FOLD')) {
            // Only the seat whose turn it was can have taken a main action.
            const acted = step.sender.role === 'player' ? step.sender.id : (step.intent as { seat: string }).seat;
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

  it('refuse junk intents from any sender without changing anything', () => {
    let refusals = 0;
    fc.assert(
      fc.property(gameParams, (params) => {
        playRandomGame(params, (step) => {
          if (step.outcome.ok) return;
          refusals++;
          expect(step.outcome.reason.length).toBeGreaterThan(10);
          expect(JSON.stringify(step.table.persist())).toBe(step.before);
        });
      }),
      { numRuns: RUNS },
    );
    expect(refusals).toBeGreaterThan(RUNS); // the junk really was thrown
  }, 300_000);
});
