/**
 * The tampering notice is for a foreign write only: "someone overwrote the
 * table … It has been put back" must never greet a GM who opens a new room or
 * reloads their own seat, and no client flags a table nobody forged.
 */
import { describe, expect, it } from 'vitest';
import { reopenGm, seatedTable } from './table';

const overwrites = (notifications: readonly string[]) =>
  notifications.filter((n) => /overwrote/.test(n));

describe('no false alarms', () => {
  it('a brand-new room: the host starts, players sit, and nobody hears of an overwrite', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    expect(overwrites(table.gm.tab.notifications)).toEqual([]);
    for (const seat of [table.gm, ...table.players])
      expect(seat.client.state().tampered).toBeNull();
  });

  it('the GM reloads their seat, on the same device or another: no overwrite is reported', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    for (const device of ['same', 'lost-record', 'another'] as const) {
      const gm = await reopenGm(table, device);
      expect(overwrites(gm.tab.notifications), device).toEqual([]);
      // On another device nobody in the room can check the former host's signature: that table is not vouched for.
      if (device !== 'another')
        for (const seat of [gm, ...table.players])
          expect(seat.client.state().tampered, device + seat.tab.playerId).toBeNull();
    }
  });
});
