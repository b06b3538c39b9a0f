/**
 * Tavern Twenty-One, Goblin Mode (the Chamber), declared for the engine: every
 * intent once, with its schema (intents.ts), who may send it, its refusal
 * check (checks.ts), the dice it needs and how it is offered.
 */
import { declare, defineGame, nothing } from '../engine/define';
import { roundStep } from '../engine/phase';
import { lobbyDeclarations as lobby } from '../table/intents';
import { controllerOf } from '../table/view';
import { checks } from './checks';
import { COIN, type GoblinContext } from './context';
import { schemas } from './intents';
import { goblinMachine } from './machine';
import { flippersToGo, isTaxedStage, seatToAct, stageDie } from './rules';
import { viewTable, type ActionView } from './view';

export type { GoblinView } from './view';
export type { GoblinIntent, GoblinEvent } from './intents';
export type { GoblinContext, GoblinOptions } from './context';

const intent = declare<GoblinContext>();
/** The die of the stage being rolled, while the Chamber is open. */
const stageOf = (ctx: GoblinContext) =>
  ctx.round && !ctx.round.suddenDeath && !ctx.round.result ? stageDie(ctx.round) : null;

const intents = {
  ...lobby,
  ROLL: intent({
    schema: schemas.ROLL,
    authority: 'seat',
    check: checks.ROLL,
    dice: (ctx) => ({ [stageDie(ctx.round!)]: 1 }),
    offer: {
      seat: (ctx, _seat, propose) => {
        const stage = stageOf(ctx);
        propose({ type: 'ROLL' }, () => (stage ? { stage } : {}));
      },
    },
  }),
  HOLD: intent({
    schema: schemas.HOLD,
    authority: 'seat',
    check: checks.HOLD,
    offer: {
      seat: (ctx, _seat, propose) => {
        const stage = stageOf(ctx);
        const taxed = stage !== null && isTaxedStage(stage);
        propose({ type: 'HOLD' }, () => (taxed ? { cowardsTax: true } : {}));
      },
    },
  }),
  BOOT: intent({
    schema: schemas.BOOT,
    authority: 'seat',
    check: checks.BOOT,
    offer: {
      // Never a Boot at yourself: it is for breaking someone else's Hold.
      seat: (ctx, seat, propose) => {
        for (const target of ctx.seats) {
          if (target.id !== seat && ctx.round?.hands[target.id]?.status === 'held')
            propose({ type: 'BOOT', target: target.id }, nothing);
        }
      },
    },
  }),
  FLIP: intent({
    schema: schemas.FLIP,
    authority: 'seat',
    check: checks.FLIP,
    dice: () => ({ [COIN]: 1 }),
    offer: { seat: (_ctx, _seat, propose) => propose({ type: 'FLIP' }, nothing) },
  }),
};

/** Tavern Twenty-One, Goblin Mode: the Chamber. */
export const goblin = defineGame<
  typeof goblinMachine,
  typeof intents,
  ReturnType<typeof viewTable>,
  ActionView
>({
  id: 'goblin',
  machine: goblinMachine,
  intents,
  controllerOf,
  seats: (snapshot) => snapshot.context.seats,
  view: viewTable,
  waitingOn(snapshot) {
    const step = roundStep(snapshot);
    if (step === 'suddenDeath') return flippersToGo(snapshot.context);
    const toAct = step === 'chamber' ? seatToAct(snapshot.context) : null;
    return toAct ? [toAct] : [];
  },
});
