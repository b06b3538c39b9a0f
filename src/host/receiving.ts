/**
 * How the host takes what reaches it on the wire, the first steps of an intent's way (docs/runtime.md, "The host"):
 * each message passes the connection's budget and the wire schema; its sender is the player Owlbear names for the
 * connection, whatever the message says; a request opens only under the intent key that player shares with the host;
 * an intent id is handled at most once; then play.ts applies it, and the answer goes back sealed to the sender.
 *
 * A refusal travels in clear only for a message the host could not read (nothing of its content is known, so nothing
 * can leak): an unknown connection, a key that does not open it, a broken envelope, or a page of wire format 1 that
 * sent its request in clear.
 */
import * as v from 'valibot';
import type { Sender } from '../../machines/engine/game';
import type { Reason } from '../../machines/engine/reason';
import type { Outcome } from '../../machines/engine/table';
import type { OwlbearPort, PartyPlayer } from '../plugin/port';
import type { ChannelKeys } from '../sync/crypto';
import type { HostReason } from '../sync/reasons';
import { openRequest, sealAnswer } from '../sync/sealedMessage';
import {
  WIRE_FORMAT,
  clientMessageSchema,
  formatOneRequestSchema,
  hostMessageSchema,
  intentIdSchema,
  readPlayerKey,
  type ClientMessage,
  type HostMessage,
  type Request,
} from '../sync/wire';
import { schedule } from '../plugin/timers';
import type { ChannelKeyCache } from './channelKeys';
import { workTimer } from './figures';
import type { LiveHost } from './hostState';
import { boundedReason, connectionLimiter } from './limits';
import type { Play } from './play';
import { playerOf, senderFor } from './senders';

/** In words: a page of wire format 1 reads no reason's key. */
export const OUT_OF_DATE =
  'This page runs an older version of Tavern Twenty-One, which sends moves unsealed: reload it to play. Nothing was done.';
export const UNREADABLE: HostReason = { why: 'unreadable' };
export const NOT_IN_ROOM: HostReason = { why: 'notInRoom' };

const OK: Outcome = { ok: true };

/** A request the host read, with the way to answer its sender. */
type Received = Request & {
  id: string;
  sender: Sender;
  connectionId: string;
  answer(outcome: Outcome): Promise<void>;
};

type Sealed = Exclude<ClientMessage, { t: 'hello' }>;

/** What the receiver reads with: the live host, Owlbear, the keys shared with each player, and where it sends. */
export interface Receiving {
  live: LiveHost;
  port: OwlbearPort;
  keys: ChannelKeyCache;
  /** Sends to these connections (`HostRoutes.send`). */
  send(message: HostMessage, connectionIds: readonly string[]): void;
  enqueue: (task: () => Promise<void> | void) => Promise<void>;
}

/** Handles one message from a connection: answers a hello with the sender's views, any other request with its outcome. */
export function hostReceiver(receiving: Receiving, play: Play) {
  const receiver = new Receiver(receiving, play);
  return (data: unknown, connectionId: string) => receiver.receive(data, connectionId);
}

class Receiver {
  private readonly limiter = connectionLimiter();

  constructor(
    private readonly on: Receiving,
    private readonly play: Play,
  ) {}

  async receive(data: unknown, connectionId: string) {
    const worked = workTimer();
    const message = this.admitted(data, connectionId);
    if (!message) return;
    const player = await this.authenticate(connectionId);
    if (message.t === 'hello') return player ? this.answerHello(senderFor(player)) : undefined;
    if (!player) return this.refuseInClear(message.id, NOT_IN_ROOM, connectionId);
    const request = await this.opened(message, player, connectionId);
    if (!request) return;
    const { live, enqueue } = this.on;
    // A void pays nothing before every connected page said what it verified (heldTables.ts): it is answered once they
    // have, or the wait is over, and the queue goes on meanwhile.
    if (request.t === 'recover' && request.choice === 'void' && live.recovering) {
      void this.play.held
        .settled()
        .then(() => enqueue(async () => request.answer(await this.outcomeOf(request))));
      return;
    }
    await request.answer(await this.outcomeOf(request));
    worked?.();
  }

  /** The message, if the connection's budget and the wire schema admit it and it is for the host; else null. */
  private admitted(data: unknown, connectionId: string): ClientMessage | null {
    // Views and answers share the channel (this host hears its own LOCAL ones): not for the host.
    if (v.is(hostMessageSchema, data)) return null;
    const hello = (data as { t?: unknown } | null)?.t === 'hello';
    const admitted = this.limiter.admit(connectionId, hello);
    if (admitted !== true) {
      if (admitted !== false) this.helloLater(connectionId, admitted);
      return null;
    }
    const parsed = v.safeParse(clientMessageSchema, data);
    if (parsed.success) return parsed.output;
    // Wire format 1's reply shape, so the page that sent it shows why.
    if (v.is(formatOneRequestSchema, data))
      this.post({ t: 'reply', id: data.id, ok: false, reason: OUT_OF_DATE }, connectionId);
    else {
      const id = (data as { id?: unknown } | null)?.id;
      const problem = parsed.issues[0]!.message;
      if (v.is(intentIdSchema, id))
        this.refuseInClear(id, { why: 'malformedMessage', problem }, connectionId);
    }
    return null;
  }

  /** Who is behind a connection, as Owlbear says; asks again once before calling it unknown (a join may be in flight). */
  private async authenticate(connectionId: string): Promise<PartyPlayer | null> {
    const { live, port } = this.on;
    const known = playerOf(connectionId, live.self, live.party);
    if (known) return known;
    live.party = await port.getParty();
    return playerOf(connectionId, live.self, live.party);
  }

  /** The request `message` holds, opened under the key `player` shares with the host; null once refused. */
  private async opened(
    message: Sealed,
    player: PartyPlayer,
    connectionId: string,
  ): Promise<Received | null> {
    const published = readPlayerKey(player.metadata);
    const shared = published ? await this.on.keys(player.id, published) : null;
    const opened = shared && (await openRequest(shared.intent, message));
    if (!shared || !opened) {
      this.refuseInClear(message.id, UNREADABLE, connectionId);
      return null;
    }
    const answer = this.answerer(
      shared,
      player.id,
      message.id,
      connectionId,
      !('malformed' in opened),
    );
    if ('malformed' in opened) {
      await answer({ ok: false, reason: { why: 'malformedMessage', problem: opened.malformed } });
      return null;
    }
    return { ...opened.request, id: message.id, sender: senderFor(player), connectionId, answer };
  }

  /** How request `id` is answered, sealed to its sender; one likely taken has its answer sealed ahead, while it is applied. */
  private answerer(
    shared: ChannelKeys,
    playerId: string,
    id: string,
    connectionId: string,
    likelyTaken: boolean,
  ) {
    const taken = likelyTaken ? sealAnswer(shared.reply, playerId, { id, ok: true }) : null;
    taken?.catch(() => undefined);
    const sealed = (outcome: Outcome) =>
      outcome.ok && taken
        ? taken
        : sealAnswer(
            shared.reply,
            playerId,
            outcome.ok
              ? { id, ok: true }
              : { id, ok: false, reason: boundedReason(outcome.reason) },
          );
    return async (outcome: Outcome) => this.post(await sealed(outcome), connectionId);
  }

  /** What a request changes: at most once per intent id, then the table's play decides. */
  private async outcomeOf(request: Received): Promise<Outcome> {
    const { live } = this.on;
    const { play } = this;
    const { sender } = request;
    if (live.seen.has(request.id)) return { ok: false, reason: { why: 'alreadyHandled' } };
    live.seen.add(request.id);
    // Taken whatever it holds: a page learns nothing from the answer, a bystander nothing from its length.
    if (request.t === 'held')
      return play.held.report(request.connectionId, request.table).then(() => OK);
    if (request.t === 'recover') return play.recover(sender, request.choice);
    const { session } = live;
    if (!session) return { ok: false, reason: { why: 'awaitingRecovery' } };
    if (request.t === 'game') return play.changeGame(session, sender, request.game);
    return play.take(session, sender, request.intent);
  }

  /** A page asked for its views again (it opened, or reconnected); the host's own pages have theirs. */
  private async answerHello(sender: Sender) {
    if (sender.role !== 'host') await this.play.sendViews(new Set([sender.id]));
  }

  /** A hello that came within a second of this connection's last one, answered `ms` later (limits.ts), in real time. */
  private helloLater(connectionId: string, ms: number) {
    schedule(
      () =>
        void this.on.enqueue(async () => {
          const player = await this.authenticate(connectionId);
          if (player) await this.answerHello(senderFor(player));
        }),
      ms,
    );
  }

  private post(message: HostMessage, connectionId: string) {
    this.on.send(message, [connectionId]);
  }

  /** A reason may quote what the sender wrote: bounded, so the host never echoes more than the wire allows. */
  private refuseInClear(id: string, reason: Reason, connectionId: string) {
    this.post(
      { t: 'reply', v: WIRE_FORMAT, id, ok: false, reason: boundedReason(reason) },
      connectionId,
    );
  }
}
