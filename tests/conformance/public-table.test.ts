/**
 * Every registered game's public table in room metadata: at every state of
 * random eight-seat rounds it decodes to exactly the public view (without the
 * log and the actions, which travel sealed), writes each seat id once, and
 * carries what a void needs: a new host that restores from it gives every
 * stake back, as the authority's own void does.
 */
import { describe, expect, it } from 'vitest';
import { createTable, restoreTable, type TableView } from '../../machines';
import { restoreFromPublic } from '../../src/host/replacing';
import { PUBLIC_VIEWER, decodePublicTable } from '../../src/sync/publicTable';
import { encodePublicTable } from '../../src/sync/publicTableWrite';
import { playAtEightSeats, publicMeta } from '../support/public-table';
import { gm, holdings, host } from '../support/tables';
import { registered } from './fixtures';

/** Rounds played at eight seats per check. */
const ROUNDS = 4;

describe.each(registered)('$id in room metadata', ({ game }) => {
  it('decodes to exactly the public view, writes each seat id once, and stores no field name and nothing derived', async () => {
    const states: { view: TableView; encoded: unknown }[] = [];
    playAtEightSeats(game, ROUNDS, (table) => {
      const view = table.view(PUBLIC_VIEWER) as TableView;
      const byName: string[] = [];
      const encoded = JSON.parse(
        JSON.stringify(encodePublicTable(view, publicMeta(table), (field) => byName.push(field))),
      );
      // Every field is in the game's schema, and every derivation (a total, whose turn) holds.
      expect(byName).toEqual([]);
      const text = JSON.stringify(encoded);
      for (const seat of view.seats) expect(text.split(seat.id)).toHaveLength(2);
      states.push({ view, encoded });
    });
    // Decoding waits on the game's meta (the registry's loader), so each state is read back once the rounds are played.
    for (const { view, encoded } of states)
      expect((await decodePublicTable(encoded))?.view).toEqual({ ...view, log: [], actions: [] });
    expect(states.length).toBeGreaterThan(2 * ROUNDS); // every round had moves
  });

  it('carries what a void needs: restoring from it gives every stake back, as the authority’s own void does', async () => {
    let start = holdings(createTable(game));
    // Each moment's table as published, whether a round was on, and the holdings its round began with; read back after the rounds.
    const moments: {
      encoded: ReturnType<typeof encodePublicTable>;
      inRound: boolean;
      start: ReturnType<typeof holdings>;
    }[] = [];
    playAtEightSeats(
      game,
      ROUNDS,
      (table) => {
        const encoded = encodePublicTable(
          table.view(PUBLIC_VIEWER) as TableView,
          publicMeta(table),
        );
        moments.push({ encoded, inRound: game.inRound(table.snapshot()), start });
        if (!game.inRound(table.snapshot())) return;
        const authority = restoreTable(game, table.persist());
        expect(authority.send(gm, { type: 'VOID_ROUND' })).toEqual({ ok: true });
        expect(holdings(authority)).toEqual(start);
      },
      (table) => (start = holdings(table)),
    );
    let voided = 0;
    for (const moment of moments) {
      const decoded = (await decodePublicTable(moment.encoded))!;
      if (!moment.inRound) {
        expect(Object.keys(decoded.stakes)).toEqual([]);
        continue;
      }
      const restored = createTable(game);
      expect(restored.send(host, restoreFromPublic(decoded))).toEqual({ ok: true });
      expect(holdings(restored)).toEqual(moment.start);
      voided++;
    }
    expect(voided).toBeGreaterThan(ROUNDS); // moments inside every round
  });
});
