/**
 * AES-GCM hides what a view says, not when it travels or how long it is. So
 * every change of the table sends every reader a view (a change seen by its
 * owner and the GM alone, a seat's stats or a cheat on a hole die, must not show
 * as a view to one seat, nor as a change with no write of the public table),
 * and every view has the length of its reader's bound, which public facts
 * alone give (the public view and what that reader's seat may be offered),
 * whatever the view holds (a Foresight line, a cheat).
 */
import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import { boundOf, publicOf } from '../../src/host/sealing';
import { fromBase64 } from '../../src/sync/crypto';
import { TABLE_KEY } from '../../src/sync/wire';
import { gmView, must, playUntil, seatedTable, type Seat, type TestTable } from './table';
import { heardBy } from './wire';

/** Every reader's connection: the GM's (its view travels LOCAL) and each player's. */
const readers = (table: TestTable): Seat[] => [table.gm, ...table.players];

/** Reads the sealed views that reached their readers since the last call: per reader, the ciphertext lengths of the views addressed to them. */
function viewWatcher(table: TestTable) {
  const seen = new Map<string, number>();
  return () => {
    const lengths = new Map<string, number[]>();
    for (const seat of readers(table)) {
      const heard = heardBy(table, seat.tab.connectionId);
      const fresh = heard.slice(seen.get(seat.tab.connectionId) ?? 0);
      seen.set(seat.tab.connectionId, heard.length);
      const views = new Map<string, number>();
      for (const { data } of fresh) {
        if (data.t !== 'view' || data.to !== seat.tab.playerId) continue;
        views.set(
          data.iv as string,
          (views.get(data.iv as string) ?? 0) + fromBase64(data.ct as string).length,
        );
      }
      lengths.set(seat.tab.playerId, [...views.values()]);
    }
    return lengths;
  };
}

/**
 * Each player's views, and the length each must have: the ciphertext of their bound from public facts (the GM's,
 * padded to the GM's own bound, travels over the local channel to the GM's own pages).
 */
function playersViews(table: TestTable, sent: Map<string, number[]>) {
  const host = table.gm.runner.host()!.table()!;
  const published = publicOf(host, table.players[0]!.client.state().rev);
  return table.players.map((p) => ({
    lengths: sent.get(p.tab.playerId) ?? [],
    // AES-GCM's tag makes the ciphertext 16 bytes longer than what it seals.
    bound: boundOf(host, published, { role: 'player', seat: p.tab.playerId }) + 16,
  }));
}

/** Every player's view of this publication has the length of their bound. */
function expectBounds(table: TestTable, sent: Map<string, number[]>) {
  for (const { lengths, bound } of playersViews(table, sent)) expect(lengths).toEqual([bound]);
}

/** The table in room metadata, but for its signature (new with every write). */
function publicTable(table: TestTable) {
  const { sig: _sig, ...signed } = table.room.metadata()[TABLE_KEY] as { sig: string; rev: number };
  return signed;
}

const offered = (
  seat: Seat,
  type: string,
  pick: (intent: Record<string, unknown>) => boolean = () => true,
) =>
  seat.client
    .state()
    .view?.actions.find((a) => a.intent.type === type && pick(a.intent as Record<string, unknown>))
    ?.intent;

describe('every accepted intent sends every reader one view, each of its reader’s bound', () => {
  it('stats set in the lobby, which change only what their owner and the GM see, send every reader a view', async () => {
    const table = await seatedTable(['Ana', 'Brom', 'Cass']);
    const watch = viewWatcher(table);
    watch();
    const { rev: revBefore, ...before } = publicTable(table);
    await must(table.players[1]!.client, { type: 'SET_STATS', stats: { sleightOfHand: 7 } });
    await table.settle();
    const sent = watch();
    // One view to each of the four readers, each of its reader's bound.
    expect([...sent.values()].map((views) => views.length)).toEqual([1, 1, 1, 1]);
    expectBounds(table, sent);
    // The public table says nothing new (the stats are nobody else's business), but is written again, as after every move.
    const { rev, ...after } = publicTable(table);
    expect(after).toEqual(before);
    expect(rev).toBe(revBefore + 1);
  });

  it('a hold that carries a cheat on the hole die sends every reader one view, as the hold alone does', async () => {
    const table = await seatedTable(['Ana', 'Brom', 'Cass']);
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    await playUntil(table, () => gmView(table).phase === 'betting');
    const cheater = table.players.find((p) => p.tab.playerId === gmView(table).turn)!;
    const hole = cheater.client
      .state()
      .view!.seats.find((s) => s.mine)!
      .dice.findIndex((d) => d.hole);
    const watch = viewWatcher(table);
    watch();
    const { rev: revBefore } = publicTable(table);
    await must(cheater.client, { ...offered(cheater, 'HOLD')!, cheat: { die: hole, delta: 1 } });
    await table.settle();
    const sent = watch();
    // One view to each of the four readers, each of its reader's bound.
    expect([...sent.values()].map((views) => views.length)).toEqual([1, 1, 1, 1]);
    expectBounds(table, sent);
    expect(publicTable(table).rev).toBe(revBefore + 1);
  });

  it('over a round with Foresight and names of very different lengths, each publication’s player views have their readers’ bounds', async () => {
    const table = await seatedTable(['Al', 'Bartholomew Quillsworth, Unlucky', 'Cy']);
    const watch = viewWatcher(table);
    watch();
    let publications = 0;
    const check = () => {
      const sent = watch();
      const counts = [...sent.values()].map((views) => views.length);
      if (counts.every((n) => n === 0)) return;
      publications++;
      // Every reader had one view of this change, and every view had the length of its reader's bound.
      expect(counts).toEqual(counts.map(() => counts[0]));
      expectBounds(table, sent);
    };
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    check();
    await playUntil(table, () => gmView(table).phase === 'betting', check);
    for (const seat of table.players) {
      const foresight = offered(seat, 'FORESIGHT');
      if (!foresight) continue;
      await must(seat.client, foresight);
      await table.settle();
      check();
    }
    await playUntil(table, () => gmView(table).phase === 'staredown', check);
    await must(table.gm.client, { type: 'END_STAREDOWN' });
    await table.settle();
    check();
    await playUntil(table, () => gmView(table).phase === 'roundOver', check);
    expect(said(gmView(table)).log.some((l) => /foresight/i.test(l.text))).toBe(true);
    expect(publications).toBeGreaterThan(5);
  });
});
