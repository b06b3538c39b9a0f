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
import type { GoblinContext } from './context';
import type { DisabledType, EventOf, GoblinEvent } from './intents';
import { bestRival, flippersToGo, hasHighestScore, nextStageExists, seatToAct, stageDie } from './rules';

type Check<T extends GoblinEvent['type']> = (ctx: GoblinContext, event: EventOf<T>) => string | null;

/** The reasons the disabled Standard-mode intents are turned away. */
export const DISABLED_REASONS: Record<DisabledType, string> = {
  GOAD: 'Skills are disabled in Goblin Mode.',
  BUMP: 'Skills are disabled in Goblin Mode.',
  RETALIATE: 'Skills are disabled in Goblin Mode.',
  CHEAT: 'Skills are disabled in Goblin Mode.',
  KEEP_ROLL: 'Skills are disabled in Goblin Mode.',
  FORESIGHT: 'Skills are disabled in Goblin Mode.',
  PROFILE: 'Skills are disabled in Goblin Mode.',
  ACCUSE: 'Accusations are disabled in Goblin Mode: there is no staredown.',
  DRINK: 'Liquid Mode is not used in Goblin Mode: the Chamber charges nothing to drink away.',
  SIDE_BET: 'Side bets are not taken in Goblin Mode: they ride on Standard mode\u2019s betting laps.',
};

function yourTurn(ctx: GoblinContext, seat: string | undefined): string | null {
  const hand = seat ? ctx.round?.hands[seat] : undefined;
  if (!seat || !hand) return 'You are not playing this round.';
  if (hand.status === 'dead') return 'You are dead this round: the Bullet found you.';
  if (hand.status === 'held') return 'You have held: you act again only if someone boots you.';
  const toAct = seatToAct(ctx);
  if (toAct === seat) return null;
  const round = ctx.round!;
  const die = stageDie(round);
  if (round.holds.some((h) => h.seat === seat && h.brokenIn === die)) return `You were booted in the ${die} stage: you roll again in the next stage.`;
  if (round.queue.indexOf(seat) < round.turn) return `You have acted in the ${die} stage; wait for the next one.`;
  return `It is not your turn: ${toAct ? seatName(ctx, toAct) : 'nobody'} is to act.`;
}

function runtRule(ctx: GoblinContext, seat: string): string | null {
  if (hasHighestScore(ctx, seat)) return null;
  const mine = ctx.round!.hands[seat]!.score;
  const rival = bestRival(ctx, seat)!;
  const who = seatName(ctx, rival.seat);
  return rival.score === mine
    ? `The Runt Rule: you may hold only with the highest score at the table, and you are tied with ${who} at ${mine}.`
    : `The Runt Rule: you may hold only with the highest score at the table, and ${who} has ${rival.score} to your ${mine}.`;
}

function boot(ctx: GoblinContext, event: EventOf<'BOOT'>): string | null {
  const notYours = yourTurn(ctx, event.seat);
  if (notYours) return notYours;
  const round = ctx.round!;
  if (round.hands[event.seat!]!.boots === 0) return 'You have no Boot: roll the highest face of a die to earn one.';
  const target = round.hands[event.target];
  if (!target) return `There is nobody called ${event.target} in this round.`;
  const name = seatName(ctx, event.target);
  if (target.status !== 'held') return `${name} has not held: a Boot only breaks a Hold.`;
  if (!nextStageExists(round)) return `The ${stageDie(round)} is the last stage: there is no next stage to boot ${name} into.`;
  return null;
}

export const checks: { [T in GoblinEvent['type']]: Check<T> } = {
  ...lobbyChecks,
  ROLL: (ctx, e) => (e.drink ? DISABLED_REASONS.DRINK : yourTurn(ctx, e.seat)),
  HOLD: (ctx, e) => yourTurn(ctx, e.seat) ?? runtRule(ctx, e.seat!),
  BOOT: boot,
  FLIP: (ctx, e) => {
    const sd = ctx.round?.suddenDeath;
    if (!sd || !e.seat || !sd.current.flippers.includes(e.seat)) return 'Only the seats tied for the top flip the coin.';
    if (ctx.round!.hands[e.seat]!.status === 'dead') return 'You are dead this round: the coin came up tails.';
    return flippersToGo(ctx).includes(e.seat) ? null : 'You have flipped in this volley; wait for the others.';
  },
};

/** Why this event is refused now, or null: the chart's `legal` guard. */
export const refusal = refusalFrom<GoblinContext, GoblinEvent>(checks);
