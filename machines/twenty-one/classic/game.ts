/**
 * Tavern Twenty-One, Classic, declared for the engine: Standard mode's
 * declarations where the intent is the same, Classic's own where it differs
 * (its schemas in intents.ts, its checks in checks.ts, its offers in
 * offers.ts), on the same chart built for the Classic ruleset.
 */
import { addDemand } from '../../engine/dice';
import { declare, defineGame, type IntentOf } from '../../engine/define';
import { lobbyDeclarations as lobby } from '../../table/intents';
import type { TwentyOneContext } from '../context';
import { tableSpec } from '../index';
import { moves as standard, type Offer } from '../moves';
import { just } from '../moves/shared';
import type { TwentyOneMachine } from '../machine';
import { CLASSIC } from '../ruleset';
import type { TwentyOneView } from '../view';
import { afterReady, classicChecks as checks, seatLevel } from './checks';
import { classicSchemas as schemas } from './intents';
import { classicParts } from './parts';
import * as classicOffers from './offers';
import { tieAtEnd } from './rules';

const intent = declare<TwentyOneContext>();
/** "The GM rolls 1d6" for the duel's contest, when the staredown's end opens one. */
const contestDie = (ctx: TwentyOneContext) => (tieAtEnd(ctx) ? { d6: 1 } : {});

const intents = {
  ...lobby,
  SET_OPTIONS: intent({ ...lobby.SET_OPTIONS, schema: schemas.SET_OPTIONS }),
  SET_STATS: standard.SET_STATS,
  OPEN: intent({
    schema: schemas.OPEN,
    authority: 'seat',
    check: checks.OPEN,
    ready: seatLevel.OPEN,
    afterReady: afterReady.OPEN,
    dice: (_ctx, e) => addDemand({ [e.shown]: 1 }, { [e.hole]: 1 }),
    offer: { seat: classicOffers.offerOpeners, exact: true },
  }),
  KEEP_ROLL: standard.KEEP_ROLL,
  CHEAT: intent({
    schema: schemas.CHEAT,
    authority: 'seat',
    check: checks.CHEAT,
    dice: () => ({ d20: 1 }),
    offer: { seat: classicOffers.offerCheats, exact: true },
  }),
  ROLL: intent({
    schema: standard.ROLL.schema,
    authority: 'seat',
    check: checks.ROLL,
    ready: seatLevel.ROLL,
    afterReady: afterReady.ROLL,
    dice: (_ctx, e) => ({ [e.die]: 1 }),
    offer: { seat: classicOffers.offerHits },
  }),
  HOLD: intent({
    schema: standard.HOLD.schema,
    authority: 'seat',
    check: checks.HOLD,
    ready: seatLevel.HOLD,
    afterReady: afterReady.HOLD,
    offer: { seat: just('HOLD') },
  }),
  GOAD: intent({
    schema: standard.GOAD.schema,
    authority: 'seat',
    check: checks.GOAD,
    ready: seatLevel.GOAD,
    afterReady: afterReady.GOAD,
    dice: () => ({ d20: 2 }),
    offer: standard.GOAD.offer,
  }),
  BUMP: intent({
    schema: standard.BUMP.schema,
    authority: 'seat',
    check: checks.BUMP,
    ready: seatLevel.BUMP,
    afterReady: afterReady.BUMP,
    dice: (ctx, e) => addDemand({ d20: 2 }, { [ctx.round!.hands[e.target]!.dice[e.die]!.die]: 1 }),
    offer: standard.BUMP.offer,
  }),
  RETALIATE: standard.RETALIATE,
  RETALIATION_TIMEOUT: standard.RETALIATION_TIMEOUT,
  INVESTIGATE: intent({
    schema: schemas.INVESTIGATE,
    authority: 'seat',
    check: checks.INVESTIGATE,
    ready: seatLevel.INVESTIGATE,
    afterReady: afterReady.INVESTIGATE,
    dice: () => ({ d20: 1 }),
    offer: { seat: classicOffers.offerInvestigations },
  }),
  ACCUSE: intent({
    schema: schemas.ACCUSE,
    authority: 'seat',
    check: checks.ACCUSE,
    ready: seatLevel.ACCUSE,
    afterReady: afterReady.ACCUSE,
    offer: { seat: classicOffers.offerAccusations },
  }),
  // The GM's ruling at the table, sent from the GM's panel: never a move the table proposes.
  FORFEIT: intent({ schema: schemas.FORFEIT, authority: 'gm', check: checks.FORFEIT }),
  END_STAREDOWN: intent({ ...standard.END_STAREDOWN, dice: contestDie }),
  STAREDOWN_TIMEOUT: intent({ ...standard.STAREDOWN_TIMEOUT, dice: contestDie }),
  DUEL_ROLL: intent({
    ...standard.DUEL_ROLL,
    dice: () => ({ d20: 1 }),
    offer: { seat: just('DUEL_ROLL') },
  }),
};

/** A move a Classic view offers, ready to send, with what it costs and risks. */
export type ClassicActionView = Offer & { intent: IntentOf<typeof intents> };
export type ClassicView = TwentyOneView<'twenty-one-classic', ClassicActionView>;

/** Tavern Twenty-One, Classic: the original table edition. */
export const twentyOneClassic = defineGame<
  TwentyOneMachine,
  typeof intents,
  ClassicView,
  ClassicActionView
>({
  ...tableSpec<'twenty-one-classic', ClassicActionView>(
    CLASSIC as typeof CLASSIC & { game: 'twenty-one-classic' },
    classicParts,
  ),
  intents,
});
