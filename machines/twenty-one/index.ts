/**
 * Tavern Twenty-One, Standard mode, declared for the engine: every intent once
 * (its schema from intents.ts, who may send it, its refusal check from
 * checks.ts, the dice it needs and how it is offered from offers.ts).
 */
import { addDemand, DICE, type DiceDemand, type Die } from '../engine/dice';
import { declare, defineGame } from '../engine/define';
import { roundStep } from '../engine/phase';
import type { Viewer } from '../engine/game';
import { lobbyDeclarations as lobby } from '../table/intents';
import { controllerOf } from '../table/view';
import { afterReady, checks, seatLevel } from './checks';
import type { TwentyOneContext } from './context';
import { schemas } from './intents';
import { twentyOneChart, type TwentyOneMachine } from './machine';
import type { ClassicParts } from './classic/parts';
import { STANDARD, type Ruleset } from './ruleset';
import * as offers from './offers';
import {
  BUYABLE_DICE,
  bumperDeciding,
  checkDiceCount,
  checkMode,
  hitCount,
  OPENING_DIE,
  pendingRetaliation,
  retaliationTimeoutDice,
  seatAwaited,
} from './rules';
import { duelistsToRoll } from './duel';
import { viewTable, type ActionView, type TwentyOneSnapshot, type TwentyOneView } from './view';

export type { TwentyOneView } from './view';
export type { TwentyOneIntent, TwentyOneEvent } from './intents';
export type { TwentyOneContext, TableOptions } from './context';
export type { Stats } from './stats';

const intent = declare<TwentyOneContext>();
/** The d20s one seat's check takes: two when Sloppy. */
const checkDice = (ctx: TwentyOneContext, seat: string): number =>
  checkDiceCount(checkMode(ctx.round?.hands[seat]));
const opening = (ctx: TwentyOneContext): DiceDemand => ({ [OPENING_DIE]: 2 * ctx.seats.length });
/** One die of a kind, and none: demands built once, which `drawDice` only reads. */
const ONE = Object.freeze(
  Object.fromEntries(DICE.map((die) => [die, Object.freeze({ [die]: 1 })])),
) as Readonly<Record<Die, DiceDemand>>;
const NONE: DiceDemand = Object.freeze({});
/** A die of every kind a seat may buy: what Foresight draws ahead. */
const ONE_OF_EACH: DiceDemand = Object.freeze(
  Object.fromEntries(BUYABLE_DICE.map((die) => [die, 1])),
);

const intents = {
  ...lobby,
  SET_OPTIONS: intent({ ...lobby.SET_OPTIONS, schema: schemas.SET_OPTIONS }),
  SET_STATS: intent({ schema: schemas.SET_STATS, authority: 'seat', check: checks.SET_STATS }),
  START_ROUND: intent({ ...lobby.START_ROUND, dice: opening }),
  CUT_REROLL: intent({
    schema: schemas.CUT_REROLL,
    authority: 'seat',
    check: checks.CUT_REROLL,
    dice: () => ({ [OPENING_DIE]: 1 }),
    offer: { seat: offers.just('CUT_REROLL') },
  }),
  CUT_PASS: intent({
    schema: schemas.CUT_PASS,
    authority: 'seat',
    check: checks.CUT_PASS,
    offer: { seat: offers.just('CUT_PASS') },
  }),
  ROLL: intent({
    schema: schemas.ROLL,
    authority: 'seat',
    check: checks.ROLL,
    ready: seatLevel.ROLL,
    afterReady: afterReady.ROLL,
    dice: (ctx, e) => {
      const foreseen = ctx.round!.hands[e.seat]!.foreseen[e.die] !== undefined;
      if (!e.drink) return foreseen ? NONE : ONE[e.die];
      const save: DiceDemand = { d20: checkDice(ctx, e.seat) };
      return foreseen ? save : addDemand(save, ONE[e.die]);
    },
    offer: { seat: offers.offerRolls },
  }),
  KEEP_ROLL: intent({
    schema: schemas.KEEP_ROLL,
    authority: 'seat',
    check: checks.KEEP_ROLL,
    offer: { seat: offers.just('KEEP_ROLL') },
  }),
  GOAD: intent({
    schema: schemas.GOAD,
    authority: 'seat',
    check: checks.GOAD,
    ready: seatLevel.GOAD,
    afterReady: afterReady.GOAD,
    dice: (ctx, e) => ({ d20: checkDice(ctx, e.seat) + checkDice(ctx, e.target) }),
    offer: { seat: offers.offerGoads },
  }),
  BUMP: intent({
    schema: schemas.BUMP,
    authority: 'seat',
    check: checks.BUMP,
    ready: seatLevel.BUMP,
    afterReady: afterReady.BUMP,
    dice: (ctx, e) =>
      addDemand(
        { d20: checkDice(ctx, e.seat) + checkDice(ctx, e.target) },
        ONE[ctx.round!.hands[e.target]!.dice[e.die]!.die],
      ),
    offer: { seat: offers.offerBumps },
  }),
  RETALIATE: intent({
    schema: schemas.RETALIATE,
    authority: 'seat',
    check: checks.RETALIATE,
    ready: seatLevel.RETALIATE,
    afterReady: afterReady.RETALIATE,
    dice: (ctx, e) => {
      const bumper = ctx.round!.hands[e.seat]!.owesRetaliation!;
      return { [ctx.round!.hands[bumper]!.dice[e.die]!.die]: 1 };
    },
    offer: { seat: offers.offerRetaliations },
  }),
  CHEAT: intent({
    schema: schemas.CHEAT,
    authority: 'seat',
    check: checks.CHEAT,
    ready: seatLevel.CHEAT,
    afterReady: afterReady.CHEAT,
    dice: (ctx, e) => ({ d20: checkDice(ctx, e.seat) }),
    offer: { seat: offers.offerCheats },
  }),
  FORESIGHT: intent({
    schema: schemas.FORESIGHT,
    authority: 'seat',
    check: checks.FORESIGHT,
    ready: seatLevel.FORESIGHT,
    afterReady: afterReady.FORESIGHT,
    dice: (ctx, e) => addDemand({ d20: checkDice(ctx, e.seat) }, ONE_OF_EACH),
    offer: { seat: offers.offerForesight },
  }),
  PROFILE: intent({
    schema: schemas.PROFILE,
    authority: 'seat',
    check: checks.PROFILE,
    ready: seatLevel.PROFILE,
    afterReady: afterReady.PROFILE,
    dice: (ctx, e) => ({ d20: checkDice(ctx, e.seat) }),
    offer: { seat: offers.offerProfiles },
  }),
  ACCUSE: intent({
    schema: schemas.ACCUSE,
    authority: 'seat',
    check: checks.ACCUSE,
    ready: seatLevel.ACCUSE,
    afterReady: afterReady.ACCUSE,
    offer: { seat: offers.offerAccusations },
  }),
  SIDE_BET: intent({
    schema: schemas.SIDE_BET,
    authority: 'seat',
    check: checks.SIDE_BET,
    ready: seatLevel.SIDE_BET,
    afterReady: afterReady.SIDE_BET,
    offer: { seat: offers.offerSideBets },
  }),
  HOLD: intent({
    schema: schemas.HOLD,
    authority: 'seat',
    check: checks.HOLD,
    ready: seatLevel.HOLD,
    afterReady: afterReady.HOLD,
    offer: { seat: offers.just('HOLD') },
  }),
  FOLD: intent({
    schema: schemas.FOLD,
    authority: 'seat',
    check: checks.FOLD,
    ready: seatLevel.FOLD,
    afterReady: afterReady.FOLD,
    offer: { seat: offers.offerFold },
  }),
  END_STAREDOWN: intent({ schema: schemas.END_STAREDOWN, authority: 'gm', offer: { gm: true } }),
  STAREDOWN_TIMEOUT: intent({
    schema: schemas.STAREDOWN_TIMEOUT,
    authority: 'host',
    check: checks.STAREDOWN_TIMEOUT,
  }),
  RETALIATION_TIMEOUT: intent({
    schema: schemas.RETALIATION_TIMEOUT,
    authority: 'host',
    check: checks.RETALIATION_TIMEOUT,
    dice: (ctx) => retaliationTimeoutDice(ctx),
  }),
  DUEL_ROLL: intent({
    schema: schemas.DUEL_ROLL,
    authority: 'seat',
    check: checks.DUEL_ROLL,
    dice: (ctx, e) => ({ d20: 1, d4: hitCount(ctx.round!.hands[e.seat]!) }),
    offer: { seat: offers.just('DUEL_ROLL') },
  }),
  NEXT_ROUND: intent({ ...lobby.NEXT_ROUND, dice: opening }),
};

/**
 * What a Twenty-One table is under any ruleset, beside its intents: the one chart for that ruleset, its views, whom it
 * waits on and its deadlines. Standard mode declares its intents above; Classic declares its own (classic/game.ts) and
 * gives its parts (classic/parts.ts), which only its chart and view call.
 */
export const tableSpec = <G extends Ruleset['game'], A>(
  rules: Ruleset & { game: G },
  classicParts?: ClassicParts,
) => ({
  id: rules.game,
  machine: twentyOneChart(rules, classicParts),
  controllerOf,
  seats: (snapshot: TwentyOneSnapshot) => snapshot.context.seats,
  view: (snapshot: TwentyOneSnapshot, viewer: Viewer, actions: () => A[]) =>
    viewTable(snapshot, viewer, actions, classicParts?.view) as TwentyOneView<G, A>,
  waitingOn(snapshot: TwentyOneSnapshot): string[] {
    const round = snapshot.context.round;
    if (!round) return [];
    const step = roundStep(snapshot);
    if (step === 'cut') return round.cutter ? [round.cutter] : [];
    if (step === 'opener') return [round.rolled?.seat ?? round.classic!.toOpen[0]!];
    if (step === 'duel') return duelistsToRoll(snapshot.context);
    if (step !== 'betting') return [];
    const toAct = round.rolled?.seat ?? seatAwaited(snapshot.context);
    // Standard: the target of a failed bump may retaliate while the table plays on.
    const avenger = pendingRetaliation(snapshot.context)?.avenger;
    return [...new Set([toAct, avenger].filter((id): id is string => Boolean(id)))];
  },
  deadline(snapshot: TwentyOneSnapshot) {
    const round = snapshot.context.round;
    // While the bumper decides on a die just rolled, the retaliation (the host's too) waits for that decision.
    if (
      pendingRetaliation(snapshot.context) &&
      round?.retaliationEndsAt != null &&
      !bumperDeciding(snapshot.context)
    )
      return { at: round.retaliationEndsAt, intent: { type: 'RETALIATION_TIMEOUT' } };
    const endsAt = round?.staredownEndsAt;
    return roundStep(snapshot) === 'staredown' && endsAt != null
      ? { at: endsAt, intent: { type: 'STAREDOWN_TIMEOUT' } }
      : null;
  },
});

/** Standard mode's declarations, which Classic's build on. */
export { intents as standardIntents };

/** Tavern Twenty-One, Standard mode. */
export const twentyOne = defineGame<TwentyOneMachine, typeof intents, TwentyOneView, ActionView>({
  ...tableSpec<'twenty-one', ActionView>(STANDARD as Ruleset & { game: 'twenty-one' }),
  intents,
});
