// @vitest-environment jsdom
/** Every screenshot scene sets up without a refused move, and shows the phase it is named after. */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { loadAllPanels } from '../../src/panels/games';
import { TablePanel } from '../../src/panels/TablePanel';
import { scenes } from './scenes';
import { GAME_MODES } from '../../machines/catalog';

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
  'wizards-and-thieves': /^Declare and roll · game 1/,
  'three-dragon-ante-raise': /^Third reveal: raised/,
  'three-dragon-ante-showdown': /^Game over · game 1/,
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

/** "Every game says its name on every panel ... and says its goal where a newcomer first needs it" (issue 47). */
const GOALS: Record<string, RegExp> = {
  'twenty-one': /21 or less/,
  'twenty-one-classic': /21 or less/,
  goblin: /no 21 limit/,
  'black-baron': /20 or less/,
  'in-between': /between the other two/,
  'wizards-and-thieves': /pot/,
  'three-dragon-ante': /five d12s/,
};

it('every scene, for every seat, heads the panel with the game, its mode and its goal', () => {
  const noop = async () => ({ ok: true as const });
  const seen = new Set<string>();
  for (const s of scenes())
    for (const e of s.everyone) {
      const game = e.state.view!.game;
      seen.add(game);
      render(<TablePanel state={e.state} send={noop} recover={noop} />);
      const title = screen.getByRole('banner').querySelector('.game-title')!.textContent!;
      const { game: name, mode } = GAME_MODES[game];
      expect(title, `${s.name}, ${e.viewer}`).toMatch(new RegExp(`^${name} · ${mode} · `));
      expect(title, `${s.name}, ${e.viewer}`).toMatch(GOALS[game]!);
      cleanup();
    }
  expect([...seen].sort()).toEqual(Object.keys(GOALS).sort());
});
