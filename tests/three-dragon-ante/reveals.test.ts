/** Three rounds of reveals and the showdown, in a game without raises (docs/rules/three-dragon-ante.md). */
import { describe, expect, it } from 'vitest';
import {
  deal,
  expectRefused,
  gmView,
  lines,
  player,
  purses,
  reveal,
  revealRound,
  seatOf,
  seated,
  viewOf,
} from './helpers';

const ANA = [1, 2, 3, 4, 5];
const BROM = [12, 11, 10, 9, 8];
const CYRA = [6, 6, 6, 6, 6];

/** Ana deals: Brom reveals first, then Cyra, then Ana. */
const dealt = () => {
  const table = seated();
  deal(table, [ANA, BROM, CYRA], 0);
  return table;
};

describe('Revealing', () => {
  it('"Starting to the left of the dealer and continuing clockwise, each participant reveals one of their die rolls"', () => {
    const table = dealt();
    expect(gmView(table).turn).toBe('brom');
    expectRefused(
      table,
      player('cyra'),
      { type: 'REVEAL', die: 0 },
      'It is not your turn: Brom reveals next.',
    );
    expectRefused(
      table,
      player('ana'),
      { type: 'REVEAL', die: 0 },
      'It is not your turn: Brom reveals next.',
    );
    reveal(table, 'brom', 2);
    expect(gmView(table).turn).toBe('cyra');
    reveal(table, 'cyra', 4);
    reveal(table, 'ana', 0);
    expect(lines(table).slice(1)).toEqual([
      'Brom reveals a 10.',
      'Cyra reveals a 6.',
      'Ana reveals a 1.',
      'The second round of reveals: Brom first. Each may raise before revealing.',
    ]);
  });

  it('a participant chooses which of their dice to reveal, each only once; the table sees it and counts the rest as hidden', () => {
    const table = dealt();
    reveal(table, 'brom', 3);
    expect(seatOf(viewOf(table, 'cyra'), 'brom')).toMatchObject({
      hidden: 4,
      showing: 9,
      total: null,
    });
    expect(seatOf(viewOf(table, 'cyra'), 'brom').dice).toEqual([
      { face: null, up: false, revealedAt: null },
      { face: null, up: false, revealedAt: null },
      { face: null, up: false, revealedAt: null },
      { face: 9, up: true, revealedAt: 1 },
      { face: null, up: false, revealedAt: null },
    ]);
    revealRound(table);
    expectRefused(
      table,
      player('brom'),
      { type: 'REVEAL', die: 3 },
      'You have already revealed die 4.',
    );
    expectRefused(table, player('brom'), { type: 'REVEAL', die: 5 }, /malformed/);
    reveal(table, 'brom', 0);
    expect(seatOf(viewOf(table, 'ana'), 'brom')).toMatchObject({ hidden: 3, showing: 21 });
    expect(seatOf(viewOf(table, 'ana'), 'brom').dice.map((d) => d.revealedAt)).toEqual([
      2,
      null,
      null,
      1,
      null,
    ]);
  });

  it('"the second and third round": raising begins with the second; the first round has no betting', () => {
    const table = dealt();
    expectRefused(
      table,
      player('brom'),
      { type: 'RAISE', to: 10 },
      'Nobody raises in the first round of reveals: raising begins with the second.',
    );
    expect(viewOf(table, 'brom').actions.map((a) => a.intent.type)).toEqual([
      'REVEAL',
      'REVEAL',
      'REVEAL',
      'REVEAL',
      'REVEAL',
    ]);
    revealRound(table);
    expect(gmView(table)).toMatchObject({ revealRound: 2 });
    expect(viewOf(table, 'brom').actions.filter((a) => a.intent.type === 'RAISE')).not.toEqual([]);
  });
});

describe('A game without raises', () => {
  it('"This step is repeated twice more", then "Each participant who hasn’t folded totals their die rolls. The one with the highest total wins."', () => {
    const table = dealt();
    revealRound(table);
    revealRound(table);
    expect(gmView(table).revealRound).toBe(3);
    revealRound(table);
    expect(gmView(table).phase).toBe('roundOver');
    expect(gmView(table).result).toEqual({
      how: 'showdown',
      winner: 'brom',
      top: 50,
      pots: [{ amount: 15, eligible: ['brom', 'cyra', 'ana'], winners: ['brom'], total: 50 }],
      won: { brom: 15 },
    });
    expect(purses(table)).toEqual({ ana: 95, brom: 110, cyra: 95 });
    expect(lines(table).slice(-3)).toEqual([
      'Showdown: Brom 12, 11, 10, 9, 8 = 50; Cyra 6, 6, 6, 6, 6 = 30; Ana 1, 2, 3, 4, 5 = 15.',
      'Brom wins the pot (15 gp) with 50.',
      'Brom deals the next game.',
    ]);
  });

  it('at the showdown every hand is shown to everyone with its total, and what each took', () => {
    const table = dealt();
    for (let i = 0; i < 3; i++) revealRound(table);
    const seen = viewOf(table, 'cyra').seats.map((s) => ({
      id: s.id,
      faces: s.dice.map((d) => d.face),
      hidden: s.hidden,
      total: s.total,
      won: s.won,
    }));
    expect(seen).toEqual([
      { id: 'ana', faces: ANA, hidden: 0, total: 15, won: 0 },
      { id: 'brom', faces: BROM, hidden: 0, total: 50, won: 15 },
      { id: 'cyra', faces: CYRA, hidden: 0, total: 30, won: 0 },
    ]);
  });
});
