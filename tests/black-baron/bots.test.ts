/**
 * Black Baron's styles of play: they play whole rounds by the rules from their
 * own seat's view, and the dealer's face-down die behind a shown 10 changes
 * none of their decisions.
 */
import { describe, expect, it } from 'vitest';
import { blackBaron } from '../../machines/black-baron';
import { blackBaronStyles } from '../../machines/black-baron/bots';
import { dealerOdds, handOdds, playerEdge } from '../../machines/black-baron/odds';
import { dealerMustHit, handValue, isBust } from '../../machines/black-baron/rules';
import { playStyles } from '../support/styleRuns';
import { fixture } from './conformance';
import { deal, seated } from './helpers';

const style = (id: string) => blackBaronStyles.find((s) => s.id === id)!;
const never = () => 0.99;

describe('Black Baron’s styles of play', () => {
  it('are three or more, each with its own id, name and one line of character', () => {
    expect(blackBaronStyles.length).toBeGreaterThanOrEqual(3);
    expect(new Set(blackBaronStyles.map((s) => s.id)).size).toBe(blackBaronStyles.length);
    for (const s of blackBaronStyles) expect(s.name && s.character).toBeTruthy();
  });

  it.each([1, 3])(
    'play seeded rounds to their end, every move accepted and gold conserved (seed %i)',
    (seed) => {
      const run = playStyles(blackBaron, blackBaronStyles, {
        seed,
        rounds: 40,
        secrets: fixture.secrets,
      });
      expect(run.problems).toEqual([]);
      expect(run.rounds).toBe(40);
      // "behind a shown 10, the second die is rolled face down": the twins changed it that often.
      expect(run.secretTwins).toBeGreaterThan(0);
    },
  );

  it('decide the same whatever the dealer’s face-down die is; handed the GM’s view instead, they would not', () => {
    // Two tables alike but for the die behind the dealer's shown 10: a 6 (the dealer stands on 16) or a 9 (on 19), against 17.
    const tables = [6, 9].map((faceDown) => {
      const table = seated(['ana', 'brom']);
      deal(table, { ana: 1, brom: 1 }, { ana: [9, 8], brom: [9, 7] }, [10, faceDown]);
      return table;
    });
    // The seat's own view, or the same with the dealer's dice as the GM sees them (the face-down die face up).
    const decisions = (gmEyes: boolean) =>
      tables.map((t) => {
        const own = t.view({ role: 'player', id: 'ana' });
        const view = gmEyes ? { ...own, dealer: t.view({ role: 'gm' }).dealer } : own;
        return JSON.stringify(style('sharp').decide(view, 'shark', never));
      });
    const [a, b] = decisions(false);
    expect(a).toBe(b);
    const [seenA, seenB] = decisions(true);
    expect(seenA).not.toBe(seenB);
  });
});

describe('the exact odds', () => {
  /** The dealer's play, die by die through every path, by the rules' own functions. */
  function dealerByPaths(shown: number): Map<string, number> {
    const out = new Map<string, number>();
    const walk = (dice: number[], p: number) => {
      if (!isBust(dice) && dealerMustHit(dice)) {
        for (let f = 1; f <= 10; f++) walk([...dice, f], p / 10);
        return;
      }
      const key = isBust(dice) ? 'bust' : String(handValue(dice));
      out.set(key, (out.get(key) ?? 0) + p);
    };
    walk([shown], 1);
    return out;
  }

  it.each([2, 6, 9])(
    'of the dealer from a shown %i agree with the dealer’s rules played out on every path',
    (shown) => {
      const odds = dealerOdds([shown], false);
      const paths = dealerByPaths(shown);
      expect(odds[21]).toBeCloseTo(paths.get('bust') ?? 0, 12);
      for (let v = 16; v <= 20; v++) expect(odds[v]).toBeCloseTo(paths.get(String(v)) ?? 0, 12);
    },
  );

  it('leave the House an edge over a player who plays exactly, so the sharp style bets the least it may', () => {
    expect(playerEdge()).toBeLessThan(0);
    const table = seated(['ana', 'brom'], { minBet: 2, maxBet: 50 });
    table.send({ role: 'gm', id: 'gm' }, { type: 'START_ROUND' });
    const intent = style('sharp').decide(table.view({ role: 'player', id: 'ana' }), 'shark', never);
    expect(intent).toEqual({ type: 'BET', amount: 2 });
  });

  it('hit 11 and stay on 16 against a shown 6, as the exact returns say', () => {
    const odds = handOdds([6], false);
    expect(odds.hit(11, 2)).toBeGreaterThan(Math.max(odds.stay(11, 2), odds.double(11)));
    expect(odds.stay(16, 2)).toBeGreaterThan(odds.hit(16, 2));
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 1, brom: 1 }, { ana: [6, 5], brom: [9, 7] }, [6]);
    expect(
      style('sharp').decide(table.view({ role: 'player', id: 'ana' }), 'shark', never),
    ).toEqual({ type: 'HIT' });
    table.send({ role: 'player', id: 'ana' }, { type: 'STAY' });
    expect(
      style('sharp').decide(table.view({ role: 'player', id: 'brom' }), 'shark', never),
    ).toEqual({ type: 'STAY' });
  });

  it('the careful style never doubles down or splits; the sharp one splits a pair of 8s against a shown 6', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 1, brom: 1 }, { ana: [8, 8], brom: [9, 7] }, [6]);
    const view = table.view({ role: 'player', id: 'ana' });
    expect(view.actions.map((a) => a.intent.type)).toContain('SPLIT');
    expect(style('careful').decide(view, 'shark', never)?.type).not.toMatch(/SPLIT|DOUBLE/);
    expect(style('sharp').decide(view, 'shark', never)).toEqual({ type: 'SPLIT' });
  });

  it('a seat with nothing to do decides nothing', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 1, brom: 1 }, { ana: [6, 5], brom: [9, 7] }, [6]);
    for (const s of blackBaronStyles)
      expect(s.decide(table.view({ role: 'player', id: 'brom' }), 'shark', never)).toBeNull();
  });
});
