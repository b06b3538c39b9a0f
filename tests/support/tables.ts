/** Builders shared by the tests: seated tables, senders, and outcome checks. */
import { expect } from 'vitest';
import {
  balanceOf,
  createTable,
  purse,
  type AnyGame,
  type DiceDraw,
  type Outcome,
  type Sender,
  type Table,
  type TableSetup,
  type Viewer,
} from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import type { TableView } from '../../machines/catalog';
import type { TableContext } from '../../machines/table/context';
import type { Stats, TableOptions, TwentyOneView } from '../../machines/twenty-one';
import { outcomeText, said } from './words';

export const gm: Sender = { role: 'gm', id: 'gm' };
export const host: Sender = { role: 'host' };
export const player = (id: string): Sender => ({ role: 'player', id });

export type TwentyOneTable = Table<typeof twentyOne>;

/** What the table itself does in and between rounds, which random play leaves alone: a test makes these itself. */
export const TABLE_INTENTS = [
  'VOID_ROUND',
  'BACK_TO_LOBBY',
  'NEXT_ROUND',
  'START_ROUND',
  'SET_PURSE',
  'SET_OPTIONS',
  'ADD_NPC',
  'REMOVE_SEAT',
  'LEAVE',
  'JOIN',
  'ASK_PURSE',
  'DECLINE_PURSE',
  'SET_STATS',
] as const;

export interface SeatedSetup extends TableSetup {
  /** Player seat ids, also used as names (capitalised). Default: ana, brom. */
  players?: string[];
  purse?: number;
  options?: Partial<TableOptions>;
}

export const nameOf = (id: string) => id[0]!.toUpperCase() + id.slice(1);

/** A table of any game in the lobby with these players seated, named after their ids; without `dice`, no dice but scripted ones. */
export function seatedAt<G extends AnyGame>(
  game: G,
  ids: readonly string[],
  { purse = 100, options, ...setup }: TableSetup & { purse?: number; options?: object } = {},
): Table<G> {
  // The GM grants each player `purse` as the table's starting purse.
  const table = createTable(game, {
    ...setup,
    input: { options: { startingPurse: purse, ...options } },
  });
  for (const id of ids) ok(table.send(player(id), { type: 'JOIN', name: nameOf(id), purse }));
  return table;
}

/** A table of any game whose first round has started. */
export function startedAt<G extends AnyGame>(
  game: G,
  ids: readonly string[],
  setup?: Parameters<typeof seatedAt>[2],
): Table<G> {
  const table = seatedAt(game, ids, setup);
  ok(table.send(gm, { type: 'START_ROUND' }));
  return table;
}

/** A Standard table in the lobby with these players seated. */
export function seated({ players = ['ana', 'brom'], ...setup }: SeatedSetup = {}): TwentyOneTable {
  return seatedAt(twentyOne, players, setup);
}

/** Starts a round with scripted opening dice: `[shown, hole]` per seat in seat order. */
export function opened(table: TwentyOneTable, opening: [number, number][]): TwentyOneTable {
  table.scriptDice({ d10: opening.flat() });
  ok(table.send(gm, { type: 'START_ROUND' }));
  return table;
}

export function ok(outcome: Outcome): void {
  if (!outcome.ok)
    throw new Error(`Expected the intent to be applied, but: ${JSON.stringify(outcome.reason)}`);
}

/** Sends an intent that must be refused, and checks the table did not change at all; returns the reason as its sender reads it. */
export function refused(table: Table, sender: Sender, intent: unknown, reason?: RegExp): string {
  const before = JSON.stringify(table.persist());
  const outcome = table.send(sender, intent);
  expect(outcome.ok, `expected a refusal of ${JSON.stringify(intent)}`).toBe(false);
  expect(JSON.stringify(table.persist())).toBe(before);
  const text = outcomeText(table, sender, intent, outcome);
  if (reason) expect(text).toMatch(reason);
  return text;
}

/** Buys a die with a scripted face and keeps it (no cheat), so the roll settles. */
export function roll(
  table: TwentyOneTable,
  seat: string,
  die: 'd20' | 'd10' | 'd8' | 'd6' | 'd4',
  face: number,
): void {
  table.scriptDice({ [die]: [face] } as DiceDraw);
  ok(table.send(player(seat), { type: 'ROLL', die }));
  keep(table, seat);
}

/**
 * A cheat on `seat`'s own turn, as one is made: riding with its hold, or with its roll of `then.roll` showing
 * `then.face` (kept). The cheat's Sleight of Hand d20 (`check`) is drawn first, then the roll's die.
 */
export function cheatWith(
  table: TwentyOneTable,
  seat: string,
  cheat: { die: number; delta: number },
  check: number,
  then: 'HOLD' | { roll: 'd20' | 'd10' | 'd8' | 'd6' | 'd4'; face: number } = 'HOLD',
): Outcome {
  if (then === 'HOLD') {
    table.scriptDice({ d20: [check] });
    return table.send(player(seat), { type: 'HOLD', cheat });
  }
  const { roll: die, face } = then;
  table.scriptDice(
    die === 'd20' ? { d20: [check, face] } : ({ d20: [check], [die]: [face] } as DiceDraw),
  );
  const outcome = table.send(player(seat), { type: 'ROLL', die, cheat });
  if (outcome.ok) keep(table, seat);
  return outcome;
}

/** Keeps the roll just made, when the table is waiting on that decision. */
export function keep(table: TwentyOneTable, seat: string): void {
  if (table.view({ role: 'gm' }).deciding === seat)
    ok(table.send(player(seat), { type: 'KEEP_ROLL' }));
}

export const purseOf = (table: TwentyOneTable, seat: string) =>
  table.view({ role: 'gm' }).seats.find((s) => s.id === seat)!.purse;
export const potOf = (table: TwentyOneTable) => table.view({ role: 'gm' }).pot;
export const seatView = (table: TwentyOneTable, seat: string, viewer = seat) =>
  table.view({ role: 'player', id: viewer }).seats.find((s) => s.id === seat)!;

/** `view` as a Twenty-One view; fails the test when the table plays another game. */
export function twentyOneView(view: TableView): TwentyOneView {
  if (view.game !== 'twenty-one') throw new Error(`Expected a Twenty-One table, got ${view.game}.`);
  return view;
}

/**
 * Ana shows 6 (hole 5), Brom 3 (hole 4), Cyra 8 (hole 2), at ante 4 with the GM
 * playing NPCs (no House match). Brom passes the Cut; the betting order is
 * Brom, Ana, Cyra, and Brom is to act.
 */
export function threeAtBetting(
  options: Partial<TableOptions> = {},
  stats: Record<string, Partial<Stats>> = {},
  setup: SeatedSetup = {},
): TwentyOneTable {
  const table = seated({
    ...setup,
    players: ['ana', 'brom', 'cyra'],
    options: { gmRole: 'npc', ante: 4, ...options },
  });
  for (const [seat, s] of Object.entries(stats))
    ok(table.send(player(seat), { type: 'SET_STATS', stats: s }));
  opened(table, [
    [6, 5],
    [3, 4],
    [8, 2],
  ]);
  ok(table.send(player('brom'), { type: 'CUT_PASS' }));
  return table;
}

/** The log as one viewer reads it in their panel, one line per entry. */
export const logOf = (table: TwentyOneTable, viewer: Viewer) =>
  said(table.view(viewer))
    .log.map((l) => l.text)
    .join('\n');

/** Every seat (who sits there, who plays it, its purse), the House and the pot: the gold a void must put back, read from the ledger. */
export function holdings(table: Table) {
  const { seats, ledger } = table.snapshot().context as TableContext;
  return {
    seats: seats.map((s) => ({
      id: s.id,
      name: s.name,
      controller: s.controller,
      purse: balanceOf(ledger, purse(s.id)),
    })),
    house: balanceOf(ledger, 'house'),
    pot: balanceOf(ledger, 'pot'),
  };
}
