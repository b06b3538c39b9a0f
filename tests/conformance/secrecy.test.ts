/**
 * For every registered game that declares secrets: two tables that differ
 * only in one secret give every viewer but its owner and the GM identical
 * views, at every state of random games and of the fixture's scripted states.
 * So no field of any view, actions included, can leak a hole die, a stat or a
 * foresight to anyone else. Every kind of secret the fixture declares must be
 * compared at least once, so a kind random play stops reaching fails the suite
 * instead of going unchecked.
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
import { PUBLIC_VIEWER } from '../../src/sync/publicTable';
import { encodePublicTable } from '../../src/sync/publicTableWrite';
import { publicMeta } from '../support/public-table';
import { chooser, type Chooser } from '../../machines/engine/autoplay';
import { paramsFor, playGame } from '../support/random-games';
import { registered, type ConformanceFixture, type Secret } from './fixtures';

const withSecrets = registered.filter((r) => r.fixture.secrets);

/** What a viewer receives: their view; for the public viewer, also the room metadata's value, as bytes. */
function bytesOf(table: Table, viewer: Viewer): string {
  const view = table.view(viewer);
  return (
    JSON.stringify(view) +
    (viewer === PUBLIC_VIEWER
      ? JSON.stringify(encodePublicTable(view as TableView, publicMeta(table)))
      : '')
  );
}

/** Compares twins of one table state, each differing from it in one secret; counts the kinds compared and lists what leaks. */
function checker(
  game: AnyGame,
  fixture: ConformanceFixture,
  compared: Map<string, number>,
  problems: string[],
) {
  const declared = new Set(fixture.secretKinds ?? []);
  return (table: Table, pickFrom: (secrets: Secret[]) => Secret[]) => {
    const secrets = fixture.secrets!(table.snapshot());
    for (const { kind, what } of secrets)
      if (!declared.has(kind))
        problems.push(`${what} is of a kind the fixture does not declare: ${kind}`);
    const chosen = pickFrom(secrets);
    if (chosen.length === 0) return;
    const persisted = table.persist();
    const seats = (table.snapshot().context as { seats: { id: string }[] }).seats.map((s) => s.id);
    const seen = new Map<string, string>();
    const original = (viewer: Viewer) => {
      const key = viewer.role === 'gm' ? '' : `player:${viewer.id}`;
      if (!seen.has(key)) seen.set(key, bytesOf(table, viewer));
      return seen.get(key)!;
    };
    for (const secret of chosen) {
      const twin = restoreTable(game, secret.vary(persisted));
      const same = (viewer: Viewer) => bytesOf(twin, viewer) === original(viewer);
      const others: Viewer[] = [
        PUBLIC_VIEWER,
        { role: 'player', id: 'spectator' },
        ...seats
          .filter((id) => id !== secret.owner && !secret.alsoSeenBy?.includes(id))
          .map((id) => ({ role: 'player' as const, id })),
      ];
      for (const viewer of others)
        if (!same(viewer))
          problems.push(
            `${JSON.stringify(viewer)} can tell ${secret.what} in ${JSON.stringify(table.snapshot().value)}`,
          );
      if (same({ role: 'gm' }))
        problems.push(
          `the GM cannot tell ${secret.what}: it is no secret, or the twin is the same table`,
        );
      if (secret.owner !== null && same({ role: 'player', id: secret.owner }))
        problems.push(`${secret.owner} cannot tell ${secret.what}`);
      compared.set(secret.kind, (compared.get(secret.kind) ?? 0) + 1);
    }
  };
}

/**
 * Two random secrets of every third state (each one restores a table and builds every view twice), and at any
 * state, one of a kind not compared yet: a rare kind is compared the first time a game reaches it.
 */
function sample(pick: Chooser, compared: Map<string, number>, n: number) {
  return (secrets: Secret[]): Secret[] => {
    const chosen: Secret[] = [];
    if (n % 3 === 0) {
      const first = pick(secrets);
      const second = pick(secrets.filter((s) => s !== first));
      for (const s of [first, second]) if (s) chosen.push(s);
    }
    const unseen = secrets.filter(
      (s) => !compared.has(s.kind) && !chosen.some((c) => c.kind === s.kind),
    );
    const rare = pick(unseen);
    return rare ? [...chosen, rare] : chosen;
  };
}

describe.each(withSecrets)('$id keeps its secrets', ({ game, fixture }) => {
  it('a table differing in one secret looks the same to everyone but its owner and the GM, who see the difference; every declared kind of secret is compared', {
    timeout: 120_000,
  }, () => {
    const compared = new Map<string, number>();
    const scripted: string[] = [];
    // The scripted states: every secret they hold, so the kinds random play reaches rarely are compared every run.
    const check = checker(game, fixture, compared, scripted);
    for (const table of fixture.scriptedStates?.() ?? []) check(table, (all) => all);
    expect(scripted).toEqual([]);
    fc.assert(
      fc.property(paramsFor(fixture.setup), (p) => {
        const problems: string[] = [];
        const check = checker(game, fixture, compared, problems);
        const pick = chooser(p.choiceSeed);
        let n = 0;
        playGame(
          game,
          { ...p, junk: [] },
          ({ table }) => check(table, sample(pick, compared, n++)),
          { extend: fixture.extend, ...(fixture.rarely && { rarely: fixture.rarely }) },
        );
        expect(problems).toEqual([]);
      }),
      { numRuns: 40 },
    );
    const missing = (fixture.secretKinds ?? []).filter((kind) => !compared.has(kind));
    expect(missing, 'declared kinds of secret never compared').toEqual([]);
  });
});
