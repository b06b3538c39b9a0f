/**
 * "House Rule: Violence at the table is an immediate forfeit. Take it outside."
 * (tavern-twenty-one-vtt-edition.md): the GM's ruling, which takes a seat out of
 * the round with its stake left in the pot.
 */
import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import { gm, ok, player, refused } from '../support/tables';
import { classic, gmView, hit, opened, purseOf, scriptFaces, seat } from './helpers';

describe('"Violence at the table is an immediate forfeit."', () => {
  it('the GM rules a forfeit in the betting: the seat is out, and everything it staked stays in the pot', () => {
    const table = opened(classic(['ana', 'brom', 'cyra']), [
      ['d10', 2, 'd10', 3],
      ['d10', 8, 'd10', 9],
      ['d10', 7, 'd10', 9],
    ]);
    hit(table, 'ana', 'd8', 3);
    const pot = gmView(table).pot;
    ok(table.send(gm, { type: 'FORFEIT', target: 'ana' }));
    expect(seat(table, 'ana', 'brom').status).toBe('forfeited');
    expect(gmView(table).pot).toBe(pot);
    expect(purseOf(table, 'ana')).toBe(100 - 5 - 5);
    expect(said(gmView(table)).log.at(-1)!.text).toMatch(
      /Violence at the table! Ana forfeits the round/,
    );
  });

  it('a forfeit of the seat to act passes the turn; one in the opener passes the opener on', () => {
    const table = opened(classic(['ana', 'brom', 'cyra']), [
      ['d10', 2, 'd10', 3],
      ['d10', 8, 'd10', 9],
      ['d10', 7, 'd10', 9],
    ]);
    ok(table.send(gm, { type: 'FORFEIT', target: 'ana' }));
    expect(gmView(table).turn).toBe('brom');
    const opener = classic();
    ok(opener.send(gm, { type: 'START_ROUND' }));
    ok(opener.send(gm, { type: 'FORFEIT', target: 'ana' }));
    scriptFaces(opener, ['d10', 4], ['d10', 4]);
    ok(opener.send(player('brom'), { type: 'OPEN', shown: 'd10', hole: 'd10' }));
    ok(opener.send(player('brom'), { type: 'KEEP_ROLL' }));
    expect(gmView(opener).phase).toBe('betting');
    expect(gmView(opener).turn).toBe('brom');
  });

  it('the last seat left in wins; a forfeited seat never does', () => {
    const table = opened(classic(), [
      ['d10', 2, 'd10', 3],
      ['d10', 8, 'd10', 9],
    ]);
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'FORFEIT', target: 'brom' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    expect(gmView(table).result!.winner).toBe('ana');
  });

  it('only the GM rules it, only on a seat still in the round, and only during a round', () => {
    const lobby = classic();
    refused(lobby, gm, { type: 'FORFEIT', target: 'ana' });
    const table = opened(classic(), [
      ['d10', 2, 'd10', 3],
      ['d10', 8, 'd10', 9],
    ]);
    refused(table, player('brom'), { type: 'FORFEIT', target: 'ana' });
    ok(table.send(gm, { type: 'FORFEIT', target: 'ana' }));
    refused(table, gm, { type: 'FORFEIT', target: 'ana' }, /forfeited/);
  });
});
