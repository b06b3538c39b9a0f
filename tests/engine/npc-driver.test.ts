/**
 * The NPC driver's promises (machines/table/npcDriver.ts), on a table reduced to what the driver reads: the seats
 * the table is not waiting on are asked before the one it waits on; a seat that declines is not asked again until
 * the table changes; a seat that keeps finding a free move out of turn cannot keep the table from its turn; a seat
 * with no move in its own view is not asked at all.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, Intent, MoveFamily } from '../../machines/engine/game';
import {
  isNpcWait,
  npcDriver,
  OUT_OF_TURN_MOVES,
  type SelfPlayer,
} from '../../machines/table/npcDriver';

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
