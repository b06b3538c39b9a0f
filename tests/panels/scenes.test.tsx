// @vitest-environment jsdom
/** Every screenshot scene sets up without a refused move, and shows the phase it is named after. */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { loadAllPanels } from '../../src/panels/games';
import { TablePanel } from '../../src/panels/TablePanel';
import { scenes } from './scenes';

// Each game's panel loads on demand; loaded up front, every TablePanel here renders its game at once.
beforeAll(() => loadAllPanels());
afterEach(cleanup);

const HEADINGS: Record<string, RegExp> = {
  lobby: /^Lobby/,
  cut: /^The Cut/,
  'betting-your-turn': /^Betting/,
  'betting-not-your-turn': /^Betting/,
  'roll-decision': /^Betting/,
  staredown: /^Staredown/,
  payout: /^Round over/,
  'lobby-short-of-ante': /^Lobby/,
  duel: /^Duel/,
  'goblin-lobby': /^Lobby/,
  'goblin-stage': /^The Chamber/,
  'goblin-sudden-death': /^Sudden Death/,
  'classic-opener': /^The opener/,
  'classic-staredown': /^Staredown/,
  'black-baron-split': /^The players’ turns/,
  'black-baron-payout': /^Round over/,
  'in-between-doubles': /^Doubles/,
  'in-between-between': /^The between/,
  'wizards-and-thieves': /^Wizards and Thieves/,
  'three-dragon-ante-raise': /^Third reveal: a raise to answer/,
  'three-dragon-ante-showdown': /^Game over/,
};

it('each scene renders the phase it is named after', () => {
  const all = scenes();
  expect(all.map((s) => s.name)).toEqual(Object.keys(HEADINGS));
  const noop = async () => ({ ok: true as const });
  for (const s of all) {
    render(<TablePanel state={s.state} send={noop} recover={noop} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent, s.name).toMatch(
      HEADINGS[s.name]!,
    );
    cleanup();
  }
});
