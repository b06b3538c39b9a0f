/** Drives a `SandboxHost` without a browser: fake frames that speak the SDK's side of the protocol. */
import { SandboxHost, type FrameKind, type Seat, type SeatSpec } from '../../src/sandbox/host';
import type { ExtensionManifest } from '../../src/sandbox/manifest';
import type { HostMessage } from '../../src/sandbox/protocol';

export const EXTENSION_ORIGIN = 'http://extension.test';

export const TEST_MANIFEST: ExtensionManifest = {
  name: 'Test extension',
  icon: `${EXTENSION_ORIGIN}/icon.svg`,
  action: {
    title: 'Test',
    icon: `${EXTENSION_ORIGIN}/icon.svg`,
    popoverUrl: `${EXTENSION_ORIGIN}/popover.html`,
    width: 300,
    height: 500,
  },
  backgroundUrl: `${EXTENSION_ORIGIN}/background.html`,
  permissions: [],
};

export interface Post {
  frameId: string;
  message: HostMessage;
  origin: string;
}

export interface FakeFrame {
  frameId: string;
  ref: string;
  seat: Seat;
  /** Sends a request as `sendAsync` does and returns the host's reply. */
  request(id: string, data?: unknown): { ok: boolean; data: unknown };
  /** Sends without a nonce, as subscribe/unsubscribe do. */
  send(id: string, data?: unknown): void;
  /** Messages the host posted to this frame since it loaded (or since `clear`). */
  received(id?: string): HostMessage[];
  clear(): void;
}

export function createTestHost(seats?: readonly SeatSpec[], random?: () => number) {
  const posts: Post[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  let ids = 0;
  let frames = 0;
  let nonces = 0;
  const host = new SandboxHost({
    hostOrigin: 'http://sandbox.test',
    manifest: TEST_MANIFEST,
    transport: { post: (frameId, message, origin) => posts.push({ frameId, message, origin }) },
    newId: () => `id${++ids}`,
    schedule: (run, ms) => timers.push({ run, ms }),
    ...(seats ? { seats } : {}),
    ...(random ? { random } : {}),
  });

  const seatNamed = (name: string): Seat => {
    const seat = host.seatLabelled(name);
    if (!seat) throw new Error(`no seat ${name}`);
    return seat;
  };

  /** Attaches and loads a frame for the seat, and reads the ref from its `OBR_READY`. */
  const connect = (seatName: string, kind: FrameKind = 'action', childId?: string): FakeFrame => {
    const seat = seatNamed(seatName);
    const frameId = `frame${++frames}`;
    host.attachFrame(
      frameId,
      { seatId: seat.key, kind, ...(childId ? { childId } : {}) },
      `${EXTENSION_ORIGIN}/page.html`,
    );
    host.frameLoaded(frameId);
    const ready = posts
      .filter((post) => post.frameId === frameId && post.message.id === 'OBR_READY')
      .at(-1);
    if (!ready) throw new Error('no OBR_READY');
    const ref = (ready.message.data as { ref: string }).ref;
    let since = posts.indexOf(ready);
    return {
      frameId,
      ref,
      seat,
      request(id, data = {}) {
        const nonce = `_n${++nonces}`;
        const start = posts.length;
        host.receive(frameId, { id, data, ref, nonce });
        const reply = posts
          .slice(start)
          .find(
            (post) =>
              post.frameId === frameId &&
              (post.message.id === `${id}_RESPONSE${nonce}` ||
                post.message.id === `${id}_ERROR${nonce}`),
          );
        if (!reply) throw new Error(`no reply to ${id}`);
        return { ok: reply.message.id.includes('_RESPONSE'), data: reply.message.data };
      },
      send(id, data = {}) {
        host.receive(frameId, { id, data, ref });
      },
      received(id) {
        return posts
          .slice(since)
          .filter(
            (post) => post.frameId === frameId && (id === undefined || post.message.id === id),
          )
          .map((post) => post.message);
      },
      clear() {
        since = posts.length;
      },
    };
  };

  return { host, posts, timers, seatNamed, connect };
}
