// @vitest-environment jsdom
/**
 * Every move with its odds, in words (issue 54): the panels say the numbers each offer carries (machines/ work them
 * out), never work them out themselves. Standard's skills with the seat's own modifier and what the check is against;
 * Classic's opener pairs each with its chance to bust, starting on the safest; Classic's duel as its rule says it;
 * Wizards and Thieves' declarations with the chance of each outcome.
 */
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllPanels } from '../../src/panels/games';
import { TablePanel } from '../../src/panels/TablePanel';
import type { TableView } from '../../machines/catalog';
import type { Viewer } from '../../machines';
import { gm, ok, player, threeAtBetting } from '../support/tables';
import { classic, d20s, stats } from '../twenty-one-classic/helpers';
import { opened } from '../twenty-one-classic/helpers';
import { playing } from '../wizards-and-thieves/helpers';
import { checkWords } from '../../src/panels/twenty-one-kit/words';
import { props, stateFor } from './state';

beforeAll(() => loadAllPanels());
afterEach(cleanup);

function show(table: { view(viewer: Viewer): unknown }, id: string) {
  const viewer: Viewer = id === 'gm' ? { role: 'gm' } : { role: 'player', id };
  const p = props(
    stateFor(table.view(viewer) as TableView, { id, role: id === 'gm' ? 'GM' : 'PLAYER' }),
  );
  render(<TablePanel {...p} />);
  return p;
}

const flow = (name: string) => screen.getByRole('group', { name });

describe('Standard mode’s skills say their checks', () => {
  it('Foresight: "d20 +3 (your WIS) vs DC 12: 60% to succeed"', () => {
    show(threeAtBetting({}, { brom: { wis: 3 } }), 'brom');
    expect(flow('Foresight').textContent).toContain('d20 +3 (your WIS) vs DC 12: 60% to succeed');
  });

  it('Goad, Bump, Profile: your own modifier against their stat, which is theirs to know', () => {
    show(threeAtBetting({}, { brom: { intimidation: 2, str: -1, investigation: 4 } }), 'brom');
    expect(flow('Goad').textContent).toContain(
      'd20 +2 (your Intimidation) vs their Insight roll (a tie is theirs)',
    );
    expect(flow('Bump the table').textContent).toContain(
      'd20 \u22121 (your STR) vs their STR roll (a tie is theirs)',
    );
    expect(flow('Profile').textContent).toContain(
      'd20 +4 (your Investigation) vs their passive Deception (10 + their modifier)',
    );
  });

  it('a Sloppy seat is told it rolls two d20s and keeps the lower', () => {
    expect(checkWords({ stat: 'wis', mod: 0, dc: 12, disadvantage: true, chance: 81 / 400 })).toBe(
      'd20 +0 (your WIS, Sloppy: two d20s, the lower kept) vs DC 12: 20.3% to succeed',
    );
  });
});

describe('Classic', () => {
  it('the opener starts on its safest pair, and says each pair’s chance to bust', () => {
    const table = classic();
    ok(table.send(gm, { type: 'START_ROUND' }));
    show(table, 'ana');
    const opener = within(flow('Your opener'));
    expect((opener.getByLabelText('Shown die') as HTMLSelectElement).value).toBe('d10');
    expect((opener.getByLabelText('Hole die') as HTMLSelectElement).value).toBe('d10');
    expect(flow('Your opener').textContent).toContain('This pair: 0% to bust.');
    // Beside a d10 in the hole, a shown d20 busts 18% of the time.
    const shown = opener.getByLabelText('Shown die') as HTMLSelectElement;
    expect([...shown.options].map((o) => o.text)).toEqual([
      'd20 (18% bust)',
      'd10 (0% bust)',
      'd8 (0% bust)',
      'd6 (0% bust)',
      'd4 (0% bust)',
    ]);
  });

  it('the duel: "Players roll 1d20 + Stat", on the button and on the board alike', () => {
    const table = classic();
    stats(table, 'ana', { str: 2 });
    opened(table, [
      ['d10', 8, 'd10', 7],
      ['d8', 8, 'd10', 7],
    ]);
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    table.scriptDice({ d6: [1] });
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    d20s(table, 10);
    ok(table.send(player('brom'), { type: 'DUEL_ROLL' }));
    show(table, 'ana');
    const duel = screen.getByRole('region', { name: 'The duel' });
    expect(duel.textContent).toContain('The GM rolled 1: Arm Wrestling.');
    expect(duel.textContent).toContain('Each duelist rolls a d20 plus their STR');
    expect(duel.textContent).not.toContain('d4');
    expect(duel.textContent).toContain('Brom rolled d20 10 + STR 0 = 10');
    expect(screen.getByRole('button', { name: /^Roll for the duel/ }).textContent).toBe(
      'Roll for the duel · d20 +2 (your STR) against each duelist’s; a tie duels again',
    );
  });
});

describe('Wizards and Thieves', () => {
  it('each declaration says the chance of each way its roll turns out, likeliest first', () => {
    show(playing(['ana', 'brom'], 'ana'), 'ana');
    const wizard = screen.getByRole('button', { name: 'Declare wizard and roll 3d6' });
    const odds = document.getElementById(wizard.getAttribute('aria-describedby')!)!;
    expect(odds.textContent).toBe(
      '40.7% no majority: play passes; 29.2% majority wizards: everyone else pays in, you go again; 29.2% majority thieves: you pay in; 0.5% three 6s: the whole pot is yours; 0.5% three 1s: the others split the pot',
    );
  });
});
