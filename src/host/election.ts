/**
 * Which GM client hosts the table. The rule (docs/runtime.md, "Host election"):
 *
 * - The host holds a lease in room metadata (`<id>/host`): its connection id,
 *   its player id and its status. Presence is Owlbear's party list: a lease is
 *   live while its connection is in the room as a GM, so no heartbeat writes
 *   are needed.
 * - A GM client never claims a live lease: a second GM never becomes a second host.
 * - A stale lease (its connection left) is claimed at once by a client of the
 *   same player when one is in the room (the GM reloaded: it has the saved
 *   table); the others give it one extra grace period. Otherwise, after a
 *   grace period, the GM client with the lowest connection id claims it (the
 *   others wait one more grace period each, in case that one cannot host).
 * - With no lease at all, the GM client with the lowest connection id claims
 *   at once, the others after one grace period each.
 * - A claim is a write of this client's own claim (its player metadata,
 *   which no other client can write: src/sync/hostClaim.ts), then of the
 *   lease, then a check: the lease must still name this client after
 *   `confirmMs`, or it stands down (the last writer wins).
 * - Any client can write room metadata: a lease counts only when the GM client
 *   it names claimed it itself. A host whose lease is overwritten by anything
 *   else (another connection named, its status changed) writes it back and
 *   keeps hosting; a GM client never claims while another GM's claim is live.
 * - The host's status lives in its claim; the lease's copy is for pages of
 *   older builds, and clients read the claim.
 */
import { followRoom } from '../plugin/follow';
import type { OwlbearPort, PartyPlayer, Unsubscribe } from '../plugin/port';
import { schedule as pageSchedule } from '../plugin/timers';
import { CLAIM_KEY, leaseHolder, ownClaim } from '../sync/hostClaim';
import { HOST_KEY, readLease, type HostLease } from '../sync/wire';
import type { HostStatus } from './host';

export interface ElectionSetup {
  port: OwlbearPort;
  /** Called when this client becomes the host. */
  onElected(): void;
  /** Called when this client stops being the host. */
  onDeposed(): void;
  graceMs?: number;
  confirmMs?: number;
  schedule?: (task: () => void, ms: number) => () => void;
}

export interface Election {
  isHost(): boolean;
  /** Publishes the host's status in its lease (only while this client holds it). */
  setStatus(status: HostStatus): Promise<void>;
  /** Stands aside for good (this client cannot host): gives up the lease, so another GM client can claim it. */
  resign(): Promise<void>;
  stop(): void;
}

const byConnection = (a: PartyPlayer, b: PartyPlayer) =>
  a.connectionId < b.connectionId ? -1 : a.connectionId > b.connectionId ? 1 : 0;

/** How long this GM client waits before claiming, or null when it must not claim now. */
export function claimDelay(
  self: PartyPlayer,
  party: readonly PartyPlayer[],
  lease: HostLease | null,
  graceMs: number,
): number | null {
  if (self.role !== 'GM') return null;
  // Another GM client says in its own metadata that it hosts: it is live (and puts back a lease naming anyone else).
  if (party.some((p) => ownClaim(p) !== null)) return null;
  const gms = [self, ...party.filter((p) => p.role === 'GM')].sort(byConnection);
  const rank = gms.findIndex((p) => p.connectionId === self.connectionId);
  // A lease naming a GM here that has not claimed it: a claim on its way, or a player's write. It earns no head start.
  if (lease && gms.some((p) => p.connectionId === lease.connectionId)) return (rank + 1) * graceMs;
  const returning = lease && gms.find((p) => p.id === lease.playerId);
  if (returning) {
    // The same GM came back (a reload): its client claims at once, with the saved table.
    // The others only step in if it has not after a longer wait.
    return returning.connectionId === self.connectionId ? 0 : (rank + 2) * graceMs;
  }
  return (lease ? rank + 1 : rank) * graceMs;
}

export async function runElection(setup: ElectionSetup): Promise<Election> {
  const { port } = setup;
  const graceMs = setup.graceMs ?? 5_000;
  const confirmMs = setup.confirmMs ?? 400;
  const schedule = setup.schedule ?? pageSchedule;
  // Listening before reading: a claim landing between a read and the listeners below is not lost (src/plugin/follow.ts).
  const follows = followRoom(port);
  const [joined, present, metadata] = await Promise.all([
    follows.self.read(port.getSelf()),
    follows.party.read(port.getParty()),
    follows.room.read(port.getRoomMetadata()),
  ]).catch((error: unknown) => {
    follows.stop();
    throw error;
  });
  let self = joined;
  let party = present;
  let lease = readLease(metadata);
  let hosting = false;
  let stopped = false;
  let pendingClaim: { cancel: () => void; delay: number } | null = null;
  let confirming: (() => void) | null = null;

  let status: HostLease['status'] = 'starting';
  /** This client wrote its claim and has not given it up. */
  let claimed = false;
  /** A claim is being written: its own change events must not make it give the claim up. */
  let claiming = false;
  const holdsLease = () => claimed && lease?.connectionId === self.connectionId;
  const writeLease = (next: HostLease['status']) =>
    port.setRoomMetadata({
      [HOST_KEY]: {
        connectionId: self.connectionId,
        playerId: self.id,
        status: next,
      } satisfies HostLease,
    });
  const writeClaim = (next: HostLease['status']) =>
    port.setPlayerMetadata({ [CLAIM_KEY]: { connectionId: self.connectionId, status: next } });
  function dropClaim() {
    if (!claimed) return;
    claimed = false;
    port.setPlayerMetadata({ [CLAIM_KEY]: null }).catch(() => undefined);
  }

  /** The connection this client's claim names; Owlbear may reconnect it under a new id without reloading the page. */
  let claimedConnection = '';

  function evaluate() {
    if (stopped) return;
    if (hosting && self.role === 'GM' && claimedConnection !== self.connectionId) {
      // Reconnected under a new connection id: the host runs on, so its claim and lease move to the new id.
      claimedConnection = self.connectionId;
      void writeClaim(status)
        .then(() => writeLease(status))
        .catch((error) =>
          console.warn('The host could not move its lease to its new connection:', error),
        );
      return;
    }
    if (holdsLease() && self.role === 'GM') {
      cancelClaim();
      // The status is the host's: a lease whose status someone else changed is written back.
      if (hosting && lease!.status !== status) void writeLease(status);
      if (!hosting && !confirming) {
        confirming = schedule(() => {
          confirming = null;
          void port.getRoomMetadata().then((metadata) => {
            lease = readLease(metadata);
            if (!stopped && holdsLease() && !hosting) {
              hosting = true;
              setup.onElected();
            } else evaluate();
          });
        }, confirmMs);
      }
      return;
    }
    confirming?.();
    confirming = null;
    if (hosting && self.role === 'GM') {
      // Any client can write room metadata: a lease that its client did not claim is taken back, not obeyed.
      if (!leaseHolder(lease, party)) {
        void writeLease(status);
        return;
      }
    }
    if (hosting) {
      hosting = false;
      setup.onDeposed();
    }
    // Another claim landed last, or this client stopped being a GM: its claim goes.
    if (!claiming) dropClaim();
    const delay = claimDelay(self, party, lease, graceMs);
    if (delay === null) return cancelClaim();
    if (pendingClaim && pendingClaim.delay === delay) return;
    cancelClaim();
    pendingClaim = { delay, cancel: schedule(() => void claim().catch(claimFailed), delay) };
  }

  /** A claim whose writes failed (Owlbear did not answer in time): look again after a grace period, not at once. */
  function claimFailed(error: unknown) {
    console.warn('The claim to host failed:', error);
    if (!stopped)
      pendingClaim = {
        delay: -1,
        cancel: schedule(() => {
          pendingClaim = null;
          evaluate();
        }, graceMs),
      };
  }

  function cancelClaim() {
    pendingClaim?.cancel();
    pendingClaim = null;
  }

  async function claim() {
    pendingClaim = null;
    // Decide on fresh facts: the lease may have been taken meanwhile.
    [party, lease] = await Promise.all([port.getParty(), port.getRoomMetadata().then(readLease)]);
    if (stopped || claimDelay(self, party, lease, graceMs) === null) return evaluate();
    claimed = claiming = true;
    claimedConnection = self.connectionId;
    status = 'starting';
    try {
      await writeClaim('starting');
      await writeLease('starting');
      lease = readLease(await port.getRoomMetadata());
    } finally {
      claiming = false;
    }
    evaluate();
  }

  const unsubscribe: Unsubscribe[] = [
    follows.room.listen((metadata) => {
      lease = readLease(metadata);
      evaluate();
    }),
    follows.party.listen((players) => {
      party = players;
      evaluate();
    }),
    follows.self.listen((next) => {
      self = next;
      evaluate();
    }),
  ];
  evaluate();

  function stop() {
    stopped = true;
    cancelClaim();
    confirming?.();
    unsubscribe.forEach((u) => u());
  }

  return {
    isHost: () => hosting,
    async setStatus(next) {
      status = next;
      if (hosting && holdsLease()) await Promise.all([writeClaim(next), writeLease(next)]);
    },
    async resign() {
      const held = holdsLease();
      hosting = false;
      stop();
      dropClaim();
      if (held) await port.setRoomMetadata({ [HOST_KEY]: null });
    },
    stop,
  };
}
