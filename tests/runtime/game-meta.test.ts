/**
 * What each registered game says of itself without its chart (its meta.ts,
 * which the wire, the lobby and the panels read) agrees with the chart: the
 * same phases, a public view told apart by the game's own id, and lobby
 * options whose defaults and limits are the ones its rules hold.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, createTable, metaOf, games, type AnyGame, type Sender } from '../../machines';
import { phasesOf } from '../../machines/engine/phase';
import type { LobbyOption } from '../../machines/table/gameMeta';

const gm: Sender = { role: 'gm', id: 'gm' };

/** What the game's rules say of `SET_OPTIONS` with this one option set to `value`. */
function setting(game: AnyGame, option: LobbyOption, value: unknown) {
  return createTable(game).send(gm, { type: 'SET_OPTIONS', [option.key]: value });
}

/** Values the option must take, and values it must refuse as malformed. */
function probes(option: LobbyOption): { taken: unknown[]; refused: unknown[] } {
  switch (option.kind) {
    case 'boolean':
      return { taken: [true, false], refused: ['yes'] };
    case 'choice':
      return { taken: option.choices.map((c) => c.value), refused: ['none of these'] };
    case 'number':
      return {
        taken: [option.min, option.max].filter((n) => n !== undefined),
        refused: [
          option.min === undefined ? undefined : option.min - 1,
          option.max === undefined ? undefined : option.max + 1,
          'ten',
        ].filter((n) => n !== undefined),
      };
  }
}

describe.each(GAME_IDS.map((id) => ({ id, game: games[id] as AnyGame, meta: metaOf(id) })))(
  '$id’s metadata',
  ({ id, game, meta }) => {
    it('lists the phases its chart names', () => {
      expect([...meta.phases].sort()).toEqual(phasesOf(game.machine.root).sort());
    });

    it('checks a public view told apart by its id, and the lists one viewer owns are in every view', () => {
      expect(meta.publicView.entries.game.literal).toBe(id);
      const view = createTable(game).view({ role: 'gm' }) as unknown as Record<string, unknown>;
      for (const list of meta.viewerLists) expect(Array.isArray(view[list]), list).toBe(true);
    });

    it.each(meta.options.map((option: LobbyOption) => ({ key: option.key, option })))(
      '$key: its default is a new table’s, and the rules hold its limits',
      ({ option }) => {
        const options = (
          createTable(game).view({ role: 'gm' }) as unknown as { options: Record<string, unknown> }
        ).options;
        expect(options[option.key]).toEqual(option.default);
        const { taken, refused } = probes(option);
        for (const value of taken)
          expect(setting(game, option, value), `${option.key} = ${String(value)}`).toEqual({
            ok: true,
          });
        for (const value of refused)
          expect(setting(game, option, value).ok, `${option.key} = ${String(value)}`).toBe(false);
      },
    );
  },
);
