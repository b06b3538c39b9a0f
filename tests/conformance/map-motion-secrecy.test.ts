/**
 * Motion on the map keeps every secret (issue: "nothing of another's secret in a local one"; "Each client animates
 * its own local items from the public change"). For every game that declares secrets and every kind it declares:
 * each client draws the state before (in random play, the state before the move; at a scripted state, the same
 * table with nothing yet rolled, settled or to act), then one of two tables differing only in one secret; every
 * local-item write over the frames of its motion, to their end, is identical on every client but the secret's
 * owner's: the GM's, each other seat's and a client with no seat. Motion writes no shared item: the painter holds
 * the client's local store alone.
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
import { diffDrawings } from '../../src/map/diff';
import { type Drawn, drawTable } from '../../src/map/draw';
import { mapTable, type MapTable } from '../../src/map/model';
import { animationsBetween, frameAt } from '../../src/map/motion';
import { PUBLIC_VIEWER } from '../../src/sync/publicTable';
import { FRAME_MS } from '../support/motion';
import { paramsFor, playGame } from '../support/random-games';
import { registered, type Secret } from './fixtures';

const withSecrets = registered.filter((r) => r.fixture.secrets);
const ANCHOR = 'anchor-1';
const CELL = 150;

function modelOf(table: Table, viewer: Viewer): MapTable {
  const role = viewer.role === 'gm' ? 'GM' : 'PLAYER';
  return mapTable(table.view(PUBLIC_VIEWER) as TableView, {
    role,
    own: table.view(viewer) as TableView,
  });
}

/** The client's table before anything was rolled, settled or to act: every die it shows then tumbles. */
const unrolled = (model: MapTable): MapTable => ({
  ...model,
  result: null,
  seats: model.seats.map((s) => ({ ...s, purse: s.purse - 1, toAct: false, dice: [] })),
  centre: [],
});

/** Every write of the motion from `before` to `after`, every third frame, to its end. */
function motionWrites(before: MapTable, after: MapTable): string {
  const final = drawTable(after, ANCHOR, CELL);
  let running = animationsBetween(before, after, 0);
  let drawn: Drawn[] = drawTable(before, ANCHOR, CELL);
  const writes = [];
  for (let t = 0; running.length > 0 && t < 5000; t += 3 * FRAME_MS) {
    const frame = frameAt(final, ANCHOR, running, t);
    writes.push(diffDrawings(drawn, frame.items));
    drawn = frame.items;
    running = frame.running;
  }
  writes.push(diffDrawings(drawn, final));
  return JSON.stringify(writes);
}

function clientsOf(table: Table): Viewer[] {
  // Every player's client; an NPC's secrets are the GM's, whose map shows none.
  const seats = (table.snapshot().context as { seats: { id: string; controller: string }[] }).seats
    .filter((s) => s.controller === 'player')
    .map((s) => s.id);
  return [
    { role: 'gm' },
    { role: 'player', id: 'spectator' },
    ...seats.map((id) => ({ role: 'player' as const, id })),
  ];
}

/** Compares the twins of `table` by each chosen secret, from `before` (a client's earlier model, or none). */
function check(
  game: AnyGame,
  table: Table,
  chosen: Secret[],
  before: (viewer: Viewer) => MapTable,
  problems: string[],
) {
  const persisted = table.persist();
  const clients = clientsOf(table);
  const real = clients.map((c) => motionWrites(before(c), modelOf(table, c)));
  for (const secret of chosen) {
    const twin = restoreTable(game, secret.vary(persisted));
    for (const [i, client] of clients.entries()) {
      const id = client.role === 'player' ? client.id : null;
      if (id !== null && (id === secret.owner || secret.alsoSeenBy?.includes(id))) continue;
      if (motionWrites(before(client), modelOf(twin, client)) !== real[i])
        problems.push(`${JSON.stringify(client)}'s motion tells ${secret.what}`);
    }
  }
}

describe.each(withSecrets)('$id in motion on the map', ({ game, fixture }) => {
  it('two tables differing in one secret write the same motion for every client but its owner', {
    timeout: 120_000,
  }, () => {
    const seen = new Map<string, number>();
    const note = (chosen: Secret[]) => {
      for (const s of chosen) seen.set(s.kind, (seen.get(s.kind) ?? 0) + 1);
    };
    const scripted: string[] = [];
    for (const table of fixture.scriptedStates?.() ?? []) {
      const all = fixture.secrets!(table.snapshot());
      check(game, table, all, (c) => unrolled(modelOf(table, c)), scripted);
      note(all);
    }
    expect(scripted).toEqual([]);
    const params = paramsFor(fixture.setup).map((p) => ({ ...p, npcs: Math.max(1, p.npcs) }));
    fc.assert(
      fc.property(params, (p) => {
        const problems: string[] = [];
        const pick = chooser(p.choiceSeed);
        // Each client's model of the state before this one, by the client.
        let previous = new Map<string, MapTable>();
        let n = 0;
        playGame(
          game,
          { ...p, junk: [] },
          ({ table }) => {
            const last = previous;
            previous = new Map(clientsOf(table).map((c) => [JSON.stringify(c), modelOf(table, c)]));
            const secrets = fixture.secrets!(table.snapshot());
            // One secret of every fifth state, and any kind not compared yet.
            const first = n++ % 5 === 0 ? pick(secrets) : null;
            const unseen = pick(secrets.filter((s) => !seen.has(s.kind)));
            const chosen = [first, unseen].filter(
              (s, i, all): s is Secret => !!s && all.indexOf(s) === i,
            );
            if (chosen.length === 0) return;
            const before = (c: Viewer) =>
              last.get(JSON.stringify(c)) ?? unrolled(previous.get(JSON.stringify(c))!);
            check(game, table, chosen, before, problems);
            note(chosen);
          },
          { extend: fixture.extend, ...(fixture.rarely && { rarely: fixture.rarely }) },
        );
        expect(problems).toEqual([]);
      }),
      { numRuns: 5 },
    );
    const missing = (fixture.secretKinds ?? []).filter((kind) => !seen.has(kind));
    expect(missing, 'declared kinds of secret never compared').toEqual([]);
  });
});
