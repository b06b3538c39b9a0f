/**
 * Wizards and Thieves' styles of play: they play whole games from their own
 * seat's view, the sharp one weighing both calls over every roll of 3d6. Every
 * stack and the pot are public, so a decision is checked against a twin
 * differing in what nobody may know: the dice still to come.
 */
import { describe, expect, it } from 'vitest';
import { wizardsAndThieves } from '../../machines/wizards-and-thieves';
import { expectedLead, wizardsStyles } from '../../machines/wizards-and-thieves/bots';
import { inPlay, resolveRoll } from '../../machines/wizards-and-thieves/rules';
import { playStyles } from '../support/styleRuns';
import { declareAs, playing } from './helpers';

const style = (id: string) => wizardsStyles.find((s) => s.id === id)!;
const never = () => 0.99;

describe('Wizards and Thieves’ styles of play', () => {
  it('are three or more, each with its own id, name and one line of character', () => {
    expect(wizardsStyles.length).toBeGreaterThanOrEqual(3);
    expect(new Set(wizardsStyles.map((s) => s.id)).size).toBe(wizardsStyles.length);
    for (const s of wizardsStyles) expect(s.name && s.character).toBeTruthy();
  });

  it('play seeded games to their end, every move accepted, gold conserved, blind to the dice to come', () => {
    const run = playStyles(wizardsAndThieves, wizardsStyles, {
      seed: 2,
      rounds: 12,
      options: { coins: 20 },
      twinEvery: 3,
    });
    expect(run.problems).toEqual([]);
    expect(run.rounds).toBe(12);
    expect(run.diceTwins).toBeGreaterThan(0);
  });
});

describe('the sharp call', () => {
  it('reckons each call over all 216 rolls of 3d6 as the rules resolve them', () => {
    const table = playing(['ana', 'brom', 'cyra']);
    const view = table.view({ role: 'player', id: 'ana' });
    const board = {
      order: view.seats.map((s) => s.id),
      coins: Object.fromEntries(view.seats.map((s) => [s.id, s.coins ?? 0])),
      pot: view.pot,
    };
    for (const call of ['wizard', 'thief'] as const) {
      let total = 0;
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++)
          for (let c = 1; c <= 6; c++) {
            const r = resolveRoll(board, 'ana', call, [a, b, c]);
            const players = inPlay(r.board);
            const share = r.ending || players.length === 0 ? 0 : r.board.pot / players.length;
            const mine = r.board.coins.ana! + share;
            const rival = Math.max(
              ...['brom', 'cyra'].map((s) => r.board.coins[s]! + (players.includes(s) ? share : 0)),
            );
            total += mine - rival;
          }
      expect(expectedLead(view, 'ana', call)).toBeCloseTo(total / 216, 9);
    }
  });

  it('calls whichever leaves it further ahead on average, before and after "the active player goes again"', () => {
    const table = playing(['ana', 'brom', 'cyra']);
    const better = (view: ReturnType<typeof table.view>) =>
      expectedLead(view, 'ana', 'wizard') >= expectedLead(view, 'ana', 'thief')
        ? 'wizard'
        : 'thief';
    const level = table.view({ role: 'player', id: 'ana' });
    expect(style('sharp').decide(level, 'shark', never)).toEqual({
      type: 'DECLARE',
      call: better(level),
    });
    declareAs(table, 'ana', 'thief', [1, 1, 4]); // thieves' majority: ana takes 4 and goes again
    const ahead = table.view({ role: 'player', id: 'ana' });
    expect(ahead.turn).toBe('ana');
    expect(style('sharp').decide(ahead, 'shark', never)).toEqual({
      type: 'DECLARE',
      call: better(ahead),
    });
    // A regular's mistake, drawn below its rate: the Table-Reader's is the worse call, as its novice's always is.
    const worse = better(ahead) === 'wizard' ? 'thief' : 'wizard';
    expect(style('sharp').decide(ahead, 'regular', () => 0)).toEqual({
      type: 'DECLARE',
      call: worse,
    });
    expect(style('sharp').decide(ahead, 'regular', never)).toEqual({
      type: 'DECLARE',
      call: better(ahead),
    });
    expect(style('sharp').decide(ahead, 'novice', never)).toEqual({ type: 'DECLARE', call: worse });
  });

  it('the Hedge-Wizard hedges by the scoreboard: level, it leans a coin toward the wizard; ahead, toward the thief', () => {
    const table = playing(['ana', 'brom', 'cyra']);
    const level = table.view({ role: 'player', id: 'ana' });
    const even = expectedLead(level, 'ana', 'wizard') - expectedLead(level, 'ana', 'thief');
    expect(style('hedge-wizard').decide(level, 'shark', never)).toEqual({
      type: 'DECLARE',
      call: even < -1 ? 'thief' : 'wizard',
    });
    declareAs(table, 'ana', 'thief', [1, 1, 4]); // thieves' majority: ana takes 4 and goes again
    const ahead = table.view({ role: 'player', id: 'ana' });
    const gap = expectedLead(ahead, 'ana', 'wizard') - expectedLead(ahead, 'ana', 'thief');
    expect(style('hedge-wizard').decide(ahead, 'shark', never)).toEqual({
      type: 'DECLARE',
      call: gap > 1 ? 'wizard' : 'thief',
    });
    // Its novice hedges on every roll, but when far behind: level, it calls thief.
    expect(style('hedge-wizard').decide(level, 'novice', never)).toEqual({
      type: 'DECLARE',
      call: 'thief',
    });
  });

  it('the Cutpurse reaches for the pot when its stack runs thin, and its novice always does', () => {
    const full = playing(['ana', 'brom', 'cyra']).view({ role: 'player', id: 'ana' }); // 14 coins each
    const thin = playing(['ana', 'brom', 'cyra'], 'ana', { coins: 10 }).view({
      role: 'player',
      id: 'ana',
    }); // 4 coins each
    const better = (view: typeof full) =>
      expectedLead(view, 'ana', 'wizard') >= expectedLead(view, 'ana', 'thief')
        ? 'wizard'
        : 'thief';
    const gap = expectedLead(thin, 'ana', 'wizard') - expectedLead(thin, 'ana', 'thief');
    expect(style('cutpurse').decide(full, 'shark', never)).toEqual({
      type: 'DECLARE',
      call: better(full),
    });
    expect(style('cutpurse').decide(thin, 'shark', never)).toEqual({
      type: 'DECLARE',
      call: gap > 1 ? 'wizard' : 'thief',
    });
    expect(style('cutpurse').decide(full, 'novice', never)).toEqual({
      type: 'DECLARE',
      call: 'thief',
    });
  });
});
