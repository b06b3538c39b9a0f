/**
 * A client's requests to the host: each sealed to the host's intent key
 * (sealedMessage.ts) and answered by id. A request is never sent in clear:
 * until the host's key is known (the GM's table has not started, or its key
 * is on its way) it waits, and is given up with a reason the player sees.
 */
import type { ChannelKeys } from './crypto';
import { sealRequest, type SealedRequest } from './sealedMessage';
import { MAX_BASE64, newIntentId, type Reply, type Request } from './wire';

const NO_ANSWER = 'The table did not answer. Is the GM in the room with the extension enabled?';
export const NOT_SENT = 'Your move was not sent: the GM’s table has not shared its key yet. Is the GM in the room with the extension enabled?';
export const TOO_LARGE = 'That request is too large to send. Nothing was done.';

export interface OutboxSetup {
  timeoutMs: number;
  /** The keys shared with the host now; null while its key is unknown. */
  hostKeys(): Promise<ChannelKeys | null>;
  post(message: SealedRequest): void;
  /** Told when the count of unanswered requests changes, and of each outcome. */
  onChange(pending: number, settled?: { id: string; reply: Reply }): void;
}

export function outbox({ timeoutMs, hostKeys, post, onChange }: OutboxSetup) {
  const replies = new Map<string, (reply: Reply) => void>();
  /** Requests waiting for the host's key. */
  const waiting = new Set<() => void>();
  let closed = false;

  function request(body: Request): Promise<Reply> {
    const id = newIntentId();
    return new Promise((resolve) => {
      let sent = false;
      let trying = false;
      const timer = setTimeout(() => finish({ ok: false, reason: sent ? NO_ANSWER : NOT_SENT }), timeoutMs);
      function finish(reply: Reply) {
        clearTimeout(timer);
        waiting.delete(trySend);
        replies.delete(id);
        onChange(replies.size, { id, reply });
        resolve(reply);
      }
      async function trySend() {
        if (trying || sent || closed || !replies.has(id)) return;
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
      onChange(replies.size);
      void trySend();
    });
  }

  return {
    request,
    /** The host answered `id` (if this client still waits for it). */
    answered(id: string, reply: Reply) {
      replies.get(id)?.(reply);
    },
    /** Whether this client waits for an answer to `id`. */
    waitsFor: (id: string) => replies.has(id),
    /** Tries the waiting requests again: the room changed, the host's key may be known now. */
    retry: () => waiting.forEach((retry) => retry()),
    close() {
      closed = true;
      waiting.clear();
    },
  };
}
