/**
 * What a player looks at comes first. Every seat receives its view of a change before the public table, which the
 * host signs first, is rewritten; and a client puts off what no one is waiting for (`later`): checking the public
 * table once it shows its own view, and, in the background page (`hidden`), opening a view at all, so the popover on
 * the same thread draws first. The background page, which shows no table, only keeps the newest it verified (for a
 * host that lost the table, src/sync/client.ts), after the popover's work.
 */
import { describe, expect, it, vi } from 'vitest';
import { connectTable } from '../../src/sync/client';
import { encodePublicTable } from '../../src/sync/publicTableWrite';
import { exportVerifyingJwk, generateSigningPair, signTable } from '../../src/sync/signing';
import { TABLE_KEY, VERIFYING_KEY } from '../../src/sync/wire';
import { clientOptions, must, seatedTable, type Seat } from './table';

/** A second page of a connection that just said hello is answered within the second (src/host/limits.ts). */
const HELLO_ANSWERED = { timeout: 3_000 };

/** A `later` the test holds shut, then opens: what waits on it runs only once `open()` is called. */
function gate() {
  let shut = false;
  const waiting: (() => void)[] = [];
  return {
    later: () => (shut ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve()),
    shut: () => {
      shut = true;
    },
    open() {
      shut = false;
      waiting.splice(0).forEach((resolve) => resolve());
    },
  };
}

describe('what a player looks at comes first', () => {
  it('every seat receives its own view of a change before the public table is rewritten', async () => {
    const table = await seatedTable(['Ana', 'Brom', 'Cato']);
    const before = new Map(
      table.players.map((p) => [
        p.tab.connectionId,
        table.room.received(p.tab.connectionId).length,
      ]),
    );
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    for (const seat of table.players) {
      const since = table.room
        .received(seat.tab.connectionId)
        .slice(before.get(seat.tab.connectionId));
      const ownViews = since.map((d, i) =>
        d.kind === 'broadcast' &&
        (JSON.parse(d.raw) as { data: { to?: string } }).data.to === seat.tab.playerId
          ? i
          : -1,
      );
      const ownView = Math.max(...ownViews);
      const tableWritten = since.findIndex(
        (d) => d.kind === 'room-metadata' && d.raw.includes(TABLE_KEY),
      );
      expect(ownView, `${seat.name} received a view`).toBeGreaterThanOrEqual(0);
      expect(tableWritten, `${seat.name} heard the table change`).toBeGreaterThanOrEqual(0);
      expect(ownView).toBeLessThan(tableWritten);
    }
  });

  it('a background page opens its view of a change only once `later` lets it, and checks no public table; the popover beside it does not wait', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const ana = table.players[0] as Seat;
    const held = gate();
    const background = await connectTable(ana.tab.page(), ana.keys, {
      ...clientOptions,
      hidden: true,
      later: held.later,
    });
    await vi.waitFor(async () => {
      await table.settle();
      expect(background.state().view?.phase).toBe('lobby');
    }, HELLO_ANSWERED);
    held.shut();
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    expect(ana.client.state().view?.phase).toBe('cut');
    expect(background.state().view?.phase).toBe('lobby');
    held.open();
    await table.settle();
    await background.idle();
    expect(background.state().view?.phase).toBe('cut');
    // It shows no table: the popover beside it does.
    expect(background.state().table).toBeNull();
    expect(ana.client.state().table?.view.phase).toBe('cut');
    background.close();
  });

  it('a client showing its own view checks a forged public table after `later`, and still says it was tampered with', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const [ana, brom] = table.players as [Seat, Seat];
    const held = gate();
    const popover = await connectTable(brom.tab.page(), brom.keys, {
      ...clientOptions,
      later: held.later,
    });
    await vi.waitFor(async () => {
      await table.settle();
      expect(popover.state().view).not.toBeNull();
    }, HELLO_ANSWERED);
    await popover.idle();
    const shown = popover.state().table;
    held.shut();
    const eve = await generateSigningPair();
    await ana.tab.page().setPlayerMetadata({
      [VERIFYING_KEY]: { v: 1, jwk: await exportVerifyingJwk(eve.publicKey) },
    });
    const richer = encodePublicTable(
      { ...shown!.view, pot: 5_000 },
      { ...shown!, rev: shown!.rev + 1 },
    );
    await ana.tab
      .page()
      .setRoomMetadata({ [TABLE_KEY]: await signTable(eve.privateKey, table.room.id, richer) });
    await table.settle();
    expect(popover.state().tampered).toBeNull();
    expect(brom.client.state().tampered?.reason).toBe('bad signature');
    held.open();
    await table.settle();
    await popover.idle();
    expect(popover.state().tampered?.reason).toBe('bad signature');
    expect(popover.state().table).toEqual(shown);
    popover.close();
  });
});
