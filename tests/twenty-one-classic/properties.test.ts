/**
 * Classic over many random games (fast-check): gold is conserved at every step
 * (the ledger sums to 0 and no seat's purse or the pot goes negative), and every
 * round it starts ends paid out, the winner a seat that held the best total.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerSum } from '../../machines';
import { alter, totalAfter } from '../../machines/twenty-one-classic/betting';
import { handTotal } from '../../machines/twenty-one-kit/rules';
import { recount } from '../../machines/twenty-one-classic/rules';
import type { Hand } from '../../machines/twenty-one-kit/context';
import { twentyOneClassic } from '../../machines/twenty-one-classic/index';
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
          for (const [account, balance] of Object.entries(ledger.balances))
            if (account !== 'house' && account !== 'outside')
              expect(balance).toBeGreaterThanOrEqual(0);
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
          expect(
            Math.max(...view.seats.filter((s) => s.status === 'held').map((s) => s.total!)),
          ).toBe(result.best);
        }
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  }, 300_000);

  // The cheat offers skip a face that would bust the cheater; they ask the hand's total without building its dice.
  it("count a cheated die as the cheat counts it: a hand's total once a die shows another face, opener or hit", () => {
    const die = fc.constantFrom('d4', 'd6', 'd8', 'd10', 'd20').chain((kind) =>
      fc.record({
        die: fc.constant(kind),
        face: fc.integer({ min: 1, max: Number(kind.slice(1)) }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(die, { minLength: 2, maxLength: 6 }),
        fc.boolean(),
        fc.nat(),
        fc.integer({ min: 1, max: 20 }),
        (faces, opener, at, face) => {
          // What a hand holds as the rules count it: its dice landed together when only the opener's two are there.
          const dice = recount(
            faces
              .slice(0, opener ? 2 : faces.length)
              .map((d) => ({ ...d, value: d.face, visibility: 'public' as const })),
          );
          const hand = { dice } as unknown as Hand;
          const index = at % dice.length;
          const shows = Math.min(face, Number(dice[index]!.die.slice(1)));
          expect(totalAfter(hand, index, shows, opener)).toBe(
            handTotal(alter(hand, index, shows, opener)),
          );
        },
      ),
      { numRuns: RUNS * 5 },
    );
  });
});
