/**
 * Why an intent is refused, in words a player understands, or null when it is
 * legal. The chart's `legal` guard is `refusal(...) === null`, so the reason a
 * player reads and the rule the chart applies are the same code. These checks
 * assume the current state accepts the event's type; the engine explains a
 * wrong phase before it gets here.
 */
import { refusalFrom } from '../engine/define';
import { lobbyChecks } from '../table/checks';
import { purseOf, seatName } from '../table/rules';
import type { InBetweenContext } from './context';
import type { EventOf, InBetweenEvent } from './intents';
import { bettorsToCall, coverNeeded, doublesCost, isPlaying, minimumSideBet, nextParts, seatOf, sidesOf, wagerRange } from './rules';

type Check<T extends InBetweenEvent['type']> = (ctx: InBetweenContext, event: EventOf<T>) => string | null;

/** Enough seats can cover a doubled wager to play the next round. */
function partsFound(ctx: InBetweenContext): string | null {
  if (nextParts(ctx)) return null;
  const cover = coverNeeded(ctx.options.ante);
  const need = ctx.options.mode === 'one-player' ? 'a seat' : 'two seats';
  return `A ${ctx.options.mode} round needs ${need} with at least ${cover} gp (twice the ${ctx.options.ante} gp ante), to cover a doubled wager.`;
}

/** The seat is the one this move is waiting for. */
function yourMove(ctx: InBetweenContext, seat: string, who: string | null, move: string): string | null {
  if (seat === who) return null;
  if (!ctx.round || !isPlaying(ctx.round, seat)) return `You are not playing this round: it is ${who ? seatName(ctx, who) : 'nobody'}\u2019s ${move}.`;
  return `It is ${who ? seatName(ctx, who) : 'nobody'}\u2019s ${move}, not yours.`;
}

const doublesDecider = (ctx: InBetweenContext) => seatOf(ctx.round!, doublesCost(ctx.round!.mode));

/** The first dice wait until every seat watching has backed a side or passed. */
function betsCalled(ctx: InBetweenContext): string | null {
  const bettors = bettorsToCall(ctx);
  if (bettors.length === 0) return null;
  const names = bettors.map((id) => seatName(ctx, id));
  const who = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `Side bets are still open: the dice wait for ${who} to back a side or pass.`;
}

function roll(ctx: InBetweenContext, e: EventOf<'ROLL'>): string | null {
  const notYours = yourMove(ctx, e.seat, ctx.round!.seats.between, 'roll');
  if (notYours) return notYours;
  const wager = e.wager ?? ctx.options.ante;
  const { min, max } = wagerRange(ctx, e.seat);
  if (wager < min) return `The smallest wager is ${min} gp (one ante).`;
  if (wager > max) return `You must be able to stake your wager twice, should doubles come and you roll again: with ${purseOf(ctx, e.seat)} gp you may wager at most ${max} gp.`;
  return betsCalled(ctx);
}

/** A seat watching that has not yet backed a side or passed this round. */
function undecided(ctx: InBetweenContext, seat: string): string | null {
  const round = ctx.round!;
  if (isPlaying(round, seat)) return 'You are rolling this round: side bets are for the seats watching.';
  if (!ctx.seats.some((s) => s.id === seat)) return 'You have no seat at this table.';
  if (round.sideBets.some((b) => b.by === seat)) return 'You have already placed your side bet this round.';
  return round.passed.includes(seat) ? 'You have passed on side bets this round.' : null;
}

function sideBet(ctx: InBetweenContext, e: EventOf<'SIDE_BET'>): string | null {
  const round = ctx.round!;
  const notNow = undecided(ctx, e.seat);
  if (notNow) return notNow;
  const sides = sidesOf(round.mode);
  if (!sides.includes(e.on)) return `In the ${round.mode} game a side bet backs the ${sides[0]} or the ${sides[1]}.`;
  const min = minimumSideBet(ctx.options.ante);
  if (e.amount < min) return `The smallest side bet is ${min} gp (one ante).`;
  const purse = purseOf(ctx, e.seat);
  return e.amount > purse ? `You have only ${purse} gp.` : null;
}

export const checks: { [T in InBetweenEvent['type']]: Check<T> } = {
  ...lobbyChecks,
  START_ROUND: partsFound,
  NEXT_ROUND: partsFound,
  ROLL: roll,
  ROLL_SURROUNDS: (ctx, e) => yourMove(ctx, e.seat, ctx.round!.seats.surrounds, 'roll of the surrounds') ?? betsCalled(ctx),
  ROLL_BETWEEN: (ctx, e) => yourMove(ctx, e.seat, ctx.round!.seats.between, 'roll of the between'),
  ACCEPT_LOSS: (ctx, e) => yourMove(ctx, e.seat, doublesDecider(ctx), 'call on the doubles'),
  ROLL_AGAIN: (ctx, e) => yourMove(ctx, e.seat, doublesDecider(ctx), 'call on the doubles'),
  SIDE_BET: sideBet,
  NO_BET: (ctx, e) => undecided(ctx, e.seat),
};

/** Why this event is refused now, or null: the chart's `legal` guard. */
export const refusal = refusalFrom<InBetweenContext, InBetweenEvent>(checks);
