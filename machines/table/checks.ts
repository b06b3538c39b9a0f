/**
 * Why the table refuses a lobby intent, in the same words at every table, or
 * null when it is legal. Each game's refusal table maps the lobby intent types
 * to these checks, and its chart's `legal` guard is that table returning null.
 */
import { MAX_SEATS, type TableContext } from './context';
import type { LobbyEventOf, LobbyIntentType } from './intents';
import { balanceOf } from '../engine/ledger';
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
  RESTORE_SEAT: (ctx, e) =>
    ctx.roundsPlayed > 0 ? 'Seats can only be restored onto a new table.' : isSeated(ctx, e.seat) ? `Seat ${e.seat} is already at the table.` : tableFull(ctx) ?? nameTaken(ctx, e.name),
  RESTORE_BOOKS: (ctx) =>
    ctx.roundsPlayed > 0 || balanceOf(ctx.ledger, 'house') !== 0 || balanceOf(ctx.ledger, 'pot') !== 0 ? 'The House and the pot can only be restored onto a new table.' : null,
};
