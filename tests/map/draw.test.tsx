// @vitest-environment jsdom
/** What the table on the map shows each client, from the public table and their own secrets (src/map). */
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { TableView, Viewer } from '../../machines';
import { diffDrawings } from '../../src/map/diff';
import { D10_BELT, outlineText } from '../../src/map/dieOutlines';
import { type Drawn, drawTable } from '../../src/map/draw';
import { mapTable, type MapViewer } from '../../src/map/model';
import { DieShape } from '../../src/panels/shared/Die';
import { PUBLIC_VIEWER } from '../../src/sync/publicTable';
import { gm, ok, player, roll, threeAtBetting } from '../support/tables';
import type { Table } from '../../machines';

afterEach(cleanup);

const ANCHOR = 'anchor';
const CELL = 150;

/** A client's map: the public table, and the viewer's own view for their secrets. */
function mapOf(table: Table, viewer: Viewer) {
  const client: MapViewer =
    viewer.role === 'gm'
      ? { role: 'GM', own: table.view(viewer) as TableView }
      : { role: 'PLAYER', own: table.view(viewer) as TableView };
  return mapTable(table.view(PUBLIC_VIEWER) as TableView, client);
}

const texts = (items: Drawn[]) =>
  items.flatMap((item) => (item.type === 'TEXT' ? [item.text.plainText] : []));

/** Ana shows 6 with a hole die of 5, Brom 3 with 4, Cyra 8 with 2; betting, one of them to act. */
const midRound = () => threeAtBetting();

const toAct = (table: Table) =>
  (table.view(PUBLIC_VIEWER) as TableView).seats.find((s) => s.isTurn)!.id;

describe('the drawing', () => {
  it('draws each die as the popover draws it', () => {
    for (const kind of ['d4', 'd6', 'd8', 'd10', 'd12', 'd20']) {
      const { container } = render(<DieShape kind={kind} />);
      expect(container.querySelector('polygon')?.getAttribute('points')).toBe(outlineText(kind));
      if (kind === 'd10')
        expect(container.querySelector('polyline')?.getAttribute('points')).toBe(D10_BELT);
      cleanup();
    }
    const { container } = render(<DieShape kind="coin" />);
    expect(container.querySelector('circle')).not.toBeNull();
    expect(outlineText('coin')).toBeNull();
  });

  it('a plate per seat says its name, purse and state, and the ring marks the seat to act', () => {
    const table = midRound();
    const acting = toAct(table);
    const map = mapOf(table, { role: 'player', id: 'brom' });
    expect(map.seats.map((s) => [s.name, s.state])).toEqual(
      ['Ana', 'Brom', 'Cyra'].map((name) => [
        name,
        name.toLowerCase() === acting ? 'to act' : 'in',
      ]),
    );
    const items = drawTable(map, ANCHOR, CELL);
    expect(texts(items).filter((t) => t.includes('to act'))).toHaveLength(1);
    const ring = items.find((i) => i.id === `${ANCHOR}/marker`)!;
    const plate = items.find((i) => i.id === `${ANCHOR}/seat/${acting}/plate`)!;
    expect(ring.position.x).toBeLessThan(plate.position.x);
    expect(ring.position.y).toBeLessThan(plate.position.y);
    expect(ring.position.x + (ring as { width: number }).width).toBeGreaterThan(plate.position.x);
    expect(texts(items).some((t) => t.startsWith('Pot '))).toBe(true);
    expect(items.every((i) => i.attachedTo === ANCHOR)).toBe(true);
  });

  it('shows a hole die to its owner alone: Ana sees her 5, Brom, the GM and a bystander a face-down die', () => {
    const table = midRound();
    const anaDice = (viewer: Viewer) => mapOf(table, viewer).seats[0]!.dice;
    expect(anaDice({ role: 'player', id: 'ana' })).toEqual([
      { kind: 'd10', face: 6 },
      { kind: 'd10', face: 5, secret: true },
    ]);
    const hidden = [
      { kind: 'd10', face: 6 },
      { kind: 'd10', face: null },
    ];
    expect(anaDice({ role: 'player', id: 'brom' })).toEqual(hidden);
    expect(anaDice({ role: 'gm' })).toEqual(hidden);
    expect(anaDice({ role: 'player', id: 'zed' })).toEqual(hidden);
  });

  it('says the last result once the round is over', () => {
    const table = midRound();
    while ((table.view(PUBLIC_VIEWER) as TableView).phase === 'betting')
      ok(table.send(player(toAct(table)), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    const map = mapOf(table, { role: 'player', id: 'brom' });
    // Ana's 11 beats Cyra's 10 and Brom's 7.
    expect(map.result).toMatch(/^Ana wins \d+ gp with 11$/);
    expect(texts(drawTable(map, ANCHOR, CELL))).toContain(map.result);
  });
});

describe('the redraw after a move', () => {
  it("touches only the items that changed: a roll changes the roller's plate and the ring, never another seat's dice", () => {
    const table = midRound();
    const acting = toAct(table);
    const other = ['ana', 'brom', 'cyra'].find((id) => id !== acting)!;
    const viewer: Viewer = { role: 'player', id: other };
    const before = drawTable(mapOf(table, viewer), ANCHOR, CELL);
    roll(table, acting, 'd4', 2);
    const after = drawTable(mapOf(table, viewer), ANCHOR, CELL);
    const changes = diffDrawings(before, after);
    const touched = [
      ...changes.add.map((i) => i.id),
      ...changes.update.map((u) => u.id),
      ...changes.delete,
    ];
    expect(touched.length).toBeGreaterThan(0);
    expect(touched.some((id) => id.startsWith(`${ANCHOR}/seat/${acting}/dice/2`))).toBe(true);
    expect(touched.filter((id) => id.includes(`/seat/${other}/dice`))).toEqual([]);
    expect(touched.length).toBeLessThan(after.length / 2);
    // Applying the changes to the old drawing gives the new one.
    const applied = new Map(before.map((i) => [i.id, { ...i }]));
    for (const id of changes.delete) applied.delete(id);
    for (const u of changes.update) Object.assign(applied.get(u.id)!, u);
    for (const i of changes.add) applied.set(i.id, i);
    expect(new Map([...applied].sort())).toEqual(
      new Map(after.map((i) => [i.id, i] as const).sort()),
    );
  });

  it('a drawing that did not change makes no change', () => {
    const table = midRound();
    const map = mapOf(table, { role: 'gm' });
    const changes = diffDrawings(drawTable(map, ANCHOR, CELL), drawTable(map, ANCHOR, CELL));
    expect(changes).toEqual({ add: [], update: [], delete: [] });
  });
});
