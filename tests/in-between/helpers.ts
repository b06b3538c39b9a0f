/** Scripted In Between tables for the tests: every die is chosen by the test. */
import { expect } from 'vitest';
import { createTable, type Sender, type Table } from '../../machines';
import { inBetween } from '../../machines/in-between';
import type { InBetweenOptions, InBetweenView } from '../../machines/in-between';
import { DICE, type DieColour, type Side } from '../../machines/in-between/context';
import { gm, nameOf, ok, refused } from '../support/tables';
import { said } from '../support/words';

export { gm, player } from '../support/tables';

export type InBetweenTable = Table<typeof inBetween>;

/** The intent must be applied. */
export const must = ok;

/** A table in the lobby with these players seated (named after their ids), no dice but scripted ones. */
export function seated(
  ids: readonly string[] = ['ana', 'brom'],
  options: Partial<InBetweenOptions> & { purse?: number } = {},
): InBetweenTable {
  const { purse = 100, ...tableOptions } = options;
  const table = createTable(inBetween, { input: { options: tableOptions } });
  for (const id of ids)
    must(table.send({ role: 'player', id }, { type: 'JOIN', name: nameOf(id), purse }));
  return table;
}

/** A table whose round has started. */
export function started(
  ids?: readonly string[],
  options?: Partial<InBetweenOptions> & { purse?: number },
): InBetweenTable {
  const table = seated(ids, options);
  must(table.send(gm, { type: 'START_ROUND' }));
  return table;
}

export const gmView = (table: InBetweenTable): InBetweenView => table.view({ role: 'gm' });
export const purseOf = (table: InBetweenTable, seat: string): number =>
  gmView(table).seats.find((s) => s.id === seat)!.purse;
/** The log's last line, as the panel says it. */
export const lastLine = (table: InBetweenTable): string => said(gmView(table)).log.at(-1)!.text;

/** The sender who acts for a seat: its player, or the GM for an NPC. */
export function senderFor(
  table: InBetweenTable,
  seat: string,
): { sender: Sender; named: { seat?: string } } {
  const npc = table.snapshot().context.seats.find((s) => s.id === seat)?.controller === 'gm';
  return npc
    ? { sender: gm, named: { seat } }
    : { sender: { role: 'player', id: seat }, named: {} };
}

export function act(table: InBetweenTable, seat: string, intent: Record<string, unknown>): void {
  const { sender, named } = senderFor(table, seat);
  must(table.send(sender, { ...intent, ...named }));
}

/** The faces of a one-player throw in colour order, with the named die showing `between`. */
export function colourFaces(
  betweenDie: DieColour,
  between: number,
  [a, b]: [number, number],
): number[] {
  const surrounds = [a, b];
  return DICE.map((c) => (c === betweenDie ? between : surrounds.shift()!));
}

/** Every seat watching that has not bet says it places no side bet (the dice do not wait for it either way). */
export function noBets(table: InBetweenTable): void {
  for (const seat of gmView(table).seats) {
    const { sender, named } = senderFor(table, seat.id);
    const asked = table.view(
      sender.role === 'gm' ? { role: 'gm' } : { role: 'player', id: seat.id },
    );
    if (
      asked.actions.some(
        (a) => a.intent.type === 'NO_BET' && (a.intent.seat ?? seat.id) === seat.id,
      )
    )
      act(table, seat.id, { type: 'NO_BET', ...named });
  }
}

/** The one-player roller names `betweenDie` (red by default) and throws: the between shows `between`, the surrounds `surrounds`. */
export function rollOne(
  table: InBetweenTable,
  between: number,
  surrounds: [number, number],
  p: { die?: DieColour; wager?: number } = {},
): void {
  const die = p.die ?? 'red';
  table.scriptDice({ d20: colourFaces(die, between, surrounds) });
  act(table, gmView(table).turn!, {
    type: 'ROLL',
    between: die,
    ...(p.wager !== undefined && { wager: p.wager }),
  });
}

/** The call on doubles: accept the loss, or throw again (the faces of the re-roll, as for that mode's throw). */
export function acceptLoss(table: InBetweenTable): void {
  act(table, gmView(table).turn!, { type: 'ACCEPT_LOSS' });
}

export function rollAgain(table: InBetweenTable, faces: number[]): void {
  table.scriptDice({ d20: faces });
  act(table, gmView(table).turn!, { type: 'ROLL_AGAIN' });
}

/** The two-player surrounds player throws the surrounds. */
export function rollSurrounds(table: InBetweenTable, surrounds: [number, number]): void {
  table.scriptDice({ d20: surrounds });
  act(table, gmView(table).turn!, { type: 'ROLL_SURROUNDS' });
}

export function rollBetween(table: InBetweenTable, between: number): void {
  table.scriptDice({ d20: [between] });
  act(table, gmView(table).turn!, { type: 'ROLL_BETWEEN' });
}

export function sideBet(table: InBetweenTable, seat: string, on: Side, amount: number): void {
  act(table, seat, { type: 'SIDE_BET', on, amount });
}

/** Sends an intent that must be refused with `reason`, and checks the persisted table did not change by a byte. */
export function expectRefused(
  table: InBetweenTable,
  sender: Sender,
  intent: unknown,
  reason: string | RegExp,
): void {
  const text = refused(table, sender, intent);
  if (typeof reason === 'string') expect(text).toBe(reason);
  else expect(text).toMatch(reason);
}
