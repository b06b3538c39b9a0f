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
import type { StyleWords } from '../../machines/engine/bot';
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
    ...(shared.inCharacter === undefined ? {} : { inCharacter: shared.inCharacter }),
  };
}

/**
 * Each NPC's style in the new game (`to`) for its style in the old (`from`): the new game's style of the same id and
 * temper (Standard's Bully is Classic's Bully), else its default style of that temper (the one not a `variant`), or
 * undefined when it has none (or the old style is unknown).
 */
export function styleAcross(
  from: readonly StyleWords[],
  to: readonly StyleWords[],
): (style: string) => string | undefined {
  return (style) => {
    const temper = from.find((s) => s.id === style)?.temper;
    if (!temper) return undefined;
    const same = to.find((s) => s.id === style && s.temper === temper);
    return (same ?? to.find((s) => s.temper === temper && !s.variant))?.id;
  };
}

/**
 * The host-only intent that seats the new table as `ctx` stands in its lobby. Each self-playing NPC plays the new
 * game's style of its own style's temper (`styles`, the old game's and the new game's), at its level. When the new
 * game has none, the GM is asked: the NPC comes taken over, its old style kept, until the GM hands it back as one of
 * the new game's styles. A new game with no styles at all: the GM plays it.
 */
export function carryOver(
  ctx: TableContext,
  styles?: { from: readonly StyleWords[]; to: readonly StyleWords[] },
) {
  const across = styles && styleAcross(styles.from, styles.to);
  const selfPlayIn = ({ selfPlay }: Seat) => {
    if (!selfPlay || !across || styles.to.length === 0) return {};
    const style = across(selfPlay.style);
    return {
      selfPlay: style ? { ...selfPlay, style } : { ...selfPlay, takenOver: true },
    };
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
