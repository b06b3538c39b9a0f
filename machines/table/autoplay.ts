/**
 * A player's seat on autoplay: a style of their choosing, at a level, plays it
 * until they (or the GM) take it back. The seat then plays itself like a
 * self-playing NPC (selfPlay.ts), asked by the same driver from its own view
 * alone; `since` keeps the rounds played and its purse when the style took it,
 * so its player is told what happened while they were away.
 */
import type { BotLevel } from '../engine/bot';
import type { TableContext } from './context';
import { purseOf } from './rules';

/** A style at a level plays a player's seat from now, remembering where it took it. */
export function autoplay<C extends TableContext>(
  ctx: C,
  p: { seat: string; style: string; level: BotLevel },
): C {
  const since = { round: ctx.roundsPlayed, purse: purseOf(ctx, p.seat) };
  return {
    ...ctx,
    seats: ctx.seats.map((s) =>
      s.id === p.seat
        ? { ...s, selfPlay: { style: p.style, level: p.level, takenOver: false, since } }
        : s,
    ),
  };
}

/** A player takes their seat back from autoplay: they play it again. */
export function takeBack<C extends TableContext>(ctx: C, p: { seat: string }): C {
  return {
    ...ctx,
    seats: ctx.seats.map((s) => {
      if (s.id !== p.seat || !s.selfPlay) return s;
      const { selfPlay: _, ...rest } = s;
      return rest;
    }),
  };
}
