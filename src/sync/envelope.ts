/**
 * A sealed view on the wire. Two things shape it:
 *
 * - Broadcasts carry at most 16 kB, and a view at a full table (every seat's
 *   dice, every legal move with its label, the log) can be larger: the
 *   ciphertext is cut into parts that share one IV, and the reader puts them
 *   back together before decrypting.
 * - AES-GCM hides content, not length, and a view's length depends a little on
 *   its secrets (a hole die of 10 is one character longer than a 7, a
 *   Foresight line makes one seat's view longer). The host pads every
 *   reader's view with spaces (valid trailing JSON whitespace) to a size
 *   computed from public facts alone (`viewBound`: the public view's length
 *   and the headroom the game counts for that reader), never from the views
 *   themselves, and never sends one longer, so every reader's ciphertext has a
 *   length nobody's secret moves (src/host/sealing.ts). It is never compressed:
 *   compression would let a player who controls part of another's view (their
 *   own name) learn that view's secrets from its length.
 */
import * as v from 'valibot';
import { GAME_IDS, type TableView } from '../../machines/catalog';
import { UnreadableJson, compactJson, expandJson, type Json } from './compact';
import { fromBase64, openBytes, sealBytes, toBase64 } from './crypto';
import type { HostMessage } from './wire';

/**
 * A view's plaintext is padded to a multiple of this many bytes. Its bound is public, so the step buys no secrecy:
 * a small one wastes fewer bytes.
 */
export const PAD_BLOCK = 1024;
/** Ciphertext bytes per broadcast: 11 KB is under 15 kB once in base64, leaving room for the envelope. */
export const PART_BYTES = 11 * 1024;
/** AES-GCM's tag: a ciphertext is this much longer than its plaintext. */
const GCM_TAG_BYTES = 16;
/** The plaintext that fills one broadcast part exactly. */
const PART_PLAINTEXT = PART_BYTES - GCM_TAG_BYTES;

/**
 * What a view of up to `largest` bytes is padded to: the next multiple of `PAD_BLOCK`, or the next whole number of
 * broadcast parts when that is less, so a view that fits one broadcast is never sent in two (a 9 KB view is padded
 * to one full part, not to 12 KB, which is a part and a scrap).
 */
export const paddedSize = (largest: number): number =>
  Math.min(roundUp(largest, PAD_BLOCK), roundUp(largest, PART_PLAINTEXT));

/**
 * The size a reader's view is padded to: the public view's length and the headroom its game counts for that reader
 * from public facts alone (machines/engine/headroom.ts), rounded as `paddedSize` rounds. It says nothing of any
 * secret; the host never sends a view longer than it (src/host/sealing.ts).
 */
export const viewBound = (publicBytes: number, headroom: number): number =>
  paddedSize(publicBytes + headroom);

export type ViewEnvelope = Extract<HostMessage, { t: 'view' }>;

/**
 * The plaintext of a sealed view: its revision (it grows with every change,
 * so an older envelope never replaces a newer one) and the view, compacted
 * without folding (see compact.ts: folding would make length depend on secrets).
 */
export function sealedViewText(rev: number, compacted: string): string {
  return `{"rev":${rev},"compact":${compacted}}`;
}

/** A view compacted for sealing, as JSON text (equal texts: nothing changed for its reader). */
export function compactView(view: TableView): string {
  return JSON.stringify(
    compactJson(
      view as unknown as Json,
      view.seats.map((s) => s.id),
    ),
  );
}

const sealedViewSchema = v.object({
  rev: v.pipe(v.number(), v.integer(), v.minValue(0)),
  compact: v.object({
    ids: v.array(v.string()),
    keys: v.array(v.array(v.string())),
    value: v.unknown(),
  }),
});

/** The view inside a sealed plaintext: its shape is checked where the panels depend on it. */
const viewSchema = v.looseObject({
  game: v.picklist(GAME_IDS),
  phase: v.string(),
  seats: v.array(v.looseObject({ id: v.string() })),
  actions: v.array(v.unknown()),
  log: v.array(v.unknown()),
});

/** Reads a sealed view's plaintext; null when it is not one this build reads. */
export function readSealedView(text: string): { rev: number; view: TableView } | null {
  try {
    const sealed = v.safeParse(sealedViewSchema, JSON.parse(text));
    if (!sealed.success) return null;
    const view = v.safeParse(viewSchema, expandJson(sealed.output.compact));
    return view.success
      ? { rev: sealed.output.rev, view: view.output as unknown as TableView }
      : null;
  } catch (error) {
    if (error instanceof UnreadableJson || error instanceof SyntaxError) return null;
    throw error;
  }
}

const utf8 = new TextEncoder();

/** `text` as UTF-8 bytes: what is sealed, and what a ciphertext's length follows. */
export const utf8Bytes = (text: string): Uint8Array<ArrayBuffer> => utf8.encode(text);

/** The length of `text` in UTF-8 bytes. */
export const byteLength = (text: string): number => utf8.encode(text).length;

/** `bytes` rounded up to a whole number of `block`s. */
export const roundUp = (bytes: number, block: number): number =>
  Math.max(1, Math.ceil(bytes / block)) * block;

/** Pads JSON text with trailing spaces to `size` bytes (default: the next multiple of `PAD_BLOCK`); never cuts it. */
export function padded(text: string, size = roundUp(byteLength(text), PAD_BLOCK)): string {
  return text + ' '.repeat(Math.max(0, size - byteLength(text)));
}

/** `padded`, for text already in UTF-8 bytes (the host encodes each view once, to size them all and to seal it). */
function paddedBytes(
  bytes: Uint8Array<ArrayBuffer>,
  size = roundUp(bytes.length, PAD_BLOCK),
): Uint8Array<ArrayBuffer> {
  if (size <= bytes.length) return bytes;
  const out = new Uint8Array(size).fill(0x20, bytes.length);
  out.set(bytes);
  return out;
}

/** Seals `text` (or its UTF-8 bytes), padded to `size` bytes, to one reader and cuts it into broadcast-sized envelopes. */
export async function sealView(
  key: CryptoKey,
  text: string | Uint8Array<ArrayBuffer>,
  to: string,
  size?: number,
): Promise<ViewEnvelope[]> {
  const sealed = await sealBytes(
    key,
    paddedBytes(typeof text === 'string' ? utf8.encode(text) : text, size),
    to,
  );
  const ct = sealed.ct;
  const parts = Math.max(1, Math.ceil(ct.length / PART_BYTES));
  return Array.from({ length: parts }, (_, part) => ({
    t: 'view' as const,
    to,
    iv: sealed.iv,
    part,
    parts,
    ct: toBase64(ct.subarray(part * PART_BYTES, (part + 1) * PART_BYTES)),
  }));
}

/**
 * Collects the parts of sealed views addressed to one reader and opens each
 * view once all its parts are in. Keeps only a few views in flight: a part of
 * an old view that never completes is dropped.
 */
export class ViewAssembler {
  private readonly pending = new Map<string, (Uint8Array<ArrayBuffer> | undefined)[]>();

  /** Adds one envelope; resolves with the plaintext when it completes a view this key opens, else null. */
  async add(key: CryptoKey, envelope: ViewEnvelope): Promise<string | null> {
    if (envelope.part >= envelope.parts) return null;
    let parts = this.pending.get(envelope.iv);
    if (!parts || parts.length !== envelope.parts) {
      parts = new Array(envelope.parts).fill(undefined);
      this.pending.set(envelope.iv, parts);
      if (this.pending.size > 8) this.pending.delete(this.pending.keys().next().value!);
    }
    try {
      parts[envelope.part] = fromBase64(envelope.ct);
    } catch {
      return null;
    }
    if (parts.some((p) => p === undefined)) return null;
    this.pending.delete(envelope.iv);
    const whole = new Uint8Array(parts.reduce((n, p) => n + p!.length, 0));
    let at = 0;
    for (const p of parts) {
      whole.set(p!, at);
      at += p!.length;
    }
    return openBytes(key, envelope.iv, whole, envelope.to);
  }
}
