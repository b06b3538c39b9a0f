/**
 * The host side of the postMessage protocol that `@owlbear-rodeo/sdk` speaks.
 * Facts checked against the SDK's `messages/MessageBus.js` and `common/getDetails.js`.
 * The sandbox never imports the SDK: it is the other end of the wire.
 */

/** The SDK's first and only unsolicited message from the host: it carries the `ref` echoed in every request and the player's user id. */
export const READY_ID = 'OBR_READY';

/** Owlbear documents both limits as 16 kB; the sandbox counts UTF-8 bytes of the JSON. */
export const ROOM_METADATA_LIMIT_BYTES = 16 * 1024;
export const BROADCAST_LIMIT_BYTES = 16 * 1024;

export interface HostMessage {
  id: string;
  data: unknown;
}

/** What the SDK posts: `nonce` is absent for subscribe/unsubscribe, which expect no reply. */
export interface ClientMessage {
  id: string;
  data: unknown;
  ref: unknown;
  nonce?: unknown;
}

/** The SDK accepts any message whose `id` is a string; the host applies the same test to what it receives. */
export function isClientMessage(value: unknown): value is ClientMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

export const responseId = (id: string, nonce: string): string => `${id}_RESPONSE${nonce}`;
export const errorId = (id: string, nonce: string): string => `${id}_ERROR${nonce}`;

/**
 * `obrref` is base64 of "<hostOrigin> <roomId>"; the SDK splits the decoded text on a single
 * space and needs exactly two parts, so a room id must not contain spaces.
 */
export function encodeObrRef(hostOrigin: string, roomId: string): string {
  if (/\s/.test(roomId) || /\s/.test(hostOrigin)) {
    throw new Error('obrref parts must not contain whitespace');
  }
  return bytesToBase64(new TextEncoder().encode(`${hostOrigin} ${roomId}`));
}

export function decodeObrRef(ref: string): { origin: string; roomId: string } | null {
  const parts = new TextDecoder().decode(base64ToBytes(ref)).split(' ');
  return parts.length === 2 ? { origin: parts[0]!, roomId: parts[1]! } : null;
}

/** The extension page's URL as the host loads it: its own query kept, `obrref` added. */
export function withObrRef(pageUrl: string, hostOrigin: string, roomId: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set('obrref', encodeObrRef(hostOrigin, roomId));
  return url.toString();
}

/** A new room's id, as the `obrref` of its pages carries it. */
export function freshRoomId(newId: () => string): string {
  return `sandbox-${newId()
    .replace(/[^0-9a-zA-Z]/g, '')
    .slice(0, 10)}`;
}

/** Size of a value as the network would carry it: UTF-8 bytes of its JSON (0 for what JSON drops). */
export function jsonBytes(value: unknown): number {
  const json = JSON.stringify(value);
  return json === undefined ? 0 : new TextEncoder().encode(json).length;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
