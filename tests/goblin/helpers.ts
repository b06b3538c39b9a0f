/** Scripted Goblin Mode tables for the tests: every die is chosen by the test. */
import { expect } from 'vitest';
import type { Sender, Table } from '../../machines';
import { goblin } from '../../machines/goblin';
import type { GoblinOptions, GoblinView } from '../../machines/goblin';
import { gm, ok, refused, seatedAt, startedAt } from '../support/tables';

export { gm, player } from '../support/tables';

export type GoblinTable = Table<typeof goblin>;

/** The intent must be applied. */
export const must = ok;

/** A table in the lobby with these players seated (named after their ids), no dice but scripted ones. */
export function seated(
  ids: readonly string[] = ['ana', 'brom'],
  { purse, ...options }: Partial<GoblinOptions> & { purse?: number } = {},
): GoblinTable {
  return seatedAt(goblin, ids, { purse, options });
}

/** A table whose round has started. */
export function started(
  ids: readonly string[] = ['ana', 'brom'],
  { purse, ...options }: Partial<GoblinOptions> & { purse?: number } = {},
): GoblinTable {
  return startedAt(goblin, ids, { purse, options });
}

export const gmView = (table: GoblinTable): GoblinView => table.view({ role: 'gm' });

/** The sender who acts for a seat: its player, or the GM for an NPC. */
function senderFor(table: GoblinTable, seat: string): { sender: Sender; named: { seat?: string } } {
  const npc = table.snapshot().context.seats.find((s) => s.id === seat)?.controller === 'gm';
  return npc
    ? { sender: gm, named: { seat } }
    : { sender: { role: 'player', id: seat }, named: {} };
}

/** The seat pulls the trigger on the stage die, which shows `face`. */
export function rollAs(table: GoblinTable, seat: string, face: number): void {
  const stage = gmView(table).stage;
  if (!stage) throw new Error(`Nobody rolls now: the table is ${gmView(table).phase}.`);
  table.scriptDice({ [stage]: [face] });
  const { sender, named } = senderFor(table, seat);
  must(table.send(sender, { type: 'ROLL', ...named }));
}

export function holdAs(table: GoblinTable, seat: string): void {
  const { sender, named } = senderFor(table, seat);
  must(table.send(sender, { type: 'HOLD', ...named }));
}

export function bootAs(table: GoblinTable, seat: string, target: string): void {
  const { sender, named } = senderFor(table, seat);
  must(table.send(sender, { type: 'BOOT', target, ...named }));
}

export function flipAs(table: GoblinTable, seat: string, side: 'heads' | 'tails'): void {
  table.scriptDice({ d2: [side === 'heads' ? 2 : 1] });
  const { sender, named } = senderFor(table, seat);
  must(table.send(sender, { type: 'FLIP', ...named }));
}

/** Plays one stage in the given (seat) order: a face to roll, or `hold`. */
export function stage(table: GoblinTable, moves: Record<string, number | 'hold'>): void {
  for (const [seat, move] of Object.entries(moves)) {
    if (move === 'hold') holdAs(table, seat);
    else rollAs(table, seat, move);
  }
}

/** Brom holds on 24 in the d10 stage; Cat, last to act, carries a Boot from her natural 20; Ana has none. */
export function bromHoldsCatHasABoot(): GoblinTable {
  const table = started(['ana', 'brom', 'cat']);
  stage(table, { ana: 5, brom: 18, cat: 20 });
  stage(table, { ana: 4, brom: 6, cat: 3 });
  stage(table, { ana: 2, brom: 'hold' });
  return table;
}

export const seatView = (table: GoblinTable, id: string) =>
  gmView(table).seats.find((s) => s.id === id)!;

export const persisted = (table: GoblinTable): string => JSON.stringify(table.persist());

/** Sends an intent that must be refused with `reason`, and checks the persisted table did not change by a byte. */
export function expectRefused(
  table: GoblinTable,
  sender: Sender,
  intent: unknown,
  reason: string | RegExp,
): void {
  const text = refused(table, sender, intent);
  if (typeof reason === 'string') expect(text).toBe(reason);
  else expect(text).toMatch(reason);
}
