/**
 * In Between's own books over random games played by the engine's random
 * driver, in both modes: each round moves exactly the stake from loser to
 * winner, and each side bet exactly: against the bank at even money, or (the
 * table option) the pool exactly to the winner's backers. What every
 * game keeps (gold, refusals, voids, replays) is the conformance suite's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf, purse } from '../../machines';
import { inBetween } from '../../machines/in-between';
import { judge, partOf, seatOf } from '../../machines/in-between/rules';
import { paramsFor, playGame } from '../support/random-games';
import { fixture } from './conformance';

const params = paramsFor(fixture.setup).map((p) => ({ ...p, junk: [] }));
const SETTLING = new Set(['ROLL', 'ROLL_SURROUNDS', 'ROLL_BETWEEN', 'ACCEPT_LOSS', 'ROLL_AGAIN']);

describe('Properties of random In Between games', () => {
  it('the winner gains exactly the stake the loser loses; the bank pays a winning side bet its stake and keeps a losing one, or the backers of the winner share exactly the pool', {
    timeout: 120_000,
  }, () => {
    let settled = 0;
    fc.assert(
      fc.property(params, (p) => {
        const problems: string[] = [];
        let before: Record<string, number> = {};
        playGame(inBetween, p, ({ table, intent, outcome }) => {
          const ctx = table.snapshot().context;
          const type = (intent as { type: string }).type;
          const holdings = () =>
            Object.fromEntries([
              ...ctx.seats.map((s) => [s.id, balanceOf(ctx.ledger, purse(s.id))] as const),
              ['house', balanceOf(ctx.ledger, 'house')],
            ]);
          if (outcome.ok && (type === 'START_ROUND' || type === 'NEXT_ROUND')) {
            // The two-player stakes are already in the pot: count them back.
            const staked = ctx.round!.wager ?? 0;
            before = holdings();
            for (const part of ['between', 'surrounds'] as const) {
              const seat = seatOf(ctx.round!, part);
              if (seat) before[seat]! += staked;
            }
            return;
          }
          const round = ctx.round;
          // The move that settled the round: the table rests between rounds with its result.
          if (!outcome.ok || !round?.result || !SETTLING.has(type)) return;
          settled++;
          const after = holdings();
          const verdict = judge(round);
          if ('waiting' in verdict || partOf(round.result.winner) !== verdict.winner)
            problems.push(`a result against the dice: ${JSON.stringify(round)}`);
          const paid = new Map(round.result.sideBets.map((b) => [b.seat, b.amount]));
          const won = (b: { on: string }) => b.on === round.result!.winner;
          // Against the bank, what the bank made on the side bets; with the pool, nothing.
          let bankNet = 0;
          if (ctx.options.sideBetPool) {
            const pool = round.sideBets.reduce((n, b) => n + b.amount, 0);
            if ([...paid.values()].reduce((n, a) => n + a, 0) !== pool)
              problems.push(`the pool of ${pool} gp paid ${JSON.stringify(round.result.sideBets)}`);
          } else
            for (const b of round.sideBets) {
              bankNet += won(b) ? -b.amount : b.amount;
              if ((paid.get(b.by) ?? 0) !== (won(b) ? 2 * b.amount : 0))
                problems.push(`the bank paid ${b.by}'s ${JSON.stringify(b)} wrongly`);
            }
          for (const part of ['between', 'surrounds'] as const) {
            const seat = seatOf(round, part) ?? 'house';
            const bet = round.sideBets.find((b) => b.by === seat)?.amount ?? 0;
            const sideNet = seat === 'house' ? bankNet : 0;
            const change = after[seat]! - before[seat]! + bet - (paid.get(seat) ?? 0) - sideNet;
            const expected =
              partOf(round.result.winner) === part ? round.result.stake : -round.result.stake;
            if (change !== expected)
              problems.push(
                `${seat} changed by ${change}, not ${expected}, in ${JSON.stringify(round.result)}`,
              );
          }
          for (const b of round.sideBets) {
            const change = after[b.by]! - before[b.by]! + b.amount;
            if (change !== (paid.get(b.by) ?? 0))
              problems.push(`${b.by}'s side bet came back as ${change}`);
          }
        });
        expect(problems).toEqual([]);
      }),
      { numRuns: 300 },
    );
    expect(settled).toBeGreaterThan(300);
  });
});
