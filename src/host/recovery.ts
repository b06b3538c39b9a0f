/**
 * When a host cannot resume (no saved table on this device, or one older than
 * the room's), the GM decides: void the round, seating everyone again from the
 * public table with every stake returned, or start a fresh table.
 */
import { balanceOf, type AccountId, type Ledger } from '../../machines/engine/ledger';
import type { Phase } from '../../machines/twenty-one/view';
import type { PublicTable } from '../sync/publicTable';

const IN_ROUND: ReadonlySet<Phase> = new Set(['cut', 'betting', 'staredown', 'duel']);

/**
 * The gold each account has put into the unsettled round: what voiding it
 * would give back (the counterpart of `voidJournal`), and the gold the pot
 * would keep (a pot rolled over from an earlier round). Zero outside a round.
 */
export function stakesOf(ledger: Ledger, phase: Phase): { seats: Record<string, number>; house: number; carry: number } {
  if (!IN_ROUND.has(phase)) return { seats: {}, house: 0, carry: 0 };
  const out = new Map<AccountId, number>();
  for (const t of ledger.journal) {
    out.set(t.from, (out.get(t.from) ?? 0) + t.amount);
    out.set(t.to, (out.get(t.to) ?? 0) - t.amount);
  }
  const seats: Record<string, number> = {};
  for (const [account, amount] of out) if (account.startsWith('purse:') && amount > 0) seats[account.slice('purse:'.length)] = amount;
  return { seats, house: Math.max(0, out.get('house') ?? 0), carry: balanceOf(ledger, 'pot') + (out.get('pot') ?? 0) };
}

/** The host-only intents that void the round the public table shows, on a new table: each stake back where it came from. */
export function restoreFromPublic(table: PublicTable) {
  return [
    ...table.view.seats.map((s) => ({ type: 'RESTORE_SEAT' as const, seat: s.id, name: s.name, controller: s.controller, purse: s.purse + (table.stakes[s.id] ?? 0) })),
    { type: 'RESTORE_BOOKS' as const, house: table.view.house + table.houseStake, pot: table.carry, roundsPlayed: table.roundsPlayed },
  ];
}
