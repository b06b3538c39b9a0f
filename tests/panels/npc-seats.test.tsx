// @vitest-environment jsdom
/**
 * The GM's lobby for NPCs that play themselves: a style and a level, or a crew of regulars with varied styles;
 * the badge every seat table shows; and the GM taking an NPC over and handing it back, in any phase, its moves
 * then leading the GM's panel.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, loadGame } from '../../machines/catalog';
import { chooser, playStep } from '../../machines/engine/autoplay';
import { seededDice } from '../../machines/engine/dice';
import { createTable } from '../../machines/engine/table';
import { loadAllPanels, PANELS } from '../../src/panels/games';
import { TwentyOnePanel } from '../../src/panels/twenty-one/TwentyOnePanel';
import { GoblinPanel } from '../../src/panels/goblin/GoblinPanel';
import type { StyleChoice } from '../../src/sync/npcStyles';
import { gm, ok, opened, seated } from '../support/tables';
import { seated as goblinSeated } from '../goblin/helpers';
import { expectTopToBottom } from './order';
import { props, stateFor } from './state';

// The panels and the parts they load after them (the lobby's forms), as a popover that has shown them has them.
beforeAll(() => loadAllPanels());
afterEach(cleanup);

const MENU: StyleChoice[] = [
  { id: 'careful', name: 'Careful', character: 'Stands early and never cheats.' },
  { id: 'gambler', name: 'Gambler', character: 'Chases 21 whatever it costs.' },
];

function showGm(view: object) {
  const p = props(stateFor(view as never, { id: 'gm', role: 'GM' }));
  render(<TwentyOnePanel {...p} />);
  return p;
}

describe('the lobby’s NPCs', () => {
  it('adds an NPC that plays itself by a style and a level, under a regular’s name the GM may keep', () => {
    const table = seated();
    const p = showGm({ ...table.view({ role: 'gm' }), npcStyles: MENU });
    const form = within(screen.getByRole('form', { name: 'Add an NPC' }));
    fireEvent.change(form.getByLabelText('Played by'), { target: { value: 'gambler' } });
    expect(form.getByText('Chases 21 whatever it costs.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Level'), { target: { value: 'shark' } });
    expect((form.getByLabelText('NPC name') as HTMLInputElement).value).toBe('Grub Alebelly');
    fireEvent.click(form.getByRole('button', { name: 'Add NPC' }));
    expect(p.send).toHaveBeenLastCalledWith({
      type: 'ADD_NPC',
      name: 'Grub Alebelly',
      purse: 50,
      selfPlay: { style: 'gambler', level: 'shark' },
    });
  });

  it('seats a crew of regulars, each a different style, none under a name already seated', () => {
    const table = seated();
    ok(table.send(gm, { type: 'ADD_NPC', name: 'Grub Alebelly', purse: 5 }));
    const p = showGm({ ...table.view({ role: 'gm' }), npcStyles: MENU });
    fireEvent.input(screen.getByLabelText('Crew size'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Seat a crew that plays itself' }));
    expect(p.send.mock.calls.map(([intent]) => intent)).toEqual([
      {
        type: 'ADD_NPC',
        name: 'Mirela Quickfingers',
        purse: 50,
        selfPlay: { style: 'careful', level: 'regular' },
      },
      {
        type: 'ADD_NPC',
        name: 'Old Brannoc',
        purse: 50,
        selfPlay: { style: 'gambler', level: 'regular' },
      },
      {
        type: 'ADD_NPC',
        name: 'Tansy Blackpenny',
        purse: 50,
        selfPlay: { style: 'careful', level: 'regular' },
      },
    ]);
  });

  it('offers no style before the host has loaded them: the GM plays a new NPC', () => {
    showGm(seated().view({ role: 'gm' }));
    expect(screen.queryByLabelText('Played by')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Seat a crew that plays itself' })).toBeNull();
  });
});

describe('an NPC that plays itself, at the table', () => {
  it('is badged in every game’s seat table, for players too; the GM takes it over mid-round and hands it back', () => {
    const table = goblinSeated(['ana', 'brom']);
    ok(
      table.send(gm, {
        type: 'ADD_NPC',
        name: 'Grub',
        purse: 50,
        selfPlay: { style: 'roller', level: 'shark' },
      }),
    );
    ok(table.send(gm, { type: 'START_ROUND' }));
    const p = props(stateFor(table.view({ role: 'gm' }), { id: 'gm', role: 'GM' }));
    render(<GoblinPanel {...p} />);
    expect(screen.getByRole('row', { name: /Grub/ }).textContent).toContain('plays itself');
    // Its moves are not the GM's to click until taken over.
    expect(screen.queryByRole('region', { name: 'Grub (NPC)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take Grub over' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'TAKE_OVER', seat: 'npc-1' });
    cleanup();

    ok(table.send(gm, { type: 'TAKE_OVER', seat: 'npc-1' }));
    const taken = props(stateFor(table.view({ role: 'gm' }), { id: 'gm', role: 'GM' }));
    render(<GoblinPanel {...taken} />);
    expect(screen.getByRole('row', { name: /Grub/ }).textContent).not.toContain('plays itself');
    fireEvent.click(screen.getByRole('button', { name: 'Hand Grub back' }));
    expect(taken.send).toHaveBeenLastCalledWith({ type: 'HAND_BACK', seat: 'npc-1' });
    cleanup();

    ok(table.send(gm, { type: 'HAND_BACK', seat: 'npc-1' }));
    const ana = props(
      stateFor(table.view({ role: 'player', id: 'ana' }), { id: 'ana', role: 'PLAYER' }),
    );
    render(<GoblinPanel {...ana} />);
    expect(screen.getByRole('row', { name: /Grub/ }).textContent).toContain('plays itself');
    expect(screen.queryByRole('button', { name: 'Take Grub over' })).toBeNull();
  });
});

describe('how an NPC plays, in the GM’s panel', () => {
  it('names its style as the menu words it, with its level, mid-round too; never by the style’s id', () => {
    const table = seated();
    ok(
      table.send(gm, {
        type: 'ADD_NPC',
        name: 'Grub',
        purse: 50,
        selfPlay: { style: 'gambler', level: 'regular' },
      }),
    );
    opened(table, [
      [5, 6],
      [7, 3],
      [4, 4],
    ]);
    const list = () => screen.getByRole('list', { name: 'NPCs that play themselves' }).textContent;
    showGm({ ...table.view({ role: 'gm' }), npcStyles: MENU });
    expect(list()).toContain('Grub plays itself (Gambler, regular).');
    cleanup();
    // Before the host's menu comes: the level alone, not the id.
    showGm(table.view({ role: 'gm' }));
    expect(list()).toContain('Grub plays itself (regular).');
    expect(list()).not.toContain('gambler');
  });
});

describe('an NPC carried from another game with no style of its temper here', () => {
  it('the GM is asked: it picks one of this game’s styles, and the NPC is handed back as it', () => {
    const table = seated();
    ok(
      table.send(gm, {
        type: 'ADD_NPC',
        name: 'Tansy',
        purse: 50,
        selfPlay: { style: 'odds', level: 'regular' },
      }),
    );
    ok(table.send(gm, { type: 'TAKE_OVER', seat: 'npc-1' }));
    const p = showGm({ ...table.view({ role: 'gm' }), npcStyles: MENU });
    const list = within(screen.getByRole('list', { name: 'NPCs that play themselves' }));
    expect(list.getByRole('listitem').textContent).toContain(
      'this game has no style like the one it played',
    );
    fireEvent.change(list.getByLabelText('Tansy’s style'), { target: { value: 'gambler' } });
    fireEvent.click(list.getByRole('button', { name: 'Hand Tansy back' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'HAND_BACK', seat: 'npc-1', style: 'gambler' });
  });
});

describe('an NPC the GM took over', () => {
  it.each(GAME_IDS)(
    '%s: its moves lead the GM’s panel, above the table controls; an NPC the GM always played follows them unless the table waits on it too',
    async (id) => {
      const game = await loadGame(id);
      const table = createTable(game, { dice: seededDice(2) });
      const selfPlay = { style: 'any', level: 'regular' };
      for (const name of ['Mort', 'Grub', 'Ugo'])
        ok(table.send(gm, { type: 'ADD_NPC', name, purse: 300, selfPlay }));
      ok(table.send(gm, { type: 'TAKE_OVER', seat: 'npc-2' }));
      ok(table.send(gm, { type: 'ADD_NPC', name: 'Tansy', purse: 300 }));
      ok(table.send(gm, { type: 'START_ROUND' }));
      // The GM plays every NPC (the others taken over too) until the table waits on Grub.
      for (const seat of ['npc-1', 'npc-3']) ok(table.send(gm, { type: 'TAKE_OVER', seat }));
      const choose = chooser(3);
      const grubsTurn = () => game.waitingOn(table.snapshot() as never).includes('npc-2');
      for (let step = 0; step < 200 && !grubsTurn(); step++)
        playStep(table, { senders: [gm], choose, skip: ['VOID_ROUND'] });
      expect(grubsTurn()).toBe(true);
      for (const seat of ['npc-1', 'npc-3']) ok(table.send(gm, { type: 'HAND_BACK', seat }));
      const Panel = await PANELS.load(id);
      render(
        <Panel
          {...props(stateFor(table.view({ role: 'gm' }) as never, { id: 'gm', role: 'GM' }))}
        />,
      );
      // Tansy, whom the GM always played, leads too where the table waits on her as well (betting at once).
      const tansy = screen.queryByRole('region', { name: 'Tansy (NPC)' })
        ? [['region', 'Tansy (NPC)'] as const]
        : [];
      const tansyWaited = game.waitingOn(table.snapshot() as never).includes('npc-4');
      expectTopToBottom([
        ['region', 'Grub (NPC)'],
        ...(tansyWaited ? tansy : []),
        ['group', 'Table controls'],
        ...(tansyWaited ? [] : tansy),
      ]);
    },
  );
});
