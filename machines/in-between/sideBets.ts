/**
 * How In Between's side bets are settled: against the bank at even money (the default), or as a pool the backers of
 * the winner share (the table option `sideBetPool`), and what the log's line says of them.
 */
import { purse } from '../engine/ledger';
import { seatName } from '../table/rules';
import { pay } from '../table/updates';
import type { InBetweenContext, Payout, Side, SideBet, SideBetsLine } from './context';
import { SIDE_POOL, sideBetPayouts } from './rules';

type Ctx = InBetweenContext;

export type SideBetsPaid = { ctx: Ctx; payouts: Payout[]; returned: boolean };

/** The watchers' pool (a table option): the backers of the winner share it; nobody backed the winner, it goes back. */
function poolPays(ctx: Ctx, bets: readonly SideBet[], winner: Side): SideBetsPaid {
  const { payouts, returned } = sideBetPayouts(bets, winner);
  let next = ctx;
  for (const [seat, amount] of payouts)
    next = pay(next, {
      from: SIDE_POOL,
      to: purse(seat),
      amount,
      reason: `${seatName(ctx, seat)}\u2019s side-bet payout`,
    });
  return { ctx: next, payouts: [...payouts].map(([seat, amount]) => ({ seat, amount })), returned };
}

/**
 * "all other players at the table can wager on this": each watcher's wager is against the bank, at the roller's
 * even money. A winning wager is paid its stake from the bank and gets both back; a losing one goes to the bank.
 */
function bankCovers(ctx: Ctx, bets: readonly SideBet[], winner: Side): SideBetsPaid {
  let next = ctx;
  const payouts: Payout[] = [];
  for (const bet of bets) {
    const name = seatName(ctx, bet.by);
    if (bet.on !== winner) {
      next = pay(next, {
        from: SIDE_POOL,
        to: 'house',
        amount: bet.amount,
        reason: `${name}\u2019s side bet goes to the bank`,
      });
      continue;
    }
    next = pay(next, {
      from: 'house',
      to: SIDE_POOL,
      amount: bet.amount,
      reason: `The bank pays ${name}\u2019s side bet`,
    });
    next = pay(next, {
      from: SIDE_POOL,
      to: purse(bet.by),
      amount: 2 * bet.amount,
      reason: `${name}\u2019s side-bet payout`,
    });
    payouts.push({ seat: bet.by, amount: 2 * bet.amount });
  }
  return { ctx: next, payouts, returned: false };
}

/** The side bets paid as the table plays them: from the pool, or by the bank. */
export const sideBetsPaid = (ctx: Ctx, bets: readonly SideBet[], winner: Side): SideBetsPaid =>
  ctx.options.sideBetPool ? poolPays(ctx, bets, winner) : bankCovers(ctx, bets, winner);

/** The settling line's side bets: the pool's payouts, or each bet against the bank, won or lost. */
export const sideBetsLine = (
  ctx: Ctx,
  bets: readonly SideBet[],
  winner: Side,
  paid: SideBetsPaid,
): SideBetsLine =>
  ctx.options.sideBetPool
    ? {
        pool: true,
        returned: paid.returned,
        bets: paid.payouts.map((b) => ({ seat: b.seat, amount: b.amount, won: true })),
      }
    : {
        pool: false,
        returned: false,
        bets: bets.map((b) => ({ seat: b.by, amount: b.amount, won: b.on === winner })),
      };
