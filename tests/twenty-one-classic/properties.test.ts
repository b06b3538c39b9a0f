/**
 * Classic over many random games (fast-check): gold is conserved at every step
 * (the ledger sums to 0 and no seat's purse or the pot goes negative), and every
 * round it starts ends paid out, the winner a seat that held the best total.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerSum } from '../../machines';
import { twentyOneClassic } from '../../machines/twenty-one/classic/game';
import type { TableContext } from '../../machines/table/context';
import { paramsFor, playGame } from '../support/random-games';
import { classicSetup } from './conformance';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);

describe('random Classic games', () => {
  it('conserve gold at every step: the ledger sums to 0, and only the House may owe', () => {
    fc.assert(
      fc.property(paramsFor(classicSetup), (params) => {
        playGame(twentyOneClassic, params, ({ table }) => {
          const { ledger } = table.snapshot().context as TableContext;
          expect(ledgerSum(ledger)).toBe(0);
          for (const [account, balance] of Object.entries(ledger.balances)) if (account !== 'house' && account !== 'outside') expect(balance).toBeGreaterThanOrEqual(0);
        });
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  }, 300_000);

  it('end every round they start with a result that pays out the pot to the best standing total', () => {
    fc.assert(
      fc.property(paramsFor(classicSetup), (params) => {
        const { table, roundsFinished } = playGame(twentyOneClassic, params);
        if (roundsFinished === 0) return;
        const view = table.view({ role: 'gm' });
        expect(view.phase).toBe('roundOver');
        const result = view.result!;
        if (result.winner !== null || !result.rolledOver) expect(view.pot).toBe(0);
        if (result.winner !== null) {
          const winner = view.seats.find((s) => s.id === result.winner)!;
          expect(winner.status).toBe('held');
          expect(winner.total).toBe(result.best);
          expect(Math.max(...view.seats.filter((s) => s.status === 'held').map((s) => s.total!))).toBe(result.best);
        }
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  }, 300_000);
});
