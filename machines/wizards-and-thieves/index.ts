/**
 * Wizards and Thieves, declared for the engine: every intent once, with its
 * schema (intents.ts), who may send it, its refusal check
 * (checks.ts), the dice it needs and how it is offered.
 */
import { declare, defineGame, nothing } from '../engine/define';
import { lobbyDeclarations as lobby } from '../table/intents';
import { controllerOf } from '../table/view';
import { checks } from './checks';
import type { WizardsContext } from './context';
import { schemas } from './intents';
import { wizardsMachine } from './machine';
import { DICE_PER_ROLL } from './rules';
import { viewTable, waitingOn, type ActionView } from './view';

export type { WizardsView } from './view';
export type { WizardsIntent, WizardsEvent } from './intents';
export type { WizardsContext, WizardsOptions } from './context';
export type { WizardsReasons, WizardsReason } from './checks';

const intent = declare<WizardsContext>();

/** A game played for a stakes tier rolls its d4 as it starts. */
const stakesDie = (ctx: WizardsContext) => (ctx.options.stakes === 'none' ? {} : { d4: 1 });
const threeD6 = () => ({ d6: DICE_PER_ROLL });

const intents = {
  ...lobby,
  SET_OPTIONS: intent({ schema: schemas.SET_OPTIONS, authority: 'gm', check: checks.SET_OPTIONS }),
  START_ROUND: intent({
    ...lobby.START_ROUND,
    check: checks.START_ROUND,
    dice: stakesDie,
    offer: { gm: true },
  }),
  NEXT_ROUND: intent({
    ...lobby.NEXT_ROUND,
    check: checks.NEXT_ROUND,
    dice: stakesDie,
    offer: { gm: true },
  }),
  VOID_ROUND: intent({ ...lobby.VOID_ROUND, offer: { gm: true } }),
  OPENING_ROLL: intent({
    schema: schemas.OPENING_ROLL,
    authority: 'seat',
    check: checks.OPENING_ROLL,
    dice: threeD6,
    offer: { seat: (_ctx, _seat, propose) => propose({ type: 'OPENING_ROLL' }, nothing) },
  }),
  DECLARE: intent({
    schema: schemas.DECLARE,
    authority: 'seat',
    check: checks.DECLARE,
    dice: threeD6,
    offer: {
      seat: (_ctx, _seat, propose) => {
        propose({ type: 'DECLARE', call: 'wizard' }, nothing);
        propose({ type: 'DECLARE', call: 'thief' }, nothing);
      },
    },
  }),
};

/** Wizards and Thieves: declare, roll 3d6, and take from or pay into the pot. */
export const wizardsAndThieves = defineGame<
  typeof wizardsMachine,
  typeof intents,
  ReturnType<typeof viewTable>,
  ActionView
>({
  id: 'wizards-and-thieves',
  machine: wizardsMachine,
  intents,
  controllerOf,
  seats: (snapshot) => snapshot.context.seats,
  view: viewTable,
  waitingOn,
});
