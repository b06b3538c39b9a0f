/**
 * The public table is read by seat ids that came from room metadata: a seat id that names what every object inherits
 * (`constructor`, `toString`, `__proto__`, …) finds no stake, so recovery pays each seat its purse and the stakes it
 * put in, never a function glued to a number.
 */
import { describe, expect, it } from 'vitest';
import { createTable, games } from '../../machines';
import { restoreFromPublic } from '../../src/host/replacing';
import { PUBLIC_VIEWER, type PublicTable } from '../../src/sync/publicTable';
import { encodePublicTable } from '../../src/sync/publicTableWrite';
import { player } from '../support/tables';

const INHERITED = Object.getOwnPropertyNames(Object.prototype);

describe.each(INHERITED)('a seat of the public table with the id %s', (id) => {
  it('is seated again by a recovery with its purse, a number', () => {
    const published = {
      tableId: 't',
      rev: 3,
      roundsPlayed: 1,
      stakes: { ana: 5 },
      houseStake: 0,
      carry: 0,
      view: {
        house: 0,
        seats: [
          { id: 'ana', name: 'Ana', controller: 'player', purse: 95 },
          { id, name: 'Cora', controller: 'player', purse: 40 },
        ],
      },
    } as unknown as PublicTable;
    expect(restoreFromPublic(published).seats.map((s) => s.purse)).toEqual([100, 40]);
  });

  it('has no stake written beside it when nobody staked', () => {
    const table = createTable(games.goblin);
    table.send(player('ana'), { type: 'JOIN', name: 'Ana' });
    table.send(player('brom'), { type: 'JOIN', name: 'Brom' });
    const view = JSON.parse(
      JSON.stringify(table.view(PUBLIC_VIEWER)).replaceAll('"brom"', `"${id}"`),
    );
    const meta = { tableId: 't', rev: 3, roundsPlayed: 0, stakes: {}, houseStake: 0, carry: 0 };
    const encoded = encodePublicTable(view, meta);
    expect(encoded.ids).toEqual(['ana', id]);
    expect(encoded.st).toEqual([]);
  });
});
