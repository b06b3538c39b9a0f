// @vitest-environment jsdom
/** The In Between panel: the dice with the between marked, the gap, the odds, the wager and moves, the side bets. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Viewer } from '../../machines';
import type { InBetweenView } from '../../machines/in-between/view';
import { InBetweenPanel } from '../../src/panels/in-between/InBetweenPanel';
import {
  gm,
  must,
  rollOne,
  rollSurrounds,
  seated,
  sideBet,
  started,
  type InBetweenTable,
} from '../in-between/helpers';
import { props, stateFor } from './state';
import { FOOT, TOP, expectTopToBottom } from './order';

afterEach(cleanup);

function show(table: InBetweenTable, id: string) {
  const viewer: Viewer = id === 'gm' ? { role: 'gm' } : { role: 'player', id };
  const p = props(
    stateFor<InBetweenView>(table.view(viewer), { id, role: id === 'gm' ? 'GM' : 'PLAYER' }),
  );
  render(<InBetweenPanel {...p} />);
  return p;
}

const odds = () => screen.getByRole('region', { name: 'The odds' }).textContent;

describe('one player against the bank', () => {
  it('shows the chance to win before the roll, sequential surrounds and doubles counted, and rolls with the chosen between and wager', () => {
    const table = started(['ana']);
    const p = show(table, 'ana');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Place your bets/);
    expect(screen.getByRole('banner').textContent).toContain('one player against the bank');
    expect(odds()).toContain('This throw: Ana wins 57 in 200 (28.5%)');
    expect(odds()).toContain('Sequential surrounds, the bank wins: 19 in 200 (9.5%)');
    expect(odds()).toContain(
      'Doubles, a call: accept the loss or roll again for double: 1 in 20 (5%)',
    );
    // docs/rules/in-between.md: "at least one ante (the default), and at most half their purse, so that a doubled wager (below) is always covered";
    // the range is said in full colour, with its rounding.
    const range = within(screen.getByRole('form', { name: 'Your roll' })).getByText(
      /^Wager 5 gp to 50 gp/,
    );
    expect(range.textContent).toContain('at most half the purse, rounded down');
    expect(range.tagName).not.toBe('SMALL');
    expect(range.classList.contains('muted')).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Green die' }));
    fireEvent.input(screen.getByRole('spinbutton', { name: 'Wager (gp)' }), {
      target: { value: '20' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'ROLL', between: 'green', wager: 20 });
  });

  it('shows the between apart from the surrounds, the gap between them, and the result', () => {
    const table = started(['ana']);
    rollOne(table, 9, [3, 16], { die: 'blue' });
    show(table, 'ana');
    const dice = screen.getByRole('region', { name: 'The dice' });
    expect(
      within(dice)
        .getAllByRole('img')
        .map((d) => d.getAttribute('aria-label')),
    ).toEqual([
      'The between: Blue d20 showing 9',
      'A surround: Red d20 showing 3',
      'A surround: Green d20 showing 16',
    ]);
    expect(screen.getByRole('img', { name: /^The gap/ }).getAttribute('aria-label')).toBe(
      'The gap. 12 faces lie between 3 and 16; the between shows 9.',
    );
    expect(screen.getByRole('status', { name: 'Result' }).textContent).toBe(
      'Ana wins 5 gp from the bank: the between fell between the surrounds.',
    );
  });

  it('on doubles, offers the call: accept the loss, or roll again for double', () => {
    const table = started(['ana']);
    rollOne(table, 9, [7, 7]);
    const p = show(table, 'ana');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Doubles/);
    expect(odds()).toContain('The re-roll for double: Ana wins 57 in 200');
    expect(odds()).toContain('Doubles again, the bank wins');
    const moves = within(screen.getByRole('group', { name: 'Your moves' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(moves).toEqual(['Accept the loss', 'Roll again for double (10 gp a side)']);
    fireEvent.click(screen.getByRole('button', { name: 'Roll again for double (10 gp a side)' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'ROLL_AGAIN' });
  });
});

describe('the seats watching', () => {
  it('back the roller against the bank with an amount, or pass; the dice do not wait for them', () => {
    const table = started(['ana', 'brom', 'cyra']);
    const p = show(table, 'brom');
    expect(screen.getByRole('banner').textContent).toContain('waiting on Ana');
    // "All other players at the table can wager on this": against the bank, on the roller's own terms.
    const form = within(screen.getByRole('form', { name: 'Your side bet' }));
    expect(form.getAllByRole('radio').map((r) => r.parentElement!.textContent!.trim())).toEqual([
      'Back Ana to win',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Back Ana to win' }));
    fireEvent.input(screen.getByRole('spinbutton', { name: 'Side bet (gp)' }), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Place side bet' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'SIDE_BET', on: 'roller', amount: 12 });
    expect(screen.getByRole('group', { name: 'Your moves' }).textContent).toContain(
      'Backing the other side is for the watchers\u2019 pool, a table option.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'No side bet' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'NO_BET' });
    // Against the bank there are no shares to round.
    expect(
      within(screen.getByRole('form', { name: 'Your side bet' })).queryByText(
        /^Side-bet shares are whole gold pieces/,
      ),
    ).toBeNull();
  });

  it('against the bank, the payout says the bank pays each winning side bet', () => {
    const table = started(['ana', 'brom', 'cyra']);
    sideBet(table, 'brom', 'roller', 10);
    sideBet(table, 'cyra', 'roller', 7);
    table.scriptDice({ d20: [9, 3, 16] });
    must(table.send({ role: 'player', id: 'ana' }, { type: 'ROLL', between: 'red' }));
    show(table, 'ana');
    const payout = within(screen.getByRole('region', { name: 'Payout' }));
    expect(payout.getByText(/^The bank pays/).textContent).toBe(
      'The bank pays the side bets: Brom 20 gp, Cyra 14 gp.',
    );
    expect(payout.queryByText(/^Side-bet shares are whole gold pieces/)).toBeNull();
  });

  it('with the watchers\u2019 pool, the side bet and the payout say how the shares round', () => {
    const table = started(['ana', 'brom', 'cyra'], { sideBetPool: true });
    show(table, 'brom');
    // "Winners split the pool proportionally to their bet size", in whole gold pieces.
    expect(
      within(screen.getByRole('form', { name: 'Your side bet' })).getByText(
        /^Side-bet shares are whole gold pieces/,
      ).textContent,
    ).toContain('rounds down');
    cleanup();
    sideBet(table, 'brom', 'roller', 10);
    sideBet(table, 'cyra', 'bank', 7);
    show(table, 'ana');
    // The pool is what the watchers staked against each other: the House puts nothing in.
    expect(screen.getByRole('region', { name: 'Wagers' }).textContent).toContain(
      'Side bets · the watchers\u2019 pool, 17 gp, shared by the winner\u2019s backers',
    );
    cleanup();
    table.scriptDice({ d20: [9, 3, 16] });
    must(table.send({ role: 'player', id: 'ana' }, { type: 'ROLL', between: 'red' }));
    show(table, 'ana');
    const payout = within(screen.getByRole('region', { name: 'Payout' }));
    expect(payout.getByText(/^Side bets pay/).textContent).toBe('Side bets pay: Brom 17 gp.');
    expect(payout.getByText(/^Side-bet shares are whole gold pieces/)).toBeTruthy();
  });

  it('says what the wager pays before the roll: 1:1 from the bank', () => {
    const table = started(['ana']);
    show(table, 'ana');
    expect(screen.getByRole('form', { name: 'Your roll' }).textContent).toContain(
      'A win pays 1:1: you win your wager from the bank, or lose it.',
    );
  });

  it('in the watchers’ pool, a side bet nobody bet against says it came back, not that it paid', () => {
    const table = started(['ana', 'brom', 'cyra'], { sideBetPool: true });
    sideBet(table, 'brom', 'roller', 10);
    must(table.send({ role: 'player', id: 'cyra' }, { type: 'NO_BET' }));
    table.scriptDice({ d20: [9, 3, 16] });
    must(table.send({ role: 'player', id: 'ana' }, { type: 'ROLL', between: 'red' }));
    show(table, 'ana');
    const payout = within(screen.getByRole('region', { name: 'Payout' }));
    expect(payout.getByText(/^Nobody bet against/).textContent).toBe(
      'Nobody bet against the winner, so side bets come back: Brom 10 gp.',
    );
    expect(payout.queryByText(/^Side bets pay/)).toBeNull();
  });

  it('see every side bet placed, and what is at stake: against the bank, the stakes the bank matches', () => {
    const table = started(['ana', 'brom', 'cyra']);
    show(table, 'ana');
    const before = within(screen.getByRole('region', { name: 'Wagers' }));
    expect(before.getByRole('heading').textContent).toBe('Side bets against the bank');
    expect(before.getByText('No side bets yet.')).toBeTruthy();
    cleanup();
    sideBet(table, 'brom', 'roller', 10);
    must(table.send({ role: 'player', id: 'cyra' }, { type: 'NO_BET' }));
    show(table, 'ana');
    const wagers = screen.getByRole('region', { name: 'Wagers' });
    expect(wagers.textContent).toContain(
      'Side bets against the bank · 10 gp staked, matched by the bank at even money',
    );
    expect(
      within(wagers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Brom: 10 gp on Ana', 'No side bet: Cyra']);
    expect(screen.getByRole('banner').textContent).toContain('your move');
  });
});

describe('two players', () => {
  it('show both players, the stake, and the betweener\u2019s exact chance once the surrounds are down', () => {
    const table = started(['ana', 'brom'], { mode: 'two-player' });
    rollSurrounds(table, [4, 9]);
    show(table, 'ana');
    expect(screen.getByRole('region', { name: 'Wagers' }).textContent).toContain(
      'Ana against Brom · stake 5 gp a side',
    );
    expect(odds()).toContain('This throw: Ana wins 1 in 5 (20%)');
    expect(
      within(screen.getByRole('region', { name: 'The dice' })).getByText('to roll'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Roll the between' })).toBeTruthy();
  });

  it('let the GM roll for an NPC', () => {
    const table = seated([]);
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grub', purse: 40 }));
    must(table.send(gm, { type: 'START_ROUND' }));
    const p = show(table, 'gm');
    const grub = screen.getByRole('group', { name: "Grub's moves" });
    fireEvent.click(within(grub).getByRole('button', { name: 'Roll' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'ROLL', between: 'red', seat: 'npc-1', wager: 5 });
  });
});

describe('the order of the panel', () => {
  it('reads top to bottom: the banner, your hand, your moves, then the odds and the wagers, the seats, the log', () => {
    const table = started(['ana', 'brom', 'cyra']);
    show(table, 'brom');
    expectTopToBottom([...TOP, ['region', 'The odds'], ['region', 'Wagers'], ...FOOT]);
  });
});
