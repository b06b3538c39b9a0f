/**
 * Every registered game's public table in room metadata: at every state of
 * random eight-seat rounds it decodes to exactly the public view (without the
 * log and the actions, which travel sealed), writes each seat id once, and
 * carries what a void needs: a new host that restores from it gives every
 * stake back, as the authority's own void does.
 */
import { describe, expect, it } from 'vitest';
import { createTable, restoreTable, type TableView } from '../../machines';
import { restoreFromPublic } from '../../src/host/recovery';
import { PUBLIC_VIEWER, decodePublicTable, encodePublicTable } from '../../src/sync/publicTable';
import { playAtEightSeats, publicMeta } from '../support/public-table';
import { gm, holdings, host } from '../support/tables';
import { registered } from './fixtures';

/** Rounds played at eight seats per check. */
const ROUNDS = 4;

describe.each(registered)('$id in room metadata', ({ game }) => {
  it('decodes to exactly the public view, writes each seat id once, and stores no field name and nothing derived', () => {
    let states = 0;
    playAtEightSeats(game, ROUNDS, (table) => {
      const view = table.view(PUBLIC_VIEWER) as TableView;
      const byName: string[] = [];
      const encoded = JSON.parse(JSON.stringify(encodePublicTable(view, publicMeta(table), (field) => byName.push(field))));
      // Every field is in the game's schema, and every derivation (a total, whose turn) holds.
      expect(byName).toEqual([]);
      expect(decodePublicTable(encoded)?.view).toEqual({ ...view, log: [], actions: [] });
      const text = JSON.stringify(encoded);
      for (const seat of view.seats) expect(text.split(seat.id)).toHaveLength(2);
      states++;
    });
    expect(states).toBeGreaterThan(2 * ROUNDS); // every round had moves
  });

  it('carries what a void needs: restoring from it gives every stake back, as the authority’s own void does', () => {
    let voided = 0;
    let start = holdings(createTable(game));
    playAtEightSeats(
      game,
      ROUNDS,
      (table) => {
        const decoded = decodePublicTable(encodePublicTable(table.view(PUBLIC_VIEWER) as TableView, publicMeta(table)))!;
        if (!game.inRound(table.snapshot())) {
          expect(Object.keys(decoded.stakes)).toEqual([]);
          return;
        }
        const authority = restoreTable(game, table.persist());
        expect(authority.send(gm, { type: 'VOID_ROUND' })).toEqual({ ok: true });
        expect(holdings(authority)).toEqual(start);
        const restored = createTable(game);
        expect(restored.send(host, restoreFromPublic(decoded))).toEqual({ ok: true });
        expect(holdings(restored)).toEqual(start);
        voided++;
      },
      (table) => (start = holdings(table)),
    );
    expect(voided).toBeGreaterThan(ROUNDS); // moments inside every round
  });
});
