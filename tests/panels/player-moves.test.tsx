// @vitest-environment jsdom
/** The player's moves and each skill flow in the popover, against real views. */
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, player, roll } from '../support/tables';
import { betting, moves, show } from './player-panel';

afterEach(cleanup);

describe('your moves', () => {
  it('offers only what is legal now: when it is not your turn the moves are greyed out, saying whose turn it is', () => {
    show(betting(), 'ana');
    expect(screen.queryByRole('button', { name: /^Roll a/ })).toBeNull();
    const hold = screen.getByRole('button', { name: 'Hold' }) as HTMLButtonElement;
    expect(hold.disabled).toBe(true);
    expect(document.getElementById(hold.getAttribute('aria-describedby')!)!.textContent).toBe(
      'It is not your turn: Brom is to act.',
    );
    expect(screen.getByRole('button', { name: 'Buy a die' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('banner').textContent).toContain('Brom to act');
  });

  it('prices every die in gp with your exact chance to bust, and sends the roll', () => {
    const table = betting();
    roll(table, 'brom', 'd10', 9); // Brom: 3 + 4 + 9 = 16
    roll(table, 'ana', 'd4', 2);
    roll(table, 'cyra', 'd4', 2);
    const p = show(table, 'brom');
    const labels = moves();
    // 16: a d10 busts on 6 to 10 (50%), a d4 never does; prices from the ante of 5 gp.
    expect(labels).toContain('Roll a d10 · 3 gp · 50% bust');
    expect(labels).toContain('Roll a d4 · 10 gp · 0% bust');
    expect(labels).toContain('Hold');
    expect(labels).toContain('Fold');
    fireEvent.click(screen.getByRole('button', { name: /^Roll a d6/ }));
    expect(p.send).toHaveBeenCalledWith({ type: 'ROLL', die: 'd6' });
  });

  it('says on the d20 that a natural 20 is safe: "d20 natural 20 sets your roll to exactly hit 21"', () => {
    show(betting(), 'brom');
    expect(screen.getByText(/^d20: a natural 20/).textContent).toBe(
      'd20: a natural 20 makes your total exactly 21, so its bust chance counts it as safe.',
    );
  });

  it('after a cheat, your hand says you cheated, not that you have done nothing', () => {
    const table = betting();
    table.scriptDice({ d8: [5] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd8' }));
    table.scriptDice({ d20: [15] });
    ok(table.send(player('brom'), { type: 'CHEAT', die: 2, delta: -2 }));
    show(table, 'brom');
    const hand = screen.getByRole('region', { name: 'Your hand' }).textContent;
    expect(hand).toContain('You cheated this round');
    expect(hand).not.toContain('No skill used yet this round');
  });

  it('says why an action was refused, in its game\u2019s words, from the reason the host sent', () => {
    show(betting(), 'brom', {
      refusal: {
        id: 'r1',
        reason: { why: 'cannotAffordDie', die: 'd20', cost: 20, has: 5 },
        type: 'ROLL',
      },
    });
    expect(screen.getByRole('alert').textContent).toBe('A d20 costs 20 gp and you have 5 gp.');
  });

  it('shows a refusal an older host sent in words as it came', () => {
    show(betting(), 'brom', {
      refusal: { id: 'r1', reason: 'You need 20 gp to roll a d20; you have 5 gp.' },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'You need 20 gp to roll a d20; you have 5 gp.',
    );
  });
});

describe('the skill flows', () => {
  it('the cheat decision comes right after your roll: keep it, or pick a die and a change', () => {
    const table = betting();
    table.scriptDice({ d8: [5] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd8' }));
    const p = show(table, 'brom');
    expect(screen.getByRole('status').textContent).toContain(
      'You rolled d8 5: keep it, or try to cheat it',
    );
    expect(moves()).toEqual(['Keep the roll']);
    const cheat = within(screen.getByRole('group', { name: 'Cheat' }));
    // "Modify one of your dice": any die that is not blind, the shown opening d10 included.
    const choices = cheat.getAllByRole('option').map((o) => o.textContent);
    expect(choices).toContain('Cheat: d10 #1 +1');
    expect(choices).toContain('Cheat: d8 #3 -2');
    fireEvent.change(cheat.getByLabelText('Die and change'), {
      target: { value: String(choices.indexOf('Cheat: d8 #3 -2')) },
    });
    fireEvent.click(cheat.getByRole('button', { name: 'Try the cheat' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'CHEAT', die: 2, delta: -2 });
  });

  it('on your turn a cheat is armed for your roll or hold: said to you alone, sent only inside the move', () => {
    const p = show(betting(), 'brom');
    expect(screen.queryByRole('group', { name: 'Cheat' })).toBeNull();
    const flow = within(screen.getByRole('group', { name: 'Cheat with your move' }));
    // "Modify one of your dice": the shown opening d10 and the hole die.
    const choices = flow.getAllByRole('option').map((o) => o.textContent);
    expect(choices).toEqual(
      [1, 2].flatMap((n) =>
        ['-3', '-2', '-1', '+1', '+2', '+3'].map((d) => `Cheat: d10 #${n} ${d}`),
      ),
    );
    fireEvent.change(flow.getByLabelText('Die and change'), {
      target: { value: String(choices.indexOf('Cheat: d10 #2 +2')) },
    });
    fireEvent.click(flow.getByRole('button', { name: 'Arm it for my roll or hold' }));
    expect(p.send).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Cheat with your move' }).textContent).toContain(
      'Armed, seen by you alone: Cheat: d10 #2 +2. It goes with your next roll or hold, first',
    );
    expect(moves()).toContain('Hold · with the cheat');
    expect(moves()).toContain('Fold');
    fireEvent.click(screen.getByRole('button', { name: /^Roll a d6/ }));
    expect(p.send).toHaveBeenCalledWith({ type: 'ROLL', die: 'd6', cheat: { die: 1, delta: 2 } });
    // Sent once: the next move carries nothing.
    expect(screen.getByRole('group', { name: 'Cheat with your move' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Hold/ }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'HOLD' });
  });

  it('an armed cheat can be disarmed, and a fold never carries one', () => {
    const p = show(betting(), 'brom');
    const arm = () =>
      fireEvent.click(screen.getByRole('button', { name: 'Arm it for my roll or hold' }));
    arm();
    fireEvent.click(screen.getByRole('button', { name: 'Disarm' }));
    expect(moves()).toContain('Hold');
    fireEvent.click(screen.getByRole('button', { name: /^Hold/ }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'HOLD' });
    arm();
    fireEvent.click(screen.getByRole('button', { name: /^Fold/ }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'FOLD' });
  });

  it('goad: choose whom and with which skill', () => {
    const p = show(betting(), 'brom');
    const goad = within(screen.getByRole('group', { name: 'Goad' }));
    const choices = goad.getAllByRole('option').map((o) => o.textContent);
    expect(choices).toEqual([
      'Goad Ana (Intimidation)',
      'Goad Ana (Persuasion)',
      'Goad Cyra (Intimidation)',
      'Goad Cyra (Persuasion)',
    ]);
    fireEvent.change(goad.getByLabelText('Whom, and how'), { target: { value: '3' } });
    fireEvent.click(goad.getByRole('button', { name: 'Goad' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'GOAD', target: 'cyra', skill: 'persuasion' });
  });

  it('bump: choose the target’s die, hole die included', () => {
    const p = show(betting(), 'brom');
    const bump = within(screen.getByRole('group', { name: 'Bump the table' }));
    expect(bump.getAllByRole('option').map((o) => o.textContent)).toContain("Bump Cyra's d10 #2");
    fireEvent.change(bump.getByLabelText('Which die'), { target: { value: '3' } });
    fireEvent.click(bump.getByRole('button', { name: 'Bump' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'BUMP', target: 'cyra', die: 1 });
  });

  it('after a failed bump: Hold greyed out with the rule\u2019s reason, the roll still offered, and the banner says who may retaliate', () => {
    const table = betting();
    table.scriptDice({ d20: [5, 12], d10: [1] });
    ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 0 }));
    show(table, 'brom');
    const hold = screen.getByRole('button', { name: 'Hold' }) as HTMLButtonElement;
    expect(hold.disabled).toBe(true);
    expect(document.getElementById(hold.getAttribute('aria-describedby')!)!.textContent).toBe(
      "You cannot hold while Ana's retaliation for your bump is pending: roll or fold, or wait for it.",
    );
    expect(moves().some((label) => label.startsWith('Roll a d10'))).toBe(true);
    expect(screen.getByRole('banner').textContent).toContain(
      "your turn · Ana may re-roll one of Brom's dice",
    );
  });

  it('after a failed bump, its target is offered the retaliation first: "target chooses one of your dice to re-roll"', () => {
    const table = betting();
    table.scriptDice({ d20: [5, 12], d10: [1] });
    ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 0 }));
    const p = show(table, 'ana');
    const retaliate = screen.getByRole('group', { name: 'Retaliate' });
    // The first of the flows, out of turn too: it is what the table waits on, not one skill among the others.
    expect(document.querySelector('fieldset.flow')).toBe(retaliate);
    const choices = within(retaliate)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(choices).toHaveLength(2);
    fireEvent.change(within(retaliate).getByLabelText('Which of their dice'), {
      target: { value: '1' },
    });
    fireEvent.click(within(retaliate).getByRole('button', { name: 'Re-roll it' }));
    expect(p.send).toHaveBeenCalledWith(expect.objectContaining({ type: 'RETALIATE', die: 1 }));
  });

  it('every skill has a hint a keyboard can open', async () => {
    show(betting(), 'brom');
    const hints = screen.getAllByText('What does this do?');
    expect(hints.length).toBeGreaterThanOrEqual(5);
    for (const summary of hints) expect(summary.tagName).toBe('SUMMARY');
    // The hints load just after the panel, so the popover's first draw carries only what it shows.
    expect(
      await within(screen.getByRole('group', { name: 'Foresight' })).findByText(
        /WIS against DC 12/,
      ),
    ).toBeTruthy();
  });

  it('accusation: priced, out of turn, naming a die', () => {
    const p = show(betting(), 'ana');
    const accuse = within(screen.getByRole('group', { name: 'Accuse' }));
    expect(accuse.getByText('· 10 gp')).toBeTruthy();
    fireEvent.click(accuse.getByRole('button', { name: 'Accuse' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'ACCUSE', target: 'brom', die: 0 });
  });

  it('side bet: on whom and how much, from the minimum up', () => {
    const p = show(betting(), 'ana');
    const bet = within(screen.getByRole('group', { name: 'Side bet' }));
    expect(bet.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Side bet on yourself',
      'Side bet on Brom',
      'Side bet on Cyra',
    ]);
    fireEvent.change(bet.getByLabelText('On whom'), { target: { value: '2' } });
    fireEvent.input(bet.getByLabelText(/Stake/), { target: { value: '12' } });
    fireEvent.click(bet.getByRole('button', { name: 'Place the side bet' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'SIDE_BET', on: 'cyra', amount: 12 });
  });

  it('drinking instead of paying, in Liquid Mode', () => {
    const p = show(betting({ liquidMode: true }), 'brom');
    // One row of dice; "on the tab" is a toggle that turns it into rolls paid with drinks.
    expect(screen.queryByRole('button', { name: /on the tab/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /On the tab/ }));
    const tab = screen.getByRole('button', { name: /^Roll a d20 on the tab/ });
    expect(tab.getAttribute('aria-label')).toBe('Roll a d20 on the tab (1 drink) · 25% bust');
    expect(tab.textContent).toBe('d20 1 drink 25% bust');
    expect(
      screen.getByRole('button', { name: /^Roll a d4 on the tab/ }).getAttribute('aria-label'),
    ).toBe('Roll a d4 on the tab (2 drinks) · 0% bust');
    expect(screen.queryByRole('button', { name: /^Roll a d20 · / })).toBeNull();
    fireEvent.click(tab);
    expect(p.send).toHaveBeenCalledWith({ type: 'ROLL', die: 'd20', drink: true });
  });

  it('on the tab, says a drink count rounds up: "Drinks needed = ceil(cost / ante)"', () => {
    show(betting({ liquidMode: true }), 'brom');
    expect(screen.queryByText(/rounds up to the next drink/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /On the tab/ }));
    expect(screen.getByText(/^A drink pays one ante of the price/).textContent).toContain(
      'a price that is not a whole number of antes rounds up to the next drink',
    );
  });

  it('side bet: says shares round down, "Winners split the pool proportionally to their bet size"', () => {
    show(betting(), 'ana');
    const bet = within(screen.getByRole('group', { name: 'Side bet' }));
    expect(bet.getByText(/^Side-bet shares are whole gold pieces/).textContent).toContain(
      'each backer’s share of the pool rounds down, and the coins left over go to the largest backer',
    );
  });
});
