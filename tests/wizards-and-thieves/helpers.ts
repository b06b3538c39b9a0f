/** Scripted Wizards and Thieves tables for the tests: every die is chosen by the test. */
import { expect } from 'vitest';
import { createTable, type Sender, type Table } from '../../machines';
import {
  wizardsAndThieves,
  type WizardsOptions,
  type WizardsView,
} from '../../machines/wizards-and-thieves';
import type { Call } from '../../machines/wizards-and-thieves/context';
import { gm, nameOf, ok, refused } from '../support/tables';

export { gm, player } from '../support/tables';

export type WizardsTable = Table<typeof wizardsAndThieves>;
export const must = ok;

/** A table in the lobby with these players seated (named after their ids), no dice but scripted ones. */
export function seated(
  ids: readonly string[] = ['ana', 'brom'],
  options: Partial<WizardsOptions> & { purse?: number } = {},
): WizardsTable {
  const { purse = 100, ...tableOptions } = options;
  const table = createTable(wizardsAndThieves, { input: { options: tableOptions } });
  for (const id of ids)
    must(table.send({ role: 'player', id }, { type: 'JOIN', name: nameOf(id), purse }));
  return table;
}

export const gmView = (table: WizardsTable): WizardsView => table.view({ role: 'gm' });
export const seatView = (table: WizardsTable, id: string) =>
  gmView(table).seats.find((s) => s.id === id)!;

/** The sender who acts for a seat: its player, or the GM for an NPC. */
function senderFor(
  table: WizardsTable,
  seat: string,
): { sender: Sender; named: { seat?: string } } {
  const npc = table.snapshot().context.seats.find((s) => s.id === seat)?.controller === 'gm';
  return npc
    ? { sender: gm, named: { seat } }
    : { sender: { role: 'player', id: seat }, named: {} };
}

/** The GM starts the game (the stakes' d4 scripted when the table plays for a tier). */
export function start(table: WizardsTable, d4?: number): void {
  if (d4 !== undefined) table.scriptDice({ d4: [d4] });
  must(table.send(gm, { type: gmView(table).phase === 'lobby' ? 'START_ROUND' : 'NEXT_ROUND' }));
}

export function openingAs(
  table: WizardsTable,
  seat: string,
  faces: [number, number, number],
): void {
  table.scriptDice({ d6: faces });
  const { sender, named } = senderFor(table, seat);
  must(table.send(sender, { type: 'OPENING_ROLL', ...named }));
}

export function declareAs(
  table: WizardsTable,
  seat: string,
  call: Call,
  faces: [number, number, number],
): void {
  table.scriptDice({ d6: faces });
  const { sender, named } = senderFor(table, seat);
  must(table.send(sender, { type: 'DECLARE', call, ...named }));
}

/** A started game where `first` won the opening (17 against everyone else's 6). */
export function playing(
  ids: readonly string[] = ['ana', 'brom', 'cyra'],
  first = ids[0]!,
  options: Partial<WizardsOptions> & { purse?: number } = {},
): WizardsTable {
  const table = seated(ids, options);
  start(table);
  for (const id of ids) openingAs(table, id, id === first ? [6, 6, 5] : [1, 2, 3]);
  return table;
}

/** Each seat's coins in the game, by id. */
export const coins = (table: WizardsTable): Record<string, number | null> =>
  Object.fromEntries(gmView(table).seats.map((s) => [s.id, s.coins]));
export const purses = (table: WizardsTable): Record<string, number> =>
  Object.fromEntries(gmView(table).seats.map((s) => [s.id, s.purse]));

/** Sends an intent that must be refused with `reason`, and checks the persisted table did not change by a byte. */
export function expectRefused(
  table: WizardsTable,
  sender: Sender,
  intent: unknown,
  reason: string | RegExp,
): void {
  const text = refused(table, sender, intent);
  if (typeof reason === 'string') expect(text).toBe(reason);
  else expect(text).toMatch(reason);
}
