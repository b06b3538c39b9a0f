/**
 * A style's `looks` (machines/engine/bot.ts) lets the NPC driver skip an ask: it may say "no" only where `decide`,
 * handed the same view, would make no move and draw no chance, so skipping changes no move and no later draw (a
 * simulator's figures for a seed stay what they were). Played through the driver at every level, every style of
 * every game that declares it is held to that at each ask it declines unread.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId } from '../../machines';
import { loadStyles } from '../../machines/bots';
import { BOT_LEVELS, type BotStyle } from '../../machines/engine/bot';
import { playBlock, readStrategies } from '../../scripts/simulation';

/** The style with every ask it declines unread checked against `decide` on the same view. */
function checked(style: BotStyle, skipped: { count: number }, wrong: string[]): BotStyle {
  const looks = style.looks!;
  return {
    ...style,
    looks: (glance, level) => {
      if (looks(glance, level)) return true;
      skipped.count++;
      let draws = 0;
      const move = style.decide(glance.view(), level, () => {
        draws++;
        return 0.5;
      });
      if ((move !== null || draws > 0) && wrong.length < 3)
        wrong.push(
          `${style.id}:${level} declined unread, yet decides ${JSON.stringify(move)} after ${draws} draws`,
        );
      return false;
    },
  };
}

/** The games some of whose styles say when they would not look. */
const withLooks = (
  await Promise.all(
    GAME_IDS.map(async (id) => ((await loadStyles(id)).some((s) => s.looks) ? [id] : [])),
  )
).flat();

describe('a style that declines an ask unread', () => {
  it('is a style of Standard and of Classic at least', () => {
    expect(withLooks).toEqual(expect.arrayContaining(['twenty-one', 'twenty-one-classic']));
  });
  it.each(withLooks)(
    'would have made no move and drawn no chance, in %s',
    async (id) => {
      const skipped = { count: 0 };
      const wrong: string[] = [];
      const styles = (await loadStyles(id as GameId)).map((s) => checked(s, skipped, wrong));
      for (const [block, level] of BOT_LEVELS.entries()) {
        const strategies = styles.map((s) => `${s.id}:${level}`);
        playBlock(
          id as GameId,
          { rounds: 20, seats: 4, strategies, seed: 5 + block },
          readStrategies(strategies, styles),
          block,
        );
      }
      expect(wrong).toEqual([]);
      expect(skipped.count).toBeGreaterThan(50);
    },
    120_000,
  );
});
