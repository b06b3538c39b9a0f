// @vitest-environment jsdom
/**
 * A player's seat on autoplay in the panels: the player picks a style by its name and a level, reads what the style
 * did while they were away, and takes the seat back; the GM sees it and may give it back; everyone else sees only
 * that the seat is on autoplay. And a self-playing seat's line in character, in words.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, loadStyleWords } from '../../machines/catalog';
import { loadAllPanels } from '../../src/panels/games';
import { GoblinPanel } from '../../src/panels/goblin/GoblinPanel';
import { TwentyOnePanel } from '../../src/panels/twenty-one/TwentyOnePanel';
import { TablePanel } from '../../src/panels/TablePanel';
import { TableNews } from '../../src/panels/shared/TableNews';
import { sayInCharacter } from '../../src/panels/shared/inCharacter';
import { IN_CHARACTER_VARIANTS } from '../../machines/table/inCharacter';
import type { StyleChoice } from '../../src/sync/npcStyles';
import { seated as goblinSeated } from '../goblin/helpers';
import { ok, opened, player, seated } from '../support/tables';
import { props, stateFor } from './state';

// The autoplay form and the styles' words load on demand (the page-size bench pins that). Imported once here, so
// what a test waits on is the panel, not a first module transform on a busy machine.
beforeAll(async () => {
  await loadAllPanels();
  await Promise.all([
    import('../../src/panels/shared/Autoplay'),
    ...GAME_IDS.map((game) => loadStyleWords(game)),
  ]);
});
afterEach(cleanup);

const MENU: StyleChoice[] = [
  { id: 'careful', name: 'Careful', character: 'Stands early and never cheats.' },
  { id: 'cheat', name: 'Card-sharp', character: 'Plays the odds and cheats.' },
];

const show = (view: object, self: { id: string; role: 'GM' | 'PLAYER' }) => {
  const p = props(stateFor({ ...view, npcStyles: MENU } as never, self));
  render(<TwentyOnePanel {...p} />);
  return p;
};

describe('autoplay in the panels', () => {
  it('a player picks a style by its name and a level, and sends AUTOPLAY for their own seat', async () => {
    const table = seated();
    // No view carries the styles to a player: the panel loads the game's words itself.
    const p = props(
      stateFor(table.view({ role: 'player', id: 'ana' }), { id: 'ana', role: 'PLAYER' }),
    );
    render(<TwentyOnePanel {...p} />);
    // The words load once the player opens the form, not with every popover.
    const details = (await screen.findByText('Away for a while? Let a style play your seat'))
      .parentElement as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const form = within(await screen.findByRole('form', { name: 'Let it play my seat' }));
    expect(form.getByRole('option', { name: 'Card-sharp' })).toBeTruthy();
    fireEvent.change(form.getByLabelText('Style'), { target: { value: 'cheat' } });
    fireEvent.change(form.getByLabelText('Level'), { target: { value: 'shark' } });
    expect(form.getByText(/cheats its hole die/)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Let it play my seat' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'AUTOPLAY', style: 'cheat', level: 'shark' });
  });

  it('on autoplay, the player reads the style by its name and what it did, and takes the seat back', () => {
    const table = seated();
    ok(table.send(player('ana'), { type: 'AUTOPLAY', style: 'cheat', level: 'shark' }));
    opened(table, [
      [3, 4],
      [5, 6],
    ]);
    const p = show(table.view({ role: 'player', id: 'ana' }), { id: 'ana', role: 'PLAYER' });
    const section = within(screen.getByRole('region', { name: 'Autoplay' }));
    // "Card-sharp, shark", never the style's id.
    expect(
      section.getByText(
        /Your seat is on autoplay\. Card-sharp, shark has played 0 rounds to their end since it took the seat: 100 gp then, 95 gp now \(−5 gp\)\./,
      ),
    ).toBeTruthy();
    expect(section.queryByText(/cheat,/)).toBeNull();
    fireEvent.click(section.getByRole('button', { name: 'Take my seat back' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'TAKE_BACK' });
  });

  it('on autoplay, the player’s move buttons give way to “Take my seat back”: the style plays, the player waits', () => {
    const table = seated();
    opened(table, [
      [3, 4],
      [5, 6],
    ]);
    // Ana's cut opens the round: hers are the only moves the table waits on.
    const mover = 'ana';
    const own = { role: 'player', id: mover } as const;
    expect(table.view(own).actions.map((a) => a.intent.type)).toContain('CUT_PASS');
    const self = { id: mover, role: 'PLAYER' as const };
    render(<TablePanel {...props(stateFor(table.view(own), self))} />);
    expect(screen.getByRole('group', { name: 'Your moves' })).toBeTruthy();
    cleanup();

    ok(table.send(player(mover), { type: 'AUTOPLAY', style: 'careful', level: 'shark' }));
    const p = props(stateFor(table.view(own), self));
    render(<TablePanel {...p} />);
    expect(screen.queryByRole('group', { name: 'Your moves' })).toBeNull();
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual([
      'Take my seat back',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Take my seat back' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'TAKE_BACK' });
  });

  it('the player’s news names the style by its name, its words loaded on demand (no player’s view carries them)', async () => {
    const table = seated();
    const before = table.view({ role: 'player', id: 'ana' });
    const { rerender } = render(<TableNews view={before} />);
    ok(table.send(player('ana'), { type: 'AUTOPLAY', style: 'cheat', level: 'shark' }));
    rerender(<TableNews view={table.view({ role: 'player', id: 'ana' })} />);
    expect((await screen.findByRole('status', { name: 'Table news' })).textContent).toMatch(
      /^Your seat is on autoplay \(Card-sharp, shark\): it plays for you/,
    );
  });

  it('everyone else sees only that the seat is on autoplay; the GM sees how, and may give it back', () => {
    const table = seated();
    ok(table.send(player('ana'), { type: 'AUTOPLAY', style: 'careful', level: 'novice' }));
    show(table.view({ role: 'player', id: 'brom' }), { id: 'brom', role: 'PLAYER' });
    const row = screen.getByText('Ana').closest('tr')!;
    expect(within(row).getByText(/on autoplay/)).toBeTruthy();
    // How it plays is Ana's and the GM's to know.
    expect(screen.queryByText(/Careful, novice/)).toBeNull();
    cleanup();

    const p = show(table.view({ role: 'gm' }), { id: 'gm', role: 'GM' });
    const gmSide = within(screen.getByRole('region', { name: 'Players’ seats on autoplay' }));
    expect(gmSide.getByText(/Ana’s seat is on autoplay\. Careful, novice/)).toBeTruthy();
    fireEvent.click(gmSide.getByRole('button', { name: 'Give Ana their seat back' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'TAKE_BACK', seat: 'ana' });
  });

  it('works the same in another game’s panel (Goblin Mode)', () => {
    const table = goblinSeated();
    const view = Object.assign(table.view({ role: 'player', id: 'ana' }), { npcStyles: MENU });
    const p = props(stateFor(view, { id: 'ana', role: 'PLAYER' }));
    render(<GoblinPanel {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Let it play my seat' }));
    expect(p.send).toHaveBeenLastCalledWith({
      type: 'AUTOPLAY',
      style: 'careful',
      level: 'regular',
    });
  });
});

describe('a line in character', () => {
  const seats = [{ id: 'npc-1', name: 'Grub' }];

  it('is worded with the seat’s name and the gold, one wording per variant', () => {
    expect(sayInCharacter({ kind: 'stakes', seat: 'npc-1', gold: 10, variant: 0 }, seats)).toBe(
      'Grub slaps 10 gp on the table.',
    );
    for (const kind of ['stakes', 'collects', 'plays'] as const) {
      const words = new Set(
        Array.from({ length: IN_CHARACTER_VARIANTS }, (_, variant) =>
          sayInCharacter({ kind, seat: 'npc-1', gold: 3, variant }, seats),
        ),
      );
      expect(words.size).toBe(IN_CHARACTER_VARIANTS);
    }
  });

  it('shows under the news for everyone at the table', async () => {
    const table = seated();
    const view = {
      ...table.view({ role: 'player', id: 'brom' }),
      said: { kind: 'collects', seat: 'ana', gold: 12, variant: 1 },
    };
    show(view, { id: 'brom', role: 'PLAYER' });
    expect((await screen.findByLabelText('Table talk')).textContent).toBe(
      '“Told you,” says Ana, pocketing 12 gp.',
    );
  });
});
