// @vitest-environment jsdom
/** Classic's panel: the opener, the cheat with its DCs, the investigations, the GM's house rule, and Classic's stats. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllPanels } from '../../src/panels/games';
import type { Viewer } from '../../machines';
import { ClassicPanel } from '../../src/panels/twenty-one-classic/ClassicPanel';
import { TwentyOnePanel } from '../../src/panels/twenty-one/TwentyOnePanel';
import { seatedAt } from '../support/tables';
import { twentyOne } from '../../machines/twenty-one';
import { gm, ok, player } from '../support/tables';
import { classic, opened, type ClassicTable } from '../twenty-one-classic/helpers';
import { props, stateFor } from './state';

// The panels and the parts they load after them (the lobby's forms), as a popover that has shown them has them.
beforeAll(() => loadAllPanels());
afterEach(cleanup);

function show(table: ClassicTable, id: string) {
  const viewer: Viewer = id === 'gm' ? { role: 'gm' } : { role: 'player', id };
  const p = props(stateFor(table.view(viewer), { id, role: id === 'gm' ? 'GM' : 'PLAYER' }));
  render(<ClassicPanel {...p} />);
  return p;
}

describe('the Classic panel', () => {
  it('the opener: the player chooses their two dice and rolls them', () => {
    const table = classic();
    ok(table.send(gm, { type: 'START_ROUND' }));
    const p = show(table, 'ana');
    // Nothing is rolled yet: no greyed "Keep the roll" to wonder about.
    expect(screen.queryByRole('button', { name: /Keep the roll/ })).toBeNull();
    const opener = screen.getByRole('group', { name: 'Your opener' });
    // Two die pickers, each showing the die it holds, not one closed list of all 25 pairs.
    expect(within(opener).getAllByRole('combobox')).toHaveLength(2);
    fireEvent.change(within(opener).getByLabelText('Shown die'), { target: { value: 'd20' } });
    fireEvent.change(within(opener).getByLabelText('Hole die'), { target: { value: 'd6' } });
    expect((within(opener).getByLabelText('Shown die') as HTMLSelectElement).value).toBe('d20');
    expect((within(opener).getByLabelText('Hole die') as HTMLSelectElement).value).toBe('d6');
    fireEvent.click(within(opener).getByRole('button', { name: 'Roll them' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'OPEN', shown: 'd20', hole: 'd6' });
  });

  it('the moves of a turn carry Classic\u2019s prices and words: a free d20, and the Goad\u2019s rule', () => {
    const table = opened(classic(), [
      ['d10', 2, 'd10', 3],
      ['d10', 9, 'd10', 9],
    ]);
    show(table, 'ana');
    expect(screen.getByRole('button', { name: /Hit: roll a d20 \(free\)/ }).textContent).toContain(
      '0 gp',
    );
    expect(screen.getByRole('group', { name: 'Goad' }).textContent).toContain(
      'Win: they pay the ante and hit at once',
    );
    expect(screen.getByRole('group', { name: 'Bump the table' }).textContent).not.toContain(
      'a natural 1 costs you',
    );
    expect(document.body.textContent).not.toMatch(/Fold|Foresight|Profile|Side bet/);
    // Classic has no side bets, so the banner never says they are open.
    expect(screen.getByRole('banner').textContent).not.toMatch(/side bets/i);
  });

  it('the GM may rule a forfeit under the house rule; players are not offered it', () => {
    const table = opened(classic(), [
      ['d10', 2, 'd10', 3],
      ['d10', 9, 'd10', 9],
    ]);
    const p = show(table, 'gm');
    const rule = screen.getByRole('region', { name: 'House rule' });
    fireEvent.change(within(rule).getByRole('combobox'), { target: { value: 'brom' } });
    fireEvent.click(within(rule).getByRole('button'));
    expect(p.send).toHaveBeenCalledWith({ type: 'FORFEIT', target: 'brom' });
    // The house rule is the one control for it: the table's controls offer no forfeit of their own.
    expect(screen.getByRole('group', { name: 'Table controls' }).textContent).not.toMatch(
      /forfeit/i,
    );
    cleanup();
    show(table, 'ana');
    expect(screen.queryByRole('region', { name: 'House rule' })).toBeNull();
  });

  it('the duel says its roll as the rule does: "Players roll 1d20 + Stat", the stat of the GM\u2019s d6', () => {
    const table = opened(classic(), [
      ['d10', 8, 'd10', 7],
      ['d8', 8, 'd10', 7],
    ]);
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    table.scriptDice({ d6: [4] });
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    show(table, 'ana');
    const duel = within(screen.getByRole('region', { name: 'The duel' }));
    expect(duel.getByText(/^The best totals tied\./).textContent).toBe(
      'The best totals tied. The GM rolled 4: Dragonchess. Each duelist rolls a d20 plus their INT modifier; the highest roll takes the pot, and a tie duels again.',
    );
    expect(screen.getByRole('button', { name: /Roll for the duel/ }).textContent).toContain(
      'd20 +0 (your INT) against each duelist\u2019s',
    );
  });

  it('the stats form gains Classic\u2019s stats only at a Classic table', () => {
    show(classic(), 'ana');
    const form = screen.getByRole('form', { name: 'Stats of Ana' });
    for (const label of ['Spellcasting ability', 'Arcana', 'Athletics', 'Dexterity save'])
      expect(within(form).getByLabelText(`${label} of Ana`)).toBeTruthy();
    expect(within(form).queryByLabelText('Investigation of Ana')).toBeNull();
    cleanup();
    const standard = seatedAt(twentyOne, ['ana', 'brom']);
    render(
      <TwentyOnePanel
        {...props(
          stateFor(standard.view({ role: 'player', id: 'ana' }), { id: 'ana', role: 'PLAYER' }),
        )}
      />,
    );
    const standardForm = screen.getByRole('form', { name: 'Stats of Ana' });
    expect(within(standardForm).queryByLabelText('Arcana of Ana')).toBeNull();
    expect(within(standardForm).getByLabelText('Investigation of Ana')).toBeTruthy();
  });

  it('the lobby names the GM as the House without a match at a Classic table ("All players pay the starting Ante into the Pot"), with it at a Standard table', () => {
    show(classic(), 'gm');
    const house = () =>
      within(screen.getByRole('form', { name: 'Table options' })).getByRole('option', {
        name: /^the House/,
      }).textContent;
    expect(house()).toBe('the House');
    cleanup();
    const standard = seatedAt(twentyOne, ['ana', 'brom']);
    render(
      <TwentyOnePanel
        {...props(stateFor(standard.view({ role: 'gm' }), { id: 'gm', role: 'GM' }))}
      />,
    );
    expect(house()).toBe('the House (matches antes)');
  });

  it('the opener: your turn is marked, and the decision names both dice you rolled', () => {
    const table = classic();
    ok(table.send(gm, { type: 'START_ROUND' }));
    table.scriptDice({ d8: [6], d20: [11] });
    ok(table.send(player('ana'), { type: 'OPEN', shown: 'd8', hole: 'd20' }));
    show(table, 'ana');
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    expect(hand.getByText('Your turn')).toBeTruthy();
    expect(hand.getByRole('status').textContent).toBe(
      'You rolled d8 6 and d20 11: keep them, or try to cheat one before the bust is judged.',
    );
  });

  it('the cheat read at a glance: the dice you rolled, the faces they may show, each way with its risk', async () => {
    // "Physical Cheat (Sleight of Hand / Deception): Roll your check. This number becomes your Tell DC.
    // Fumble: If your check is < 10, you are caught immediately." Magic: "No immediate risk".
    const table = classic();
    ok(table.send(player('ana'), { type: 'SET_STATS', stats: { sleightOfHand: 4 } }));
    ok(table.send(gm, { type: 'START_ROUND' }));
    table.scriptDice({ d8: [6], d20: [11] });
    ok(table.send(player('ana'), { type: 'OPEN', shown: 'd8', hole: 'd20' }));
    const p = show(table, 'ana');
    const cheat = within(screen.getByRole('group', { name: 'Cheat' }));
    // The picker arrives just after the panel (Classic's opener asks for it), showing first the face that raises a die
    // the most: the d20 to 20, a natural 20, the hand's 21.
    await cheat.findByText('d20 11 → 20 · 25% caught · leaves a Tell DC');
    // No long closed list: three short rows of choices, and the cheat is free.
    expect(cheat.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('group', { name: 'Cheat' }).querySelector('legend')!.textContent).toBe(
      'Cheat · free',
    );
    const row = (name: string) =>
      within(cheat.getByRole('group', { name })).getAllByRole('radio') as HTMLInputElement[];
    // The two dice just rolled, drawn and named as dice; the first choice is the face that makes the most.
    expect(row('Die').map((r) => r.getAttribute('aria-label'))).toEqual([
      'd8 showing 6',
      'd20 showing 11, your hole die, only you see it',
    ]);
    // Sleight of Hand +4 is caught on a d20 of 1–5, Deception +0 on 1–9; magic is never caught at once.
    expect(row('How').map((r) => r.closest('label')!.textContent)).toEqual([
      'Sleight of Hand · 25% caught',
      'Deception · 45% caught',
      'Magic · not caught now',
    ]);
    fireEvent.click(cheat.getByRole('radio', { name: 'd8 showing 6' }));
    // The d8's faces but the one it shows, none taking the hand over 21 (the d20 shows 11).
    expect(row('To').map((r) => r.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 7, 8].map((f) => `to ${f}`),
    );
    fireEvent.click(cheat.getByRole('radio', { name: 'to 7' }));
    fireEvent.click(cheat.getByRole('radio', { name: /^Magic/ }));
    expect(cheat.getByText(/→/).textContent).toBe(
      'd8 6 → 7 · not caught now · leaves a Residue DC',
    );
    fireEvent.click(cheat.getByRole('button', { name: 'Try the cheat' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'CHEAT', die: 0, face: 7, method: 'spellcasting' });
  });

  it('your hand shows your cheat’s DC, and no Heat', () => {
    const table = classic();
    ok(table.send(gm, { type: 'START_ROUND' }));
    table.scriptDice({ d8: [6], d20: [11] });
    ok(table.send(player('ana'), { type: 'OPEN', shown: 'd8', hole: 'd20' }));
    table.scriptDice({ d20: [13] });
    ok(table.send(player('ana'), { type: 'CHEAT', die: 1, face: 7, method: 'spellcasting' }));
    show(table, 'ana');
    const hand = screen.getByRole('region', { name: 'Your hand' }).textContent!;
    expect(hand).toContain('your Residue DC 13');
    expect(hand).not.toContain('cheat DC');
  });

  it('an investigation in the staredown, with its price', () => {
    const table = opened(classic(), [
      ['d10', 2, 'd10', 3],
      ['d10', 9, 'd10', 9],
    ]);
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    const p = show(table, 'brom');
    const flow = screen.getByRole('group', { name: 'Investigate' });
    expect(flow.textContent).toContain('5 gp');
    fireEvent.change(within(flow).getByRole('combobox'), { target: { value: '1' } });
    fireEvent.click(within(flow).getByRole('button', { name: 'Investigate' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'INVESTIGATE', kind: 'scan' });
    // Classic's accusation names a seat; Standard mode's names a die too.
    expect(
      within(screen.getByRole('group', { name: 'Accuse' })).getByLabelText('Whom'),
    ).toBeTruthy();
  });
});
