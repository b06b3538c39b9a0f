/** Resolving a declared roll into coins moving between the stacks and the pot, and who acts next (machines/wizards-and-thieves/rules.ts). */
import { describe, expect, it } from 'vitest';
import type { Board } from '../../machines/wizards-and-thieves/context';
import {
  inPlay,
  nextAfter,
  openingBoard,
  outcomeOf,
  readRoll,
  resolveRoll,
  winners,
} from '../../machines/wizards-and-thieves/rules';

const ORDER = ['ana', 'brom', 'cyra'];
const board = (coins: Record<string, number>, pot: number, order = Object.keys(coins)): Board => ({
  order,
  coins,
  pot,
});
/** Three seats who each brought 20 and put 6 in: 14 coins each, 18 in the pot. */
const fresh = () => openingBoard(ORDER, { ana: 20, brom: 20, cyra: 20 });

describe('the start', () => {
  it('"Each player adds 6 coins to the pot": 20 brought leaves 14 in each stack and 6 a seat in the pot', () => {
    expect(fresh()).toEqual({ order: ORDER, coins: { ana: 14, brom: 14, cyra: 14 }, pot: 18 });
  });

  it('a pot already on the table (carried over from an earlier game) stays in the pot', () => {
    expect(openingBoard(['ana', 'brom'], { ana: 20, brom: 20 }, 5).pot).toBe(17);
  });
});

describe('the four declared cases', () => {
  it('"Declared thief, rolled majority thieves: The active player takes coins from the pot equal to the lowest remaining die … The active player goes again."', () => {
    const r = resolveRoll(fresh(), 'ana', 'thief', [1, 3, 5]);
    expect(r.outcome).toBe('thief-thieves');
    expect(r.moves).toEqual([{ seat: 'ana', amount: 3, to: 'seat', why: 'take' }]);
    expect(r.board).toEqual({ order: ORDER, coins: { ana: 17, brom: 14, cyra: 14 }, pot: 15 });
    expect(r).toMatchObject({ again: true, next: 'ana', ending: null });
  });

  it('"Declared thief, rolled majority wizards: The active player adds coins to the pot … Play passes to the next player."', () => {
    const r = resolveRoll(fresh(), 'ana', 'thief', [6, 4, 5]);
    expect(r.outcome).toBe('thief-wizards');
    expect(r.moves).toEqual([{ seat: 'ana', amount: 4, to: 'pot', why: 'pay' }]);
    expect(r.board.coins).toEqual({ ana: 10, brom: 14, cyra: 14 });
    expect(r.board.pot).toBe(22);
    expect(r).toMatchObject({ again: false, next: 'brom', ending: null });
  });

  it('"Declared wizard, rolled majority wizards: Everyone but the active player adds coins to the pot … The active player goes again."', () => {
    const r = resolveRoll(fresh(), 'brom', 'wizard', [2, 6, 6]);
    expect(r.outcome).toBe('wizard-wizards');
    expect(r.moves).toEqual([
      { seat: 'ana', amount: 2, to: 'pot', why: 'others-pay' },
      { seat: 'cyra', amount: 2, to: 'pot', why: 'others-pay' },
    ]);
    expect(r.board.coins).toEqual({ ana: 12, brom: 14, cyra: 12 });
    expect(r.board.pot).toBe(22);
    expect(r).toMatchObject({ again: true, next: 'brom', ending: null });
  });

  it('"Declared wizard, rolled majority thieves: The active player adds coins to the pot … Play passes to the next player."', () => {
    const r = resolveRoll(fresh(), 'cyra', 'wizard', [1, 5, 2]);
    expect(r.outcome).toBe('wizard-thieves');
    expect(r.moves).toEqual([{ seat: 'cyra', amount: 2, to: 'pot', why: 'pay' }]);
    expect(r.board.coins.cyra).toBe(12);
    expect(r).toMatchObject({ again: false, next: 'ana', ending: null });
  });

  it('"No wizard or thief majority: Play passes to the next player." and no coin moves, whatever was declared', () => {
    for (const call of ['wizard', 'thief'] as const) {
      for (const faces of [
        [2, 3, 4],
        [6, 1, 5],
        [1, 4, 6],
      ]) {
        const r = resolveRoll(fresh(), 'ana', call, faces);
        expect(r).toMatchObject({
          outcome: 'no-majority',
          moves: [],
          again: false,
          next: 'brom',
          ending: null,
        });
        expect(r.board).toEqual(fresh());
      }
    }
  });

  it('6, 6, 1 counts a 6: a declared wizard makes everyone else pay 6', () => {
    const r = resolveRoll(fresh(), 'ana', 'wizard', [6, 6, 1]);
    expect(r.moves.map((m) => m.amount)).toEqual([6, 6]);
  });

  it('1, 1, 6 counts a 1: a declared thief takes 1', () => {
    expect(resolveRoll(fresh(), 'ana', 'thief', [1, 1, 6]).moves).toEqual([
      { seat: 'ana', amount: 1, to: 'seat', why: 'take' },
    ]);
  });
});

describe('three of a kind', () => {
  it('"Rolled 3 wizards: The active player takes the whole pot. The game ends." whatever was declared', () => {
    for (const call of ['wizard', 'thief'] as const) {
      const r = resolveRoll(fresh(), 'brom', call, [6, 6, 6]);
      expect(r.outcome).toBe('three-wizards');
      expect(r.moves).toEqual([{ seat: 'brom', amount: 18, to: 'seat', why: 'three-wizards' }]);
      expect(r.board).toMatchObject({ coins: { ana: 14, brom: 32, cyra: 14 }, pot: 0 });
      expect(r).toMatchObject({ ending: 'three-wizards', again: false });
    }
  });

  it('"Rolled 3 thieves: The pot is split evenly among all the remaining players except the active player. The active player gets any remainder … \u201chonor among thieves.\u201d"', () => {
    const r = resolveRoll(
      board({ ana: 10, brom: 10, cyra: 10, dorn: 10 }, 20),
      'ana',
      'wizard',
      [1, 1, 1],
    );
    expect(r.outcome).toBe('three-thieves');
    expect(r.moves).toEqual([
      { seat: 'brom', amount: 6, to: 'seat', why: 'three-thieves' },
      { seat: 'cyra', amount: 6, to: 'seat', why: 'three-thieves' },
      { seat: 'dorn', amount: 6, to: 'seat', why: 'three-thieves' },
      { seat: 'ana', amount: 2, to: 'seat', why: 'honor-among-thieves' },
    ]);
    expect(r.board).toMatchObject({ coins: { ana: 12, brom: 16, cyra: 16, dorn: 16 }, pot: 0 });
    expect(r.ending).toBe('three-thieves');
  });

  it('three thieves: a pot that divides evenly leaves the active player nothing', () => {
    const r = resolveRoll(fresh(), 'ana', 'thief', [1, 1, 1]);
    expect(r.moves.map((m) => [m.seat, m.amount])).toEqual([
      ['brom', 9],
      ['cyra', 9],
    ]);
  });

  it('three thieves: "all the remaining players": a seat that is out gets no share', () => {
    const r = resolveRoll(
      board({ ana: 5, brom: 0, cyra: 5, dorn: 5 }, 11),
      'ana',
      'thief',
      [1, 1, 1],
    );
    expect(r.moves.map((m) => [m.seat, m.amount])).toEqual([
      ['cyra', 5],
      ['dorn', 5],
      ['ana', 1],
    ]);
    expect(r.board.coins.brom).toBe(0);
  });

  it('three thieves: a pot smaller than the number of others gives each nothing and the active player all of it as the remainder', () => {
    const r = resolveRoll(
      board({ ana: 5, brom: 5, cyra: 5, dorn: 5 }, 2),
      'ana',
      'thief',
      [1, 1, 1],
    );
    expect(r.moves).toEqual([{ seat: 'ana', amount: 2, to: 'seat', why: 'honor-among-thieves' }]);
  });
});

describe('running out', () => {
  it('taking more than the pot holds: "takes coins from the pot" takes what is there, and "The game ends when the pot reaches 0"', () => {
    const r = resolveRoll(board({ ana: 5, brom: 5 }, 3), 'ana', 'thief', [1, 5, 4]);
    expect(r.moves).toEqual([{ seat: 'ana', amount: 3, to: 'seat', why: 'take' }]);
    expect(r.board).toMatchObject({ coins: { ana: 8, brom: 5 }, pot: 0 });
    expect(r).toMatchObject({ ending: 'pot-empty', again: false });
  });

  it('taking exactly what the pot holds also empties it and ends the game', () => {
    expect(resolveRoll(board({ ana: 5, brom: 5 }, 4), 'ana', 'thief', [1, 5, 4]).ending).toBe(
      'pot-empty',
    );
  });

  it('owing more than you have: the active player pays what they have and "If a player runs out of coins, that player is out of the game"', () => {
    const r = resolveRoll(board({ ana: 2, brom: 5, cyra: 5 }, 10), 'ana', 'thief', [6, 5, 4]);
    expect(r.moves).toEqual([{ seat: 'ana', amount: 2, to: 'pot', why: 'pay' }]);
    expect(r.wentOut).toEqual(['ana']);
    expect(r.board).toMatchObject({ coins: { ana: 0, brom: 5, cyra: 5 }, pot: 12 });
    expect(r).toMatchObject({ next: 'brom', ending: null });
  });

  it('paying exactly your last coins puts you out too', () => {
    expect(
      resolveRoll(board({ ana: 4, brom: 5, cyra: 5 }, 10), 'ana', 'wizard', [1, 5, 4]).wentOut,
    ).toEqual(['ana']);
  });

  it('owing more than you have when everyone else pays: each pays what they have, and those with none left are out', () => {
    const r = resolveRoll(
      board({ ana: 9, brom: 3, cyra: 9, dorn: 1 }, 10),
      'ana',
      'wizard',
      [6, 4, 5],
    );
    expect(r.moves.map((m) => [m.seat, m.amount])).toEqual([
      ['brom', 3],
      ['cyra', 4],
      ['dorn', 1],
    ]);
    expect(r.wentOut).toEqual(['brom', 'dorn']);
    expect(r.board.coins).toEqual({ ana: 9, brom: 0, cyra: 5, dorn: 0 });
    expect(inPlay(r.board)).toEqual(['ana', 'cyra']);
    expect(r).toMatchObject({ again: true, next: 'ana', ending: null });
  });

  it('a seat that is out has no turn: play passes over it to the next seat still in', () => {
    const b = board({ ana: 5, brom: 0, cyra: 5 }, 10);
    expect(nextAfter(b, 'ana')).toBe('cyra');
    expect(nextAfter(b, 'cyra')).toBe('ana');
    expect(resolveRoll(b, 'ana', 'thief', [2, 3, 4]).next).toBe('cyra');
  });

  it('"If all but one player loses their last coin, the pot goes to the player whose turn it would have been after the last roll": the active player goes out and the next seat in takes the pot', () => {
    const r = resolveRoll(
      board({ ana: 5, brom: 2, cyra: 0 }, 20, ['ana', 'brom', 'cyra']),
      'brom',
      'thief',
      [6, 5, 4],
    );
    expect(r.wentOut).toEqual(['brom']);
    expect(r.next).toBe('ana');
    expect(r.moves.at(-1)).toEqual({ seat: 'ana', amount: 22, to: 'seat', why: 'last-standing' });
    expect(r.board).toMatchObject({ coins: { ana: 27, brom: 0, cyra: 0 }, pot: 0 });
    expect(r.ending).toBe('last-standing');
  });

  it('all but one out on a declared wizard: the active player would go again, so the pot is theirs', () => {
    const r = resolveRoll(board({ ana: 5, brom: 2, cyra: 3 }, 10), 'ana', 'wizard', [6, 6, 4]);
    expect(r.wentOut).toEqual(['brom', 'cyra']);
    expect(r.moves.at(-1)).toEqual({ seat: 'ana', amount: 15, to: 'seat', why: 'last-standing' });
    expect(r).toMatchObject({ ending: 'last-standing', again: false, next: 'ana' });
  });

  it('a seat that is out cannot roll, and a game with one seat in is over', () => {
    expect(() =>
      resolveRoll(board({ ana: 0, brom: 5, cyra: 5 }, 10), 'ana', 'thief', [2, 3, 4]),
    ).toThrow();
    expect(() => resolveRoll(board({ ana: 5, brom: 0 }, 10), 'ana', 'thief', [2, 3, 4])).toThrow();
  });

  it('no coin is made or lost by any roll: stacks and pot sum the same before and after', () => {
    const b = board({ ana: 7, brom: 2, cyra: 4, dorn: 1 }, 9);
    const sum = (x: Board) => x.pot + Object.values(x.coins).reduce((s, c) => s + c, 0);
    for (let a = 1; a <= 6; a++)
      for (let c = 1; c <= 6; c++)
        for (let d = 1; d <= 6; d++) {
          for (const call of ['wizard', 'thief'] as const) {
            const r = resolveRoll(b, 'brom', call, [a, c, d]);
            expect(sum(r.board)).toBe(sum(b));
            expect(r.ending === null).toBe(r.board.pot > 0 && inPlay(r.board).length > 1);
          }
        }
  });
});

describe('the outcome of a declaration', () => {
  it('three of a kind comes first, then the declaration against the majority', () => {
    expect(outcomeOf('thief', readRoll([6, 6, 6]))).toBe('three-wizards');
    expect(outcomeOf('wizard', readRoll([1, 1, 1]))).toBe('three-thieves');
    expect(outcomeOf('thief', readRoll([1, 2, 2]))).toBe('thief-thieves');
    expect(outcomeOf('thief', readRoll([6, 2, 2]))).toBe('thief-wizards');
    expect(outcomeOf('wizard', readRoll([6, 2, 2]))).toBe('wizard-wizards');
    expect(outcomeOf('wizard', readRoll([1, 2, 2]))).toBe('wizard-thieves');
    expect(outcomeOf('wizard', readRoll([3, 2, 2]))).toBe('no-majority');
  });
});

describe('the winner', () => {
  it('"The game\'s winner is the person who ends with the most coins"', () => {
    expect(winners(board({ ana: 30, brom: 12, cyra: 18 }, 0))).toEqual(['ana']);
  });

  it('a tie for the most coins is a shared win', () => {
    expect(winners(board({ ana: 20, brom: 20, cyra: 20 }, 0))).toEqual(['ana', 'brom', 'cyra']);
    expect(winners(board({ ana: 25, brom: 10, cyra: 25 }, 0))).toEqual(['ana', 'cyra']);
  });
});
