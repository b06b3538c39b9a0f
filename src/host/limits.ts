/**
 * What any client may make the host do is bounded: every connection gets a
 * budget of messages (a burst, refilled over time), a `hello` (which makes the
 * host reseal and resend a whole view) at most once a second, and a refusal's
 * reason never echoes more than the wire carries.
 */
import type { Reason } from '../../machines/engine/reason';
import { MAX_REASON } from '../sync/reasons';

/** The most messages one connection may send at once, and how many more it earns each second. */
export const BURST = 120;
export const PER_SECOND = 30;
/** A `hello` asks for every view again: one a second is plenty for a page that just opened or reconnected. */
export const HELLO_EVERY_MS = 1_000;
/** A reason cut to what the wire carries (`MAX_REASON`): each text it quotes shortened (a malformed request's problem quotes its sender), else its key alone. */
export function boundedReason(reason: Reason): Reason {
  if (JSON.stringify(reason).length <= MAX_REASON) return reason;
  const cut: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(reason))
    cut[k] = typeof x === 'string' && k !== 'why' && x.length > 100 ? `${x.slice(0, 99)}…` : x;
  return JSON.stringify(cut).length <= MAX_REASON ? (cut as Reason) : { why: reason.why };
}

/** `now` is a real clock (ms), never the table's: a table's clock may stand still in a replay or a test. */
export function connectionLimiter(now: () => number = () => performance.now()) {
  const buckets = new Map<string, { tokens: number; at: number; helloAt: number }>();
  return {
    /**
     * Whether to handle this connection's message: `true` now; `false` never (over its budget, dropped unanswered); a
     * number for a hello that came within a second of the last: it is handled once, that many ms later, and any other
     * hello before then is dropped, since the one that waits answers with the views as they are then. A popover opened
     * just after its background page said hello on the same connection gets its view within the second.
     */
    admit(connectionId: string, hello: boolean): boolean | number {
      const at = now();
      let bucket = buckets.get(connectionId);
      if (!bucket) {
        // Connections come and go; forgetting the oldest keeps this map small whatever ids a client invents.
        if (buckets.size >= 1_000) buckets.delete(buckets.keys().next().value!);
        bucket = { tokens: BURST, at, helloAt: -Infinity };
        buckets.set(connectionId, bucket);
      }
      bucket.tokens = Math.min(BURST, bucket.tokens + ((at - bucket.at) / 1000) * PER_SECOND);
      bucket.at = at;
      if (bucket.tokens < 1) return false;
      bucket.tokens--;
      if (!hello) return true;
      // A hello already waits for its turn.
      if (bucket.helloAt > at) return false;
      const wait = bucket.helloAt + HELLO_EVERY_MS - at;
      bucket.helloAt = Math.max(at, bucket.helloAt + HELLO_EVERY_MS);
      return wait <= 0 ? true : wait;
    },
  };
}
