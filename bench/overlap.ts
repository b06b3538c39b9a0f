/**
 * How alike a game's styles play: seated turn about at four seats and played
 * through the NPC driver at the shark level, and at every state where the
 * deciding seat has more than one legal move, every style is handed that
 * seat's view and the same chance draws. Two styles' overlap is the share of
 * those states where they make the same decision (amounts count: a different
 * wager is a different decision; making no move now is a decision too).
 */
import {
  createTable,
  games,
  seededDice,
  seededUint32,
  type AnyGame,
  type GameId,
} from '../machines';
import type { BotStyle } from '../machines/engine/bot';
import { npcDriver, type SelfPlayer } from '../machines/table/npcDriver';
import { playNpcRound } from '../machines/table/npcRound';

export interface StylePair {
  a: string;
  b: string;
  /** States where both made the same decision, of `states`. */
  same: number;
}

export interface Overlap {
  /** States visited where the deciding seat had more than one legal move. */
  states: number;
  pairs: StylePair[];
}

/** Draws enough for any one decision, so every style asked about a state is handed the same ones. */
const DRAWS = 64;

/** The overlap of every pair of `styles` over `rounds` rounds of `game` (seeded, so the same every run). */
export function styleOverlap(
  game: GameId,
  styles: readonly BotStyle[],
  rounds: number,
  seed = 5,
): Overlap {
  const pairs: StylePair[] = styles.flatMap((a, i) =>
    styles.slice(i + 1).map((b) => ({ a: a.id, b: b.id, same: 0 })),
  );
  let states = 0;
  const asking =
    (at: number): SelfPlayer =>
    (sight, draw) => {
      const view = sight.view() as { actions?: readonly unknown[] };
      const own = styles[at % styles.length]!;
      if ((view.actions?.length ?? 0) < 2) return own.decide(view, 'shark', draw);
      const drawn = Array.from({ length: DRAWS }, draw);
      const decisions = styles.map((s) => {
        let k = 0;
        return JSON.stringify(s.decide(view, 'shark', () => drawn[k++ % DRAWS]!));
      });
      states++;
      let p = 0;
      for (let i = 0; i < styles.length; i++)
        for (let j = i + 1; j < styles.length; j++, p++)
          if (decisions[i] === decisions[j]) pairs[p]!.same++;
      return JSON.parse(decisions[at % styles.length]!);
    };
  playTurnAbout(game, seed, rounds, asking);
  return { states, pairs };
}

/**
 * Plays `rounds` rounds of `game` at four deep-purse seats through the NPC driver, the seat at `i` in round `r`
 * deciding as `playerAt(i + r)`, so every player the caller makes meets every seat (seeded: the same every run).
 */
export function playTurnAbout(
  game: GameId,
  seed: number,
  rounds: number,
  playerAt: (at: number) => SelfPlayer,
): void {
  const table = createTable(games[game] as AnyGame, {
    dice: seededDice(seed),
    // The simulator's deep purses, so no seat runs out before the rounds are played.
    input: { options: { ante: 2, startingPurse: 1_000_000 } },
  });
  const ids = ['a', 'b', 'c', 'd'];
  for (const id of ids)
    table.send({ role: 'player', id }, { type: 'JOIN', name: id, purse: 1_000_000 });
  const next = seededUint32(seed);
  const play = {
    driver: npcDriver(table.game),
    chance: () => next() / 0x1_0000_0000,
    clock: { now: 0 },
  };
  for (let round = 0; round < rounds; round++) {
    const players = new Map(ids.map((id, i) => [id, playerAt(i + round)]));
    if (!playNpcRound(table, { ...play, players })) break;
  }
}
