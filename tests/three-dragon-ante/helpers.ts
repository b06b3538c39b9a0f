/** Scripted Three-Dragon Ante tables for the tests: the dealer's pick and every d12 are chosen by the test. */
import { expect } from 'vitest';
import { createTable, type Sender, type Table } from '../../machines';
import { threeDragonAnte, type AnteOptions, type AnteView } from '../../machines/three-dragon-ante';
import { gm, nameOf, ok, refused } from '../support/tables';
import { said } from '../support/words';

export { gm, player } from '../support/tables';

export type AnteTable = Table<typeof threeDragonAnte>;
export const must = ok;

/** A table in the lobby with these players seated (named after their ids, 100 gp each), no dice but scripted ones. */
export function seated(
  ids: readonly string[] = ['ana', 'brom', 'cyra'],
  options: Partial<AnteOptions> & { purse?: number } = {},
): AnteTable {
  const { purse = 100, ...tableOptions } = options;
  const table = createTable(threeDragonAnte, {
    input: { options: { gmRole: 'npc', ...tableOptions } },
  });
  for (const id of ids)
    must(table.send({ role: 'player', id }, { type: 'JOIN', name: nameOf(id), purse }));
  return table;
}

export const gmView = (table: AnteTable): AnteView => table.view({ role: 'gm' });
export const viewOf = (table: AnteTable, id: string): AnteView =>
  table.view({ role: 'player', id });
export const seatOf = (view: AnteView, id: string) => view.seats.find((s) => s.id === id)!;
export const purses = (table: AnteTable): Record<string, number> =>
  Object.fromEntries(gmView(table).seats.map((s) => [s.id, s.purse]));
export const stakes = (table: AnteTable): Record<string, number> =>
  Object.fromEntries(gmView(table).seats.map((s) => [s.id, s.stake]));
/** The log's lines, as the panel says them. */
export const lines = (table: AnteTable): string[] => said(gmView(table)).log.map((l) => l.text);

/** Eight d20s that pick the participant at `index` (their digits, modulo the count of participants). */
export const pick = (index: number): number[] => [1, 1, 1, 1, 1, 1, 1, index + 1];

/**
 * Starts a game (or the next): `hands` are each participant's five d12s, in
 * seat order; `dealer` is the index of the participant the dice choose, when
 * nobody keeps the deal.
 */
export function deal(table: AnteTable, hands: number[][], dealer?: number): void {
  table.scriptDice({ d12: hands.flat(), ...(dealer !== undefined ? { d20: pick(dealer) } : {}) });
  must(table.send(gm, { type: gmView(table).phase === 'lobby' ? 'START_ROUND' : 'NEXT_ROUND' }));
  // Through the dice seam: the deal's event carries exactly these dice.
  expect(table.events.at(-1)!.dice).toEqual({
    d12: hands.flat(),
    ...(dealer !== undefined ? { d20: pick(dealer) } : {}),
  });
}

/** The sender who acts for a seat: its player, or the GM for an NPC. */
function senderFor(table: AnteTable, seat: string): { sender: Sender; named: { seat?: string } } {
  const npc = table.snapshot().context.seats.find((s) => s.id === seat)?.controller === 'gm';
  return npc
    ? { sender: gm, named: { seat } }
    : { sender: { role: 'player', id: seat }, named: {} };
}

export function act(table: AnteTable, seat: string, intent: Record<string, unknown>): void {
  const { sender, named } = senderFor(table, seat);
  must(table.send(sender, { ...intent, ...named }));
}

/** The GM sends a table-wide intent. */
export const gmSends = (table: AnteTable, intent: Record<string, unknown>) =>
  must(table.send(gm, intent));

export const reveal = (table: AnteTable, seat: string, die: number) =>
  act(table, seat, { type: 'REVEAL', die });
export const raise = (table: AnteTable, seat: string, to: number) =>
  act(table, seat, { type: 'RAISE', to });
export const match = (table: AnteTable, seat: string) => act(table, seat, { type: 'MATCH' });
export const fold = (table: AnteTable, seat: string) => act(table, seat, { type: 'FOLD' });

/** Everyone reveals, in turn, their first die still face down, until the round of reveals is over. */
export function revealRound(table: AnteTable): void {
  const round = gmView(table).revealRound;
  while (gmView(table).phase === 'reveal' && gmView(table).revealRound === round) {
    const seat = gmView(table).turn!;
    const die = seatOf(gmView(table), seat).dice.findIndex((d) => d.revealedAt === null);
    reveal(table, seat, die);
  }
}

/** Sends an intent that must be refused with `reason`, and checks the persisted table did not change by a byte. */
export function expectRefused(
  table: AnteTable,
  sender: Sender,
  intent: unknown,
  reason: string | RegExp,
): void {
  const text = refused(table, sender, intent);
  if (typeof reason === 'string') expect(text).toBe(reason);
  else expect(text).toMatch(reason);
}
