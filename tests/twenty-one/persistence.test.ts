/**
 * Snapshot → JSON → restore gives the same future from every reachable state:
 * in random games, the table restored at any step and fed the rest of the log
 * ends exactly where the original did, for every viewer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERSIST_FORMAT, replay, restoreTable, type PersistedTable, type Viewer } from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import { gameOptions, gameParams, playRandomGame } from '../support/random-games';
import { gm, ok, opened, player, seated } from '../support/tables';

describe('persistence', () => {
  it('restores to the same future from every step of random games', () => {
    fc.assert(
      fc.property(gameParams, (params) => {
        const saved: { persisted: PersistedTable; applied: number }[] = [];
        const { table } = playRandomGame(params, (step) => {
          // Through JSON text, as the host stores it.
          if (step.outcome.ok) saved.push({ persisted: JSON.parse(JSON.stringify(step.table.persist())), applied: step.table.events.length });
        });
        const final = JSON.stringify(table.persist());
        const viewers: Viewer[] = [{ role: 'gm' }, ...table.view({ role: 'gm' }).seats.map((s) => ({ role: 'player' as const, id: s.id }))];
        for (const { persisted, applied } of saved) {
          const resumed = replay(twentyOne, table.events.slice(applied), { persisted });
          expect(JSON.stringify(resumed.persist())).toBe(final);
          for (const viewer of viewers) expect(resumed.view(viewer)).toEqual(table.view(viewer));
        }
      }),
      { numRuns: 40 },
    );
  }, 300_000);

  it('replays a whole game from its event log to the same table', () => {
    fc.assert(
      fc.property(gameParams, (params) => {
        const { table } = playRandomGame(params);
        const input = { options: gameOptions(params) };
        expect(JSON.stringify(replay(twentyOne, table.events, { input }).persist())).toBe(JSON.stringify(table.persist()));
      }),
      { numRuns: 300 },
    );
  }, 300_000);

  it('a restored table keeps taking intents mid-round', () => {
    const table = opened(seated(), [[6, 5], [3, 4]]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    const restored = restoreTable(twentyOne, JSON.parse(JSON.stringify(table.persist())));
    expect(restored.view({ role: 'gm' }).turn).toBe('brom');
    restored.scriptDice({ d8: [2] });
    ok(restored.send(player('brom'), { type: 'ROLL', die: 'd8' }));
    ok(restored.send(player('brom'), { type: 'KEEP_ROLL' }));
    expect(restored.view({ role: 'player', id: 'brom' }).seats[1]!.total).toBe(9);
    ok(restored.send(player('ana'), { type: 'HOLD' }));
    ok(restored.send(player('brom'), { type: 'HOLD' }));
    ok(restored.send(gm, { type: 'END_STAREDOWN' }));
    expect(restored.view({ role: 'gm' }).result?.winner).toBe('ana');
  });

  it('refuses a snapshot of another format or another game, with a reason', () => {
    const persisted = seated().persist();
    expect(() => restoreTable(twentyOne, { ...persisted, format: 0 as typeof PERSIST_FORMAT })).toThrow(/format 0/);
    expect(() => restoreTable(twentyOne, { ...persisted, game: 'goblin' })).toThrow(/game of goblin/);
  });

  it('refuses a log event that does not fit the table', () => {
    const table = seated();
    expect(() => table.apply({ type: 'HOLD', seat: 'ana', by: 'ana', at: 0, dice: {} })).toThrow(/does not apply/);
  });
});
