/**
 * A client's requests to the host: each sealed to the host's intent key
 * (sealedMessage.ts) and answered by id. A request is never sent in clear:
 * until the host's key is known (the GM's table has not started, or its key
 * is on its way) it waits, and is given up with a reason the player sees.
 */
import { schedule } from '../plugin/timers';
import type { ChannelKeys } from './crypto';
import { sealRequest, type SealedRequest } from './sealedMessage';
import { MAX_BASE64, newIntentId, type Reply, type Request } from './wire';

import type { ClientReason } from './reasons';

const NO_ANSWER: ClientReason = { why: 'noAnswer' };
export const NOT_SENT: ClientReason = { why: 'notSent' };
export const TOO_LARGE: ClientReason = { why: 'tooLarge' };

export interface OutboxSetup {
  timeoutMs: number;
  /** The keys shared with the host now; null while its key is unknown. */
  hostKeys(): Promise<ChannelKeys | null>;
  post(message: SealedRequest): void;
  /** Told when the count of unanswered requests changes, and of each outcome (with the type of the move it was, if one). */
  onChange(pending: number, settled?: { id: string; reply: Reply; type?: string }): void;
}

/** The type of the move a request sends, for its refusal's words ("You can't hold now"): a GM's choice by its own. */
function typeOf(body: Request): string | undefined {
  if (body.t === 'recover') return 'RECOVER';
  if (body.t === 'game') return 'CHOOSE_GAME';
  if (body.t === 'held') return undefined;
  const type = (body.intent as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : undefined;
}

/** The requests a client waits on: answered by id, some of them quiet, some waiting for the host's key. */
interface Waits {
  replies: Map<string, (reply: Reply) => void>;
  /** Requests the player did not make (a page's report to the host): never counted, never said. */
  quiet: Set<string>;
  /** Requests waiting for the host's key. */
  waiting: Set<() => void>;
  closed: boolean;
}

const pendingOf = ({ replies, quiet }: Waits) => replies.size - quiet.size;

/** Sends `body` sealed once the host's key is known, and settles with its answer, or why there was none. */
function request(
  waits: Waits,
  { timeoutMs, hostKeys, post, onChange }: OutboxSetup,
  body: Request,
  options: { quiet?: boolean },
): Promise<Reply> {
  const { replies, quiet, waiting } = waits;
  const id = newIntentId();
  if (options.quiet) quiet.add(id);
  return new Promise((resolve) => {
    let sent = false;
    let trying = false;
    const stopTimer = schedule(
      () => finish({ ok: false, reason: sent ? NO_ANSWER : NOT_SENT }),
      timeoutMs,
    );
    function finish(reply: Reply) {
      stopTimer();
      waiting.delete(trySend);
      replies.delete(id);
      if (!quiet.delete(id))
        onChange(pendingOf(waits), { id, reply, ...(typeOf(body) && { type: typeOf(body) }) });
      resolve(reply);
    }
    async function trySend() {
      if (trying || sent || waits.closed || !replies.has(id)) return;
      trying = true;
      const keys = await hostKeys();
      trying = false;
      if (sent || !replies.has(id)) return;
      if (!keys) return void waiting.add(trySend);
      sent = true;
      waiting.delete(trySend);
      const sealed = await sealRequest(keys.intent, id, body);
      // A broadcast carries 16 kB: the host would never get it.
      if (sealed.ct.length > MAX_BASE64) return finish({ ok: false, reason: TOO_LARGE });
      post(sealed);
    }
    replies.set(id, finish);
    if (!options.quiet) onChange(pendingOf(waits));
    void trySend();
  });
}

export function outbox(setup: OutboxSetup) {
  const waits: Waits = { replies: new Map(), quiet: new Set(), waiting: new Set(), closed: false };
  return {
    request: (body: Request, options: { quiet?: boolean } = {}) =>
      request(waits, setup, body, options),
    /** The host answered `id` (if this client still waits for it). */
    answered(id: string, reply: Reply) {
      waits.replies.get(id)?.(reply);
    },
    /** Whether this client waits for an answer to `id`. */
    waitsFor: (id: string) => waits.replies.has(id),
    /** Tries the waiting requests again: the room changed, the host's key may be known now. */
    retry: () => waits.waiting.forEach((retry) => retry()),
    close() {
      waits.closed = true;
      waits.waiting.clear();
    },
  };
}
