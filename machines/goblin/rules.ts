/**
 * The numbers of Goblin Mode (rules: tavern-twenty-one-current.md, section 7)
 * as pure functions of the context. The chart's guards, the refusal reasons
 * and the views all read the rules from here.
 */
import { DIE_SIDES } from '../engine/dice';
import { own } from '../engine/own';
import { CHAMBER, type ChamberDie, type GoblinContext, type GoblinRound } from './context';

/** "Rolling a 1 on any die means instant death." */
export const BULLET = 1;

/** "Heads (2): +2 points." */
export const HEADS = 2;
export const HEADS_BONUS = 2;

/** "If you Hold before the d8 stage, you only claim 50% of the pot." */
export const TAX_FREE_FROM: ChamberDie = 'd8';
export const TAXED_STAGES: readonly ChamberDie[] = CHAMBER.slice(0, CHAMBER.indexOf(TAX_FREE_FROM));

export const LAST_STAGE = CHAMBER.length - 1;

/** "Rolling the maximum value on any die earns a Boot." The coin earns none (see docs/rules/goblin-mode.md). */
export const earnsBoot = (die: ChamberDie, face: number): boolean => face === DIE_SIDES[die];

export const stageDie = (round: GoblinRound): ChamberDie => CHAMBER[round.stage]!;

/** A Hold in this stage pays the Coward's Tax if its holder wins. */
export const isTaxedStage = (stage: ChamberDie): boolean => TAXED_STAGES.includes(stage);

/** The winner's claim and the House's cut of the pot; half an odd pot rounds down for the winner. */
export function splitPot(pot: number, taxed: boolean): { won: number; houseTook: number } {
  const won = taxed ? Math.floor(pot / 2) : pot;
  return { won, houseTook: pot - won };
}

/** Seat ids still alive this round, in seat order. */
export function livingSeats(ctx: GoblinContext): string[] {
  const round = ctx.round;
  if (!round) return [];
  return ctx.seats
    .map((s) => s.id)
    .filter((id) => round.hands[id] !== undefined && round.hands[id].status !== 'dead');
}

/** The best living score and every living seat that has it. */
export function leaders(ctx: GoblinContext): { top: number | null; seats: string[] } {
  const living = livingSeats(ctx);
  if (living.length === 0) return { top: null, seats: [] };
  const score = (id: string) => ctx.round!.hands[id]!.score;
  const top = Math.max(...living.map(score));
  return { top, seats: living.filter((id) => score(id) === top) };
}

/**
 * The Runt Rule: "You may Hold only if you currently have the highest score at
 * the table." Highest means strictly above every other seat: a tie for the top
 * is not the highest (docs/rules/goblin-mode.md, "Runt Rule ties").
 */
export function hasHighestScore(ctx: GoblinContext, seat: string): boolean {
  const round = ctx.round;
  const mine = own(round?.hands, seat)?.score;
  if (!round || mine === undefined) return false;
  return ctx.seats.every((s) => s.id === seat || (round.hands[s.id]?.score ?? 0) < mine);
}

/** The highest score among the other seats, and whose it is (for the Runt Rule's refusal). */
export function bestRival(
  ctx: GoblinContext,
  seat: string,
): { seat: string; score: number } | null {
  const round = ctx.round;
  if (!round) return null;
  let best: { seat: string; score: number } | null = null;
  for (const s of ctx.seats) {
    const hand = round.hands[s.id];
    if (s.id === seat || !hand) continue;
    if (best === null || hand.score > best.score) best = { seat: s.id, score: hand.score };
  }
  return best;
}

/** The seat whose turn it is in the Chamber, or null. */
export function seatToAct(ctx: GoblinContext): string | null {
  const round = ctx.round;
  if (!round || round.suddenDeath || round.result) return null;
  return round.queue[round.turn] ?? null;
}

/** Everyone has held or died (or stands after the d4): nobody is left to roll. */
export const chamberClosed = (ctx: GoblinContext): boolean =>
  !ctx.round || Object.values(ctx.round.hands).every((h) => h.status !== 'in');

export const stageDone = (ctx: GoblinContext): boolean =>
  !ctx.round || ctx.round.turn >= ctx.round.queue.length;

/** A Boot sends its target "back into the next stage", so there must be one. */
export const nextStageExists = (round: GoblinRound): boolean => round.stage < LAST_STAGE;

/** The seats that still have to flip in this volley of Sudden Death. */
export function flippersToGo(ctx: GoblinContext): string[] {
  const sd = ctx.round?.suddenDeath;
  if (!sd) return [];
  return sd.current.flippers.filter((id) => !sd.current.flips.some((f) => f.seat === id));
}

export const volleyComplete = (ctx: GoblinContext): boolean =>
  Boolean(ctx.round?.suddenDeath) && flippersToGo(ctx).length === 0;
