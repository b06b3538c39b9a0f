/**
 * What Goblin Mode shares with Standard mode: the lobby (seats, purses, NPCs,
 * options), the ante with the House's match, and the lobby's refusal reasons.
 * They are the same things at both tables, so Goblin Mode calls Standard
 * mode's code rather than keeping a second copy.
 *
 * That code is typed on Standard mode's context but reads only the table
 * (seats, ledger, options, round count, NPC numbering), so Goblin Mode lends
 * it a Standard context made of its own table and takes the table back.
 * Once these functions live in a shared module typed on the table alone,
 * this file shrinks to re-exports.
 */
import { DEFAULT_OPTIONS, type TwentyOneContext } from '../twenty-one/context';
import { refusal as standardRefusal } from '../twenty-one/checks';
import type { TwentyOneEvent } from '../twenty-one/intents';
import { houseMatch as standardHouseMatch, seatName as standardSeatName } from '../twenty-one/rules';
import * as standard from '../twenty-one/updates';
import type { Controller } from '../engine/game';
import type { GoblinContext, GoblinOptions, LogEntry } from './context';

type Ctx = GoblinContext;

/** The table as Standard mode's code expects it, with no round in play. */
function asStandard(ctx: Ctx): TwentyOneContext {
  return {
    options: { ...DEFAULT_OPTIONS, ...ctx.options },
    seats: ctx.seats,
    ledger: ctx.ledger,
    round: null,
    roundsPlayed: ctx.roundsPlayed,
    nextNpc: ctx.nextNpc,
  };
}

/** Takes back the table a Standard function returned; Goblin's round is untouched. */
function fromStandard(ctx: Ctx, std: TwentyOneContext): Ctx {
  const options: GoblinOptions = { ante: std.options.ante, gmRole: std.options.gmRole };
  return { ...ctx, options, seats: std.seats, ledger: std.ledger, nextNpc: std.nextNpc };
}

export const seatPlayer = (ctx: Ctx, p: { id: string; name: string; purse: number; controller: Controller }): Ctx =>
  fromStandard(ctx, standard.seatPlayer(asStandard(ctx), p));

export const addNpc = (ctx: Ctx, p: { name: string; purse: number }): Ctx => fromStandard(ctx, standard.addNpc(asStandard(ctx), p));

export const unseat = (ctx: Ctx, p: { seat: string }): Ctx => fromStandard(ctx, standard.unseat(asStandard(ctx), p));

export const setPurse = (ctx: Ctx, p: { seat: string; purse: number }): Ctx => fromStandard(ctx, standard.setPurse(asStandard(ctx), p));

export const setOptions = (ctx: Ctx, p: Partial<GoblinOptions>): Ctx => fromStandard(ctx, standard.setOptions(asStandard(ctx), p));

/** Standard mode's void: every transfer since the ante is reversed, and the table returns to the lobby. */
export const voidRound = (ctx: Ctx): Ctx => ({ ...fromStandard(ctx, standard.voidRound(asStandard(ctx))), round: null });

/** Standard mode's way back to the lobby: the round's journal is closed, balances stay. */
export const leaveRound = (ctx: Ctx): Ctx => ({ ...fromStandard(ctx, standard.leaveRound(asStandard(ctx))), round: null });

/**
 * Standard mode's ante: a fresh journal, every seat's ante into the pot, and
 * the House's match when the GM is the House. Returns the ledger after it, the
 * round's number and its first log line.
 */
export function collectAntes(ctx: Ctx, p: { at: number }): { ledger: Ctx['ledger']; number: number; log: LogEntry[] } {
  const std = standard.collectAntes(asStandard(ctx), p);
  return { ledger: std.ledger, number: std.round!.number, log: std.round!.log.map(({ at, text }) => ({ at, text })) };
}

/** The GM's match when the GM is the House (Standard mode's rule, section 1). */
export const houseMatch = (ctx: Ctx): number => standardHouseMatch(asStandard(ctx));

export const seatName = (ctx: Ctx, id: string): string => standardSeatName(asStandard(ctx), id);

/** The intents both modes handle alike. */
export type LobbyEvent = Extract<TwentyOneEvent, { type: 'JOIN' | 'ADD_NPC' | 'LEAVE' | 'REMOVE_SEAT' | 'SET_PURSE' | 'START_ROUND' | 'NEXT_ROUND' }>;

/** Standard mode's reasons for refusing a lobby intent (a full table, a taken name, an ante a seat cannot pay). */
export const lobbyRefusal = (ctx: Ctx, event: LobbyEvent): string | null => standardRefusal(asStandard(ctx), event);
