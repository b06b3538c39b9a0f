import type { GameDefinition } from '../engine/game';
import { GAME_TITLES } from '../catalog';
import { controllerOf } from '../table/view';
import { refusal } from './checks';
import { authority, intentLabel, intentSchema, type TwentyOneIntent } from './intents';
import { twentyOneMachine, type TwentyOneMachine } from './machine';
import { addDemand, type DiceDemand } from '../engine/dice';
import type { TwentyOneContext } from './context';
import { BUYABLE_DICE, checkDiceCount, checkMode, hitCount, OPENING_DIE, retaliationTimeoutDice } from './rules';

/** The d20s one seat's check takes: two when Sloppy. */
const checkDice = (ctx: TwentyOneContext, seat: string): number => checkDiceCount(checkMode(ctx.round?.hands[seat]));
import { describePhase, legalActions, viewTable, type TwentyOneView } from './view';

export type { TwentyOneView } from './view';
export type { TwentyOneIntent, TwentyOneEvent } from './intents';
export type { TwentyOneContext, TableOptions } from './context';
export type { Stats } from '../table/context';

/** Tavern Twenty-One, Standard mode. */
export const twentyOne: GameDefinition<TwentyOneMachine, TwentyOneIntent, TwentyOneView> = {
  id: 'twenty-one',
  title: GAME_TITLES['twenty-one'],
  machine: twentyOneMachine,
  intentSchema,
  authority,
  controllerOf,
  refusal: (snapshot, event) => refusal(snapshot.context, event),
  diceFor(snapshot, event) {
    const ctx = snapshot.context;
    switch (event.type) {
      case 'START_ROUND':
      case 'NEXT_ROUND':
        return { [OPENING_DIE]: 2 * ctx.seats.length };
      case 'CUT_REROLL':
        return { [OPENING_DIE]: 1 };
      case 'ROLL': {
        const hand = ctx.round!.hands[event.seat!]!;
        const save: DiceDemand = event.drink ? { d20: checkDice(ctx, event.seat!) } : {};
        return hand.foreseen[event.die] ? save : addDemand(save, { [event.die]: 1 });
      }
      case 'DUEL_ROLL':
        return { d20: 1, d4: hitCount(ctx.round!.hands[event.seat!]!) };
      case 'GOAD':
        return { d20: checkDice(ctx, event.seat!) + checkDice(ctx, event.target) };
      case 'BUMP': {
        const bumped = ctx.round!.hands[event.target]!.dice[event.die]!.die;
        return addDemand({ d20: checkDice(ctx, event.seat!) + checkDice(ctx, event.target) }, { [bumped]: 1 });
      }
      case 'RETALIATE': {
        const bumper = ctx.round!.hands[event.seat!]!.owesRetaliation!;
        return { [ctx.round!.hands[bumper]!.dice[event.die]!.die]: 1 };
      }
      case 'RETALIATION_TIMEOUT':
        return retaliationTimeoutDice(ctx);
      case 'CHEAT':
      case 'PROFILE':
        return { d20: checkDice(ctx, event.seat!) };
      case 'FORESIGHT':
        return addDemand({ d20: checkDice(ctx, event.seat!) }, Object.fromEntries(BUYABLE_DICE.map((die) => [die, 1])));
      default:
        return {};
    }
  },
  view: viewTable,
  actions: legalActions,
  describePhase,
  describeIntent: (type) => intentLabel[type],
};
