/**
 * In Between's styles of play: they play whole rounds of either mode from
 * their own seat's view, call doubles and size side bets by the exact odds.
 * Nothing at this table is hidden, so the twin a decision is checked against
 * differs in the one thing nobody may know: the dice still to come.
 */
import { describe, expect, it } from 'vitest';
import { inBetween } from '../../machines/in-between';
import {
  betweenWinsRound,
  inBetweenStyles,
  rollAgainGain,
  sideBetGain,
} from '../../machines/in-between/bots';
import { isDoubles, isInside, isSequential } from '../../machines/in-between/rules';
import { playStyles } from '../support/styleRuns';
import { gm, must, rollOne, rollSurrounds, seated, sideBet, started } from './helpers';

const style = (id: string) => inBetweenStyles.find((s) => s.id === id)!;
const never = () => 0.99;

describe('In Between’s styles of play', () => {
  it('are three or more, each with its own id, name and one line of character', () => {
    expect(inBetweenStyles.length).toBeGreaterThanOrEqual(3);
    expect(new Set(inBetweenStyles.map((s) => s.id)).size).toBe(inBetweenStyles.length);
    for (const s of inBetweenStyles) expect(s.name && s.character).toBeTruthy();
  });

  it.each(['one-player', 'two-player'] as const)(
    'play seeded rounds of the %s game to their end, every move accepted, gold conserved, blind to the dice to come',
    (mode) => {
      const run = playStyles(inBetween, inBetweenStyles, {
        seed: 4,
        rounds: 40,
        options: { mode },
      });
      expect(run.problems).toEqual([]);
      expect(run.rounds).toBe(40);
      expect(run.diceTwins).toBe(run.decisions);
    },
  );
});

describe('the exact odds', () => {
  /** The between's chance from a fresh throw, counted over every throw of three d20s by the rules' own tests. */
  function byEveryThrow(mode: 'one-player' | 'two-player'): number {
    let inside = 0;
    let doubles = 0;
    for (let a = 1; a <= 20; a++)
      for (let b = 1; b <= 20; b++)
        for (let x = 1; x <= 20; x++) {
          const pair = [a, b] as const;
          if (isDoubles(pair)) doubles++;
          else if (!isSequential(pair) && isInside(x, pair)) inside++;
        }
    // Doubles: whoever they cost rolls again; the re-roll is final, and in the two-player game doubles again go to the between.
    const final = (inside + (mode === 'two-player' ? doubles : 0)) / 8000;
    return inside / 8000 + (doubles / 8000) * final;
  }

  it.each(['one-player', 'two-player'] as const)(
    'of the between winning a %s round agree with every throw counted',
    (mode) => {
      expect(betweenWinsRound(mode)).toBeCloseTo(byEveryThrow(mode), 12);
    },
  );

  it('"the rolling player can either accept the loss, or can roll again": the sharp roller rolls again, losing less on average', () => {
    const table = started(['ana', 'brom']);
    rollOne(table, 9, [7, 7]);
    const view = table.view({ role: 'player', id: 'ana' });
    // Rolling again: 57 in 200 to win twice the wager, else lose twice: -0.86 wagers against -1.
    expect(rollAgainGain(view, 'ana')).toBeCloseTo(view.stake * 0.14, 9);
    expect(style('sharp').decide(view, 'shark', never)).toEqual({ type: 'ROLL_AGAIN' });
  });

  it('"When the surrounds are doubles, then the surrounds player elects to roll or not": the sharp one rolls again', () => {
    const table = started(['ana', 'brom'], { mode: 'two-player' });
    rollSurrounds(table, [5, 5]);
    const caller = table.view({ role: 'gm' }).turn!;
    const view = table.view({ role: 'player', id: caller });
    expect(rollAgainGain(view, caller)).toBeGreaterThan(0);
    expect(style('sharp').decide(view, 'shark', never)).toEqual({ type: 'ROLL_AGAIN' });
  });

  it.each(['one-player', 'two-player'] as const)(
    '"all other players at the table can wager on this": against the bank, in the %s game, a side bet loses at even money, so the sharp one keeps out',
    (mode) => {
      const table = seated(['ana', 'brom', 'cyra', 'dan'], { purse: 200, mode });
      must(table.send(gm, { type: 'START_ROUND' }));
      const between = mode === 'one-player' ? 'roller' : 'betweener';
      sideBet(table, 'cyra', between, 10);
      const view = table.view({ role: 'player', id: 'dan' });
      // Against the bank each gp wins or loses its like, whatever the others staked: 2p − 1 a gp.
      const p = betweenWinsRound(mode);
      expect(sideBetGain(view, between, 10)).toBeCloseTo(10 * (2 * p - 1), 12);
      expect(sideBetGain(view, between, 10)).toBeLessThan(0);
      expect(style('sharp').decide(view, 'shark', never)).toEqual({ type: 'NO_BET' });
      // The well-wisher backs the roller's side for the least, and the daredevil the long shot for two antes:
      // their characters, not the odds.
      expect(style('careful').decide(view, 'shark', never)).toMatchObject({
        type: 'SIDE_BET',
        on: between,
        amount: view.options.ante,
      });
      expect(style('daredevil').decide(view, 'shark', never)).toMatchObject({
        type: 'SIDE_BET',
        on: between,
        amount: 2 * view.options.ante,
      });
    },
  );

  it('a side bet in the watchers\u2019 pool backs the favourite, sized by the pool: against a backer of the roller, the sharp one backs the bank', () => {
    const table = seated(['ana', 'brom', 'cyra'], { purse: 200, sideBetPool: true });
    must(table.send(gm, { type: 'START_ROUND' }));
    sideBet(table, 'brom', 'roller', 10);
    const view = table.view({ role: 'player', id: 'cyra' });
    const intent = style('sharp').decide(view, 'shark', never);
    expect(intent).toMatchObject({ type: 'SIDE_BET', on: 'bank' });
    const amount = (intent as unknown as { amount: number }).amount;
    expect(sideBetGain(view, 'bank', amount)).toBeGreaterThan(0);
    // The best stake: no other stake from one ante (the least a side bet may be) gains more.
    const ante = view.options.ante;
    for (let other = ante; other <= 20 * ante; other++)
      expect(sideBetGain(view, 'bank', other)).toBeLessThanOrEqual(
        sideBetGain(view, 'bank', amount) + 1e-12,
      );
    // The well-wisher backs the roller for the least, for luck, whatever the pool pays.
    expect(style('careful').decide(view, 'shark', never)).toMatchObject({
      type: 'SIDE_BET',
      on: 'roller',
      amount: ante,
    });
  });

  it('the roller wagers the least but for the daredevil, who names five antes', () => {
    const table = started(['ana', 'brom']);
    must(table.send({ role: 'player', id: 'brom' }, { type: 'NO_BET' }));
    const view = table.view({ role: 'player', id: 'ana' });
    expect(style('sharp').decide(view, 'shark', never)).toMatchObject({
      type: 'ROLL',
      wager: view.options.ante,
    });
    expect(style('daredevil').decide(view, 'shark', never)).toMatchObject({
      type: 'ROLL',
      wager: 5 * view.options.ante,
    });
  });
});
