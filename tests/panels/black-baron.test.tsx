// @vitest-environment jsdom
/** The Black Baron panel: hands (a split seat's both, the one in play marked), bets, the dealer's face-down die, moves with their cost and bust chance, result lines. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Viewer } from '../../machines';
import { BlackBaronPanel } from '../../src/panels/black-baron/BlackBaronPanel';
import { deal, gm, move, must, seated, stay, type BaronTable } from '../black-baron/helpers';
import { props, stateFor } from './state';
import { FOOT, TOP, expectTopToBottom } from './order';

afterEach(cleanup);

function show(table: BaronTable, id: string) {
  const viewer: Viewer = id === 'gm' ? { role: 'gm' } : { role: 'player', id };
  const p = props(stateFor(table.view(viewer), { id, role: id === 'gm' ? 'GM' : 'PLAYER' }));
  render(<BlackBaronPanel {...p} />);
  return p;
}
const moves = (group = 'Your moves') =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .map((b) => b.textContent);
const hands = (name: string) =>
  within(screen.getByRole('list', { name: `${name}'s hands` })).getAllByRole('listitem');

describe('the Black Baron panel', () => {
  it('takes a bet: any amount in the seat\u2019s range, or an offered one, and shows the table\u2019s limits', () => {
    const table = seated(['ana', 'brom'], { minBet: 2, maxBet: 30 });
    must(table.send(gm, { type: 'START_ROUND' }));
    const p = show(table, 'ana');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Place your bets/);
    expect(screen.getByRole('banner').textContent).toContain('bets 2 gp to 30 gp');
    // The one between is a round figure: 15 gp, not 16.
    expect(moves()).toEqual(['Bet 2 gp', 'Bet 15 gp', 'Bet 30 gp', 'Sit this round out']);
    const form = screen.getByRole('form', { name: 'Your bet' });
    fireEvent.input(within(form).getByLabelText('Bet (gp, 2–30)'), { target: { value: '7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Place the bet' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'BET', amount: 7 });
  });

  it('shows a split seat\u2019s two hands, the one in play marked, and the moves with their extra bet and bust chance', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 3, brom: 2 }, { ana: [8, 8], brom: [5, 4] }, [9]);
    show(table, 'ana');
    expect(moves()).toEqual([
      'Hit · 60% over 20',
      'Stay',
      'Double down (+3 gp, one die) · 60% over 20',
      'Split the 8s (+3 gp)',
    ]);
    cleanup();
    move(table, 'ana', 'SPLIT', 6);
    const p = show(table, 'ana');
    const [first, second] = hands('Ana');
    expect(first!.getAttribute('aria-label')).toBe('Hand 1, in play');
    expect(first!.textContent).toContain('14');
    expect(second!.getAttribute('aria-label')).toBe('Hand 2');
    expect(moves()).toEqual([
      'Hit · 40% over 20',
      'Stay',
      'Double down (+3 gp, one die) · 40% over 20',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Double down/ }));
    expect(p.send).toHaveBeenCalledWith({ type: 'DOUBLE' });
    expect(screen.getByRole('region', { name: 'Your hand' }).textContent).toContain(
      'on the table: 6 gp',
    );
  });

  it('offers a split’s second hand only the roll of its second die when play reaches it', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 3, brom: 2 }, { ana: [8, 8], brom: [5, 4] }, [9]);
    move(table, 'ana', 'SPLIT', 6);
    stay(table, 'ana');
    const p = show(table, 'ana');
    const [, second] = hands('Ana');
    expect(second!.getAttribute('aria-label')).toBe('Hand 2, in play');
    expect(moves()).toEqual(['Roll this hand’s second die · 0% over 20']);
    fireEvent.click(screen.getByRole('button', { name: /^Roll this hand/ }));
    expect(p.send).toHaveBeenCalledWith({ type: 'HIT' });
  });

  it('after a hit, Double down and Split stay on screen greyed out, each with why: "When a player has their initial hand, they may opt to ... double"', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 3, brom: 2 }, { ana: [5, 4], brom: [5, 4] }, [9]);
    move(table, 'ana', 'HIT', 3);
    show(table, 'ana');
    const notNow = within(screen.getByRole('list', { name: 'Not now' }));
    const greyed = notNow.getAllByRole('button').map((b) => b.textContent);
    expect(greyed).toEqual(expect.arrayContaining(['Double down', 'Split']));
    expect(notNow.getByText('You may double down only on a hand’s first two dice.')).toBeTruthy();
  });

  it('says on Hit that over 20 loses, and what a bet pays before it is placed', () => {
    const table = seated(['ana', 'brom'], { minBet: 1, maxBet: 100 });
    must(table.send(gm, { type: 'START_ROUND' }));
    show(table, 'ana');
    // "Any player that has a sum greater than the dealer's but equal to or less than 20 win and are paid their bet 1:1"
    expect(screen.getByRole('form', { name: 'Your bet' }).textContent).toContain(
      'A win pays 1:1; a Black Baron (two 10s) pays 2:1',
    );
    cleanup();
    deal(table, { ana: 3, brom: 2 }, { ana: [5, 4], brom: [5, 4] }, [9]);
    show(table, 'ana');
    expect(moves()[0]).toBe('Hit · 0% over 20');
  });

  it('shows the dealer\u2019s shown die and a face-down die to the players, and its face to the GM alone', () => {
    const table = seated(['ana']);
    deal(table, { ana: 3 }, { ana: [8, 4] }, [10, 6]);
    show(table, 'ana');
    const dealer = screen.getByRole('region', { name: 'The dealer' });
    expect(
      within(dealer)
        .getAllByRole('img')
        .map((d) => d.getAttribute('aria-label')),
    ).toEqual(['d10 showing 10', 'a face-down d10']);
    expect(dealer.textContent).not.toContain('6');
    cleanup();
    show(table, 'gm');
    expect(
      within(screen.getByRole('region', { name: 'The dealer' }))
        .getAllByRole('img')
        .map((d) => d.getAttribute('aria-label')),
    ).toEqual(['d10 showing 10', 'd10 showing 6, face down']);
  });

  it('heads the payout with the dealer’s hand and each seat’s net, on the GM’s screen too', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 3, brom: 2 }, { ana: [9, 9], brom: [5, 4] }, [9]);
    move(table, 'ana', 'STAY');
    move(table, 'brom', 'STAY', 8);
    show(table, 'gm');
    expect(screen.getByRole('status', { name: 'Payout' }).textContent).toBe(
      'Dealer 17: Ana wins 3 gp · Brom loses 2 gp.',
    );
  });

  it('a result line per hand, and each seat\u2019s net', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 2, brom: 1 }, { ana: [8, 8], brom: [9, 4] }, [8]);
    move(table, 'ana', 'SPLIT', 3);
    move(table, 'ana', 'HIT', 8);
    stay(table, 'ana');
    move(table, 'ana', 'HIT', 7);
    stay(table, 'ana');
    move(table, 'brom', 'HIT', 9, 7, 10);
    show(table, 'brom');
    expect(hands('Ana').map((h) => within(h).getByText(/vs dealer/).textContent)).toEqual([
      'Hand 1: 19 vs dealer bust — wins 2',
      'Hand 2: 15 vs dealer bust — wins 2',
    ]);
    const rows = within(screen.getByRole('table', { name: 'Seats' }));
    expect(rows.getByRole('row', { name: /Ana/ }).textContent).toContain('wins 4 gp');
    expect(rows.getByRole('row', { name: /Brom/ }).textContent).toContain('bust at 22 — loses 1');
    expect(screen.getByRole('region', { name: 'Your hand' }).textContent).toContain(
      'you lose 1 gp',
    );
  });

  it('the GM presses the dealer\u2019s forced button, and plays an NPC\u2019s bet and moves', () => {
    const table = seated(['ana'], { dealer: 'gm' });
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 40 }));
    must(table.send(gm, { type: 'START_ROUND' }));
    let p = show(table, 'gm');
    const npc = screen.getByRole('region', { name: 'Grizzled Dwarf (NPC)' });
    fireEvent.input(within(npc).getByLabelText('Bet (gp, 1–40)'), { target: { value: '5' } });
    fireEvent.click(within(npc).getByRole('button', { name: 'Place the bet' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'BET', amount: 5, seat: 'npc-1' });
    cleanup();
    deal(table, { ana: 2, 'npc-1': 5 }, { ana: [9, 9], 'npc-1': [7, 7] }, [6]);
    stay(table, 'ana');
    show(table, 'gm');
    expect(moves("Grizzled Dwarf's moves")[0]).toBe('Grizzled Dwarf: Hit · 40% over 20');
    stay(table, 'npc-1');
    cleanup();
    p = show(table, 'gm');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^The dealer’s hand/);
    expect(moves('Table controls')).toEqual([
      'Dealer: roll a die (15 or less must hit)',
      'Void the round (refund every stake)',
    ]);
    fireEvent.click(
      screen.getByRole('button', { name: 'Dealer: roll a die (15 or less must hit)' }),
    );
    expect(p.send).toHaveBeenCalledWith({ type: 'DEALER_HIT' });
  });
});

describe('the order of the panel', () => {
  it('reads top to bottom: the banner, your hand, your moves, then the dealer, the seats, the log', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 3, brom: 2 }, { ana: [8, 8], brom: [5, 4] }, [9]);
    show(table, 'ana');
    expectTopToBottom([...TOP, ['region', 'The dealer'], ...FOOT]);
  });
});
