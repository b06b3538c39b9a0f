/**
 * Why an intent is refused, in words a player understands, or null when it is
 * legal. The machine's `legal` guard is `refusal(...) === null`, so the reason
 * a player reads and the rule the machine applies are the same code.
 * These checks assume the current state accepts the event's type; the engine
 * explains a wrong phase before it gets here.
 */
import { balanceOf, purse } from '../engine/ledger';
import { MAX_SEATS, type TwentyOneContext } from './context';
import type { EventOf, TwentyOneEvent } from './intents';
import { rollCost, seatName, seatToAct } from './rules';

type Check<T extends TwentyOneEvent['type']> = (ctx: TwentyOneContext, event: EventOf<T>) => string | null;

const seated = (ctx: TwentyOneContext, id: string | undefined) => ctx.seats.some((s) => s.id === id);

function everyoneCanAfford(ctx: TwentyOneContext): string | null {
  if (ctx.seats.length < 2) return 'Tavern Twenty-One needs at least two seats at the table.';
  const broke = ctx.seats.filter((s) => balanceOf(ctx.ledger, purse(s.id)) < ctx.options.ante);
  if (broke.length === 0) return null;
  const names = broke.map((s) => s.name).join(', ');
  return `${names} cannot afford the ${ctx.options.ante} gp ante.`;
}

function yourTurn(ctx: TwentyOneContext, seat: string | undefined): string | null {
  const toAct = seatToAct(ctx);
  if (!seat || !ctx.round?.hands[seat]) return 'You are not playing this round.';
  if (ctx.round.hands[seat].status !== 'in') return `You have already ${ctx.round.hands[seat].status} this round.`;
  if (toAct !== seat) return `It is not your turn: ${toAct ? seatName(ctx, toAct) : 'nobody'} is to act.`;
  return null;
}

function nameTaken(ctx: TwentyOneContext, name: string): string | null {
  return ctx.seats.some((s) => s.name.toLowerCase() === name.toLowerCase()) ? `Someone called ${name} already sits at the table.` : null;
}

function tableFull(ctx: TwentyOneContext): string | null {
  return ctx.seats.length >= MAX_SEATS ? `The table is full (${MAX_SEATS} seats).` : null;
}

const checks: { [T in TwentyOneEvent['type']]: Check<T> } = {
  JOIN: (ctx, e) => (seated(ctx, e.seat) ? 'You already have a seat.' : tableFull(ctx) ?? nameTaken(ctx, e.name)),
  ADD_NPC: (ctx, e) => tableFull(ctx) ?? nameTaken(ctx, e.name),
  LEAVE: (ctx, e) => (seated(ctx, e.seat) ? null : 'You have no seat to leave.'),
  REMOVE_SEAT: (ctx, e) => (seated(ctx, e.seat) ? null : `There is no seat ${e.seat}.`),
  SET_PURSE: (ctx, e) => (seated(ctx, e.seat) ? null : `There is no seat ${e.seat}.`),
  SET_OPTIONS: () => null,
  START_ROUND: everyoneCanAfford,
  NEXT_ROUND: everyoneCanAfford,
  BACK_TO_LOBBY: () => null,
  VOID_ROUND: () => null,
  RESTORE_SEATS: (ctx, e) => {
    if (ctx.seats.length > 0 || ctx.roundsPlayed > 0) return 'Seats can only be restored onto a new, empty table.';
    const ids = new Set(e.seats.map((s) => s.id));
    const names = new Set(e.seats.map((s) => s.name.toLowerCase()));
    return ids.size < e.seats.length || names.size < e.seats.length ? 'Two restored seats share an id or a name.' : null;
  },
  CUT_REROLL: (ctx, e) => (ctx.round?.cutter === e.seat ? null : 'Only the seat with the lowest visible die may take the Cut.'),
  CUT_PASS: (ctx, e) => (ctx.round?.cutter === e.seat ? null : 'Only the seat with the lowest visible die may pass the Cut.'),
  ROLL: (ctx, e) => {
    const notYours = yourTurn(ctx, e.seat);
    if (notYours) return notYours;
    const cost = rollCost(e.die, ctx.options.ante);
    const has = balanceOf(ctx.ledger, purse(e.seat!));
    return has < cost ? `A ${e.die} costs ${cost} gp and you have ${has} gp.` : null;
  },
  HOLD: (ctx, e) => yourTurn(ctx, e.seat),
  FOLD: (ctx, e) => yourTurn(ctx, e.seat),
  END_STAREDOWN: () => null,
  STAREDOWN_TIMEOUT: (ctx, e) => {
    const endsAt = ctx.round?.staredownEndsAt ?? Infinity;
    return e.at >= endsAt ? null : `The staredown runs for ${Math.ceil((endsAt - e.at) / 1000)} s more.`;
  },
  DUEL_ROLL: (ctx, e) => {
    const duel = ctx.round?.duel;
    if (!duel || !e.seat || !duel.duelists.includes(e.seat)) return 'Only the tied seats roll in the duel.';
    return duel.rolls.some((r) => r.seat === e.seat) ? 'You have already rolled in this duel; wait for the others.' : null;
  },
};

export function refusal(ctx: TwentyOneContext, event: TwentyOneEvent): string | null {
  return (checks[event.type] as Check<TwentyOneEvent['type']>)(ctx, event);
}
