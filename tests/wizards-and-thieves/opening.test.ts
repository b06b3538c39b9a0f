/** The opening roll-off and the stakes' d4 at a table, through the headless API. */
import { describe, expect, it } from 'vitest';
import { said } from '../support/words';
import {
  gm,
  gmView,
  must,
  openingAs,
  player,
  seated,
  start,
  expectRefused,
  declareAs,
} from './helpers';

describe('the opening roll-off at the table', () => {
  it('"All players roll 3d6. The player with the highest result becomes the active player. Gameplay moves clockwise from that person."', () => {
    const table = seated(['ana', 'brom', 'cyra']);
    start(table);
    expect(gmView(table)).toMatchObject({
      phase: 'opening',
      waiting: ['ana', 'brom', 'cyra'],
      turn: null,
    });
    openingAs(table, 'cyra', [2, 3, 4]);
    openingAs(table, 'ana', [5, 5, 1]);
    expect(gmView(table).waiting).toEqual(['brom']);
    openingAs(table, 'brom', [6, 4, 3]);
    expect(gmView(table)).toMatchObject({ phase: 'play', turn: 'brom', waiting: ['brom'] });
    expect(said(gmView(table)).log.at(-1)!.text).toBe(
      'Brom rolls highest (13) and is the active player; play goes clockwise from there.',
    );
    declareAs(table, 'brom', 'thief', [2, 3, 4]);
    expect(gmView(table).turn).toBe('cyra');
  });

  it('a tie for the highest opening roll: the tied players roll again, and only they', () => {
    const table = seated(['ana', 'brom', 'cyra']);
    start(table);
    openingAs(table, 'ana', [6, 6, 1]);
    openingAs(table, 'brom', [5, 5, 3]);
    openingAs(table, 'cyra', [2, 2, 2]);
    const view = gmView(table);
    expect(view).toMatchObject({ phase: 'opening', waiting: ['ana', 'brom'] });
    expect(view.opening).toMatchObject({
      volley: 2,
      contenders: ['ana', 'brom'],
      toRoll: ['ana', 'brom'],
      rolls: [],
    });
    expect(view.opening!.earlier[0]!.map((r) => r.total)).toEqual([13, 13, 6]);
    expect(said(view).log.at(-1)!.text).toBe(
      'Ana and Brom tie for the highest at 13: they roll again.',
    );
    expectRefused(
      table,
      player('cyra'),
      { type: 'OPENING_ROLL' },
      'You are out of the roll for the first turn: Ana and Brom roll again for the tie.',
    );
    openingAs(table, 'ana', [1, 1, 2]);
    openingAs(table, 'brom', [1, 1, 2]);
    expect(gmView(table).opening).toMatchObject({ volley: 3, contenders: ['ana', 'brom'] });
    openingAs(table, 'brom', [1, 1, 2]);
    openingAs(table, 'ana', [1, 1, 3]);
    expect(gmView(table)).toMatchObject({ phase: 'play', turn: 'ana' });
  });

  it('each seat rolls once a volley, and nobody declares before the opening is decided', () => {
    const table = seated(['ana', 'brom']);
    start(table);
    openingAs(table, 'ana', [3, 3, 3]);
    expectRefused(
      table,
      player('ana'),
      { type: 'OPENING_ROLL' },
      'You have rolled for the first turn; wait for the others.',
    );
    expectRefused(
      table,
      player('ana'),
      { type: 'DECLARE', call: 'thief' },
      "You can't declare and roll now: the table is rolling for the first turn.",
    );
  });
});

describe('the stakes', () => {
  it('a tier\u2019s d4 is rolled as the game starts and shown to everyone: "Played for: a sworn favor owed"', () => {
    const table = seated(['ana', 'brom'], { stakes: 'mid' });
    start(table, 3);
    expect(table.events.at(-1)!.dice).toEqual({ d4: [3] });
    const stakes = {
      tier: 'mid',
      name: 'Mid Stakes',
      roll: 3,
      playedFor: 'A sworn favor owed',
      line: 'Played for: a sworn favor owed',
    };
    expect(gmView(table).stakes).toEqual(stakes);
    expect(table.view({ role: 'player', id: 'brom' }).stakes).toEqual(stakes);
    expect(said(gmView(table)).log.map((l) => l.text)).toContain(
      'Mid Stakes, the d4 shows 3. Played for: a sworn favor owed.',
    );
  });

  it('no stakes: no d4 is rolled and nothing is shown; each game rolls its own', () => {
    const table = seated(['ana', 'brom']);
    start(table);
    expect(table.events.at(-1)!.dice).toEqual({});
    expect(gmView(table).stakes).toBeNull();
  });

  it('the GM picks the tier and the coins in the lobby', () => {
    const table = seated(['ana', 'brom']);
    must(table.send(gm, { type: 'SET_OPTIONS', coins: 30, stakes: 'epic' }));
    expect(gmView(table).options).toMatchObject({ coins: 30, stakes: 'epic' });
    start(table, 3);
    expect(gmView(table).stakes!.line).toBe('Played for: your life');
    expect(gmView(table).seats.map((s) => s.coins)).toEqual([24, 24]);
  });

  it('coins below 7 or an unknown tier are malformed', () => {
    const table = seated(['ana', 'brom']);
    expectRefused(table, gm, { type: 'SET_OPTIONS', coins: 6 }, /at least 7 coins/);
    expectRefused(table, gm, { type: 'SET_OPTIONS', stakes: 'legendary' }, /malformed/);
    expectRefused(table, gm, { type: 'SET_OPTIONS', coins: 7.5 }, /whole gp/);
  });
});
