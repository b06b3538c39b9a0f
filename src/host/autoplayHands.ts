/**
 * A player's own click while a style plays their seat (autoplay): the seat has one hand at a time, so the click is
 * refused and changes nothing, rather than racing the style's move. What the seat's player may still do is the
 * table's own business (take the seat back, leave, ask for a purse); the style's moves reach the table from the host
 * itself (play.ts), never through a player's request.
 */
import type { Sender } from '../../machines/engine/game';
import type { TableContext } from '../../machines/table/context';
import { lobbyDeclarations } from '../../machines/table/intents';
import type { HostReason } from '../sync/reasons';

const TABLE_BUSINESS = new Set(Object.keys(lobbyDeclarations));

/** The refusal of a seat's own move while it is on autoplay; null for anything else. */
export function autoplayRefusal(
  ctx: TableContext,
  sender: Sender,
  intent: unknown,
): HostReason | null {
  if (sender.role !== 'player') return null;
  const type = (intent as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || TABLE_BUSINESS.has(type)) return null;
  const seat = ctx.seats.find((s) => s.id === sender.id && s.controller === 'player');
  return seat?.selfPlay ? { why: 'seatOnAutoplay' } : null;
}
