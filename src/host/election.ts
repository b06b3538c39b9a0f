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
  // Listening before reading: a claim landing between a read and the listeners below is not lost (src/plugin/follow.ts).
  const follows = followRoom(port);
  const [self, party, metadata] = await Promise.all([
    follows.self.read(port.getSelf()),
    follows.party.read(port.getParty()),
    follows.room.read(port.getRoomMetadata()),
  ]).catch((error: unknown) => {
    follows.stop();
    throw error;
  });
  const candidate = new Candidate(setup, self, party, readLease(metadata));
  candidate.unsubscribe = [
    follows.room.listen((next) => {
      candidate.lease = readLease(next);
      candidate.evaluate();
    }),
    follows.party.listen((players) => {
      candidate.party = players;
      candidate.evaluate();
    }),
    follows.self.listen((next) => {
      candidate.self = next;
      candidate.evaluate();
    }),
  ];
  candidate.evaluate();
  return {
    isHost: () => candidate.hosting,
    setStatus: (next) => candidate.setStatus(next),
    resign: () => candidate.resign(),
    stop: () => candidate.stop(),
  };
}

/** This GM client as a candidate to host: what it knows of the room, and each step of the rule above. */
class Candidate {
  readonly port: OwlbearPort;
  readonly graceMs: number;
  readonly confirmMs: number;
  readonly schedule: (task: () => void, ms: number) => () => void;
  hosting = false;
  stopped = false;
  pendingClaim: { cancel: () => void; delay: number } | null = null;
  confirming: (() => void) | null = null;
  status: HostLease['status'] = 'starting';
  /** This client wrote its claim and has not given it up. */
  claimed = false;
  /** A claim is being written: its own change events must not make it give the claim up. */
  claiming = false;
  /** The connection this client's claim names; Owlbear may reconnect it under a new id without reloading the page. */
  claimedConnection = '';
  unsubscribe: Unsubscribe[] = [];

  constructor(
    readonly setup: ElectionSetup,
    public self: PartyPlayer,
    public party: readonly PartyPlayer[],
    public lease: HostLease | null,
  ) {
    this.port = setup.port;
    this.graceMs = setup.graceMs ?? 5_000;
    this.confirmMs = setup.confirmMs ?? 400;
    this.schedule = setup.schedule ?? pageSchedule;
  }

  holdsLease() {
    return this.claimed && this.lease?.connectionId === this.self.connectionId;
  }

  writeLease(next: HostLease['status']) {
    return this.port.setRoomMetadata({
      [HOST_KEY]: {
        connectionId: this.self.connectionId,
        playerId: this.self.id,
        status: next,
      } satisfies HostLease,
    });
  }

  writeClaim(next: HostLease['status']) {
    return this.port.setPlayerMetadata({
      [CLAIM_KEY]: { connectionId: this.self.connectionId, status: next },
    });
  }

  dropClaim() {
    if (!this.claimed) return;
    this.claimed = false;
    this.port.setPlayerMetadata({ [CLAIM_KEY]: null }).catch(() => undefined);
  }

  evaluate() {
    if (this.stopped) return;
    const gm = this.self.role === 'GM';
    if (this.hosting && gm && this.claimedConnection !== this.self.connectionId) {
      this.moveToNewConnection();
      return;
    }
    if (this.holdsLease() && gm) {
      this.keepLease();
      return;
    }
    this.confirming?.();
    this.confirming = null;
    // Any client can write room metadata: a lease that its client did not claim is taken back, not obeyed.
    if (this.hosting && gm && !leaseHolder(this.lease, this.party)) {
      void this.writeLease(this.status);
      return;
    }
    if (this.hosting) {
      this.hosting = false;
      this.setup.onDeposed();
    }
    // Another claim landed last, or this client stopped being a GM: its claim goes.
    if (!this.claiming) this.dropClaim();
    this.planClaim();
  }

  /** Reconnected under a new connection id: the host runs on, so its claim and lease move to the new id. */
  moveToNewConnection() {
    this.claimedConnection = this.self.connectionId;
    void this.writeClaim(this.status)
      .then(() => this.writeLease(this.status))
      .catch((error) =>
        console.warn('The host could not move its lease to its new connection:', error),
      );
  }

  /** This client holds the lease: it keeps its status there, and hosts once the lease still names it after a wait. */
  keepLease() {
    this.cancelClaim();
    // The status is the host's: a lease whose status someone else changed is written back.
    if (this.hosting && this.lease!.status !== this.status) void this.writeLease(this.status);
    if (this.hosting || this.confirming) return;
    this.confirming = this.schedule(() => {
      this.confirming = null;
      void this.port.getRoomMetadata().then((metadata) => {
        this.lease = readLease(metadata);
        if (!this.stopped && this.holdsLease() && !this.hosting) {
          this.hosting = true;
          this.setup.onElected();
        } else this.evaluate();
      });
    }, this.confirmMs);
  }

  /** Schedules a claim after this client's delay, or cancels one it must not make now. */
  planClaim() {
    const delay = claimDelay(this.self, this.party, this.lease, this.graceMs);
    if (delay === null) return this.cancelClaim();
    if (this.pendingClaim && this.pendingClaim.delay === delay) return;
    this.cancelClaim();
    this.pendingClaim = {
      delay,
      cancel: this.schedule(() => void this.claim().catch((e) => this.claimFailed(e)), delay),
    };
  }

  /** A claim whose writes failed (Owlbear did not answer in time): look again after a grace period, not at once. */
  claimFailed(error: unknown) {
    console.warn('The claim to host failed:', error);
    if (this.stopped) return;
    this.pendingClaim = {
      delay: -1,
      cancel: this.schedule(() => {
        this.pendingClaim = null;
        this.evaluate();
      }, this.graceMs),
    };
  }

  cancelClaim() {
    this.pendingClaim?.cancel();
    this.pendingClaim = null;
  }

  async claim() {
    this.pendingClaim = null;
    // Decide on fresh facts: the lease may have been taken meanwhile.
    [this.party, this.lease] = await Promise.all([
      this.port.getParty(),
      this.port.getRoomMetadata().then(readLease),
    ]);
    if (this.stopped || claimDelay(this.self, this.party, this.lease, this.graceMs) === null)
      return this.evaluate();
    this.claimed = this.claiming = true;
    this.claimedConnection = this.self.connectionId;
    this.status = 'starting';
    try {
      await this.writeClaim('starting');
      await this.writeLease('starting');
      this.lease = readLease(await this.port.getRoomMetadata());
    } finally {
      this.claiming = false;
    }
    this.evaluate();
  }

  async setStatus(next: HostLease['status']) {
    this.status = next;
    if (this.hosting && this.holdsLease())
      await Promise.all([this.writeClaim(next), this.writeLease(next)]);
  }

  async resign() {
    const held = this.holdsLease();
    this.hosting = false;
    this.stop();
    this.dropClaim();
    if (held) await this.port.setRoomMetadata({ [HOST_KEY]: null });
  }

  stop() {
    this.stopped = true;
    this.cancelClaim();
    this.confirming?.();
    this.unsubscribe.forEach((u) => u());
  }
}
