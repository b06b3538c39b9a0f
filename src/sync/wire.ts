/**
 * The wire: where each thing travels and the schema it must pass on arrival.
 *
 * - Room metadata `<id>/table`: the public table (see publicTable.ts).
 * - Room metadata `<id>/host`: who hosts the table (see the lease below).
 * - Player metadata `<id>/key`: that player's ECDH public key.
 * - Player metadata `<id>/verify`: a hosting GM's ECDSA verifying key for the
 *   public table (see signing.ts).
 * - Broadcast channel `<id>/wire`: hellos and sealed requests from clients;
 *   refusals in clear from the host, and sealed views and answers for a page
 *   from before reader channels.
 * - Broadcast channel `<id>/wire/<player id>` (`readerChannel`): that player's
 *   sealed views and answers. Owlbear posts a broadcast only to the pages
 *   listening on its channel, so no page handles another reader's views (the
 *   seal, not the channel, keeps them secret: anyone may listen there).
 */
import * as v from 'valibot';
import { GAME_IDS } from '../../machines/catalog';
import { getPluginId } from '../plugin/getPluginId';
import type { OwlbearPort, PartyPlayer } from '../plugin/port';
import { publicJwkSchema, type PublicJwk } from './crypto';
import { reasonSchema, type WireReason } from './reasons';
import { verifyingKeySchema } from './signing';

export const TABLE_KEY = getPluginId('table');
export const HOST_KEY = getPluginId('host');
export const PLAYER_KEY = getPluginId('key');
export const VERIFYING_KEY = getPluginId('verify');
export const CHANNEL = getPluginId('wire');
/** One player's own channel: the host sends their sealed views and answers there when their key says they listen (`readsOwnChannel`). */
export const readerChannel = (playerId: string): string => `${CHANNEL}/${playerId}`;
/**
 * The host and the pages of its own client talk on this local channel (a BroadcastChannel: this browser's pages of
 * our origin only), not on Owlbear's `LOCAL` copies, whose sender Owlbear does not document (docs/runtime.md).
 */
export const localChannel = (roomId: string): string => `${getPluginId('local')}/${roomId}`;
/** The channel the GM's popover and the host's debugger talk on: a BroadcastChannel, so the GM's own browser only. */
export const debuggerChannel = (roomId: string): string => `tavern-debugger/${roomId}`;

/** Client-chosen, random, used once: the host applies each id at most once. */
export const intentIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'an intent id is 8–64 letters, digits, - or _'),
);

const playerId = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
/** The most base64 one sealed message carries: it and its envelope fit a 16 kB broadcast. */
export const MAX_BASE64 = 16_384;
/** Checked for length here; a part that is not base64 fails to decode, and a forged one fails GCM. */
const base64 = v.pipe(v.string(), v.maxLength(MAX_BASE64));

/**
 * The wire's format. Format 1 sent intents and replies in clear; format 2
 * seals them (see sealedMessage.ts). Views are sealed alike in both.
 */
export const WIRE_FORMAT = 2;

/** A sealed message's IV: 12 bytes of base64. */
const iv = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]{16}$/, 'an IV is 12 bytes of base64'));

/**
 * What a client asks the host, sealed to it (the plaintext of a `sealed`
 * message). The intent itself is checked by the game's schema at the host.
 */
export const requestSchema = v.variant('t', [
  v.strictObject({ t: v.literal('intent'), intent: v.unknown() }),
  /** The GM's answer when the host could not resume the table. */
  v.strictObject({ t: v.literal('recover'), choice: v.picklist(['void', 'fresh']) }),
  /** The GM chooses the game in the lobby: the host seats everyone at a new table of it. */
  v.strictObject({
    t: v.literal('game'),
    game: v.picklist(GAME_IDS, 'the tavern does not serve that game'),
  }),
  /**
   * Every page's report to a host that lost the table: the newest signed table it verified, as the room held it, or
   * none. Anything at all: the host believes only a table that verifies under a GM's key (src/host/heldTables.ts).
   */
  v.strictObject({ t: v.literal('held'), table: v.nullable(v.unknown()) }),
]);

export type Request = v.InferOutput<typeof requestSchema>;
export type RecoveryChoice = Extract<Request, { t: 'recover' }>['choice'];

/** What a client sends the host. */
export const clientMessageSchema = v.variant('t', [
  /** "Send me my view": a page that just opened or reloaded. It says nothing, so it travels in clear. */
  v.strictObject({ t: v.literal('hello') }),
  /**
   * A request sealed to the host under the intent key; `id` (random, used
   * once) is the AES-GCM additional data, so a plaintext cannot be moved
   * under another id, and it lets the host answer a request it cannot open.
   */
  v.strictObject({ t: v.literal('sealed'), id: intentIdSchema, iv, ct: base64 }),
]);

export type ClientMessage = v.InferOutput<typeof clientMessageSchema>;

/** A request of wire format 1, in clear: the host refuses it (the page is out of date) without reading it. */
export const formatOneRequestSchema = v.object({
  t: v.picklist(['intent', 'recover', 'game']),
  id: intentIdSchema,
});

/** What the host sends. */
export const hostMessageSchema = v.variant('t', [
  /**
   * One part of one player's private view, sealed to them (see envelope.ts);
   * `to` is also the AES-GCM additional data, the IV names the view.
   */
  v.strictObject({
    t: v.literal('view'),
    to: playerId,
    iv,
    part: v.pipe(v.number(), v.integer(), v.minValue(0)),
    parts: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(32)),
    ct: base64,
  }),
  /** The outcome of one request (an `Answer`), sealed to its sender under the reply key; `to` is the additional data. */
  v.strictObject({ t: v.literal('answer'), to: playerId, iv, ct: base64 }),
  /**
   * A refusal in clear, for a request the host could not read (so it knows
   * nothing secret to leak): `v: 2` from a host of this format; without `v`,
   * wire format 1's reply, which an older host sends to a sealed request and
   * this host sends to an out-of-date page.
   */
  v.strictObject({
    t: v.literal('reply'),
    v: v.optional(v.literal(WIRE_FORMAT)),
    id: intentIdSchema,
    ok: v.boolean(),
    reason: v.optional(reasonSchema),
  }),
]);

export type HostMessage = v.InferOutput<typeof hostMessageSchema>;
/** A request's outcome: why it was refused, as a key and values the panels say (or, from an older host, words). */
export type Reply = { ok: true } | { ok: false; reason: WireReason };

/** The plaintext of an `answer`: the outcome of the request `id`. */
export const answerSchema = v.strictObject({
  id: intentIdSchema,
  ok: v.boolean(),
  reason: v.optional(reasonSchema),
});
export type Answer = v.InferOutput<typeof answerSchema>;

/**
 * The host lease in room metadata: the connection that hosts the table, its
 * player, and whether it holds the table (`ok`) or lost it and waits for the
 * GM to recover (`lost`).
 */
export const hostLeaseSchema = v.object({
  connectionId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  playerId,
  status: v.picklist(['starting', 'ok', 'lost']),
});

export type HostLease = v.InferOutput<typeof hostLeaseSchema>;

/**
 * A player's published key in their own metadata; `own` says this connection's pages listen on the player's own
 * channel (`readerChannel`). A page from before that publishes no `own` and hears only the shared channel.
 */
export const playerKeySchema = v.object({
  v: v.literal(1),
  jwk: publicJwkSchema,
  own: v.optional(v.literal(true)),
});

export function readLease(metadata: Record<string, unknown>): HostLease | null {
  const parsed = v.safeParse(hostLeaseSchema, metadata[HOST_KEY]);
  return parsed.success ? parsed.output : null;
}

/** The public key a player published, as canonical JSON (for caching), or null. */
export function readPlayerKey(metadata: Record<string, unknown>): string | null {
  const parsed = v.safeParse(playerKeySchema, metadata[PLAYER_KEY]);
  return parsed.success ? JSON.stringify(parsed.output.jwk) : null;
}

/** Whether this connection's pages listen on their player's own channel (`readerChannel`). */
export function readsOwnChannel(metadata: Record<string, unknown>): boolean {
  const parsed = v.safeParse(playerKeySchema, metadata[PLAYER_KEY]);
  return parsed.success && parsed.output.own === true;
}

/**
 * Publishes this connection's key (`jwk`) in its player metadata, saying its pages listen on their own channel, unless
 * it is published so already; resolves with `self` as Owlbear will list it. The GM's host and every client both call
 * it on their connection: they publish the same key, written alike.
 */
export async function publishPlayerKey(
  port: Pick<OwlbearPort, 'setPlayerMetadata'>,
  self: PartyPlayer,
  jwk: PublicJwk,
): Promise<PartyPlayer> {
  if (readPlayerKey(self.metadata) === JSON.stringify(jwk) && readsOwnChannel(self.metadata))
    return self;
  const published = { v: 1, jwk, own: true };
  await port.setPlayerMetadata({ [PLAYER_KEY]: published });
  return { ...self, metadata: { ...self.metadata, [PLAYER_KEY]: published } };
}

/** A fresh random intent id. */
export function newIntentId(): string {
  return crypto.randomUUID();
}

/** The table-verifying key a GM published, as canonical JSON (for caching), or null. */
export function readVerifyingKey(metadata: Record<string, unknown>): string | null {
  const parsed = v.safeParse(verifyingKeySchema, metadata[VERIFYING_KEY]);
  return parsed.success ? JSON.stringify(parsed.output.jwk) : null;
}
