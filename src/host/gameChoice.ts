/**
 * The GM changes the game in the lobby: the host replaces the table with a new
 * one of the chosen game and seats it exactly as the old one stood. Every coin
 * moves with it (purses, the House, a pot rolled over, the purses kept for
 * players who left), and so do each seat's traits (a Twenty-One seat's stats
 * and Heat) and who the GM cashed out; the options both games share
 * come along, and each game's own options are kept for when the table plays it
 * again.
 */
import type { GameId } from '../../machines/catalog';
import { balanceOf, purse } from '../../machines/engine/ledger';
import type { Outcome } from '../../machines/engine/table';
import type { BaseOptions, Seat, TableContext } from '../../machines/table/context';
import { awayOf } from '../../machines/table/view';

/** Each game's options as the table last played it. */
export type RememberedOptions = Partial<Record<GameId, Record<string, unknown>>>;

/** Why the table cannot change to `next` now, or null. */
export function gameChangeRefusal(
  current: { game: GameId; phase: string },
  next: GameId,
  by: 'gm' | 'player',
): Outcome | null {
  if (by !== 'gm') return { ok: false, reason: { why: 'gmOnly', type: 'CHOOSE_GAME' } };
  if (current.game === next) return { ok: false, reason: { why: 'alreadyPlays', game: next } };
  if (current.phase !== 'lobby') return { ok: false, reason: { why: 'gameOnlyInLobby' } };
  return null;
}

/** The options the new table starts with: what it had when last played here, with the options every table has as this one has them now. */
export function optionsFor(
  next: GameId,
  remembered: RememberedOptions,
  shared: BaseOptions,
): Record<string, unknown> {
  return {
    ...remembered[next],
    ante: shared.ante,
    gmRole: shared.gmRole,
    startingPurse: shared.startingPurse,
    npcPause: shared.npcPause,
  };
}

/**
 * The host-only intent that seats the new table as `ctx` stands in its lobby. A self-playing NPC keeps its style
 * when the new game has one of that id, else takes the new game's first (`styles`, the new game's ids), at its
 * level; with no style to play there, the GM plays it.
 */
export function carryOver(ctx: TableContext, styles: readonly string[] = []) {
  const selfPlayIn = ({ selfPlay }: Seat) => {
    const style = selfPlay && (styles.includes(selfPlay.style) ? selfPlay.style : styles[0]);
    return style ? { selfPlay: { ...selfPlay!, style } } : {};
  };
  return {
    type: 'RESTORE_SEATS' as const,
    seats: ctx.seats.map((s) => ({
      id: s.id,
      name: s.name,
      controller: s.controller,
      purse: balanceOf(ctx.ledger, purse(s.id)),
      ...(s.traits ? { traits: { ...s.traits } } : {}),
      ...selfPlayIn(s),
    })),
    house: balanceOf(ctx.ledger, 'house'),
    pot: balanceOf(ctx.ledger, 'pot'),
    roundsPlayed: ctx.roundsPlayed,
    ...awayOf(ctx),
  };
}
