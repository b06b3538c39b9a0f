// @vitest-environment jsdom
/**
 * The GM at a glance (issue 54): the moves of an NPC the GM plays that the table waits on come before anything else
 * the GM may do, and the NPCs that play themselves lend the GM's panel no greyed copies of their moves; the lobby's
 * NPC form has a visible heading and comes first in the lobby; Classic's house rule sits under the round's controls.
 */
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllPanels } from '../../src/panels/games';
import { TablePanel } from '../../src/panels/TablePanel';
import type { TableView } from '../../machines/catalog';
import { createTable, games, scriptedDice } from '../../machines';
import { gm, ok, player } from '../support/tables';
import { classic, opened } from '../twenty-one-classic/helpers';
import { props, stateFor } from './state';

beforeAll(() => loadAllPanels());
afterEach(cleanup);

const showGm = (view: unknown) => {
  const p = props(stateFor(view as TableView, { id: 'gm', role: 'GM' }));
  render(<TablePanel {...p} />);
  return p;
};

/** `a` comes before `b` in the page. */
const precedes = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/** Grub (taken over by the GM) and Mirela (playing herself) sit first, then Ana and Brom; the round starts. */
function withNpcs(game: 'goblin' | 'twenty-one') {
  const table = createTable(games[game], { dice: scriptedDice({}) });
  for (const name of ['Grub', 'Mirela'])
    ok(
      table.send(gm, {
        type: 'ADD_NPC',
        name,
        purse: 50,
        selfPlay: { style: 'x', level: 'forgiving' },
      }),
    );
  ok(table.send(gm, { type: 'TAKE_OVER', seat: 'npc-1' }));
  for (const id of ['ana', 'brom'])
    ok(table.send(player(id), { type: 'JOIN', name: id, purse: 50 }));
  // Standard: Grub shows the lowest die and may take the Cut; Goblin: Grub pulls the trigger first.
  table.scriptDice({ d10: [1, 5, 6, 5, 7, 5, 8, 5] });
  ok(table.send(gm, { type: 'START_ROUND' }));
  return table;
}

describe('the GM’s panel', () => {
  for (const game of ['goblin', 'twenty-one'] as const)
    it(`${game}: the NPC the GM plays and the table waits on comes first; a self-playing NPC’s moves are not shown`, () => {
      const table = withNpcs(game);
      const view = table.view({ role: 'gm' }) as TableView;
      expect(view.seats.filter((s) => s.isTurn).map((s) => s.id)).toEqual(['npc-1']);
      showGm(view);
      const grub = screen.getByRole('region', { name: 'Grub (NPC)' });
      expect(within(grub).getByRole('heading').textContent).toBe('Grub (NPC) · to act');
      expect(precedes(grub, screen.getByRole('group', { name: 'Table controls' }))).toBe(true);
      expect(
        within(grub)
          .getAllByRole('button')
          .filter((b) => !(b as HTMLButtonElement).disabled).length,
      ).toBeGreaterThan(0);
      // Mirela plays herself: the GM sees how, and may take her over, but none of her moves.
      const moves = screen.getAllByRole('button').map((b) => b.textContent ?? '');
      expect(moves.filter((m) => m.startsWith('Mirela'))).toEqual([]);
      expect(screen.queryByRole('list', { name: 'NPC moves not now' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Take Mirela over' })).toBeTruthy();
    });

  it('the lobby: "Add an NPC" is a heading, and its form comes before the game and the options', () => {
    const table = createTable(games['twenty-one'], { dice: scriptedDice({}) });
    ok(table.send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 50 }));
    showGm({
      ...table.view({ role: 'gm' }),
      npcStyles: [{ id: 'careful', name: 'Careful', character: 'Stands early.' }],
    });
    const heading = screen.getByRole('heading', { name: 'Add an NPC' });
    const form = screen.getByRole('form', { name: 'Add an NPC' });
    expect(form.contains(heading)).toBe(true);
    expect(precedes(form, screen.getByRole('form', { name: 'Game' }))).toBe(true);
    expect(precedes(form, screen.getByRole('form', { name: 'Table options' }))).toBe(true);
    // A table of one cannot start: the way to seat more is right there.
    expect(
      within(form).getByRole('button', { name: 'Seat a crew that plays itself' }),
    ).toBeTruthy();
  });

  it('Classic: the house rule sits under the round’s controls, above the seats', () => {
    const table = opened(classic(), [
      ['d10', 2, 'd10', 3],
      ['d10', 9, 'd10', 9],
    ]);
    showGm(table.view({ role: 'gm' }));
    const rule = screen.getByRole('region', { name: 'House rule' });
    expect(precedes(screen.getByRole('group', { name: 'Table controls' }), rule)).toBe(true);
    expect(precedes(rule, screen.getByRole('table', { name: 'Seats' }))).toBe(true);
  });
});
