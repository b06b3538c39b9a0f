/** How the host takes a request: who sent it, whether it was handled already, and what it changes. */
import type { Sender } from '../../machines/engine/game';
import type { Outcome } from '../../machines/engine/table';
import type { OwlbearPort } from '../plugin/port';
import type { ChannelKeyCache } from './channelKeys';
import type { LiveHost } from './hostState';
import type { HostRoutes } from './localChannel';
import type { Play } from './play';
import { requestReader, type Received } from './requests';
import { playerOf, senderFor } from './senders';
import { workTimer } from './figures';
import { autoplayRefusal } from './autoplayHands';
import type { TableContext } from '../../machines/table/context';
import { schedule } from '../plugin/timers';

const OK: Outcome = { ok: true };

export interface ReceiverWiring {
  live: LiveHost;
  port: OwlbearPort;
  keys: ChannelKeyCache;
  send: HostRoutes['send'];
  enqueue: (task: () => Promise<void> | void) => Promise<void>;
  play: Play;
}

/** Handles one message from a connection: answers a hello with the sender's views, any other request with its outcome. */
export function hostReceiver(wiring: ReceiverWiring) {
  const { live, port, enqueue, play } = wiring;

  /** Who is behind a connection; asks Owlbear again once before calling it unknown (a join may be in flight). */
  async function authenticate(connectionId: string) {
    const known = playerOf(connectionId, live.self, live.party);
    if (known) return known;
    live.party = await port.getParty();
    return playerOf(connectionId, live.self, live.party);
  }
  /** A page asked for its views again (it opened, or reconnected); the host's own pages have theirs. */
  const answerHello = async (sender: Sender) => {
    if (sender.role !== 'host') await play.publisher.sendViews(new Set([sender.id]));
  };
  // Real time, whatever clock the table's deadlines run on.
  const helloLater = (connectionId: string, ms: number) =>
    void schedule(
      () =>
        void enqueue(async () => {
          const player = await authenticate(connectionId);
          if (player) await answerHello(senderFor(player));
        }),
      ms,
    );
  const read = requestReader({ authenticate, keys: wiring.keys, send: wiring.send, helloLater });

  async function outcomeOf(request: Exclude<Received, { t: 'hello' }>): Promise<Outcome> {
    const { sender } = request;
    const { changes } = play;
    if (live.seen.has(request.id)) return { ok: false, reason: { why: 'alreadyHandled' } };
    live.seen.add(request.id);
    // Taken whatever it holds: a page learns nothing from the answer, a bystander nothing from its length.
    if (request.t === 'held')
      return play.held.report(request.connectionId, request.table).then(() => OK);
    if (request.t === 'recover') return changes.recover(sender, request.choice);
    const { session } = live;
    if (!session) return { ok: false, reason: { why: 'awaitingRecovery' } };
    if (request.t === 'game') return changes.changeGame(session, sender, request.game);
    // Only a GM adds an NPC: anyone else hears that first, from the table. A player may pick a style for autoplay.
    const styled =
      sender.role === 'gm' || (request.intent as { type?: unknown })?.type === 'AUTOPLAY';
    const unknownStyle = styled && (await play.npcs.refusal(session, request.intent));
    if (unknownStyle) return { ok: false, reason: unknownStyle };
    const context = session.table.snapshot().context as TableContext;
    const onAutoplay = autoplayRefusal(context, sender, request.intent);
    if (onAutoplay) return { ok: false, reason: onAutoplay };
    return changes.apply(session, sender, request.intent);
  }

  return async function receive(data: unknown, connectionId: string) {
    const worked = workTimer();
    const request = await read(data, connectionId);
    if (!request) return;
    if (request.t === 'hello') return answerHello(request.sender);
    // A void pays nothing before every connected page said what it verified (heldTables.ts): it is answered once they
    // have, or the wait is over, and the queue goes on meanwhile.
    if (request.t === 'recover' && request.choice === 'void' && live.recovering) {
      void play.held
        .settled()
        .then(() => enqueue(async () => request.answer(await outcomeOf(request))));
      return;
    }
    await request.answer(await outcomeOf(request));
    worked?.();
  };
}
