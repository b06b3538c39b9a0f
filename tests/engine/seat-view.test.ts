/**
 * The view the NPC driver hands a self-playing seat (machines/table/npcDriver.ts) is built from the moves the driver
 * already listed for that seat, each candidate checked once: it must be the view the seat's player would receive,
 * field for field, its actions (what a style picks from) included, in every game and at every ask.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, games, type AnyGame, type GameId } from '../../machines';
import { loadStyles } from '../../machines/bots';
import { BOT_LEVELS } from '../../machines/engine/bot';
import { playBlock, readStrategies } from '../../scripts/simulation';

describe('a self-playing seat’s view, as the driver hands it', () => {
  it.each(GAME_IDS)('is its player’s view, actions and all, at every ask in %s', async (id) => {
    const game = games[id as GameId] as AnyGame;
    const styles = await loadStyles(id as GameId);
    const strategies = styles.slice(0, 4).map((s, i) => `${s.id}:${BOT_LEVELS[i % 3]}`);
    const seatView = game.seatView!;
    let asks = 0;
    const mismatches: string[] = [];
    game.seatView = (snapshot, viewer, families) => {
      const handed = seatView(snapshot, viewer, families) as object;
      asks++;
      const own = game.view(snapshot, viewer) as object;
      // Compared as its player would receive it: `unavailable` is read only when a panel reads it.
      if (JSON.stringify(handed) !== JSON.stringify(own) && mismatches.length < 3)
        mismatches.push(`${JSON.stringify(handed)}\n≠ ${JSON.stringify(own)}`);
      return handed;
    };
    try {
      playBlock(
        id as GameId,
        { rounds: 15, seats: 4, strategies, seed: 11 },
        readStrategies(strategies, styles),
        0,
      );
    } finally {
      game.seatView = seatView;
    }
    expect(asks).toBeGreaterThan(15);
    expect(mismatches).toEqual([]);
  });
});
