/**
 * Twin tables for what a bystander can learn by watching: two tables that differ in one secret, read as a bystander
 * reads them (their view, and for the public viewer the room metadata's value too), must be the same.
 */
import { expect } from 'vitest';
import type { Viewer } from '../../machines';
import type { Stats, TableOptions } from '../../machines/twenty-one';
import { PUBLIC_VIEWER } from '../../src/sync/publicTable';
import { encodePublicTable } from '../../src/sync/publicTableWrite';
import { publicMeta } from '../support/public-table';
import { ok, opened, player, seated, threeAtBetting, type TwentyOneTable } from '../support/tables';

export const seer = (id: string): Viewer => ({ role: 'player', id });

/** Everyone who is not Brom, Ana or the GM in `threeAtBetting`: Cyra, a spectator and the room's metadata. */
export const bystanders: Viewer[] = [seer('cyra'), seer('spectator'), PUBLIC_VIEWER];

/** What a viewer receives: their view, and for the public viewer the room metadata's value too. */
export const received = (table: TwentyOneTable, viewer: Viewer) =>
  JSON.stringify(table.view(viewer)) +
  (viewer === PUBLIC_VIEWER
    ? JSON.stringify(encodePublicTable(table.view(viewer), publicMeta(table)))
    : '');

export type Twins = [TwentyOneTable, TwentyOneTable];

/** Two tables from Brom's turn in `threeAtBetting`, differing as `play` makes them. */
export function twins(
  play: (table: TwentyOneTable, twin: 0 | 1) => void,
  options: Partial<TableOptions> = {},
  stats: (twin: 0 | 1) => Record<string, Partial<Stats>> = () => ({}),
): Twins {
  return ([0, 1] as const).map((twin) => {
    const table = threeAtBetting(options, stats(twin));
    play(table, twin);
    return table;
  }) as Twins;
}

/** `threeAtBetting` with Brom's hole die at `hole`: Ana 6 (hole 5), Brom 3, Cyra 8 (hole 2); Brom passes the Cut. */
export function bromsHoleAt(hole: number): TwentyOneTable {
  const table = seated({ players: ['ana', 'brom', 'cyra'], options: { gmRole: 'npc', ante: 4 } });
  opened(table, [
    [6, 5],
    [3, hole],
    [8, 2],
  ]);
  ok(table.send(player('brom'), { type: 'CUT_PASS' }));
  return table;
}

export function sameFor(viewers: Viewer[], [a, b]: Twins) {
  for (const viewer of viewers)
    expect(received(a, viewer), JSON.stringify(viewer)).toBe(received(b, viewer));
}

export function differentFor(viewers: Viewer[], [a, b]: Twins) {
  for (const viewer of viewers)
    expect(received(a, viewer), JSON.stringify(viewer)).not.toBe(received(b, viewer));
}
