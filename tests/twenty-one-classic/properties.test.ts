/**
 * Classic over many random games (fast-check): gold is conserved at every step
 * (the ledger sums to 0 and no seat's purse or the pot goes negative), and every
 * round it starts ends paid out, the winner a seat that held the best total.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../machines';
import { alter, totalAfter } from '../../machines/twenty-one-classic/faces';
import { handTotal } from '../../machines/twenty-one-kit/rules';
import { recount } from '../../machines/twenty-one-classic/rules';
import type { Hand } from '../../machines/twenty-one-kit/context';
import { twentyOneClassic } from '../../machines/twenty-one-classic/index';
import type { TableContext } from '../../machines/table/context';
import { paramsFor, playGame, type StepInfo } from '../support/random-games';
import { classicSetup } from './conformance';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);

/** Per game, its first gold problem: the ledger sums to 0 and only the House may owe, at every step. */
function goldWatch(problems: string[]) {
  return ({ table, intent }: StepInfo<typeof twentyOneClassic>) => {
    const { ledger } = table.snapshot().context as TableContext;
    const at = `after ${JSON.stringify(intent)}`;
    if (ledgerSum(ledger) !== 0) problems.push(`the ledger sums to ${ledgerSum(ledger)} ${at}`);
    for (const [account, balance] of Object.entries(ledger.balances))
      if (account !== 'house' && account !== 'outside' && balance < 0)
        problems.push(`${account} is at ${balance} ${at}`);
  };
}

/** Every round the game started ends with a result that pays out the pot to the best standing total. */
function resultProblems(table: ReturnType<typeof playGame<typeof twentyOneClassic>>['table']) {
  const view = table.view({ role: 'gm' });
  if (view.phase !== 'roundOver') return [`the last round ends in ${view.phase}`];
  const result = view.result!;
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

describe('random Classic games', () => {
  /**
   * The games are played once and both properties look at each of them (as the conformance suite does): a game costs
   * the same whether one property or two watch it, and each property still holds over RUNS / 2 games.
   */
  const found = { gold: [] as string[], result: [] as string[] };
  let finished = 0;
  beforeAll(() => {
    fc.assert(
      fc.property(paramsFor(classicSetup), (params) => {
        const gold: string[] = [];
        const { table, roundsFinished } = playGame(twentyOneClassic, params, goldWatch(gold));
        if (roundsFinished > 0) finished++;
        const result = roundsFinished > 0 ? resultProblems(table) : [];
        for (const [kind, problems] of [
          ['gold', gold],
          ['result', result],
        ] as const)
          if (problems.length && found[kind].length < 5)
            found[kind].push(`${problems[0]} (in ${JSON.stringify(params)})`);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  }, 300_000);

  it('conserve gold at every step: the ledger sums to 0, and only the House may owe', () => {
    expect(found.gold).toEqual([]);
  });

  it('end every round they start with a result that pays out the pot to the best standing total', () => {
    expect(found.result).toEqual([]);
    // About half the random games finish a round (in the rest no round can start): the check saw real rounds.
    expect(finished).toBeGreaterThan(RUNS / 20);
  });

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
