/**
 * For every registered game that declares secrets: two tables that differ
 * only in one secret give every viewer but its owner and the GM identical
 * views, at every state of random games. So no field of any view, actions
 * included, can leak a hole die, a stat or a foresight to anyone else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restoreTable, type Table, type TableView, type Viewer } from '../../machines';
import { PUBLIC_VIEWER, encodePublicTable } from '../../src/sync/publicTable';
import { publicMeta } from '../support/public-table';
import { chooser } from '../../machines/engine/autoplay';
import { paramsFor, playGame } from '../support/random-games';
import { registered } from './fixtures';

const withSecrets = registered.filter((r) => r.fixture.secrets);

/** What a viewer receives: their view; for the public viewer, also the room metadata's value, as bytes. */
function bytesOf(table: Table, viewer: Viewer): string {
  const view = table.view(viewer);
  return JSON.stringify(view) + (viewer === PUBLIC_VIEWER ? JSON.stringify(encodePublicTable(view as TableView, publicMeta(table))) : '');
}

describe.each(withSecrets)('$id keeps its secrets', ({ game, fixture }) => {
  it('a table differing in one secret looks the same to everyone but its owner and the GM, who see the difference', { timeout: 120_000 }, () => {
    let compared = 0;
    fc.assert(
      fc.property(paramsFor(fixture.setup), (p) => {
        const problems: string[] = [];
        const pick = chooser(p.choiceSeed);
        let n = 0;
        playGame(game, { ...p, junk: [] }, ({ table }) => {
          // Two secrets of every third state: each one restores a table and builds every view twice.
          if (n++ % 3) return;
          const persisted = table.persist();
          const seats = (table.snapshot().context as { seats: { id: string }[] }).seats.map((s) => s.id);
          const seen = new Map<string, string>();
          const original = (viewer: Viewer) => {
            const key = viewer.role === 'gm' ? '' : `player:${viewer.id}`;
            if (!seen.has(key)) seen.set(key, bytesOf(table, viewer));
            return seen.get(key)!;
          };
          const secrets = fixture.secrets!(table.snapshot());
          const first = pick(secrets);
          for (const secret of [first, pick(secrets.filter((s) => s !== first))]) {
            if (!secret) continue;
            const twin = restoreTable(game, secret.vary(persisted));
            const same = (viewer: Viewer) => bytesOf(twin, viewer) === original(viewer);
            const others: Viewer[] = [PUBLIC_VIEWER, { role: 'player', id: 'spectator' }, ...seats.filter((id) => id !== secret.owner && !secret.alsoSeenBy?.includes(id)).map((id) => ({ role: 'player' as const, id }))];
            for (const viewer of others) if (!same(viewer)) problems.push(`${JSON.stringify(viewer)} can tell ${secret.what} in ${JSON.stringify(table.snapshot().value)}`);
            if (same({ role: 'gm' })) problems.push(`the GM cannot tell ${secret.what}: it is no secret, or the twin is the same table`);
            if (secret.owner !== null && same({ role: 'player', id: secret.owner })) problems.push(`${secret.owner} cannot tell ${secret.what}`);
            compared++;
          }
        });
        expect(problems).toEqual([]);
      }),
      { numRuns: 40 },
    );
    expect(compared).toBeGreaterThan(0); // the random games reached tables holding secrets
  });
});
