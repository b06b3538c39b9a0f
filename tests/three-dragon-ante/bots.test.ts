/**
 * Three-Dragon Ante's styles of play: they play whole games from their own
 * seat's view, reckoning their exact chance against every face a rival's
 * hidden dice may show, and a rival's hidden dice change none of their
 * decisions.
 */
import { describe, expect, it } from 'vitest';
import { threeDragonAnte } from '../../machines/three-dragon-ante';
import { anteStyles } from '../../machines/three-dragon-ante/bots';
import { expectedShare } from '../../machines/three-dragon-ante/odds';
import type { AnteView } from '../../machines/three-dragon-ante/view';
import { playStyles } from '../support/styleRuns';
import { fixture } from './conformance';
import { deal, gm, gmView, must, raise, revealRound, seated } from './helpers';

const style = (id: string) => anteStyles.find((s) => s.id === id)!;
const never = () => 0.99;

describe('Three-Dragon Ante’s styles of play', () => {
  it('are three or more, each with its own id, name and one line of character', () => {
    expect(anteStyles.length).toBeGreaterThanOrEqual(3);
    expect(new Set(anteStyles.map((s) => s.id)).size).toBe(anteStyles.length);
    for (const s of anteStyles) expect(s.name && s.character).toBeTruthy();
  });

  it.each([
    [1, 3],
    [2, 10],
  ])(
    'play seeded games to their end, every move accepted, gold conserved, each decision the same whatever another seat’s hidden dice (seed %i, %i raises a round)',
    (seed, raises) => {
      const run = playStyles(threeDragonAnte, anteStyles, {
        seed,
        rounds: 20,
        options: { raises },
        secrets: fixture.secrets,
        twinEvery: 2,
      });
      expect(run.problems).toEqual([]);
      expect(run.rounds).toBe(20);
      expect(run.secretTwins).toBeGreaterThan(50);
    },
  );

  it('an NPC seat’s own view, which its style reads, shows it its five dice and offers its moves', () => {
    const table = seated(['ana', 'brom']);
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grub', purse: 100 }));
    const npc = gmView(table).seats.find((s) => s.controller === 'gm')!.id;
    deal(
      table,
      [
        [1, 2, 3, 4, 5],
        [6, 7, 8, 9, 10],
        [11, 12, 1, 2, 3],
      ],
      1,
    );
    const own = table.view({ role: 'player', id: npc });
    expect(own.seats.find((s) => s.id === npc)!.dice.map((d) => d.face)).toEqual([11, 12, 1, 2, 3]);
    expect(own.seats.find((s) => s.id === 'ana')!.dice.every((d) => d.face === null)).toBe(true);
    // The dealer is the seat before it, so the NPC reveals first.
    expect(gmView(table).turn).toBe(npc);
    expect(own.actions.map((a) => a.intent.type)).toContain('REVEAL');
  });

  it('decide from their own view: handed the rivals’ hidden dice instead, they would decide otherwise', () => {
    // Two deals alike but for the rivals' hands: all ones, or all twelves.
    const decide = (rivals: number, seeAll: boolean) => {
      const table = seated(['ana', 'brom', 'cyra']);
      deal(table, [[3, 5, 7, 9, 11], Array(5).fill(rivals), Array(5).fill(rivals)], 2);
      const me = gmView(table).turn!;
      const own = table.view({ role: 'player', id: me });
      const seen = gmView(table).seats.map((s) => ({ ...s, mine: s.id === me }));
      const view = seeAll ? { ...own, seats: seen } : own;
      return JSON.stringify(style('sharp').decide(view, 'shark', never));
    };
    expect(decide(1, false)).toBe(decide(12, false));
    expect(decide(1, true)).not.toBe(decide(12, true));
  });
});

describe('levels: each style’s own decision, worse below the shark', () => {
  /** The second round of reveals, Ana dealing: Brom plays first, and Cyra answers first when Brom raises. */
  const secondRound = (hands: { brom: number[]; cyra: number[] }) => {
    const table = seated(['ana', 'brom', 'cyra']);
    deal(table, [[6, 6, 6, 6, 6], hands.brom, hands.cyra], 0);
    revealRound(table);
    return table;
  };
  const decision = (id: string, view: AnteView, level: 'novice' | 'regular' | 'shark') =>
    style(id).decide(view, level, never)?.type;

  it('Stone-Face: a novice never lets go, matching a raise on a hopeless hand that a regular and a shark fold', () => {
    const table = secondRound({ brom: [12, 12, 12, 12, 12], cyra: [1, 1, 1, 1, 1] });
    raise(table, 'brom', 12);
    const view = table.view({ role: 'player', id: 'cyra' });
    expect(decision('stone-face', view, 'novice')).toBe('MATCH');
    expect(decision('stone-face', view, 'regular')).toBe('FOLD');
    expect(decision('stone-face', view, 'shark')).toBe('FOLD');
  });

  it('Stone-Face: every level stays in with a hand no rival can beat', () => {
    const table = secondRound({ brom: [1, 1, 1, 1, 1], cyra: [12, 12, 12, 12, 12] });
    raise(table, 'brom', 12);
    const view = table.view({ role: 'player', id: 'cyra' });
    for (const level of ['novice', 'regular', 'shark'] as const)
      expect(decision('stone-face', view, level)).toBe('MATCH');
  });

  it('Stone-Face: a regular holds on to a middling hand the pot does not pay for, which a shark folds on its exact share', () => {
    // Cyra's 32 against Brom's and Ana's shown 6, four dice hidden each; a raise of 25 gp into a pot of 40.
    const table = secondRound({ brom: [6, 6, 6, 6, 6], cyra: [6, 6, 6, 7, 7] });
    raise(table, 'brom', 30);
    const view = table.view({ role: 'player', id: 'cyra' });
    const share = expectedShare(view, 'cyra')!;
    const cost = view.actions.find((a) => a.intent.type === 'MATCH')!.cost!;
    expect(share).toBeGreaterThan(1 / 6);
    expect(share * (view.pot + cost)).toBeLessThan(cost);
    expect(decision('stone-face', view, 'regular')).toBe('MATCH');
    expect(decision('stone-face', view, 'shark')).toBe('FOLD');
  });

  it('Firebrand: a novice raises on a hopeless hand, a regular and a shark only on a fair one', () => {
    const table = secondRound({ brom: [1, 1, 1, 1, 1], cyra: [12, 12, 12, 12, 12] });
    const view = table.view({ role: 'player', id: 'brom' });
    expect(decision('firebrand', view, 'novice')).toBe('RAISE');
    expect(decision('firebrand', view, 'regular')).toBe('REVEAL');
    expect(decision('firebrand', view, 'shark')).toBe('REVEAL');
  });
});

describe('the exact share of the pot', () => {
  /** A seat's view reduced to what the share reads: each seat's dice, a face it may not see as null. */
  const viewOf = (hands: (number | null)[][]): AnteView =>
    ({
      seats: hands.map((dice, i) => ({
        id: `s${i}`,
        status: 'in',
        dice: dice.map((face) => ({ face, up: face !== null, revealedAt: null })),
      })),
    }) as unknown as AnteView;

  /** Every face each hidden die may show, one by one: the share a tie splits, nothing when any rival is above. */
  function byEveryFace(hands: (number | null)[][]): number {
    const mine = hands[0]!.reduce<number>((t, f) => t + f!, 0);
    const hidden = hands.slice(1).flatMap((h, r) => h.flatMap((f) => (f === null ? [r] : [])));
    let share = 0;
    const n = 12 ** hidden.length;
    for (let k = 0; k < n; k++) {
      const totals = hands.slice(1).map((h) => h.reduce<number>((t, f) => t + (f ?? 0), 0));
      let code = k;
      for (const r of hidden) {
        totals[r]! += (code % 12) + 1;
        code = Math.floor(code / 12);
      }
      if (totals.every((t) => t <= mine))
        share += 1 / (1 + totals.filter((t) => t === mine).length);
    }
    return share / n;
  }

  it.each([
    [
      [
        [9, 8, 7, 6, 5],
        [10, 3, null, null, 12],
        [2, 11, 4, null, 9],
      ],
    ],
    [
      [
        [12, 12, 1, 1, 6],
        [6, null, null, null, 8],
      ],
    ],
    [
      [
        [5, 5, 5, 5, 5],
        [5, 5, 5, 5, null],
        [5, 5, 5, null, 5],
        [null, 5, 5, 5, 5],
      ],
    ],
  ])('agrees with every face of the hidden dice counted (%j)', (hands) => {
    expect(expectedShare(viewOf(hands), 's0')).toBeCloseTo(byEveryFace(hands), 12);
  });
});
