/**
 * Scripted Black Baron tables for the tests. Every die a test's story uses is
 * scripted; the dice an event draws but the table never uses (the dealer's
 * hits it did not need, the second die behind a shown die that is not a 10)
 * come from a seeded source, so a story scripts only the dice it tells.
 */
import { expect } from 'vitest';
import { createTable, seededDice, type Sender, type Table } from '../../machines';
import {
  blackBaron,
  type BlackBaronOptions,
  type BlackBaronView,
} from '../../machines/black-baron';
import { gm, ok, refused } from '../support/tables';

export { gm, player } from '../support/tables';

export type BaronTable = Table<typeof blackBaron>;

export const must = ok;

/** A table in the lobby with these players seated (each named `name(id)`). */
export function seated(
  ids: readonly string[] = ['ana', 'brom'],
  options: Partial<BlackBaronOptions> & { purse?: number } = {},
  name = (id: string) => id[0]!.toUpperCase() + id.slice(1),
): BaronTable {
  const { purse = 100, ...tableOptions } = options;
  const table = createTable(blackBaron, { dice: seededDice(20), input: { options: tableOptions } });
  for (const id of ids)
    must(table.send({ role: 'player', id }, { type: 'JOIN', name: name(id), purse }));
  return table;
}

export const gmView = (table: BaronTable): BlackBaronView => table.view({ role: 'gm' });
export const seatView = (table: BaronTable, id: string) =>
  gmView(table).seats.find((s) => s.id === id)!;

/** The sender who acts for a seat: its player, or the GM for an NPC. */
export function as(table: BaronTable, seat: string): { sender: Sender; named: { seat?: string } } {
  const npc = table.snapshot().context.seats.find((s) => s.id === seat)?.controller === 'gm';
  return npc
    ? { sender: gm, named: { seat } }
    : { sender: { role: 'player', id: seat }, named: {} };
}

export function send(
  table: BaronTable,
  seat: string,
  intent: Record<string, unknown> & { type: string },
): void {
  const { sender, named } = as(table, seat);
  must(table.send(sender, { ...intent, ...named }));
}

/**
 * Starts a round (unless it is taking bets already) and places the bets in seat order (`out` sits out); the last
 * one deals `hands` (two dice per seat that bets, in seat order) and the
 * dealer's `dealer` dice: the shown die, and the face-down one behind a 10.
 */
export function deal(
  table: BaronTable,
  bets: Record<string, number | 'out'>,
  hands: Record<string, [number, number]>,
  dealer: number[],
): void {
  const phase = gmView(table).phase;
  if (phase === 'lobby' || phase === 'roundOver')
    must(table.send(gm, { type: phase === 'lobby' ? 'START_ROUND' : 'NEXT_ROUND' }));
  const seats = Object.keys(bets);
  table.scriptDice({
    d10: [...seats.filter((s) => bets[s] !== 'out').flatMap((s) => hands[s]!), ...dealer],
  });
  for (const seat of seats)
    send(
      table,
      seat,
      bets[seat] === 'out' ? { type: 'SIT_OUT' } : { type: 'BET', amount: bets[seat]! },
    );
}

/** A move of the seat in turn, rolling `faces` (its own die first, then any the dealer rolls because the move ends the players' turns). */
export function move(
  table: BaronTable,
  seat: string,
  type: 'HIT' | 'STAY' | 'DOUBLE' | 'SPLIT',
  ...faces: number[]
): void {
  if (faces.length) table.scriptDice({ d10: faces });
  send(table, seat, { type });
}

export const hit = (table: BaronTable, seat: string, ...faces: number[]) =>
  move(table, seat, 'HIT', ...faces);
export const stay = (table: BaronTable, seat: string, ...dealer: number[]) =>
  move(table, seat, 'STAY', ...dealer);

/** What each seat won (+) or lost (-) this round, by seat. */
export const nets = (table: BaronTable) =>
  Object.fromEntries(gmView(table).seats.map((s) => [s.id, s.net]));

/** Each hand's result line, by seat. */
export const lines = (table: BaronTable) =>
  Object.fromEntries(
    gmView(table).seats.map((s) => [s.id, s.hands.map((h) => h.result?.line ?? null)]),
  );

export const persisted = (table: BaronTable): string => JSON.stringify(table.persist());

/** Sends an intent that must be refused with `reason`, and checks the table did not change by a byte. */
export function expectRefused(
  table: BaronTable,
  sender: Sender,
  intent: unknown,
  reason: string | RegExp,
): void {
  const text = refused(table, sender, intent);
  if (typeof reason === 'string') expect(text).toBe(reason);
  else expect(text).toMatch(reason);
}
