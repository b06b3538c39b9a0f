/** What crossed the wire between the sandbox and each seat's pages, so anyone can see what a client receives. */
import type { FrameKind } from './host';

/** `in`: the host posted it to the page (what the client receives). `out`: the page posted it to the host. */
export type Direction = 'in' | 'out';
export type TrafficKind = 'metadata' | 'broadcast' | 'scene' | 'other';

export interface TrafficEntry {
  seq: number;
  /** Milliseconds since the sandbox page started. */
  at: number;
  seatId: string;
  seatName: string;
  /** `map`: no page sent it; a person acted as the seat on the scene pane. */
  frameKind: FrameKind | 'map';
  direction: Direction;
  id: string;
  kind: TrafficKind;
  /** UTF-8 bytes of the message's `data` as JSON. */
  size: number;
  /** The message's `data` as JSON, cut at `JSON_KEEP_CHARS`. */
  json: string;
  /** What the host made of a message from a page (`handled`, `error`, `unhandled`, `stale`). */
  outcome?: string;
}

export const PREVIEW_CHARS = 160;
const JSON_KEEP_CHARS = 32_000;
/**
 * A whole round's traffic, which the secrecy tests read entire: each broadcast is one entry per page it reaches
 * (a view sealed to one reader still reaches every page), so a long four-seat round passed 5,000. The entries of
 * one broadcast share its JSON, so keeping more costs little; the pane draws only the last rows.
 */
const MAX_ENTRIES = 20_000;
/** Dropped in batches of this many: dropping the oldest one at a time moved the whole log on every message once full. */
const DROP_BATCH = 2_000;

/**
 * Player and party messages count as metadata: player metadata travels in them; the scene's, the context menu's and
 * the viewport's as scene. Responses keep their request's id as a prefix, so the same rule classifies them.
 */
export function classify(id: string): TrafficKind {
  if (id.includes('BROADCAST')) return 'broadcast';
  if (/^OBR_(SCENE|CONTEXT_MENU|VIEWPORT)_/.test(id)) return 'scene';
  if (
    id.includes('METADATA') ||
    id.startsWith('OBR_PARTY_') ||
    id.startsWith('OBR_PLAYER_EVENT_CHANGE')
  )
    return 'metadata';
  return 'other';
}

/** A write of shared scene items, which every client sees happen (a page's request, or the pane's). */
export const isSharedWrite = (entry: Pick<TrafficEntry, 'id' | 'direction'>): boolean =>
  entry.direction === 'out' && /^OBR_SCENE_ITEMS_(ADD|UPDATE|DELETE)_ITEMS$/.test(entry.id);

export function preview(json: string, limit = PREVIEW_CHARS): string {
  return json.length <= limit ? json : `${json.slice(0, limit - 1)}…`;
}

export function describeData(data: unknown): { json: string; size: number } {
  let json: string;
  try {
    json = JSON.stringify(data) ?? 'undefined';
  } catch {
    json = String(data);
  }
  return {
    json: json.length > JSON_KEEP_CHARS ? `${json.slice(0, JSON_KEEP_CHARS)}…` : json,
    size: new TextEncoder().encode(json).length,
  };
}

export class TrafficLog {
  private entries: TrafficEntry[] = [];
  private seq = 0;
  private readonly listeners = new Set<() => void>();
  private readonly started = performance.now();
  /**
   * The last `data` described: a broadcast reaches every subscribed page as one object, posted to each in one loop,
   * so it is turned into JSON once, not once per page. Forgotten at the end of the task, before anything can change it.
   */
  private described: { data: unknown; json: string; size: number } | null = null;

  record(
    entry: Omit<TrafficEntry, 'seq' | 'at' | 'kind' | 'json' | 'size'> & { data: unknown },
  ): TrafficEntry {
    const { data, ...rest } = entry;
    const last = this.described;
    const reused = last !== null && last.data === data && typeof data === 'object' && data !== null;
    if (!last)
      queueMicrotask(() => {
        this.described = null;
      });
    const described = reused ? last : { data, ...describeData(data) };
    this.described = described;
    const { json, size } = described;
    this.seq += 1;
    const recorded: TrafficEntry = {
      ...rest,
      seq: this.seq,
      at: Math.round(performance.now() - this.started),
      kind: classify(entry.id),
      json,
      size,
    };
    this.entries.push(recorded);
    if (this.entries.length >= MAX_ENTRIES + DROP_BATCH)
      this.entries.splice(0, this.entries.length - MAX_ENTRIES);
    for (const listener of this.listeners) listener();
    return recorded;
  }

  all(): readonly TrafficEntry[] {
    return this.entries;
  }

  clear(): void {
    this.entries = [];
    for (const listener of this.listeners) listener();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
