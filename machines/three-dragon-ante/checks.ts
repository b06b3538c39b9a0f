/**
 * Why an intent is refused, in words a player understands, or null when it is
 * legal. The chart's `legal` guard is `refusal(...) === null`, so the reason a
 * player reads and the rule the chart applies are the same code. These checks
 * assume the current state accepts the event's type; the engine explains a
 * wrong phase before it gets here.
 */
import { refusalFrom } from '../engine/define';
import { lobbyChecks } from '../table/checks';
import { seatName } from '../table/rules';
import type { AnteContext } from './context';
import type { AnteEvent, EventOf } from './intents';
import { answerers, FIRST_BETTING_ROUND, highestStake, participants, raiseRange, seatToAct } from './rules';

type Check<T extends AnteEvent['type']> = (ctx: AnteContext, event: EventOf<T>) => string | null;

/** Is this seat playing, and not folded? */
function inGame(ctx: AnteContext, seat: string): string | null {
  const hand = ctx.round?.hands[seat];
  if (!hand) return 'You are not playing this game.';
  return hand.status === 'folded' ? 'You have folded: you are out of this game.' : null;
}

/** Is the table waiting on this seat? */
function yourMove(ctx: AnteContext, seat: string): string | null {
  const out = inGame(ctx, seat);
  if (out) return out;
  const toAct = seatToAct(ctx);
  if (toAct === seat) return null;
  const who = toAct ? seatName(ctx, toAct) : 'nobody';
  return ctx.round!.betting ? `It is not your turn: ${who} answers the raise first.` : `It is not your turn: ${who} reveals next.`;
}

function reveal(ctx: AnteContext, e: EventOf<'REVEAL'>): string | null {
  const notYours = yourMove(ctx, e.seat);
  if (notYours) return notYours;
  const round = ctx.round!;
  return round.hands[e.seat]!.revealed.includes(e.die) ? `You have already revealed die ${e.die + 1}.` : null;
}

/** The limits every raise has, wherever it is made. */
function raise(ctx: AnteContext, e: EventOf<'RAISE'>): string | null {
  const notYours = yourMove(ctx, e.seat);
  if (notYours) return notYours;
  const round = ctx.round!;
  if (!round.betting) {
    if (round.reveal < FIRST_BETTING_ROUND) return 'Nobody raises in the first round of reveals: raising begins with the second.';
    if (round.raised) return 'You have raised this turn: reveal a die.';
  }
  if (round.hands[e.seat]!.status === 'allIn') return 'You are all in: you have nothing left to raise with.';
  if (round.raises >= ctx.options.raises) return `This round has had its ${ctx.options.raises} raise${ctx.options.raises === 1 ? '' : 's'}: match or fold.`;
  if (answerers(round, e.seat).length === 0) return 'Nobody else still in could answer a raise: everyone else is all in.';
  const range = raiseRange(ctx, e.seat);
  const highest = highestStake(round);
  if (!range) return `A raise adds at least the opening bet (${ctx.options.ante} gp) to the highest stake (${highest} gp), and you cannot cover that.`;
  if (e.to < range.min) return `A raise takes the stake to at least ${range.min} gp: the highest stake (${highest} gp) and the opening bet (${ctx.options.ante} gp) again.`;
  if (e.to > range.max) return `You can raise your stake to at most ${range.max} gp: all you have.`;
  return null;
}

/** A seat short of the opening bet sits the game out; a game needs two that can place it. */
function twoCanBet(ctx: AnteContext): string | null {
  if (ctx.seats.length < 2) return 'A game needs at least two seats at the table.';
  const able = participants(ctx);
  if (able.length >= 2) return null;
  const who = able.length === 0 ? 'nobody can' : `only ${seatName(ctx, able[0]!)} can`;
  return `A game needs two seats that can afford the ${ctx.options.ante} gp opening bet (the ante), and ${who}.`;
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
