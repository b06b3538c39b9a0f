/** Helpers shared by the tests of Standard mode's skills, cheats, accusations and drinks. */
import {
  keep,
  logOf,
  ok,
  player,
  roll,
  seatView,
  threeAtBetting as betting,
  type TwentyOneTable,
} from '../support/tables';

/**
 * Scripts check dice as d20s in the order they are rolled: the acting seat's
 * check first, then the defender's (two each when Sloppy).
 */
export const d20 = (table: TwentyOneTable, ...faces: number[]) => table.scriptDice({ d20: faces });

/** Brom drinks for a d10 and fails the CON save (2 vs DC 12): Sloppy. The turn comes back to him. */
export function sloppyBrom(): TwentyOneTable {
  const table = betting({ liquidMode: true });
  table.scriptDice({ d20: [2], d10: [2] });
  ok(table.send(player('brom'), { type: 'ROLL', die: 'd10', drink: true }));
  keep(table, 'brom');
  roll(table, 'ana', 'd4', 1);
  ok(table.send(player('cyra'), { type: 'HOLD' }));
  return table;
}
export const secretsOf = (table: TwentyOneTable, seat: string) => seatView(table, seat).secrets!;
export const logText = (table: TwentyOneTable, viewer: string) =>
  logOf(table, { role: 'player', id: viewer });
