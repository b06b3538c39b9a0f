/** Builders for Classic's rule tests: seated tables, scripted openers and hits. */
import type { DiceDraw, Table } from '../../machines';
import { twentyOneClassic } from '../../machines/twenty-one-classic/index';
import type { Stats } from '../../machines/twenty-one-kit/stats';
import { gm, ok, player, seatedAt } from '../support/tables';
import { said } from '../support/words';

export type ClassicTable = Table<typeof twentyOneClassic>;
type Die = 'd20' | 'd10' | 'd8' | 'd6' | 'd4';
/** One seat's opener: the shown die and its face, the hole die and its face. */
export type Opener = [Die, number, Die, number];

export const classic = (
  players: string[] = ['ana', 'brom'],
  setup: { purse?: number; options?: object } = {},
): ClassicTable => seatedAt(twentyOneClassic, players, setup);

/** Sets a seat's stats in the lobby. */
export function stats(table: ClassicTable, seat: string, values: Partial<Stats>): void {
  ok(table.send(player(seat), { type: 'SET_STATS', stats: values }));
}

/** Starts the round and rolls each seat's opener, in seat order, keeping it. */
export function opened(table: ClassicTable, openers: Opener[]): ClassicTable {
  ok(table.send(gm, { type: 'START_ROUND' }));
  const seats = table.view({ role: 'gm' }).seats;
  openers.forEach(([shown, shownFace, hole, holeFace], i) => {
    const seat = seats[i]!.id;
    scriptFaces(table, [shown, shownFace], [hole, holeFace]);
    ok(table.send(player(seat), { type: 'OPEN', shown, hole }));
    ok(table.send(player(seat), { type: 'KEEP_ROLL' }));
  });
  return table;
}

/** Scripts dice in the order an event consumes them. */
export function scriptFaces(table: ClassicTable, ...faces: [Die | 'd6', number][]): void {
  const draw: DiceDraw = {};
  for (const [die, face] of faces) {
    draw[die] ??= [];
    draw[die].push(face);
  }
  table.scriptDice(draw);
}

/** Hits with a scripted face and keeps it. */
export function hit(table: ClassicTable, seat: string, die: Die, face: number): void {
  scriptFaces(table, [die, face]);
  ok(table.send(player(seat), { type: 'ROLL', die }));
  ok(table.send(player(seat), { type: 'KEEP_ROLL' }));
}

export const d20s = (table: ClassicTable, ...faces: number[]) => table.scriptDice({ d20: faces });
/** The GM's view, its log and own lines in words as the panel says them. */
export const gmView = (table: ClassicTable) => said(table.view({ role: 'gm' }));
/** A player's view, its log and own lines in words as the panel says them. */
export const seenBy = (table: ClassicTable, viewer: string) =>
  said(table.view({ role: 'player', id: viewer }));
export const seat = (table: ClassicTable, id: string, viewer?: string) =>
  (viewer ? seenBy(table, viewer) : gmView(table)).seats.find((s) => s.id === id)!;
export const purseOf = (table: ClassicTable, id: string) => seat(table, id).purse;
