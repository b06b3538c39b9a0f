/**
 * The host's own word that it hosts (docs/runtime.md, "Host election"). The
 * lease in room metadata is writable by anyone, so it only names a
 * connection; that connection counts as the host only when its own player
 * metadata, which no other client can write, claims the lease for that very
 * connection. The host's status (`starting`, `ok`, `lost`) is read from the
 * claim, never from the lease.
 */
import * as v from 'valibot';
import { getPluginId } from '../plugin/getPluginId';
import type { Metadata, PartyPlayer } from '../plugin/port';
import type { HostLease } from './wire';

/** Player metadata `<id>/claim`: the connection that hosts and its status. */
export const CLAIM_KEY = getPluginId('claim');

const claimSchema = v.object({
  connectionId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  status: v.picklist(['starting', 'ok', 'lost']),
});

export type HostClaim = v.InferOutput<typeof claimSchema>;

export function readClaim(metadata: Metadata): HostClaim | null {
  const parsed = v.safeParse(claimSchema, metadata[CLAIM_KEY]);
  return parsed.success ? parsed.output : null;
}

/** The claim of a GM client that says it hosts on its own connection; null for anyone else. */
export function ownClaim(player: PartyPlayer): HostClaim | null {
  const claim = player.role === 'GM' ? readClaim(player.metadata) : null;
  return claim?.connectionId === player.connectionId ? claim : null;
}

/** The client the lease names, if it is a GM that claimed the lease itself, with its claim. */
export function leaseHolder(
  lease: HostLease | null,
  clients: readonly PartyPlayer[],
): { player: PartyPlayer; claim: HostClaim } | null {
  const player = lease && clients.find((p) => p.connectionId === lease.connectionId);
  const claim = player ? ownClaim(player) : null;
  return player && claim ? { player, claim } : null;
}
