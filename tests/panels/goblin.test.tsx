// @vitest-environment jsdom
/** The Goblin Mode panel: the stage die, who is alive and who holds, Boots, the Coward's Tax warning, the coin. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../machines';
import type { GoblinView } from '../../machines/goblin/view';
import { GoblinPanel } from '../../src/panels/goblin/GoblinPanel';
import { loadAllPanels } from '../../src/panels/games';
import { TablePanel } from '../../src/panels/TablePanel';
import { PUBLIC_VIEWER, decodePublicTable, type PublicTable } from '../../src/sync/publicTable';
import { encodePublicTable } from '../../src/sync/publicTableWrite';
import {
  flipAs,
  gm,
  must,
  rollAs,
  seated,
  stage,
  started,
  type GoblinTable,
} from '../goblin/helpers';
import { props, stateFor } from './state';
import { FOOT, TOP, expectTopToBottom } from './order';

// Each game's panel loads on demand; loaded up front, every TablePanel here renders its game at once.
beforeAll(() => loadAllPanels());
afterEach(cleanup);

function show(table: GoblinTable, id: string) {
  const viewer: Viewer = id === 'gm' ? { role: 'gm' } : { role: 'player', id };
  const view = table.view(viewer);
  const p = props(stateFor(view, { id, role: id === 'gm' ? 'GM' : 'PLAYER' }));
  render(<GoblinPanel {...p} />);
  return p;
}
/** The Boots column of a seat's row. */
const bootsOf = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[2]!.textContent;
const moves = () =>
  within(screen.getByRole('group', { name: 'Your moves' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('the Chamber', () => {
  it('shows the stage die, whose turn it is, and pulls the trigger', () => {
    const table = started(['ana', 'brom']);
    const p = show(table, 'ana');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^The Chamber/);
    expect(screen.getByRole('banner').textContent).toContain('rolling the d20');
    expect(screen.getByRole('banner').textContent).toContain('your turn');
    const stages = within(screen.getByRole('list', { name: 'The Chamber’s dice' })).getAllByRole(
      'listitem',
    );
    expect(stages.map((li) => li.textContent!.split(' ')[0])).toEqual([
      'd20',
      'd12',
      'd10',
      'd8',
      'd6',
      'd4',
    ]);
    expect(stages[0]!.getAttribute('aria-current')).toBe('step');
    // "Rolling a 1 on any die means instant death"; "Rolling the maximum value on any die earns a Boot".
    const trigger = screen.getByRole('button', { name: /^Pull the trigger \(roll the d20\)/ });
    expect(trigger.textContent).toBe('Pull the trigger (roll the d20) · 5% the Bullet · 5% a Boot');
    fireEvent.click(trigger);
    expect(p.send).toHaveBeenCalledWith({ type: 'ROLL' });
  });

  it('says from the lobby on when a Hold becomes possible, before anyone can hold', () => {
    show(seated(['ana', 'brom']), 'ana');
    // "You may Hold only if you currently have the highest score at the table."
    expect(screen.getByText(/^When to Hold:/).textContent).toMatch(
      /only while your score is strictly the highest at the table \(the Runt Rule/,
    );
    cleanup();
    show(started(['ana', 'brom']), 'ana');
    expect(screen.getByText(/^When to Hold:/).textContent).toContain(
      'before the d8 stage and you claim only half the pot',
    );
  });

  it('warns of the Coward’s Tax before the d8 stage, and not from it', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 15, brom: 3 });
    show(table, 'ana');
    expect(screen.getByRole('note').textContent).toContain(
      'Coward’s Tax: hold before the d8 stage',
    );
    expect(screen.getByRole('note').textContent).toContain(
      'only half the pot, rounded down (the House keeps the odd gold piece)',
    );
    expect(moves()).toContain('Hold (Coward’s Tax: win only half the pot)');
    cleanup();
    stage(table, { ana: 5, brom: 3 }); // d12
    stage(table, { ana: 5, brom: 3 }); // d10
    show(table, 'ana');
    expect(screen.getByRole('banner').textContent).toContain('rolling the d8');
    expect(screen.queryByRole('note')).toBeNull();
    expect(moves()).toContain('Hold');
  });

  it('shows who is alive, who died to the Bullet, who holds, and Boots', () => {
    const table = started(['ana', 'brom', 'cyra']);
    rollAs(table, 'ana', 20); // the highest face: a Boot
    rollAs(table, 'brom', 1); // the Bullet
    rollAs(table, 'cyra', 4);
    show(table, 'cyra');
    const rows = within(screen.getByRole('table', { name: 'Seats' }));
    expect(bootsOf('Ana')).toBe('1');
    expect(bootsOf('Cyra')).toBe('0');
    expect(rows.getByRole('row', { name: /Brom/ }).textContent).toContain('dead');
    expect(rows.getByRole('img', { name: 'd20 showing 1, the Bullet' })).toBeTruthy();
    expect(rows.getByRole('row', { name: /Cyra/ }).textContent).toContain('alive');
  });

  it('offers a Boot against a holder, and sends it', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 20, brom: 3 }); // Ana leads with 20
    stage(table, { ana: 'hold', brom: 12 }); // Ana holds in the d12 stage; Brom's 12 is the d12's highest face: a Boot
    const p = show(table, 'brom');
    expect(screen.getByRole('row', { name: /Ana/ }).textContent).toContain('holds in the d12');
    expect(bootsOf('Brom')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Boot Ana back into the Chamber' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'BOOT', target: 'ana' });
  });

  it('a holder reads "you are holding", and is never offered a Boot at itself', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 20, brom: 3 }); // Ana's 20 earns a Boot
    stage(table, { ana: 'hold', brom: 12 });
    show(table, 'ana');
    expect(screen.getByRole('region', { name: 'Your hand' }).textContent).toContain(
      'you are holding',
    );
    // "Spend a Boot to break a Hold and force that player back into the next stage": someone else's Hold.
    expect(screen.queryByRole('button', { name: /Boot Ana/ })).toBeNull();
  });

  it('before anyone scores, the Runt Rule says nobody has scored, not a tie with one rival', () => {
    const table = started(['ana', 'brom', 'cyra']);
    show(table, 'ana');
    expect(screen.getByText(/nobody has scored yet/)).toBeTruthy();
    expect(screen.queryByText(/tied with/)).toBeNull();
  });
});

describe('Sudden Death and the payout', () => {
  function tied() {
    const table = started(['ana', 'brom']);
    for (let i = 0; i < 6; i++) stage(table, { ana: 2, brom: 2 });
    return table;
  }

  it('shows the coin, who is still to flip, and flips it', () => {
    const table = tied();
    show(table, 'ana');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Sudden Death/);
    const coin = within(screen.getByRole('region', { name: 'The coin' }));
    expect(coin.getByText('Heads (2): +2 points. Tails (1): death.')).toBeTruthy();
    expect(coin.getByText('Still to flip: Ana, Brom')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('your turn to flip');
    expect(screen.getByRole('region', { name: 'Your hand' }).textContent).toContain('Your turn');
    cleanup();
    show(table, 'gm');
    expect(screen.getByRole('banner').textContent).toContain('Ana, Brom to flip');
    cleanup();
    const again = show(table, 'ana');
    // "Heads (2): +2 points. Tails (1): death."
    const flip = screen.getByRole('button', { name: /^Flip the coin/ });
    expect(flip.textContent).toBe('Flip the coin · 50% tails: death');
    fireEvent.click(flip);
    expect(again.send).toHaveBeenCalledWith({ type: 'FLIP' });
  });

  it('draws every flip as the coin, heads or tails, never as a d2', () => {
    // "Sudden Death with the Coin (d2)": "Heads (2): +2 points. Tails (1): death."
    const table = tied();
    flipAs(table, 'ana', 'heads');
    show(table, 'brom');
    const coin = within(screen.getByRole('region', { name: 'The coin' }));
    const flip = coin.getByRole('img', { name: 'Ana’s coin: heads' });
    expect(flip.classList.contains('coin')).toBe(true);
    expect(flip.querySelector('svg circle')).not.toBeNull();
    expect(flip.textContent).toContain('H');
    const ana = within(screen.getByRole('row', { name: /Ana/ }));
    expect(ana.getByRole('img', { name: 'coin showing heads' }).textContent).toContain('heads');
    expect(screen.queryByText('d2')).toBeNull();
    cleanup();
    flipAs(table, 'brom', 'tails');
    show(table, 'ana');
    expect(
      within(screen.getByRole('row', { name: /Brom/ })).getByRole('img', {
        name: 'coin showing tails',
      }).textContent,
    ).toContain('T');
  });

  it('a taxed win on an odd pot says the half rounds down: "you only claim 50% of the pot"', () => {
    const table = started(['ana', 'brom', 'cat'], { ante: 5, gmRole: 'npc' });
    stage(table, { ana: 10, brom: 2, cat: 3 });
    stage(table, { ana: 'hold', brom: 1, cat: 1 });
    show(table, 'brom');
    expect(screen.getByRole('status', { name: 'Result' }).textContent).toBe(
      'Ana wins 7 gp with 10.',
    );
    expect(screen.getByText(/^Coward’s Tax: Ana held/).textContent).toBe(
      'Coward’s Tax: Ana held before the d8 stage, so claims half the 15 gp pot, rounded down, and the House keeps 8 gp.',
    );
  });

  it('says who won what, and why', () => {
    const table = tied();
    table.scriptDice({ d2: [2] });
    must(table.send({ role: 'player', id: 'ana' }, { type: 'FLIP' }));
    table.scriptDice({ d2: [1] });
    must(table.send({ role: 'player', id: 'brom' }, { type: 'FLIP' }));
    show(table, 'brom');
    expect(screen.getByRole('status', { name: 'Result' }).textContent).toBe(
      'Ana wins 20 gp with 14 after Sudden Death.',
    );
  });
});

describe('the GM', () => {
  it('runs the lobby with Goblin Mode’s own options only', () => {
    const p = show(seated(['ana', 'brom']), 'gm');
    const form = within(screen.getByRole('form', { name: 'Table options' }));
    expect(form.queryByLabelText(/Liquid Mode/)).toBeNull();
    fireEvent.input(form.getByLabelText('Ante (gp)'), { target: { value: '7' } });
    fireEvent.click(form.getByRole('button', { name: 'Save options' }));
    expect(p.send).toHaveBeenLastCalledWith({
      type: 'SET_OPTIONS',
      ante: 7,
      gmRole: 'house',
      startingPurse: 100,
      npcPause: 1,
      inCharacter: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start the round' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'START_ROUND' });
  });

  it('goes back to Standard mode from the lobby, and offers no change of game during a round', () => {
    const p = show(seated(['ana', 'brom']), 'gm');
    const form = within(screen.getByRole('form', { name: 'Game' }));
    expect((form.getByLabelText('Game') as HTMLSelectElement).value).toBe('goblin');
    fireEvent.change(form.getByLabelText('Game'), { target: { value: 'twenty-one' } });
    fireEvent.click(form.getByRole('button', { name: 'Play this game' }));
    expect(p.chooseGame).toHaveBeenCalledWith('twenty-one');
    cleanup();
    show(started(['ana', 'brom']), 'gm');
    expect(screen.queryByRole('form', { name: 'Game' })).toBeNull();
  });

  it('shows the GM the statechart debugger’s button, and a player neither it nor the game choice', () => {
    const table = seated(['ana', 'brom']);
    const view = table.view({ role: 'gm' });
    render(
      <GoblinPanel
        {...props(stateFor(view, { id: 'gm', role: 'GM' }))}
        openDebugger={async () => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Open the statechart debugger' })).toBeTruthy();
    cleanup();
    show(table, 'ana');
    expect(screen.queryByRole('button', { name: 'Open the statechart debugger' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Game' })).toBeNull();
  });

  it('offers recovery when the host lost a Goblin Mode table', async () => {
    const table = started(['ana', 'brom']);
    const published = await decodePublicTable(
      encodePublicTable(table.view(PUBLIC_VIEWER), {
        tableId: 't',
        rev: 9,
        roundsPlayed: 0,
        stakes: { ana: 5, brom: 5 },
        houseStake: 10,
        carry: 0,
      }),
    );
    const p = props(
      stateFor<GoblinView>(
        null,
        { id: 'gm', role: 'GM' },
        {
          lease: { connectionId: 'conn-gm', playerId: 'gm', status: 'lost' },
          table: published as PublicTable<GoblinView>,
        },
      ),
    );
    render(<TablePanel {...p} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recover the table');
    expect(
      within(screen.getByRole('table', { name: 'Seats' })).getByRole('row', { name: /Brom/ })
        .textContent,
    ).toBe('Brom95 gp5 gp');
    fireEvent.click(screen.getByRole('button', { name: 'Void the round and keep the seats' }));
    expect(p.recover).toHaveBeenCalledWith('void');
  });

  it('pulls the trigger for an NPC seat', () => {
    const table = seated(['ana']);
    must(table.send(gm, { type: 'SET_OPTIONS', gmRole: 'npc' }));
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grub', purse: 30 }));
    must(table.send(gm, { type: 'START_ROUND' }));
    rollAs(table, 'ana', 5);
    const grub = table.view({ role: 'gm' }).seats.find((s) => s.name === 'Grub')!.id;
    const p = show(table, 'gm');
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Grub (NPC)' })).getByRole('button', {
        name: /^Grub: Pull the trigger \(roll the d20\)/,
      }),
    );
    expect(p.send).toHaveBeenLastCalledWith({ type: 'ROLL', seat: grub });
  });
});

describe('the order of the panel', () => {
  it('reads top to bottom: the banner, your hand, your moves, then the Chamber’s dice, the seats, the log', () => {
    const table = started(['ana', 'brom']);
    rollAs(table, 'ana', 5);
    show(table, 'brom');
    expectTopToBottom([...TOP, ['list', 'The Chamber’s dice'], ...FOOT]);
  });

  it('in Sudden Death: your hand and your flip above the coin', () => {
    const table = started(['ana', 'brom']);
    for (let i = 0; i < 6; i++) stage(table, { ana: 2, brom: 2 });
    show(table, 'ana');
    expectTopToBottom([...TOP, ['region', 'The coin'], ...FOOT]);
  });
});
