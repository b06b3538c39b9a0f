/**
 * Money is a ledger: every gold piece sits in an account, and the only way it
 * moves is a transfer with a reason. Transfers never create or destroy gold,
 * so the balances always sum to zero (gold a seat brings to the table is a
 * transfer from `outside`).
 */

/** `purse:<seat>`, the pot, the House, side-bet pools, or the world beyond the table. */
export type AccountId = `purse:${string}` | 'pot' | 'house' | 'outside' | `pool:${string}`;

export interface Transfer {
  from: AccountId;
  to: AccountId;
  amount: number;
  /**
   * Why the gold moved, for whoever reads the journal: the GM in the debugger's context, and the error of a transfer
   * that fails. No panel shows it to a player: the round log says what happened.
   */
  reason: string;
}

export interface Ledger {
  balances: Record<AccountId, number>;
  /** The transfers of the current round, oldest first; cleared when a round starts. */
  journal: Transfer[];
}

/** Accounts allowed below zero: the House carries a debt rather than minting gold. */
const MAY_GO_NEGATIVE: ReadonlySet<string> = new Set(['house', 'outside']);

/**
 * The accounts of one kind, one per seat (`purse:<seat>`, a game's own pools): each seat's key is built once and then
 * reused, since a balance is read by it several times an intent and a string looked up again has its hash already.
 * Bounded, so seats that come and go cannot grow it forever.
 */
export function seatAccounts<K extends AccountId>(prefix: string): (seat: string) => K {
  const keys = new Map<string, K>();
  return (seat) => {
    let key = keys.get(seat);
    if (key === undefined) {
      if (keys.size >= MAX_KEPT_KEYS) keys.clear();
      key = `${prefix}${seat}` as K;
      keys.set(seat, key);
    }
    return key;
  };
}

const MAX_KEPT_KEYS = 1024;

export const purse: (seat: string) => AccountId = seatAccounts('purse:');

export function emptyLedger(): Ledger {
  return { balances: { pot: 0, house: 0, outside: 0 }, journal: [] };
}

export function balanceOf(ledger: Ledger, account: AccountId): number {
  return ledger.balances[account] ?? 0;
}

export function canPay(ledger: Ledger, account: AccountId, amount: number): boolean {
  return MAY_GO_NEGATIVE.has(account) || balanceOf(ledger, account) >= amount;
}

/**
 * Moves gold. Throws on a non-integer or negative amount, or on an overdraft of
 * an account that may not go negative: callers check affordability first (in
 * a guard), so a throw here is a bug, never a player's mistake.
 */
export function transfer(ledger: Ledger, t: Transfer): Ledger {
  if (!Number.isSafeInteger(t.amount) || t.amount < 0)
    throw new Error(`Bad transfer amount ${t.amount}`);
  if (t.amount === 0 || t.from === t.to) return ledger;
  if (!canPay(ledger, t.from, t.amount)) {
    throw new Error(`${t.from} cannot pay ${t.amount} gp for ${t.reason}`);
  }
  // Copied, then changed: faster than a literal of a spread and computed keys.
  const balances = { ...ledger.balances };
  balances[t.from] = balanceOf(ledger, t.from) - t.amount;
  balances[t.to] = balanceOf(ledger, t.to) + t.amount;
  return { balances, journal: [...ledger.journal, t] };
}

export function transferAll(ledger: Ledger, transfers: Transfer[]): Ledger {
  return transfers.reduce(transfer, ledger);
}

/** Sum of every account; zero unless something broke conservation. */
export function ledgerSum(ledger: Ledger): number {
  return Object.values(ledger.balances).reduce((sum, b) => sum + b, 0);
}

/** Starts a new round's journal; balances carry over. */
export function closeJournal(ledger: Ledger): Ledger {
  return { balances: ledger.balances, journal: [] };
}

/**
 * Undoes the current round: every transfer of the journal is reversed, newest
 * first, so each stake returns to the account it came from.
 */
export function voidJournal(ledger: Ledger): Ledger {
  let balances = { ...ledger.balances };
  for (const t of [...ledger.journal].reverse()) {
    balances = {
      ...balances,
      [t.from]: (balances[t.from] ?? 0) + t.amount,
      [t.to]: (balances[t.to] ?? 0) - t.amount,
    };
  }
  return { balances, journal: [] };
}

/** Drops an account whose balance is zero (a seat that left). */
export function closeAccount(ledger: Ledger, account: AccountId): Ledger {
  if (balanceOf(ledger, account) !== 0) throw new Error(`${account} still holds gold`);
  const { [account]: _closed, ...balances } = ledger.balances;
  return { balances: balances as Record<AccountId, number>, journal: ledger.journal };
}
