/**
 * The public table in room metadata: what is particular to the wire. (That it
 * decodes to exactly the public view of every game, writes each seat id once
 * and carries what a void needs: the conformance suite,
 * tests/conformance/public-table.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { createTable } from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import { PUBLIC_VIEWER, decodePublicTable } from '../../src/sync/publicTable';
import { encodePublicTable } from '../../src/sync/publicTableWrite';
import { playAtEightSeats, publicMeta } from '../support/public-table';
import { twentyOneView } from '../support/tables';

describe('the public table', () => {
  it('names no hole die before the reveal', async () => {
    const published: ReturnType<typeof encodePublicTable>[] = [];
    playAtEightSeats(twentyOne, 2, (table) => {
      const view = table.view(PUBLIC_VIEWER);
      if (view.phase === 'cut' || view.phase === 'betting')
        published.push(encodePublicTable(view, publicMeta(table)));
    });
    let hidden = 0;
    for (const encoded of published) {
      for (const seat of twentyOneView((await decodePublicTable(encoded))!.view).seats) {
        for (const die of seat.dice.filter((d) => d.hole)) {
          expect([die.face, die.counts]).toEqual([null, null]);
          hidden++;
        }
      }
    }
    expect(hidden).toBeGreaterThan(0);
  });

  it('keeps strings that look like its own tokens', async () => {
    const table = createTable(twentyOne);
    table.send({ role: 'player', id: 'p1' }, { type: 'JOIN', name: '#0', purse: 5 });
    table.send({ role: 'player', id: 'p2' }, { type: 'JOIN', name: '##1', purse: 5 });
    const view = table.view(PUBLIC_VIEWER);
    expect(
      (await decodePublicTable(encodePublicTable(view, publicMeta(table))))!.view.seats.map(
        (s) => s.name,
      ),
    ).toEqual(['#0', '##1']);
  });

  it('keeps a field its game\u2019s schema does not name, by name', async () => {
    const table = createTable(twentyOne);
    table.send({ role: 'player', id: 'p1' }, { type: 'JOIN', name: 'Ana', purse: 5 });
    const view = { ...table.view(PUBLIC_VIEWER), omen: 'a black cat' };
    const stored: string[] = [];
    const decoded = await decodePublicTable(
      JSON.parse(
        JSON.stringify(encodePublicTable(view, publicMeta(table), (field) => stored.push(field))),
      ),
    );
    expect(stored).toEqual(['omen']);
    expect(decoded!.view).toMatchObject({ omen: 'a black cat' });
  });

  it('reads nothing it does not understand', async () => {
    const table = createTable(twentyOne);
    const good = encodePublicTable(table.view(PUBLIC_VIEWER), publicMeta(table));
    expect(await decodePublicTable(good)).not.toBeNull();
    const seated = createTable(twentyOne);
    seated.send({ role: 'player', id: 'p1' }, { type: 'JOIN', name: 'Ana', purse: 5 });
    seated.send({ role: 'player', id: 'p2' }, { type: 'JOIN', name: 'Brom', purse: 5 });
    const two = encodePublicTable(seated.view(PUBLIC_VIEWER), publicMeta(seated));
    // The view by position: its phase first (an index of the game's phases), its seats' ids as indices of `ids`.
    const broken = [
      undefined,
      null,
      'table',
      { ...good, v: 1 },
      { ...good, v: 4 },
      { ...good, l: 'another-layout' },
      { ...good, g: 'poker' },
      { ...good, view: [99, ...good.view.slice(1)] },
      { ...good, view: good.view.slice(1) },
      { ...two, ids: ['p1'] },
      { ...two, st: [0] },
      { ...two, view: JSON.parse(JSON.stringify(two.view).replace('[0,"Ana"', '[7,"Ana"')) },
    ];
    for (const bad of broken) {
      expect(await decodePublicTable(bad)).toBeNull();
    }
  });
});
