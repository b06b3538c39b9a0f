/**
 * Who sent a broadcast, as Owlbear vouches for it: the connection id maps to a
 * player in the party, and that player's role decides what they may do. What
 * a message says about its sender is never read.
 */
import type { Sender } from '../../machines/engine/game';
import type { PartyPlayer } from '../plugin/port';

/** The player behind a connection (their published key included), or null when no player in the room has it. */
export function playerOf(
  connectionId: string,
  self: PartyPlayer,
  party: readonly PartyPlayer[],
): PartyPlayer | null {
  return connectionId === self.connectionId
    ? self
    : (party.find((p) => p.connectionId === connectionId) ?? null);
}

/** What a player may do at the table follows their role in the party. */
export function senderFor(player: PartyPlayer): Sender {
  return player.role === 'GM' ? { role: 'gm', id: player.id } : { role: 'player', id: player.id };
}

/** The sender behind a connection, or null when no player in the room has it. */
export function senderOf(
  connectionId: string,
  self: PartyPlayer,
  party: readonly PartyPlayer[],
): Sender | null {
  const player = playerOf(connectionId, self, party);
  return player && senderFor(player);
}
