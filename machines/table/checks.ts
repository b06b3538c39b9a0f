/**
 * Why the table refuses a lobby intent, in the same words at every table, or
 * null when it is legal. Each game's refusal table maps the lobby intent types
 * to these checks, and its chart's `legal` guard is that table returning null.
 */
import { MAX_SEATS, type TableContext } from './context';
import type { LobbyEventOf, LobbyIntentType } from './intents';
import { isSeated, purseOf } from './rules';

type LobbyCheck<T extends LobbyIntentType> = (ctx: TableContext, event: LobbyEventOf<T>) => string | null;

function tableFull(ctx: TableContext): string | null {
  return ctx.seats.length >= MAX_SEATS ? `The table is full (${MAX_SEATS} seats).` : null;
}

function nameTaken(ctx: TableContext, name: string): string | null {
  return ctx.seats.some((s) => s.name.toLowerCase() === name.toLowerCase()) ? `Someone called ${name} already sits at the table.` : null;
}

function everyoneCanAfford(ctx: TableContext): string | null {
  if (ctx.seats.length < 2) return 'A round needs at least two seats at the table.';
  const broke = ctx.seats.filter((s) => purseOf(ctx, s.id) < ctx.options.ante);
  if (broke.length === 0) return null;
  return `${broke.map((s) => s.name).join(', ')} cannot afford the ${ctx.options.ante} gp ante.`;
}

export const lobbyChecks: { [T in LobbyIntentType]: LobbyCheck<T> } = {
  JOIN: (ctx, e) => (isSeated(ctx, e.seat) ? 'You already have a seat.' : tableFull(ctx) ?? nameTaken(ctx, e.name)),
  ADD_NPC: (ctx, e) => tableFull(ctx) ?? nameTaken(ctx, e.name),
  LEAVE: (ctx, e) => (isSeated(ctx, e.seat) ? null : 'You have no seat to leave.'),
  REMOVE_SEAT: (ctx, e) => (isSeated(ctx, e.seat) ? null : `There is no seat ${e.seat}.`),
  SET_PURSE: (ctx, e) => (isSeated(ctx, e.seat) ? null : `There is no seat ${e.seat}.`),
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
};

/**
 * Checks each made of its seat-level part (`seatLevel`: the acting seat alone), then the rest (`rest`: the target,
 * die or amount the intent names). The engine asks the whole check; the views ask the seat-level part once per seat
 * and only the rest of each candidate (a declaration's `ready` and `afterReady`), so the two cannot drift apart.
 */
export const seatThenRest =
  <C, Rest extends Record<string, (ctx: C, event: never) => string | null>>(seatLevel: { [K in keyof Rest]: (ctx: C, seat: string) => string | null }, rest: Rest) =>
  <K extends keyof Rest>(type: K): Rest[K] =>
    ((ctx: C, event: { seat: string }) => seatLevel[type](ctx, event.seat) ?? (rest[type] as (ctx: C, event: unknown) => string | null)(ctx, event)) as unknown as Rest[K];
