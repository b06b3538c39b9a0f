// @vitest-environment jsdom
/** The player's popover in each state of a round, against real views. */
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllPanels } from '../../src/panels/games';
import { ok, opened, player, roll, seated } from '../support/tables';
import { FOOT, TOP, expectTopToBottom } from './order';
import { betting, moves, show } from './player-panel';

// The panels and the parts they load after them (the lobby's forms), as a popover that has shown them has them.
beforeAll(() => loadAllPanels());
afterEach(cleanup);

describe('the table at a glance', () => {
  it('shows the phase, the pot, whose turn it is, every seat’s visible dice and status', () => {
    const table = betting();
    ok(table.send(player('brom'), { type: 'HOLD' }));
    show(table, 'ana');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Betting/);
    const header = screen.getByRole('banner').textContent!;
    expect(header).toContain('Pot 30 gp');
    expect(header).toContain('your turn');
    const rows = within(screen.getByRole('table', { name: 'Seats' }));
    expect(rows.getByRole('row', { name: /Brom/ }).textContent).toContain('holds');
    expect(rows.getByRole('row', { name: /Cyra/ }).textContent).toContain('d10 8');
    // Others' hole dice are hidden, and say so in words.
    expect(
      rows.getByRole('row', { name: /Cyra/ }).querySelector('[aria-label="d10, hole die, hidden"]'),
    ).not.toBeNull();
  });

  it('tells the lowest die it may take the Cut, and everyone else who may', () => {
    const table = opened(seated({ players: ['ana', 'brom', 'cyra'] }), [
      [6, 5],
      [3, 4],
      [8, 2],
    ]);
    show(table, 'brom');
    expect(screen.getByRole('banner').textContent).toContain('you may take the Cut');
    cleanup();
    show(table, 'ana');
    expect(screen.getByRole('banner').textContent).toContain('Brom may take the Cut');
  });

  it('marks your hole die as only yours, in your hand and at the table', () => {
    show(betting(), 'brom');
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    expect(
      hand.getByRole('img', { name: 'd10 showing 4, your hole die, only you see it' }),
    ).toBeTruthy();
    expect(hand.getByText(/Your purse/).textContent).toContain('95 gp');
    expect(hand.getByText(/Your purse/).textContent).toContain('your total: 7');
    expect(hand.getByText('Your turn')).toBeTruthy();
  });
});

describe('your stats', () => {
  it('between rounds you set your own modifiers, and the table takes them', () => {
    const table = seated({ players: ['ana', 'brom'] });
    const p = show(table, 'ana');
    const form = within(screen.getByRole('form', { name: 'Stats of Ana' }));
    fireEvent.input(form.getByLabelText('WIS of Ana'), { target: { value: '3' } });
    fireEvent.click(form.getByRole('button', { name: 'Save stats' }));
    const sent = p.send.mock.lastCall![0] as { type: 'SET_STATS'; stats: Record<string, number> };
    expect(sent.type).toBe('SET_STATS');
    expect('seat' in sent).toBe(false);
    ok(table.send(player('ana'), sent));
    expect(
      table.view({ role: 'player', id: 'ana' }).seats.find((s) => s.id === 'ana')!.secrets!.stats
        .wis,
    ).toBe(3);
  });

  it('is not offered during a round', () => {
    show(betting(), 'brom');
    expect(screen.queryByRole('form', { name: 'Stats of Brom' })).toBeNull();
  });
});

describe('the duel', () => {
  it('names the duelists, shows each roll, and who still has to roll', () => {
    const table = seated({ players: ['ana', 'brom', 'cyra'] });
    opened(table, [
      [7, 4],
      [6, 5],
      [8, 2],
    ]); // Ana 11, Brom 11 (the Cut is his), Cyra 10
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    for (const id of ['brom', 'ana', 'cyra']) ok(table.send(player(id), { type: 'HOLD' }));
    ok(table.send({ role: 'gm', id: 'gm' }, { type: 'END_STAREDOWN' }));
    table.scriptDice({ d20: [13] });
    const first = table.view({ role: 'gm' }).duel!.duelists[0]!;
    ok(table.send(player(first), { type: 'DUEL_ROLL' }));
    const other = first === 'ana' ? 'brom' : 'ana';
    const p = show(table, other);
    const duel = within(screen.getByRole('region', { name: 'The duel' }));
    expect(duel.getByRole('heading').textContent).toMatch(/^Duel: (Ana vs Brom|Brom vs Ana)$/);
    expect(duel.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `${first === 'ana' ? 'Ana' : 'Brom'} rolled d20 13 = 13`,
      `Still to roll: ${other === 'ana' ? 'Ana' : 'Brom'}`,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Roll for the duel' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'DUEL_ROLL' });
  });

  it('says how the duel is rolled, "1d20 + (1d4 × Hit Count)" or a d4 for every hit, and shows the d4 so', () => {
    for (const duelD4PerHit of [false, true]) {
      const table = seated({ players: ['ana', 'brom'], options: { duelD4PerHit } });
      opened(table, [
        [7, 4],
        [6, 3],
      ]); // Ana 11, Brom 9 (the Cut is his)
      ok(table.send(player('brom'), { type: 'CUT_PASS' }));
      roll(table, 'brom', 'd4', 1); // 10
      ok(table.send(player('ana'), { type: 'HOLD' }));
      roll(table, 'brom', 'd4', 1); // 11: two hits
      ok(table.send(player('brom'), { type: 'HOLD' }));
      ok(table.send({ role: 'gm', id: 'gm' }, { type: 'END_STAREDOWN' }));
      table.scriptDice({ d20: [13], d4: [3, 2] });
      ok(table.send(player('brom'), { type: 'DUEL_ROLL' }));
      cleanup();
      show(table, 'ana');
      const duel = within(screen.getByRole('region', { name: 'The duel' }));
      expect(duel.getByText(/^The best totals tied\./).textContent).toBe(
        duelD4PerHit
          ? 'The best totals tied. Each duelist rolls a d20 plus a d4 for every die they bought; the highest roll takes the pot.'
          : 'The best totals tied. Each duelist rolls a d20 plus one d4 multiplied by the number of dice they bought; the highest roll takes the pot.',
      );
      expect(duel.getAllByRole('listitem')[0]!.textContent).toBe(
        duelD4PerHit ? 'Brom rolled d20 13 + d4 3 + 2 = 18' : 'Brom rolled d20 13 + d4 3 × 2 = 19',
      );
    }
  });
});

describe('what only you know, the log and the payout', () => {
  it('a foresight result goes to your private area, and nobody else’s', () => {
    const table = betting();
    table.scriptDice({ d20: [15, 18], d10: [2], d8: [7], d6: [1], d4: [4] });
    ok(table.send(player('brom'), { type: 'FORESIGHT' }));
    show(table, 'brom');
    const secret = within(screen.getByRole('region', { name: 'Only you can see this' }));
    expect(secret.getAllByRole('listitem').map((li) => li.textContent)).toContain(
      'Foresight: WIS 15+0 = 15 vs DC 12. Your next rolls: d20 HIGH, d10 LOW, d8 HIGH, d6 LOW, d4 HIGH.',
    );
    expect(screen.getByRole('region', { name: 'Your hand' }).textContent).toContain(
      'next d20 is HIGH',
    );
    cleanup();
    show(table, 'ana');
    expect(screen.getByRole('region', { name: 'Only you can see this' }).textContent).not.toMatch(
      /Foresight|HIGH|LOW/,
    );
    expect(screen.getByRole('list', { name: 'Round log' }).textContent).toMatch(/Brom/);
  });

  it('the payout says who won what and why', () => {
    const table = betting();
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    ok(table.send({ role: 'gm', id: 'gm' }, { type: 'END_STAREDOWN' }));
    show(table, 'brom');
    const payout = within(screen.getByRole('region', { name: 'Payout' }));
    expect(payout.getByRole('status', { name: 'Result' }).textContent).toBe(
      'Ana wins 30 gp with 11.',
    );
    expect(payout.getByText(/Highest total of 21 or less/)).toBeTruthy();
    // After the reveal every hole die is on the table: none is called "only yours" any more.
    expect(screen.getByRole('table', { name: 'Seats' }).textContent).toContain('d10 5 hole');
    expect(document.body.textContent).not.toContain('only you see it');
  });

  it('the payout explains side bets: the winner’s backers are paid, other stakes come back', () => {
    const table = betting();
    ok(table.send(player('ana'), { type: 'SIDE_BET', on: 'ana', amount: 5 }));
    ok(table.send(player('cyra'), { type: 'SIDE_BET', on: 'brom', amount: 6 }));
    for (const id of ['brom', 'ana', 'cyra']) ok(table.send(player(id), { type: 'HOLD' }));
    ok(table.send({ role: 'gm', id: 'gm' }, { type: 'END_STAREDOWN' }));
    show(table, 'cyra');
    const lines = within(screen.getByRole('region', { name: 'Payout' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toContain('Ana backed the winner: 11 gp from the side-bet pool');
    expect(
      within(screen.getByRole('region', { name: 'Payout' })).getByText(
        /^Side-bet shares are whole gold pieces/,
      ),
    ).toBeTruthy();
  });
});

describe('the small words', () => {
  it('a player sees their own side bet on their hand, not only in the log', () => {
    const table = betting();
    const bet = table
      .view({ role: 'player', id: 'ana' })
      .actions.find((a) => a.intent.type === 'SIDE_BET' && a.intent.on === 'cyra')!;
    ok(table.send(player('ana'), bet.intent));
    show(table, 'ana');
    expect(screen.getByLabelText('Your hand').textContent).toContain(
      `Your side bet: ${bet.cost} gp on Cyra`,
    );
  });

  it('the seat that made an accusation reads so, not "accused"', () => {
    const table = betting();
    const accuse = table
      .view({ role: 'player', id: 'ana' })
      .actions.find((a) => a.intent.type === 'ACCUSE')!;
    ok(table.send(player('ana'), accuse.intent));
    show(table, 'cyra');
    const row = within(screen.getByRole('table', { name: 'Seats' })).getByRole('row', {
      name: /Ana/,
    });
    expect(row.textContent).toContain('has made an accusation');
    expect(row.textContent).not.toMatch(/,\s*accused/);
  });

  it('says who gets the Cut on a tie: "ties go to the earliest seat"', () => {
    const table = seated({ players: ['ana', 'brom'] });
    opened(table, [
      [3, 5],
      [3, 4],
    ]);
    show(table, 'brom');
    expect(screen.getByRole('banner').textContent).toContain(
      'Ana may take the Cut (the lowest visible die; a tie goes to the earliest seat)',
    );
  });

  it('Bump the table says the check it makes: Strength, not Athletics', () => {
    show(betting(), 'brom');
    const help = within(screen.getByRole('group', { name: 'Bump the table' })).getByText(
      /check against theirs/,
    ).textContent!;
    expect(help).toMatch(/^A Strength \(STR\) check/);
    expect(help).not.toContain('Athletics');
  });
});

describe('rounding said where gold is shown', () => {
  it('a fold before acting says what comes back: "Early fold refunds 50% of ante", half an odd ante rounded down', () => {
    show(betting({ ante: 5 }), 'brom');
    expect(screen.getByText(/^Fold now, before you have rolled/).textContent).toBe(
      'Fold now, before you have rolled or used a skill, and 2 gp of your ante comes back: half the ante, rounded down.',
    );
    expect(screen.getByText(/^Prices are whole gold pieces/)).toBeTruthy();
  });

  it('a fold after acting gives nothing back, and says nothing of it', () => {
    const table = betting({ ante: 5 });
    roll(table, 'brom', 'd4', 1);
    roll(table, 'ana', 'd4', 1);
    roll(table, 'cyra', 'd4', 1);
    show(table, 'brom');
    expect(moves()).toContain('Fold');
    expect(screen.queryByText(/^Fold now, before you have rolled/)).toBeNull();
  });
});

describe('the order of the panel', () => {
  it('reads top to bottom: the banner, your hand, your moves, the seats, the log', () => {
    show(betting(), 'brom');
    expectTopToBottom([...TOP, ...FOOT]);
  });
});
