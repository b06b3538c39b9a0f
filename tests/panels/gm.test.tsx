// @vitest-environment jsdom
/** The GM's panel: the lobby's controls, the round's, an NPC seat's hand and moves, and the debugger's door. */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllPanels } from '../../src/panels/games';
import { TwentyOnePanel } from '../../src/panels/twenty-one/TwentyOnePanel';
import { GAME_MODES } from '../../machines/catalog';
import { gm, ok, opened, player, seated, type TwentyOneTable } from '../support/tables';
import { props, stateFor, tick } from './state';

// The panels and the parts they load after them (the lobby's forms), as a popover that has shown them has them.
beforeAll(() => loadAllPanels());
afterEach(cleanup);

const show = (table: TwentyOneTable, openDebugger?: () => Promise<void>) => {
  const p = {
    ...props(stateFor(table.view({ role: 'gm' }), { id: 'gm', role: 'GM' })),
    openDebugger,
  };
  render(<TwentyOnePanel {...p} />);
  return p;
};

describe('the lobby', () => {
  it('a start the table cannot make is greyed out, naming who cannot cover the ante, with a purse or a seat out to fix it', async () => {
    const table = seated({ purse: 50, options: { ante: 5 } });
    ok(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 2 }));
    const p = show(table);
    const start = screen.getByRole('button', { name: 'Start the round' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(document.getElementById(start.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Brom cannot afford the 5 gp ante.',
    );
    const short = within(screen.getByRole('list', { name: 'Seats short of the ante' }));
    expect(short.getByRole('listitem').textContent).toMatch(/^Brom has 2 gp of the 5 gp ante/);
    expect(short.getByRole('button', { name: 'Seat Brom out' })).toBeTruthy();
    fireEvent.click(short.getByRole('button', { name: 'Set Brom’s purse to 5 gp' }));
    const sent = p.send.mock.lastCall![0];
    await tick();
    ok(table.send(gm, sent));
    opened(table, [
      [6, 5],
      [3, 4],
    ]);
  });

  it('"Unless the GM explicitly cashes a seat out, a removed seat’s purse comes back": both moves are offered and say where the gold goes', () => {
    const table = seated();
    ok(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 45 }));
    ok(table.send(gm, { type: 'ADD_NPC', name: 'Old Tom', purse: 30 }));
    const p = show(table);
    const brom = within(screen.getByRole('form', { name: "Brom's purse" }));
    fireEvent.click(brom.getByRole('button', { name: 'Remove Brom (purse kept)' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'REMOVE_SEAT', seat: 'brom', cashOut: false });
    const cashOut = brom.getByRole('button', { name: 'Cash Brom out (45 gp)' });
    expect(cashOut.title).toMatch(/starting purse\. Every seat is told/);
    fireEvent.click(cashOut);
    expect(p.send).toHaveBeenLastCalledWith({ type: 'REMOVE_SEAT', seat: 'brom', cashOut: true });
    ok(table.send(gm, p.send.mock.lastCall![0]));
    // An NPC's purse is the GM's: it is removed, never cashed out.
    const tom = within(screen.getByRole('form', { name: "Old Tom's purse" }));
    expect(tom.getByRole('button', { name: 'Remove Old Tom' })).toBeTruthy();
    expect(tom.queryByRole('button', { name: /Cash/ })).toBeNull();
  });

  it('each seat’s purse button names its seat, so no two buttons share a name', () => {
    show(seated());
    const names = screen
      .getAllByRole('button', { name: /^Set purse/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Set purse of Ana', 'Set purse of Brom']);
  });

  it('sets every table option: ante, the GM’s role, the starting purse, the NPCs’ pause, starting heat, Liquid Mode, the duel\u2019s d4s and the NPCs\u2019 lines in character', () => {
    const p = show(seated());
    const form = within(screen.getByRole('form', { name: 'Table options' }));
    fireEvent.input(form.getByLabelText('Ante (gp)'), { target: { value: '8' } });
    fireEvent.change(form.getByLabelText(/The GM plays/), { target: { value: 'npc' } });
    fireEvent.input(form.getByLabelText('Starting heat (cheat DC)'), { target: { value: '14' } });
    fireEvent.click(form.getByLabelText(/Liquid Mode/));
    fireEvent.click(form.getByLabelText('A d4 for every hit in the duel'));
    fireEvent.input(form.getByLabelText('Starting purse (gp)'), { target: { value: '250' } });
    const pause = form.getByLabelText('NPC pause (seconds)');
    expect(pause.closest('label')!.title).toBe('How long a self-playing NPC waits before its move');
    expect(pause).toHaveProperty('value', '1');
    fireEvent.input(pause, { target: { value: '0' } });
    fireEvent.click(form.getByLabelText(/NPCs talk in character/));
    fireEvent.click(form.getByRole('button', { name: 'Save options' }));
    expect(p.send).toHaveBeenLastCalledWith({
      type: 'SET_OPTIONS',
      ante: 8,
      gmRole: 'npc',
      startingPurse: 250,
      npcPause: 0,
      rollover: false,
      staredownSeconds: 30,
      startingHeat: 14,
      liquidMode: true,
      duelD4PerHit: true,
      inCharacter: false,
    });
  });

  it('adds an NPC and sets its stats; players’ stats are theirs', async () => {
    const table = seated();
    ok(table.send(gm, { type: 'ADD_NPC', name: 'Old Tom', purse: 40 }));
    const npc = table.view({ role: 'gm' }).seats.find((s) => s.name === 'Old Tom')!;
    const p = show(table);
    expect(screen.queryByRole('form', { name: 'Stats of Ana' })).toBeNull();
    const stats = within(screen.getByRole('form', { name: 'Stats of Old Tom' }));
    fireEvent.input(stats.getByLabelText('Sleight of Hand of Old Tom'), { target: { value: '4' } });
    fireEvent.click(stats.getByRole('button', { name: 'Save stats' }));
    const sent = p.send.mock.lastCall![0] as {
      type: string;
      seat: string;
      stats: Record<string, number>;
    };
    expect(sent).toMatchObject({ type: 'SET_STATS', seat: npc.id });
    expect(sent.stats.sleightOfHand).toBe(4);
    expect(Object.keys(sent.stats)).toHaveLength(12);
    // What the panel sends, the table accepts.
    await tick();
    ok(table.send(gm, sent));
    expect(
      table.view({ role: 'gm' }).seats.find((s) => s.id === npc.id)!.secrets!.stats.sleightOfHand,
    ).toBe(4);
  });

  it('chooses the game: everyone keeps their seat, and the button waits for a different game', () => {
    const p = show(seated());
    const form = within(screen.getByRole('form', { name: 'Game' }));
    const select = form.getByLabelText('Game') as HTMLSelectElement;
    expect(select.value).toBe('twenty-one');
    // Each option names the game, then its mode ("the lobby's game choice shows the game's name, with its subtitle
    // after it"): the closed choice says which game is chosen, not only its mode.
    const listed = [...select.options].map((o) => o.textContent);
    expect([...listed].sort()).toEqual(
      Object.values(GAME_MODES)
        .map(({ game, mode }) => `${game} · ${mode}`)
        .sort(),
    );
    // Each game's modes side by side: Twenty-One's first.
    expect(listed.slice(0, 2)).toEqual([
      'Tavern Twenty-One · Standard mode',
      'Tavern Twenty-One · Goblin Mode',
    ]);
    expect(select.selectedOptions[0]!.textContent).toBe('Tavern Twenty-One · Standard mode');
    const play = form.getByRole('button', { name: 'Play this game' }) as HTMLButtonElement;
    expect(play.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'goblin' } });
    expect(play.disabled).toBe(false);
    fireEvent.click(play);
    expect(p.chooseGame).toHaveBeenCalledWith('goblin');
    expect(p.send).not.toHaveBeenCalled();
  });

  it('starts the round', () => {
    const p = show(seated());
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Table controls' })).getByRole('button', {
        name: 'Start the round',
      }),
    );
    expect(p.send).toHaveBeenLastCalledWith({ type: 'START_ROUND' });
  });
});

describe('after a round', () => {
  it('a next round the table cannot make is greyed out with who is short, and where to fix it', () => {
    // Brom sits down with 6 gp: 1 gp left after the ante, 2 gp back for his early fold.
    const table = opened(seated({ purse: 6, options: { ante: 5 } }), [
      [6, 5],
      [3, 4],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    ok(table.send(player('brom'), { type: 'FOLD' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    show(table);
    const next = screen.getByRole('button', { name: 'Next round' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(document.getElementById(next.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /^Brom cannot afford the 5 gp ante\.$/,
    );
    expect(
      within(screen.getByRole('list', { name: 'Seats short of the ante' })).getByRole('listitem')
        .textContent,
    ).toBe('Brom has 3 gp of the 5 gp ante');
    expect(
      screen.getByText('Go back to the lobby to set their purse or seat them out.'),
    ).toBeTruthy();
  });
});

describe('during a round', () => {
  it('offers ending the staredown and voiding the round', () => {
    const table = opened(seated(), [
      [6, 5],
      [3, 4],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    const p = show(table);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Staredown/);
    const controls = within(screen.getByRole('group', { name: 'Table controls' }));
    fireEvent.click(controls.getByRole('button', { name: 'End the staredown' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'END_STAREDOWN' });
    expect(
      controls.getByRole('button', { name: 'Void the round (refund every stake)' }),
    ).toBeTruthy();
  });

  it('counts the staredown down in the banner, from the deadline the host set', () => {
    // "The staredown ends after 30 s": the table shows how long is left. A headless table's clock stands at 0.
    vi.useFakeTimers({ now: 12_000, toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const table = opened(seated(), [
        [6, 5],
        [3, 4],
      ]);
      ok(table.send(player('brom'), { type: 'CUT_PASS' }));
      ok(table.send(player('brom'), { type: 'HOLD' }));
      ok(table.send(player('ana'), { type: 'HOLD' }));
      show(table);
      expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe(' · 18 s left');
      act(() => void vi.advanceTimersByTime(5_000));
      expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe(' · 13 s left');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no clock when the table waits on nobody’s deadline', () => {
    show(
      opened(seated(), [
        [6, 5],
        [3, 4],
      ]),
    );
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('plays an NPC seat: its moves under its name, sent for that seat', () => {
    const table = seated({ players: ['ana'] });
    ok(table.send(gm, { type: 'SET_OPTIONS', gmRole: 'npc' }));
    ok(table.send(gm, { type: 'ADD_NPC', name: 'Old Tom', purse: 40 }));
    const tom = table.view({ role: 'gm' }).seats.find((s) => s.name === 'Old Tom')!.id;
    opened(table, [
      [6, 5],
      [3, 4],
    ]);
    const p = show(table);
    const npc = within(screen.getByRole('region', { name: 'Old Tom (NPC)' }));
    const cut = npc.getAllByRole('button').map((b) => b.textContent);
    expect(cut).toEqual(['Old Tom: Take the Cut (re-roll your hole die)', 'Old Tom: Pass the Cut']);
    fireEvent.click(npc.getByRole('button', { name: 'Old Tom: Pass the Cut' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'CUT_PASS', seat: tom });
    // The NPC's hole die is on the GM's table.
    expect(
      within(screen.getByRole('table', { name: 'Seats' })).getByRole('row', { name: /Old Tom/ })
        .textContent,
    ).toContain('d10 4 hole');
  });
});

describe('the debugger', () => {
  it('opens from the GM’s panel in a modal over the room, and says why when it cannot', async () => {
    const openDebugger = vi
      .fn<() => Promise<void>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('Owlbear did not answer'));
    show(seated(), openDebugger);
    // The panel itself loads nothing of the debugger: the modal's page does.
    fireEvent.click(screen.getByRole('button', { name: 'Open the statechart debugger' }));
    expect(openDebugger).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Loading the debugger/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the statechart debugger' }));
    expect(
      await screen.findByText('The debugger could not open: Owlbear did not answer'),
    ).toBeTruthy();
  });
});
