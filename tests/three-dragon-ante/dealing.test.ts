/** The dealer, the opening bets and the hidden hands (docs/rules/three-dragon-ante.md). */
import { describe, expect, it } from 'vitest';
import { threeDragonAnte } from '../../machines/three-dragon-ante';
import {
  deal,
  expectRefused,
  fold,
  gm,
  gmSends,
  gmView,
  lines,
  match,
  pick,
  player,
  purses,
  raise,
  revealRound,
  seatOf,
  seated,
  stakes,
  viewOf,
} from './helpers';

const ANA = [1, 2, 3, 4, 5];
const BROM = [12, 11, 10, 9, 8];
const CYRA = [6, 6, 6, 6, 6];

describe('The deal', () => {
  it('"Randomly determine which participant is the dealer": through the dice seam, eight d20s beside five d12s for each participant', () => {
    const table = seated();
    const demand = threeDragonAnte.diceFor(table.snapshot(), {
      type: 'START_ROUND',
      by: 'gm',
      at: 0,
      dice: {},
    });
    expect(demand).toEqual({ d12: 15, d20: 8 });
    deal(table, [ANA, BROM, CYRA], 1);
    expect(gmView(table)).toMatchObject({
      phase: 'reveal',
      dealer: 'brom',
      order: ['cyra', 'ana', 'brom'],
      revealRound: 1,
      turn: 'cyra',
    });
    expect(lines(table)[0]).toBe(
      'Game 1: the dice choose the dealer, Brom. Everyone bets 5 gp and rolls five d12s in secret; Cyra reveals first.',
    );
  });

  it('the d20s read as one number, modulo the count of participants, pick each seat', () => {
    for (const [d20s, dealer] of [
      [pick(0), 'ana'],
      [pick(2), 'cyra'],
      [pick(3), 'ana'],
      [[1, 1, 1, 1, 1, 1, 2, 1], 'cyra'],
    ] as const) {
      const table = seated();
      table.scriptDice({ d12: [...ANA, ...BROM, ...CYRA], d20: [...d20s] });
      gmSends(table, { type: 'START_ROUND' });
      expect(gmView(table).dealer).toBe(dealer);
    }
  });

  it('"Each participant (including the dealer) places their opening bet": the table’s ante, from each purse into the pot', () => {
    const table = seated(['ana', 'brom', 'cyra'], { ante: 7 });
    deal(table, [ANA, BROM, CYRA], 0);
    expect(gmView(table).pot).toBe(21);
    expect(stakes(table)).toEqual({ ana: 7, brom: 7, cyra: 7 });
    expect(purses(table)).toEqual({ ana: 93, brom: 93, cyra: 93 });
  });

  it('the House neither matches the opening bets nor takes a cut, whatever the GM’s role', () => {
    const table = seated(['ana', 'brom'], { gmRole: 'house' });
    deal(table, [ANA, BROM], 0);
    expect(gmView(table)).toMatchObject({ pot: 10, house: 0 });
    revealRound(table);
    revealRound(table);
    revealRound(table);
    expect(gmView(table)).toMatchObject({ phase: 'roundOver', pot: 0, house: 0 });
    expect(purses(table)).toEqual({ ana: 95, brom: 105 });
  });

  it('"keeping these die rolls hidden from the other participants": each sees their own five, the GM sees all, nobody else sees any', () => {
    const table = seated();
    deal(table, [ANA, BROM, CYRA], 0);
    expect(seatOf(viewOf(table, 'ana'), 'ana').dice.map((d) => d.face)).toEqual(ANA);
    expect(seatOf(viewOf(table, 'ana'), 'brom').dice.map((d) => d.face)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(seatOf(viewOf(table, 'ana'), 'brom')).toMatchObject({
      hidden: 5,
      showing: 0,
      total: null,
    });
    expect(seatOf(viewOf(table, 'ana'), 'ana')).toMatchObject({ hidden: 5, showing: 0, total: 15 });
    expect(
      seatOf(table.view({ role: 'player', id: 'zed' }), 'cyra').dice.map((d) => d.face),
    ).toEqual([null, null, null, null, null]);
    expect(seatOf(gmView(table), 'brom').dice.map((d) => d.face)).toEqual(BROM);
    expect(JSON.stringify(viewOf(table, 'cyra'))).not.toMatch(/"face":(12|11|10|9|8|1|2|3|4|5)\b/);
  });

  it('a seat that cannot afford the opening bet sits the game out; a game needs two that can', () => {
    const table = seated(['ana', 'brom', 'cyra']);
    gmSends(table, { type: 'SET_PURSE', seat: 'cyra', purse: 4 });
    deal(table, [ANA, BROM], 0);
    expect(seatOf(gmView(table), 'cyra')).toMatchObject({
      status: 'out',
      dice: [],
      stake: 0,
      purse: 4,
    });
    expect(gmView(table).order).toEqual(['brom', 'ana']);
    expect(lines(table)[0]).toMatch(/Cyra cannot afford the opening bet and sits this game out\.$/);
    gmSends(table, { type: 'VOID_ROUND' });
    gmSends(table, { type: 'SET_PURSE', seat: 'brom', purse: 0 });
    expectRefused(
      table,
      gm,
      { type: 'START_ROUND' },
      'A game needs two seats that can afford the 5 gp opening bet (the ante), and only Ana can.',
    );
  });
});

describe('The next dealer', () => {
  /** Ana deals; Brom wins with 50. */
  const played = () => {
    const table = seated();
    deal(table, [ANA, BROM, CYRA], 0);
    for (let i = 0; i < 3; i++) revealRound(table);
    return table;
  };

  it('"The winner becomes the dealer for the next game": no dice choose, and play starts at the winner’s left', () => {
    const table = played();
    expect(gmView(table).result).toMatchObject({ how: 'showdown', winner: 'brom', top: 50 });
    expect(lines(table).at(-1)).toBe('Brom deals the next game.');
    expect(
      threeDragonAnte.diceFor(table.snapshot(), { type: 'NEXT_ROUND', by: 'gm', at: 0, dice: {} }),
    ).toEqual({ d12: 15 });
    deal(table, [ANA, BROM, CYRA]);
    expect(gmView(table)).toMatchObject({
      dealer: 'brom',
      order: ['cyra', 'ana', 'brom'],
      turn: 'cyra',
    });
    expect(lines(table)[0]).toBe(
      'Game 2: the last game’s winner deals, Brom. Everyone bets 5 gp and rolls five d12s in secret; Cyra reveals first.',
    );
  });

  it('the winner of a game won by folds deals the next', () => {
    const table = seated();
    deal(table, [ANA, BROM, CYRA], 0);
    revealRound(table);
    raise(table, 'brom', 10);
    fold(table, 'cyra');
    fold(table, 'ana');
    expect(gmView(table).result).toMatchObject({ how: 'folds', winner: 'brom' });
    deal(table, [ANA, BROM, CYRA]);
    expect(gmView(table).dealer).toBe('brom');
  });

  it('the deal stays with the winner back in the lobby; when the winner has left, or cannot afford the opening bet, the dice choose again', () => {
    const table = played();
    gmSends(table, { type: 'BACK_TO_LOBBY' });
    deal(table, [ANA, BROM, CYRA]);
    expect(gmView(table).dealer).toBe('brom');
    gmSends(table, { type: 'VOID_ROUND' });
    gmSends(table, { type: 'SET_PURSE', seat: 'brom', purse: 1 });
    deal(table, [ANA, CYRA], 1);
    expect(gmView(table).dealer).toBe('cyra');
    gmSends(table, { type: 'VOID_ROUND' });
    expect(table.send(player('brom'), { type: 'LEAVE' })).toEqual({ ok: true });
    deal(table, [ANA, CYRA], 0);
    expect(gmView(table).dealer).toBe('ana');
  });

  it('a matched raise is no reason to keep the deal: the highest total deals', () => {
    const table = seated();
    deal(table, [ANA, BROM, CYRA], 0);
    revealRound(table);
    raise(table, 'brom', 10);
    match(table, 'cyra');
    match(table, 'ana');
    revealRound(table);
    revealRound(table);
    expect(gmView(table).result?.winner).toBe('brom');
  });
});
