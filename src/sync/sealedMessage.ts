/**
 * Requests (client to host) and answers (host to sender) on the wire, sealed
 * like views but each under its own key (crypto.ts, `KeyPurpose`): a `CHEAT`
 * names a die and a delta, `SET_STATS` a seat's stats, and the answer to
 * either says whether it was taken; anyone in the room hears every broadcast.
 *
 * Both are padded to whole `MESSAGE_BLOCK`s, so a `CHEAT` and a `KEEP_ROLL`
 * (or an `ok` and a refusal) are the same length on the wire.
 */
import * as v from 'valibot';
import { open, seal } from './crypto';
import { padded, roundUp, byteLength } from './envelope';
import {
  answerSchema,
  requestSchema,
  type Answer,
  type ClientMessage,
  type HostMessage,
  type Request,
} from './wire';

/** Every intent the tavern takes fits one block (a `SET_STATS` with twelve stats is about 250 bytes). */
export const MESSAGE_BLOCK = 1024;
/**
 * A page's report of the newest table it verified (`held`) is always this long, a table or none, so its length
 * tells nothing of which table a page holds: five times the largest public table at eight seats (`npm run bench`).
 */
export const HELD_REPORT_BYTES = 8 * MESSAGE_BLOCK;

export type SealedRequest = Extract<ClientMessage, { t: 'sealed' }>;
export type SealedAnswer = Extract<HostMessage, { t: 'answer' }>;

const paddedMessage = (text: string) => padded(text, roundUp(byteLength(text), MESSAGE_BLOCK));

/** The report of `table` (the raw signed table a page verified) as a request: none when it would not fit its length. */
export function heldReport(table: unknown): Extract<Request, { t: 'held' }> {
  const report = { t: 'held' as const, table: table ?? null };
  return byteLength(JSON.stringify(report)) <= HELD_REPORT_BYTES
    ? report
    : { t: 'held', table: null };
}

/** Seals a request to the host; its id is the additional data. */
export async function sealRequest(
  intentKey: CryptoKey,
  id: string,
  request: Request,
): Promise<SealedRequest> {
  const text = JSON.stringify(request);
  const size = request.t === 'held' ? HELD_REPORT_BYTES : roundUp(byteLength(text), MESSAGE_BLOCK);
  return { t: 'sealed', id, ...(await seal(intentKey, padded(text, size), id)) };
}

/**
 * The request inside a sealed message: null when this key cannot open it (it
 * was sealed to another host or key, or changed on the way), a reason when
 * it opens but is not a request this build reads.
 */
export async function openRequest(
  intentKey: CryptoKey,
  message: SealedRequest,
): Promise<{ request: Request } | { malformed: string } | null> {
  const text = await open(intentKey, message, message.id);
  if (text === null) return null;
  const parsed = v.safeParse(requestSchema, parseJson(text));
  return parsed.success ? { request: parsed.output } : { malformed: parsed.issues[0].message };
}

/** Seals the outcome of a request to its sender, the player `to`. */
export async function sealAnswer(
  replyKey: CryptoKey,
  to: string,
  answer: Answer,
): Promise<SealedAnswer> {
  return { t: 'answer', to, ...(await seal(replyKey, paddedMessage(JSON.stringify(answer)), to)) };
}

/** The outcome inside a sealed answer; null when this key cannot open it. */
export async function openAnswer(
  replyKey: CryptoKey,
  message: SealedAnswer,
): Promise<Answer | null> {
  return readAs(answerSchema, await open(replyKey, message, message.to));
}

function readAs<T>(schema: v.GenericSchema<unknown, T>, text: string | null): T | null {
  if (text === null) return null;
  const parsed = v.safeParse(schema, parseJson(text));
  return parsed.success ? parsed.output : null;
}

/** JSON text to a value; `undefined` (which no schema here takes) when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
