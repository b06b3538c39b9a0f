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
import { canBring, coinsOf, openersToGo, seatToAct } from './board';
import type { WizardsContext } from './context';
import type { EventOf, WizardsEvent } from './intents';
import { listNames } from './words';

type Check<T extends WizardsEvent['type']> = (ctx: WizardsContext, event: EventOf<T>) => string | null;

/**
 * "the players agree to a number of coins each will bring": a seat whose purse
 * holds fewer sits the game out, and a game needs two seats that can bring them.
 */
function twoCanBring(ctx: WizardsContext): string | null {
  if (ctx.seats.length < 2) return 'A game needs at least two seats at the table.';
  const able = ctx.seats.filter((s) => canBring(ctx, s.id));
  if (able.length >= 2) return null;
  const who = able.length === 0 ? 'nobody can' : `only ${able[0]!.name} can`;
  return `A game needs two seats that can bring the ${ctx.options.coins} coins each seat brings (a coin is a gp), and ${who}.`;
}

function notPlaying(ctx: WizardsContext, seat: string): string | null {
  return coinsOf(ctx, seat) === null ? 'You are not playing this game: it began before you sat down.' : null;
}

function openingRoll(ctx: WizardsContext, e: EventOf<'OPENING_ROLL'>): string | null {
  const notHere = notPlaying(ctx, e.seat);
  if (notHere) return notHere;
  const opening = ctx.round!.opening;
  if (!opening.contenders.includes(e.seat)) {
    return `You are out of the roll for the first turn: ${listNames(opening.contenders.map((s) => seatName(ctx, s)))} ${opening.contenders.length === 1 ? 'rolls' : 'roll'} again for the tie.`;
  }
  return openersToGo(ctx).includes(e.seat) ? null : 'You have rolled for the first turn; wait for the others.';
}

function declare(ctx: WizardsContext, e: EventOf<'DECLARE'>): string | null {
  const notHere = notPlaying(ctx, e.seat);
  if (notHere) return notHere;
  if (coinsOf(ctx, e.seat) === 0) return 'You have run out of coins: you are out of the game.';
  const active = seatToAct(ctx);
  return active === e.seat ? null : `It is not your turn: ${active ? seatName(ctx, active) : 'nobody'} is the active player.`;
}

export const checks: { [T in WizardsEvent['type']]: Check<T> } = {
  ...lobbyChecks,
  SET_OPTIONS: () => null,
  START_ROUND: twoCanBring,
  NEXT_ROUND: twoCanBring,
  OPENING_ROLL: openingRoll,
  DECLARE: declare,
};

/** Why this event is refused now, or null: the chart's `legal` guard. */
export const refusal = refusalFrom<WizardsContext, WizardsEvent>(checks);
