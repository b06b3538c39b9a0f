/**
 * The table on the map keeps every secret (issue: "nothing secret in a shared item, nothing of another's secret in a
 * local one"). For every game that declares secrets and every kind it declares: two tables that differ only in one
 * secret give identical local items on every client but the secret's owner's: the GM's (whose map a stream may
 * show), each other seat's and a client with no seat; and identical shared-item writes. Played at random seat counts
 * with NPCs, as the views' secrecy test plays them (secrecy.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  restoreTable,
  type AnyGame,
  type Table,
  type TableView,
  type Viewer,
} from '../../machines';
import { chooser } from '../../machines/engine/autoplay';
import { drawTable } from '../../src/map/draw';
import { mapTable } from '../../src/map/model';
import { anchorItem } from '../../src/map/anchor';
import { PUBLIC_VIEWER } from '../../src/sync/publicTable';
import { paramsFor, playGame } from '../support/random-games';
import { registered, type ConformanceFixture, type Secret } from './fixtures';

const withSecrets = registered.filter((r) => r.fixture.secrets);

/** The secrets the map draws for their owner: a face of their own the table does not see. */
const DRAWN_FOR_OWNER = new Set(['hole die', 'unrevealed die']);

const ANCHOR = 'anchor-1';

/**
 * Everything a client's scene holds of the table: the shared anchor as the GM writes it, and its own local items. The
 * first player's seat sits at a token (its plate hangs there, and the anchor records it); the others sit round.
 */
function scene(table: Table, viewer: Viewer): string {
  const publicView = table.view(PUBLIC_VIEWER) as TableView;
  const own = table.view(viewer) as TableView;
  const role = viewer.role === 'gm' ? 'GM' : 'PLAYER';
  const first = publicView.seats.find((s) => s.controller === 'player');
  const seated = first ? { [first.id]: 'token-1' } : {};
  const shared = anchorItem(ANCHOR, { x: 300, y: 200 }, 150, seated);
  const drawn = drawTable(mapTable(publicView, { role, own }), ANCHOR, 150, seated);
  return JSON.stringify([shared, drawn]);
}

function checker(
  game: AnyGame,
  fixture: ConformanceFixture,
  seen: Map<string, number>,
  problems: string[],
) {
  return (table: Table, pick: (secrets: Secret[]) => Secret[]) => {
    const chosen = pick(fixture.secrets!(table.snapshot()));
    if (chosen.length === 0) return;
    const persisted = table.persist();
    // Every player's client; an NPC's secrets are the GM's, whose map shows none.
    const seats = (
      table.snapshot().context as { seats: { id: string; controller: string }[] }
    ).seats
      .filter((s) => s.controller === 'player')
      .map((s) => s.id);
    const clients: Viewer[] = [
      { role: 'gm' },
      { role: 'player', id: 'spectator' },
      ...seats.map((id) => ({ role: 'player' as const, id })),
    ];
    const before = new Map(clients.map((c) => [JSON.stringify(c), scene(table, c)]));
    for (const secret of chosen) {
      const twin = restoreTable(game, secret.vary(persisted));
      for (const client of clients) {
        const id = client.role === 'player' ? client.id : null;
        const same = scene(twin, client) === before.get(JSON.stringify(client));
        const mayDiffer = id !== null && (id === secret.owner || secret.alsoSeenBy?.includes(id));
        if (!mayDiffer && !same)
          problems.push(`${JSON.stringify(client)}'s map tells ${secret.what}`);
        // The owner's own hidden die is drawn on their map, so the twin's shows there.
        if (id !== null && id === secret.owner && DRAWN_FOR_OWNER.has(secret.kind) && same)
          problems.push(`${id}'s map does not show them ${secret.what}`);
      }
      seen.set(secret.kind, (seen.get(secret.kind) ?? 0) + 1);
    }
  };
}

describe.each(withSecrets)('$id on the map', ({ game, fixture }) => {
  it('two tables differing in one secret draw the same scene for every client but its owner, for every declared kind', {
    timeout: 120_000,
  }, () => {
    const seen = new Map<string, number>();
    const scripted: string[] = [];
    const check = checker(game, fixture, seen, scripted);
    for (const table of fixture.scriptedStates?.() ?? []) check(table, (all) => all);
    expect(scripted).toEqual([]);
    // NPCs at every table, at seat counts from 3 to 8.
    const params = paramsFor(fixture.setup).map((p) => ({ ...p, npcs: Math.max(1, p.npcs) }));
    fc.assert(
      fc.property(params, (p) => {
        const problems: string[] = [];
        const check = checker(game, fixture, seen, problems);
        const pick = chooser(p.choiceSeed);
        let n = 0;
        playGame(
          game,
          { ...p, junk: [] },
          ({ table }) =>
            check(table, (secrets) => {
              // One secret of every second state, and any kind not compared yet.
              const first = n++ % 2 === 0 ? pick(secrets) : null;
              const chosen = first ? [first] : [];
              const unseen = pick(secrets.filter((s) => !seen.has(s.kind)));
              return unseen && !chosen.includes(unseen) ? [...chosen, unseen] : chosen;
            }),
          { extend: fixture.extend, ...(fixture.rarely && { rarely: fixture.rarely }) },
        );
        expect(problems).toEqual([]);
      }),
      { numRuns: 20 },
    );
    const missing = (fixture.secretKinds ?? []).filter((kind) => !seen.has(kind));
    expect(missing, 'declared kinds of secret never compared').toEqual([]);
  });
});
