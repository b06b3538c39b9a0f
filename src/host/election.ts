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
 * - A claim is a write followed by a check: the lease must still name this
 *   client after `confirmMs`, or it stands down (the last writer wins).
 * - Any client can write room metadata: a host whose lease is overwritten by
 *   a connection that is not a GM in the room writes it back and keeps hosting;
 *   clients only trust a lease whose connection Owlbear lists as a GM.
 */
import type { OwlbearPort, PartyPlayer, Unsubscribe } from '../plugin/port';
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

const byConnection = (a: PartyPlayer, b: PartyPlayer) => (a.connectionId < b.connectionId ? -1 : a.connectionId > b.connectionId ? 1 : 0);

/** How long this GM client waits before claiming, or null when it must not claim now. */
export function claimDelay(self: PartyPlayer, party: readonly PartyPlayer[], lease: HostLease | null, graceMs: number): number | null {
  if (self.role !== 'GM') return null;
  if (lease?.connectionId === self.connectionId) return null;
  if (lease && party.some((p) => p.connectionId === lease.connectionId && p.role === 'GM')) return null;
  const gms = [self, ...party.filter((p) => p.role === 'GM')].sort(byConnection);
  const rank = gms.findIndex((p) => p.connectionId === self.connectionId);
  const returning = lease && gms.find((p) => p.id === lease.playerId);
  if (returning) {
    // The same GM came back (a reload): its client claims at once, with the saved table.
    // The others only step in if it has not after a longer wait.
    return returning.connectionId === self.connectionId ? 0 : (rank + 2) * graceMs;
  }
  return (lease ? rank + 1 : rank) * graceMs;
}

const defaultSchedule = (task: () => void, ms: number) => {
  const timer = setTimeout(task, ms);
  return () => clearTimeout(timer);
};

export async function runElection(setup: ElectionSetup): Promise<Election> {
  const { port } = setup;
  const graceMs = setup.graceMs ?? 5_000;
  const confirmMs = setup.confirmMs ?? 400;
  const schedule = setup.schedule ?? defaultSchedule;
  let self = await port.getSelf();
  let party = await port.getParty();
  let lease = readLease(await port.getRoomMetadata());
  let hosting = false;
  let stopped = false;
  let pendingClaim: { cancel: () => void; delay: number } | null = null;
  let confirming: (() => void) | null = null;

  let status: HostLease['status'] = 'starting';
  const holdsLease = () => lease?.connectionId === self.connectionId;
  const writeLease = (next: HostLease['status']) =>
    port.setRoomMetadata({ [HOST_KEY]: { connectionId: self.connectionId, playerId: self.id, status: next } satisfies HostLease });

  function evaluate() {
    if (stopped) return;
    if (holdsLease() && self.role === 'GM') {
      cancelClaim();
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
    if (hosting) {
      // Any client can write room metadata: a lease naming no GM in the room is taken back, not obeyed.
      if (!lease || !party.some((p) => p.connectionId === lease!.connectionId && p.role === 'GM')) {
        void writeLease(status);
        return;
      }
      hosting = false;
      setup.onDeposed();
    }
    const delay = claimDelay(self, party, lease, graceMs);
    if (delay === null) return cancelClaim();
    if (pendingClaim && pendingClaim.delay === delay) return;
    cancelClaim();
    pendingClaim = { delay, cancel: schedule(() => void claim(), delay) };
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
    await writeLease('starting');
    lease = readLease(await port.getRoomMetadata());
    evaluate();
  }

  const unsubscribe: Unsubscribe[] = [
    port.onRoomMetadataChange((metadata) => {
      lease = readLease(metadata);
      evaluate();
    }),
    port.onPartyChange((players) => {
      party = players;
      evaluate();
    }),
    port.onSelfChange((next) => {
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
      if (hosting && holdsLease()) await writeLease(next);
    },
    async resign() {
      const held = holdsLease();
      stop();
      hosting = false;
      if (held) await port.setRoomMetadata({ [HOST_KEY]: null });
    },
    stop,
  };
}
