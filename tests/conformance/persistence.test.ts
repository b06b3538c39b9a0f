/**
 * Every registered game persists to plain JSON that names its game and
 * format, and a table restored from it at any step of a random game has the
 * same future, for every viewer: the host can reload at any moment without a
 * die or a coin changing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERSIST_FORMAT, createTable, replay, restoreTable, type Viewer } from '../../machines';
import { playGame, paramsFor, sendersOf } from '../support/random-games';
import { checkEveryRestore, type Recorded } from '../support/restore';
import { registered } from './fixtures';

describe.each(registered)('$id persisted', ({ id, game, fixture }) => {
  it('from every step of random games, a table restored from its JSON has the same future, and the rest of the log replays onto it', {
    timeout: 120_000,
  }, () => {
    const params = paramsFor(fixture.setup).map((p) => ({ ...p, rounds: Math.min(p.rounds, 2) }));
    const seen = new Set<string>();
    fc.assert(
      fc.property(params, (p) => {
        const recorded: Recorded[] = [];
        const { table } = playGame(game, p, ({ table, outcome }) => {
          // Through JSON text, as the host stores it.
          if (outcome.ok)
            recorded.push({ step: table.history.at(-1)!, json: JSON.stringify(table.persist()) });
        });
        const viewers: Viewer[] = [
          { role: 'gm' },
          ...sendersOf(p)
            .slice(1)
            .map((s) => ({ role: 'player' as const, id: (s as { id: string }).id })),
        ];
        for (const value of checkEveryRestore(table, recorded, viewers)) seen.add(value);
        // The rest of the log replayed onto a restored table ends where the original did (every tenth step: each replays to the end).
        const final = JSON.stringify(table.persist());
        for (let i = 0; i < recorded.length; i += 10) {
          expect(
            JSON.stringify(
              replay(game, table.events.slice(i + 1), {
                persisted: JSON.parse(recorded[i]!.json),
              }).persist(),
            ),
          ).toBe(final);
        }
      }),
      { numRuns: 25 },
    );
    // Restored from the lobby, from between rounds and from inside rounds.
    expect(seen).toContain('"lobby"');
    expect(seen).toContain('"roundOver"');
    expect([...seen].some((value) => value.startsWith('{"round"'))).toBe(true);
  });

  it('is plain JSON that names its game and format; another format, another game or a log event that does not fit is refused', () => {
    const table = createTable(game);
    const saved = JSON.parse(JSON.stringify(table.persist()));
    expect(saved).toMatchObject({ format: PERSIST_FORMAT, game: id });
    expect(restoreTable(game, saved).persist()).toEqual(table.persist());
    expect(() => restoreTable(game, { ...saved, format: 0 })).toThrow(/format 0/);
    expect(() => restoreTable(game, { ...saved, game: 'poker' })).toThrow(/game of poker/);
    expect(() => table.apply({ type: 'NEXT_ROUND', by: 'gm', at: 0, dice: {} })).toThrow(
      /does not apply/,
    );
  });
});
