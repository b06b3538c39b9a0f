/**
 * When a host cannot resume (no saved table on this device, or one older than
 * the room's), the GM decides: void the round, seating everyone again from the
 * public table with every stake returned, or start a fresh table.
 */
import { balanceOf, type AccountId, type Ledger } from '../../machines/engine/ledger';

/**
 * The gold each account has put into the unsettled round: what voiding it
 * would give back (the counterpart of `voidJournal`), and the gold the pot
 * would keep (a pot rolled over from an earlier round). Zero outside a round
 * (the game's `inRound`, read from its chart's `round` tag).
 */
export function stakesOf(
  ledger: Ledger,
  inRound: boolean,
): { seats: Record<string, number>; house: number; carry: number } {
  if (!inRound) return { seats: {}, house: 0, carry: 0 };
  const out = new Map<AccountId, number>();
  for (const t of ledger.journal) {
    out.set(t.from, (out.get(t.from) ?? 0) + t.amount);
    out.set(t.to, (out.get(t.to) ?? 0) - t.amount);
  }
  const seats: Record<string, number> = {};
  // Signed: a seat paid within the round (a bounty, a won side bet) gives it back, as the journal's reversal does.
  for (const [account, amount] of out)
    if (account.startsWith('purse:') && amount !== 0)
      seats[account.slice('purse:'.length)] = amount;
  return {
    seats,
    house: out.get('house') ?? 0,
    carry: balanceOf(ledger, 'pot') + (out.get('pot') ?? 0),
  };
}
