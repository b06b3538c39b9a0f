/**
 * A new session in place of the live one: the game the GM chose, seated as the lobby stood (gameChoice.ts), or a
 * table a lost host recovers, voided from the public table or fresh. Rare, so loaded when first needed (play.ts): a
 * failed load fails the change as a game chart's would.
 */
import { DEFAULT_GAME, type GameId } from '../../machines/catalog';
import type { StyleWords } from '../../machines/engine/bot';
import type { Sender } from '../../machines/engine/game';
import { own } from '../../machines/engine/own';
import type { Outcome } from '../../machines/engine/table';
import type { TableContext } from '../../machines/table/context';
import type { PublicTable } from '../sync/publicTable';
import type { RecoveryChoice } from '../sync/wire';
import { carryOver, gameChangeRefusal, optionsFor } from './gameChoice';
import {
  UNVERIFIED_TABLE,
  freshSession,
  type Recovering,
  type Session,
  type TableSources,
} from './session';

/** The lobby's table replaced by a new one of `game`, everyone seated as they were (gameChoice.ts); or why not. */
export async function chosenGameSession(
  sources: TableSources,
  current: Session,
  sender: Sender,
  game: GameId,
  /** A game's styles of play in words, asked only when an NPC plays itself. */
  styleWords: (game: GameId) => Promise<readonly StyleWords[]> = async () => [],
): Promise<Outcome & { next?: Session }> {
  const playing = current.definition.id as GameId;
  const refused = gameChangeRefusal(
    { game: playing, phase: current.table.view({ role: 'gm' }).phase },
    game,
    sender.role === 'gm' ? 'gm' : 'player',
  );
  if (refused) return refused;
  const ctx = current.table.snapshot().context as TableContext;
  const remembered = { ...current.options, [playing]: { ...ctx.options } };
  const next = await freshSession(
    sources,
    game,
    current.rev,
    optionsFor(game, remembered, ctx.options),
    remembered,
  );
  const styles = ctx.seats.some((s) => s.selfPlay)
    ? { from: await styleWords(playing), to: await styleWords(game) }
    : undefined;
  return seated(next, carryOver(ctx, styles), sources);
}

/** A new table of the game the room's table played: its seats and stakes back (`void`, recovery.ts), or empty (`fresh`). */
export async function recoveredSession(
  sources: TableSources,
  recovering: Recovering,
  choice: RecoveryChoice,
): Promise<Outcome & { next?: Session }> {
  const { from, verified, after } = recovering;
  if (choice === 'void' && !(from && verified)) return { ok: false, reason: UNVERIFIED_TABLE };
  const next = await freshSession(
    sources,
    (from?.view.game ?? DEFAULT_GAME) as GameId,
    after,
    verified ? from?.view.options : undefined,
  );
  return choice === 'void' ? seated(next, restoreFromPublic(from!), sources) : { ok: true, next };
}

/** `next` with its seats restored by the host, the restoring event its first. */
function seated(
  next: Session,
  restore: object,
  sources: TableSources,
): Outcome & { next?: Session } {
  const outcome = next.table.send({ role: 'host' }, restore, { at: sources.clock() });
  if (!outcome.ok) return outcome;
  next.events = { next: next.table.events.length, entries: [...next.table.events] };
  return { ok: true, next };
}

/**
 * The host-only intent that voids the round the public table shows, on a new table: each stake back where it came
 * from, and the purses kept for players who left (and who was cashed out) kept as the table kept them.
 */
export function restoreFromPublic(table: PublicTable) {
  return {
    type: 'RESTORE_SEATS' as const,
    seats: table.view.seats.map((s) => ({
      id: s.id,
      name: s.name,
      controller: s.controller,
      purse: s.purse + (own(table.stakes, s.id) ?? 0),
    })),
    house: table.view.house + table.houseStake,
    pot: table.carry,
    roundsPlayed: table.roundsPlayed,
    // A table written before the public table carried them has none.
    away: table.view.away ?? [],
    cashedOut: table.view.cashedOut ?? [],
  };
}
