/**
 * What Black Baron's updates (updates.ts, turns.ts) share to edit a round: a draw's d10 faces,
 * a line of the log, a seat's hands and the turn moving on.
 */
import type { DiceDraw } from '../engine/dice';
import { own } from '../engine/own';
import { logEntry, withRound } from '../table/round';
import type { LineOf } from '../engine/line';
import type { BlackBaronContext, BlackBaronLines, Hand, LogEntry, PlayerHands } from './context';
import { nextPlaying } from './rules';

type Ctx = BlackBaronContext;
export type BlackBaronLine = LineOf<BlackBaronLines>;

export const d10s = (dice: DiceDraw): number[] => dice.d10 ?? [];
/** Adds a line (`BlackBaronLines`) to the round's log. */
export const log = (ctx: Ctx, at: number, line: BlackBaronLine): Ctx =>
  logEntry(ctx, { at, ...line } as LogEntry);

/** A seat's hands this round: a seat that bet has them. */
export const playOf = (ctx: Ctx, seat: string): PlayerHands => own(ctx.round!.players, seat)!;

export function withPlayer(
  ctx: Ctx,
  seat: string,
  update: (play: PlayerHands) => Partial<PlayerHands>,
): Ctx {
  return withRound(ctx, (round) => ({
    players: {
      ...round.players,
      [seat]: { ...own(round.players, seat)!, ...update(own(round.players, seat)!) },
    },
  }));
}

/** Changes the hand in play of the seat to act. */
export function withHand(ctx: Ctx, seat: string, update: (hand: Hand) => Partial<Hand>): Ctx {
  return withPlayer(ctx, seat, (play) => ({
    hands: play.hands.map((h, i) => (i === play.active ? { ...h, ...update(h) } : h)),
  }));
}

/** Moves the turn to the next hand still to play: this seat's next hand, or the next seat's first. */
export function advance(ctx: Ctx): Ctx {
  const round = ctx.round!;
  for (let turn = round.turn; turn < round.order.length; turn++) {
    const seat = round.order[turn]!;
    const play = round.players[seat]!;
    const active = nextPlaying(play, turn === round.turn ? play.active : 0);
    if (active >= 0)
      return withPlayer(
        withRound(ctx, () => ({ turn })),
        seat,
        () => ({ active }),
      );
  }
  return withRound(ctx, () => ({ turn: round.order.length }));
}
