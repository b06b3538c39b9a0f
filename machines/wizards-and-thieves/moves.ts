/**
 * Wizards and Thieves' moves, each declared once: its schema, who may send it,
 * why it is refused (the reasons the panel says,
 * src/panels/wizards-and-thieves/words.ts), the dice it needs and how it is
 * offered. The kit derives the rest from these (machines/engine/define.ts):
 * the intent and event types, the refusal the engine tells a sender and the
 * chart's `legal` guard, which are one code. The lobby's moves are the
 * table's, with SET_OPTIONS adding the coins each seat brings and the stakes;
 * a game adds the opening roll and the declaration (which rolls). A check
 * assumes the state it arrives in takes its type; the engine explains a wrong
 * phase before it gets here.
 */
import * as v from 'valibot';
import {
  declare,
  type EventOfType,
  type EventsOfMoves,
  type IntentOf,
  nothing,
  refusalOf,
} from '../engine/define';
import type { None, ReasonOf } from '../engine/reason';
import type { TableReason } from '../table/checks';
import { actingSeat, lobbyDeclarations as lobby, lobbyIntents } from '../table/intents';
import { canBring, coinsOf, openersToGo, seatToAct } from './board';
import { STAKES_TIERS, type WizardsContext } from './context';
import { DICE_PER_ROLL, declareOdds, MAX_COINS, MIN_COINS } from './rules';
import { oneLine } from '../engine/headroom';
import type { Phase } from './meta';

const wizardOdds = () => ({ outcomes: declareOdds('wizard') });
const thiefOdds = () => ({ outcomes: declareOdds('thief') });

/** Wizards and Thieves' reasons: each key's values (seats by id, which the panel names). */
export interface WizardsReasons {
  /** Fewer than two seats can bring the `coins` each seat brings: `able`, the one that can, if any. */
  tooFewCanBring: { coins: number; able: readonly string[] };
  /** The seat sat down after the game began. */
  notPlaying: None;
  /** The seat was at the table when the game began, but its purse could not bring the `coins` each seat brings. */
  cannotBring: { coins: number };
  /** The seat lost the roll for the first turn: `contenders` roll again for the tie. */
  outOfOpening: { contenders: readonly string[] };
  rolledOpening: None;
  outOfCoins: None;
  /** `active` is the active player (nobody when absent). */
  notYourTurn: { active?: string };
}
export type WizardsReason = ReasonOf<WizardsReasons>;
type Ctx = WizardsContext;

/**
 * "the players agree to a number of coins each will bring": a seat whose purse
 * holds fewer sits the game out, and a game needs two seats that can bring them.
 */
function twoCanBring(ctx: Ctx): WizardsReason | TableReason | null {
  if (ctx.seats.length < 2) return { why: 'tooFewSeats' };
  const able = ctx.seats.filter((s) => canBring(ctx, s.id));
  if (able.length >= 2) return null;
  return { why: 'tooFewCanBring', coins: ctx.options.coins, able: able.map((s) => s.id) };
}

/** A seat without coins in this game: it sat down after the game began, or its purse could not bring them. */
function notPlaying(ctx: Ctx, seat: string): WizardsReason | null {
  if (coinsOf(ctx, seat) !== null) return null;
  const round = ctx.round;
  return round?.couldNotBring?.includes(seat)
    ? { why: 'cannotBring', coins: Object.values(round.brought)[0] ?? ctx.options.coins }
    : { why: 'notPlaying' };
}

/** A contender for the first turn that has not rolled in this volley. */
function openingRoll(ctx: Ctx, seat: string): WizardsReason | null {
  const notHere = notPlaying(ctx, seat);
  if (notHere) return notHere;
  const opening = ctx.round!.opening;
  if (!opening.contenders.includes(seat))
    return { why: 'outOfOpening', contenders: [...opening.contenders] };
  return openersToGo(ctx).includes(seat) ? null : { why: 'rolledOpening' };
}

/** The active player, with coins left. */
function activePlayer(ctx: Ctx, seat: string): WizardsReason | null {
  const notHere = notPlaying(ctx, seat);
  if (notHere) return notHere;
  if (coinsOf(ctx, seat) === 0) return { why: 'outOfCoins' };
  const active = seatToAct(ctx);
  if (active === seat) return null;
  return active ? { why: 'notYourTurn', active } : { why: 'notYourTurn' };
}

const coins = v.pipe(
  v.number(),
  v.integer('coins are whole gp'),
  v.minValue(
    MIN_COINS,
    `each seat brings at least ${MIN_COINS} coins: 6 for the pot and one to play`,
  ),
  v.maxValue(MAX_COINS, `each seat brings at most ${MAX_COINS.toLocaleString('en')} coins`),
);

/** A game played for a stakes tier rolls its d4 as it starts. */
const stakesDie = (ctx: Ctx) => (ctx.options.stakes === 'none' ? {} : { d4: 1 });
const threeD6 = () => ({ d6: DICE_PER_ROLL });

const intent = declare<Ctx, Phase>();

export const moves = {
  ...lobby,
  SET_OPTIONS: intent({
    ...lobby.SET_OPTIONS,
    schema: v.strictObject({
      ...lobbyIntents.SET_OPTIONS.entries,
      coins: v.optional(coins),
      stakes: v.optional(v.picklist(['none', ...STAKES_TIERS])),
    }),
  }),
  START_ROUND: intent({
    ...lobby.START_ROUND,
    check: twoCanBring,
    dice: stakesDie,
    offer: { gm: true },
  }),
  NEXT_ROUND: intent({
    ...lobby.NEXT_ROUND,
    check: twoCanBring,
    dice: stakesDie,
    offer: { gm: true },
  }),
  VOID_ROUND: intent({ ...lobby.VOID_ROUND, offer: { gm: true } }),
  /** "All players roll 3d6": a seat's roll for the first turn. */
  OPENING_ROLL: intent({
    phases: ['opening'],
    update: 'openingRoll',
    schema: v.strictObject({ type: v.literal('OPENING_ROLL'), ...actingSeat }),
    authority: 'seat',
    check: (ctx, e) => openingRoll(ctx, e.seat),
    dice: threeD6,
    offer: {
      seat: (_ctx, _seat, propose) => propose({ type: 'OPENING_ROLL' }, nothing),
      ceiling: oneLine(34),
    },
  }),
  /** "The active player declares wizard or thief before rolling 3d6": one move, so the dice are drawn after the declaration. */
  DECLARE: intent({
    phases: ['play'],
    update: 'declare',
    schema: v.strictObject({
      type: v.literal('DECLARE'),
      call: v.picklist(['wizard', 'thief']),
      ...actingSeat,
    }),
    authority: 'seat',
    check: (ctx, e) => activePlayer(ctx, e.seat),
    dice: threeD6,
    offer: {
      // Each call with the chance of each way its roll can turn out.
      seat: (_ctx, _seat, propose) => {
        propose({ type: 'DECLARE', call: 'wizard' }, wizardOdds);
        propose({ type: 'DECLARE', call: 'thief' }, thiefOdds);
      },
      ceiling: () => [2, 237],
    },
  }),
};

export type WizardsIntent = IntentOf<typeof moves>;
export type WizardsIntentType = WizardsIntent['type'];
/** The event the chart receives: a validated intent stamped by the engine. */
export type WizardsEvent = EventsOfMoves<typeof moves>;
export type EventOf<T extends WizardsIntentType> = EventOfType<WizardsEvent, T>;

/** Why this event is refused now, or null: the engine's answer to a sender and the chart's `legal` guard. */
export const refusal = refusalOf<Ctx, WizardsEvent>(moves);
