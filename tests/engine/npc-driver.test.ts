/**
 * The NPC driver's promises (machines/table/npcDriver.ts), on a table reduced to what the driver reads: the seats
 * the table is not waiting on are asked before the one it waits on; a seat that declines is not asked again until
 * the table changes; a seat that keeps finding a free move out of turn cannot keep the table from its turn; a seat
 * with no move in its own view is not asked at all; and a move a game holds (In Between's roller) waits for its time.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, Intent, MoveFamily } from '../../machines/engine/game';
import { inBetween } from '../../machines/in-between';
import { createTable } from '../../machines/engine/table';
import { seededDice } from '../../machines/engine/dice';
import {
  isNpcWait,
  npcDriver,
  OUT_OF_TURN_MOVES,
  type SelfPlayer,
} from '../../machines/table/npcDriver';
import { gm, ok, player } from '../support/tables';

/** A table of three seats waiting on `turn`, each offered one move (`offers`), a new snapshot at every `change()`. */
function fakeTable(offers: Record<string, boolean> = {}) {
  const state = { turn: 'c', phase: 'betting', rounds: 0 };
  const seats = ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase(), controller: 'gm' }));
  let snapshot = { context: { seats, roundsPlayed: 0 } };
  const family = (seat: string): MoveFamily => ({
    type: 'POKE',
    moves: () => [{ type: 'POKE' }],
    candidates: () => [
      { intent: { type: 'POKE' }, type: 'POKE', describe: () => ({}), legal: () => true },
    ],
    seat,
  });
  const game = {
    inRound: () => true,
    waitingOn: () => [state.turn],
    phase: () => state.phase,
    families: (_s: unknown, viewer: { id: string }) =>
      offers[viewer.id] === false ? [] : [family(viewer.id)],
    selfPlayHold: () => null,
    authority: { POKE: 'seat', GM_ONLY: 'gm' },
    view: (_s: unknown, viewer: { id: string }) => ({ mine: viewer.id }),
  } as unknown as AnyGame;
  return {
    game,
    snapshot: () => snapshot,
    change(next: Partial<typeof state> = {}) {
      Object.assign(state, next);
      snapshot = { context: { seats, roundsPlayed: state.rounds } };
    },
  };
}

/** A player that records each ask and answers `answer`. */
function asking(answer: (seat: string, inTurn: boolean) => Intent | null) {
  const asked: string[] = [];
  const make =
    (seat: string): SelfPlayer =>
    (sight) => {
      asked.push(`${seat}${sight.inTurn ? '' : '?'}`);
      return answer(seat, sight.inTurn);
    };
  return { asked, players: new Map(['a', 'b', 'c'].map((id) => [id, make(id)])) };
}
const chance = () => 0.5;

describe('the NPC driver', () => {
  it('asks the seats out of turn first, then the seat the table waits on, each from its own view', () => {
    const t = fakeTable();
    const views: unknown[] = [];
    const { asked, players } = asking((_seat, inTurn) => (inTurn ? { type: 'POKE' } : null));
    players.set('b', (sight) => {
      views.push(sight.view());
      asked.push('b?');
      return null;
    });
    const step = npcDriver(t.game).next(t.snapshot(), players, chance);
    expect(asked).toEqual(['a?', 'b?', 'c']);
    expect(views).toEqual([{ mine: 'b' }]);
    expect(step).toEqual({ seat: 'c', intent: { type: 'POKE', seat: 'c' }, inTurn: true });
  });

  it('a seat that declines is not asked again until the table changes', () => {
    const t = fakeTable();
    const { asked, players } = asking(() => null);
    const driver = npcDriver(t.game);
    expect(driver.next(t.snapshot(), players, chance)).toBeNull();
    expect(driver.next(t.snapshot(), players, chance)).toBeNull();
    expect(asked).toEqual(['a?', 'b?', 'c']);
    t.change();
    expect(driver.next(t.snapshot(), players, chance)).toBeNull();
    expect(asked).toHaveLength(6);
  });

  it('a seat with no move in its own view is not asked, and a move that is not a seat’s is declined', () => {
    const t = fakeTable({ a: false });
    const { asked, players } = asking((seat) => (seat === 'b' ? { type: 'GM_ONLY' } : null));
    expect(npcDriver(t.game).next(t.snapshot(), players, chance)).toBeNull();
    expect(asked).toEqual(['b?', 'c']);
  });

  it(`a seat that keeps making free moves out of turn makes at most ${OUT_OF_TURN_MOVES} while the turn stands, then the turn is played`, () => {
    const t = fakeTable();
    const { players } = asking(() => ({ type: 'POKE' }));
    const driver = npcDriver(t.game);
    const movers: string[] = [];
    for (let i = 0; i < 3 * OUT_OF_TURN_MOVES + 1; i++) {
      const step = driver.next(t.snapshot(), players, chance);
      if (!step || isNpcWait(step)) throw new Error('a move was due');
      movers.push(`${step.seat}${step.inTurn ? '' : '?'}`);
      t.change(); // the move changed the table, not the turn
    }
    expect(movers.filter((m) => m === 'a?')).toHaveLength(OUT_OF_TURN_MOVES);
    expect(movers.filter((m) => m === 'b?')).toHaveLength(OUT_OF_TURN_MOVES);
    expect(movers.at(-1)).toBe('c');
    // The turn passes: out-of-turn moves are open again.
    t.change({ turn: 'a' });
    expect(driver.next(t.snapshot(), players, chance)).toMatchObject({ seat: 'b', inTurn: false });
  });
});

describe('In Between’s NPC roller and the watchers’ side bets', () => {
  /** Ana a player watching, two NPCs that play themselves, the first of them rolling. */
  function watched(window?: number) {
    const table = createTable(inBetween, { dice: seededDice(3), clock: () => 50_000 });
    const selfPlay = { style: 'careful', level: 'shark' };
    ok(table.send(gm, { type: 'ADD_NPC', name: 'Grub', purse: 100, selfPlay }));
    ok(table.send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 100 }));
    ok(table.send(gm, { type: 'ADD_NPC', name: 'Mort', purse: 100, selfPlay }));
    if (window !== undefined) ok(table.send(gm, { type: 'SET_OPTIONS', sideBetWindow: window }));
    ok(table.send(gm, { type: 'START_ROUND' }));
    return table;
  }
  const roller: SelfPlayer = (sight) =>
    sight.inTurn ? { type: 'ROLL', between: 'red' } : { type: 'NO_BET' };

  it('an NPC roller waits 3 s from the round’s start while a player watching may still side-bet; the NPC watcher does not wait', () => {
    const table = watched();
    const players = new Map([
      ['npc-1', roller],
      ['npc-2', roller],
    ]);
    const driver = npcDriver(inBetween);
    expect(inBetween.waitingOn(table.snapshot())).toEqual(['npc-1']);
    expect(driver.next(table.snapshot(), players, chance, 50_000)).toMatchObject({
      seat: 'npc-2',
      intent: { type: 'NO_BET' },
    });
    ok(table.send(gm, { type: 'NO_BET', seat: 'npc-2' }));
    expect(driver.next(table.snapshot(), players, chance, 51_000)).toEqual({ until: 53_000 });
    // At the window's end, or as soon as Ana has decided, it rolls.
    expect(driver.next(table.snapshot(), players, chance, 53_000)).toMatchObject({
      seat: 'npc-1',
      intent: { type: 'ROLL' },
    });
    ok(table.send(player('ana'), { type: 'NO_BET' }));
    expect(npcDriver(inBetween).next(table.snapshot(), players, chance, 50_000)).toMatchObject({
      seat: 'npc-1',
    });
  });

  it('the window is a lobby option of In Between, in seconds (0 for none)', () => {
    const table = watched(0);
    expect(table.view({ role: 'gm' }).options).toMatchObject({ sideBetWindow: 0 });
    const players = new Map([['npc-1', roller]]);
    expect(npcDriver(inBetween).next(table.snapshot(), players, chance, 50_000)).toMatchObject({
      seat: 'npc-1',
    });
    expect(watched().view({ role: 'gm' }).options).toMatchObject({ sideBetWindow: 3 });
  });
});
