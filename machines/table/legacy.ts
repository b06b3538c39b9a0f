/**
 * Seats as older builds saved them, brought to today's shape on load: the
 * host's saved record, and the start and end of a round the debugger imports.
 * A seat once carried a `stats` record and a `heat` count as fields of its
 * own; each is now one of its traits (context.ts) under the same key. A 0 is
 * left out, as a seat that never set a trait has none. A self-playing NPC
 * once played at `forgiving` or `best`: now the level that plays as each did.
 */
import type { PersistedTable } from '../engine/tableContract';
import type { Seat } from './context';
import { levelNamed } from './selfPlay';

type OldSeat = Seat & { stats?: Record<string, unknown>; heat?: unknown };

/** `seat` with its old fields made traits and its old level named anew; the very object when it has neither. */
function seatFromOld(seat: OldSeat): Seat {
  const level = seat.selfPlay?.level as string | undefined;
  if (level !== undefined && levelNamed(level) !== level) {
    const selfPlay = { ...seat.selfPlay!, level: levelNamed(level) ?? 'regular' };
    return seatFromOld({ ...seat, selfPlay });
  }
  if (!('stats' in seat) && !('heat' in seat)) return seat;
  const { stats, heat, ...rest } = seat;
  const numbers = Object.entries({ ...stats, heat }).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] !== 0,
  );
  if (numbers.length === 0) return rest;
  return { ...rest, traits: { ...rest.traits, ...Object.fromEntries(numbers) } };
}

/** A persisted table whose seats have today's shape. */
export function tableFromOld(persisted: PersistedTable): PersistedTable {
  const snapshot = persisted.snapshot as { context?: { seats?: unknown } } | null;
  const context = snapshot?.context;
  if (!context || !Array.isArray(context.seats)) return persisted;
  const seats = (context.seats as OldSeat[]).map(seatFromOld);
  return { ...persisted, snapshot: { ...snapshot, context: { ...context, seats } } };
}
