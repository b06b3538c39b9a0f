/**
 * What reaches the host on the wire, read: each message passes the
 * connection's budget and the wire schema, its sender is the player Owlbear
 * names for the connection, and a request opens only under the intent key
 * that player shares with the host. The answer goes back sealed to them.
 *
 * A refusal travels in clear only for a message the host could not read
 * (nothing of its content is known, so nothing can leak): an unknown
 * connection, a key that does not open it, a broken envelope, or a page of
 * wire format 1 that sent its request in clear.
 */
import * as v from 'valibot';
import type { Sender } from '../../machines/engine/game';
import type { Reason } from '../../machines/engine/reason';
import type { Outcome } from '../../machines/engine/table';
import type { HostReason } from '../sync/reasons';
import type { PartyPlayer } from '../plugin/port';
import { openRequest, sealAnswer } from '../sync/sealedMessage';
import {
  WIRE_FORMAT,
  clientMessageSchema,
  formatOneRequestSchema,
  hostMessageSchema,
  intentIdSchema,
  readPlayerKey,
  type HostMessage,
  type Request,
} from '../sync/wire';
import type { ChannelKeyCache } from './channelKeys';
import { boundedReason, connectionLimiter } from './limits';
import { senderFor } from './senders';

/** In words: a page of wire format 1 reads no reason's key. */
export const OUT_OF_DATE =
  'This page runs an older version of Tavern Twenty-One, which sends moves unsealed: reload it to play. Nothing was done.';
export const UNREADABLE: HostReason = { why: 'unreadable' };
export const NOT_IN_ROOM: HostReason = { why: 'notInRoom' };

/** A request the host read, with the way to answer its sender. */
export type Received =
  | { t: 'hello'; sender: Sender }
  | (Request & {
      id: string;
      sender: Sender;
      connectionId: string;
      answer(outcome: Outcome): Promise<void>;
    });

export interface RequestReaderSetup {
  /** The player behind a connection, or null when the room has none. */
  authenticate(connectionId: string): Promise<PartyPlayer | null>;
  keys: ChannelKeyCache;
  /** Sends to these connections (`HostRoutes.send`). */
  send(message: HostMessage, connectionIds: readonly string[]): void;
  /** A hello that came within a second of this connection's last one, to answer `ms` later (limits.ts). */
  helloLater(connectionId: string, ms: number): void;
}

export function requestReader({ authenticate, keys, send, helloLater }: RequestReaderSetup) {
  const limiter = connectionLimiter();
  const post = (message: HostMessage, connectionId: string) => send(message, [connectionId]);
  // A reason may quote what the sender wrote: bounded, so the host never echoes more than the wire allows.
  const refuseInClear = (id: string, reason: Reason, connectionId: string) =>
    post(
      { t: 'reply', v: WIRE_FORMAT, id, ok: false, reason: boundedReason(reason) },
      connectionId,
    );

  /** Reads one broadcast; null when there is nothing for the table to do (it was refused, or was not for the host). */
  return async function read(data: unknown, connectionId: string): Promise<Received | null> {
    // Views and answers share the channel (this host hears its own LOCAL ones): not for the host.
    if (v.is(hostMessageSchema, data)) return null;
    const admitted = limiter.admit(connectionId, (data as { t?: unknown } | null)?.t === 'hello');
    if (admitted === false) return null;
    if (admitted !== true) {
      helloLater(connectionId, admitted);
      return null;
    }
    const parsed = v.safeParse(clientMessageSchema, data);
    if (!parsed.success) {
      // Wire format 1's reply shape, so the page that sent it shows why.
      if (v.is(formatOneRequestSchema, data))
        post({ t: 'reply', id: data.id, ok: false, reason: OUT_OF_DATE }, connectionId);
      else {
        const id = (data as { id?: unknown } | null)?.id;
        if (v.is(intentIdSchema, id))
          refuseInClear(
            id,
            { why: 'malformedMessage', problem: parsed.issues[0]!.message },
            connectionId,
          );
      }
      return null;
    }
    const message = parsed.output;
    const player = await authenticate(connectionId);
    if (message.t === 'hello') return player && { t: 'hello', sender: senderFor(player) };
    if (!player) {
      refuseInClear(message.id, NOT_IN_ROOM, connectionId);
      return null;
    }
    const published = readPlayerKey(player.metadata);
    const shared = published ? await keys(player.id, published) : null;
    const opened = shared && (await openRequest(shared.intent, message));
    if (!shared || !opened) {
      refuseInClear(message.id, UNREADABLE, connectionId);
      return null;
    }
    const id = message.id;
    // Most requests are taken: their answer is sealed while the host applies, saves and publishes, and sent after.
    const taken =
      'malformed' in opened ? null : sealAnswer(shared.reply, player.id, { id, ok: true });
    taken?.catch(() => undefined);
    const answer = async (outcome: Outcome) =>
      post(
        await (outcome.ok && taken
          ? taken
          : sealAnswer(
              shared.reply,
              player.id,
              outcome.ok
                ? { id, ok: true }
                : { id, ok: false, reason: boundedReason(outcome.reason) },
            )),
        connectionId,
      );
    if ('malformed' in opened) {
      await answer({ ok: false, reason: { why: 'malformedMessage', problem: opened.malformed } });
      return null;
    }
    return { ...opened.request, id, sender: senderFor(player), connectionId, answer };
  };
}
