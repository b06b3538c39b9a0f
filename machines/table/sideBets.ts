/**
 * Side bets as the tavern pays them, at every table that takes them:
 * "Winners split the pool proportionally to their bet size", in whole gp.
 * Each backer of the winner gets floor(pool × stake / backing); the coins left
 * by rounding go to the largest backer (the earliest on a tie). When nobody
 * backed the winner, or nobody won, every stake goes back to its owner.
 */
export interface Backing<K> {
  by: string;
  on: K;
  amount: number;
}

/** Adds `gp` to a bettor's payout; nothing is added for nothing. */
function addPayout(payouts: Map<string, number>, seat: string, gp: number): void {
  if (gp > 0) payouts.set(seat, (payouts.get(seat) ?? 0) + gp);
}

/** Each bettor's payout (stakes included), and whether the stakes were simply returned. */
export function proportionalPayouts<K>(
  bets: readonly Backing<K>[],
  winner: K | null,
): { payouts: Map<string, number>; returned: boolean } {
  const payouts = new Map<string, number>();
  const winning = bets.filter((b) => winner !== null && b.on === winner);
  if (winning.length === 0) {
    for (const b of bets) addPayout(payouts, b.by, b.amount);
    return { payouts, returned: bets.length > 0 };
  }
  const pool = bets.reduce((sum, b) => sum + b.amount, 0);
  const backing = winning.reduce((sum, b) => sum + b.amount, 0);
  let paid = 0;
  for (const b of winning) {
    const share = Math.floor((pool * b.amount) / backing);
    addPayout(payouts, b.by, share);
    paid += share;
  }
  addPayout(
    payouts,
    winning.reduce((best, b) => (b.amount > best.amount ? b : best)).by,
    pool - paid,
  );
  return { payouts, returned: false };
}
