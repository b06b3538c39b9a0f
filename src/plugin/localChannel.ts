/**
 * A channel between this browser's pages of our origin (`LocalChannel`, ./port.ts): a `BroadcastChannel` where the
 * browser gives one. Firefox refuses one, as it refuses storage, to a frame that may not keep cookies: every page of
 * ours inside owlbear.rodeo once cross-site cookies are blocked, and every page once all cookies are. Then a message
 * is posted to every frame of this tab with our origin as its target, so the browser hands it to no page of another
 * origin, and is taken only from a window of our origin: the same pages as before, those of this tab only.
 */
import { getPluginId } from './getPluginId';
import type { LocalChannel } from './port';

/** Marks a message of the frames' fallback, and says which channel it is on. */
const FRAMES = getPluginId('frames');

type Receive = (data: unknown) => void;

/** Each channel open in this window, by name: a post reaches the others here too, as a `BroadcastChannel`'s does. */
const openHere = new Map<string, Set<Receive>>();

/** Every frame under `root`, at any depth: a window of another origin still lists its frames. */
function* framesUnder(root: Window): Generator<Window> {
  for (let i = 0; i < root.frames.length; i++) {
    const frame = root.frames[i]!;
    yield frame;
    yield* framesUnder(frame);
  }
}

function framesChannel(name: string): LocalChannel {
  const callbacks = new Set<Receive>();
  const receive: Receive = (data) => callbacks.forEach((callback) => callback(data));
  const here = openHere.get(name) ?? new Set();
  openHere.set(name, here);
  here.add(receive);
  const fromFrame = (event: MessageEvent) => {
    const message = event.data as { [FRAMES]?: unknown; data?: unknown } | null;
    if (event.origin === location.origin && message?.[FRAMES] === name) receive(message.data);
  };
  addEventListener('message', fromFrame);
  return {
    post(data) {
      const message = { [FRAMES]: name, data };
      for (const frame of framesUnder(window.top ?? window))
        if (frame !== window) frame.postMessage(message, location.origin);
      for (const other of here)
        if (other !== receive) {
          const copy = structuredClone(data);
          setTimeout(() => other(copy));
        }
    },
    onMessage(callback) {
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
    close() {
      here.delete(receive);
      removeEventListener('message', fromFrame);
      callbacks.clear();
    },
  };
}

export function openLocalChannel(name: string): LocalChannel {
  let channel: BroadcastChannel;
  try {
    channel = new BroadcastChannel(name);
  } catch {
    return framesChannel(name);
  }
  const callbacks = new Set<Receive>();
  channel.onmessage = (event: MessageEvent) =>
    callbacks.forEach((callback) => callback(event.data));
  return {
    post: (data) => channel.postMessage(data),
    onMessage(callback) {
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
    close: () => channel.close(),
  };
}

/** A local channel as the debugger's transport (`post`, `listen`, `close`: src/debugger/wire.ts). */
export function localChannelTransport(name: string) {
  const channel = openLocalChannel(name);
  return { post: channel.post, listen: channel.onMessage, close: channel.close };
}
