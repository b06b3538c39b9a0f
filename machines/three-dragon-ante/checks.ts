/**
 * Why an intent is refused, as a reason the panel says (`AnteReasons`), or null
 * when it is legal. The chart's `legal` guard is `refusal(...) === null`, so the
 * reason a player reads and the rule the chart applies are the same code. These
 * checks assume the current state accepts the event's type; the engine explains
 * a wrong phase before it gets here.
 */
import { refusalFrom, type None, type ReasonOf } from '../engine/define';
import { lobbyChecks, type TableReason } from '../table/checks';
import type { AnteContext } from './context';
import type { AnteEvent, EventOf } from './intents';
import {
  answerers,
  FIRST_BETTING_ROUND,
  highestStake,
  participants,
  raiseRange,
  seatToAct,
} from './rules';

/** Three-Dragon Ante's reasons: each key's values (seats by id, which the panel names; gold in gp). */
export interface AnteReasons {
  /** The seat has no hand this game (it sat the game out, or sat down after the deal). */
  notPlaying: None;
  folded: None;
  /** The table waits on `toAct` (nobody when absent): to answer a raise (`answering`), else to reveal. */
  notYourTurn: { toAct?: string; answering: boolean };
  /** A seat's moves, offered only to the seat the table waits on. */
  notYourMove: None;
  /** `die` is the die's index (said as its place, from 1). */
  alreadyRevealed: { die: number };
  noRaiseInFirstRound: None;
  raisedThisTurn: None;
  allIn: None;
  /** The round of reveals has had its `raises` raises. */
  raisesUsed: { raises: number };
  nobodyToAnswer: None;
  /** The smallest raise (the highest stake and the opening bet again) is more than the seat has. */
  cannotCoverRaise: { ante: number; highest: number };
  raiseTooSmall: { min: number; highest: number; ante: number };
  raiseTooLarge: { max: number };
  /** Fewer than two seats can afford the opening bet: `able`, the one that can, if any. */
  tooFewCanBet: { ante: number; able: readonly string[] };
}
export type AnteReason = ReasonOf<AnteReasons>;

type Check<T extends AnteEvent['type']> = (
  ctx: AnteContext,
  event: EventOf<T>,
) => AnteReason | TableReason | null;

/** Is this seat playing, and not folded? */
function inGame(ctx: AnteContext, seat: string): AnteReason | null {
  const hand = ctx.round?.hands[seat];
  if (!hand) return { why: 'notPlaying' };
  return hand.status === 'folded' ? { why: 'folded' } : null;
}

/** Is the table waiting on this seat? */
function yourMove(ctx: AnteContext, seat: string): AnteReason | null {
  const out = inGame(ctx, seat);
  if (out) return out;
  const toAct = seatToAct(ctx);
  if (toAct === seat) return null;
  const answering = ctx.round!.betting !== null;
  return toAct ? { why: 'notYourTurn', toAct, answering } : { why: 'notYourTurn', answering };
}

function reveal(ctx: AnteContext, e: EventOf<'REVEAL'>): AnteReason | null {
  const notYours = yourMove(ctx, e.seat);
  if (notYours) return notYours;
  const round = ctx.round!;
  return round.hands[e.seat]!.revealed.includes(e.die)
    ? { why: 'alreadyRevealed', die: e.die }
    : null;
}

/** The limits every raise has, wherever it is made. */
function raise(ctx: AnteContext, e: EventOf<'RAISE'>): AnteReason | null {
  const notYours = yourMove(ctx, e.seat);
  if (notYours) return notYours;
  const round = ctx.round!;
  if (!round.betting) {
    if (round.reveal < FIRST_BETTING_ROUND) return { why: 'noRaiseInFirstRound' };
    if (round.raised) return { why: 'raisedThisTurn' };
  }
  if (round.hands[e.seat]!.status === 'allIn') return { why: 'allIn' };
  if (ctx.options.capRaises && round.raises >= ctx.options.raises)
    return { why: 'raisesUsed', raises: ctx.options.raises };
  if (answerers(round, e.seat).length === 0) return { why: 'nobodyToAnswer' };
  const range = raiseRange(ctx, e.seat);
  const highest = highestStake(round);
  const { ante } = ctx.options;
  if (!range) return { why: 'cannotCoverRaise', ante, highest };
  if (e.to < range.min) return { why: 'raiseTooSmall', min: range.min, highest, ante };
  if (e.to > range.max) return { why: 'raiseTooLarge', max: range.max };
  return null;
}

/** A seat short of the opening bet sits the game out; a game needs two that can place it. */
function twoCanBet(ctx: AnteContext): AnteReason | TableReason | null {
  if (ctx.seats.length < 2) return { why: 'tooFewSeats' };
  const able = participants(ctx);
  if (able.length >= 2) return null;
  return { why: 'tooFewCanBet', ante: ctx.options.ante, able };
}

export const checks: { [T in AnteEvent['type']]: Check<T> } = {
  ...lobbyChecks,
  SET_OPTIONS: () => null,
  START_ROUND: twoCanBet,
  NEXT_ROUND: twoCanBet,
  REVEAL: reveal,
  RAISE: raise,
  MATCH: (ctx, e) => yourMove(ctx, e.seat),
  FOLD: (ctx, e) => yourMove(ctx, e.seat),
};

/** Why this event is refused now, or null: the chart's `legal` guard. */
export const refusal = refusalFrom<AnteContext, AnteEvent>(checks);
