/**
 * The `DebuggerPort` over a message channel: `servePort` answers calls beside
 * the table (the host's background page), `connectPort` makes a port that
 * forwards them (the GM's popover). Messages are plain JSON, so any channel
 * that carries JSON works; `broadcastChannelTransport` is the one the
 * extension uses, since the popover and the background page share an origin.
 */
import type { DebuggerChange, DebuggerPort } from './port';
import { PROTOCOL, changeMessage } from './protocol';

/** Anything that can send a JSON message and deliver the other side's. */
export interface Transport {
  post(message: unknown): void;
  listen(handler: (message: unknown) => void): () => void;
}

/** The port's methods that travel as calls (everything but `subscribe`). */
export const METHODS = [
  'getGame',
  'getState',
  'getSteps',
  'viewAt',
  'rewind',
  'send',
  'exportRound',
  'checkRound',
  'importRound',
] as const;
type Method = (typeof METHODS)[number];

type Message =
  | { protocol: typeof PROTOCOL; kind: 'call'; id: string; method: Method; args: unknown[] }
  | { protocol: typeof PROTOCOL; kind: 'reply'; id: string; ok: true; value: unknown }
  | { protocol: typeof PROTOCOL; kind: 'reply'; id: string; ok: false; error: string }
  | { protocol: typeof PROTOCOL; kind: 'change'; change: DebuggerChange };

const isMessage = (data: unknown): data is Message =>
  typeof data === 'object' &&
  data !== null &&
  (data as { protocol?: unknown }).protocol === PROTOCOL;

/** Answers calls from `connectPort` clients with `port`, and tells them of every change. Returns the stop. */
export function servePort(port: DebuggerPort, transport: Transport): () => void {
  const stopChanges = port.subscribe((change) => transport.post(changeMessage(change.head)));
  const stopCalls = transport.listen(async (data) => {
    if (!isMessage(data) || data.kind !== 'call') return;
    if (!(METHODS as readonly string[]).includes(data.method) || !Array.isArray(data.args)) {
      transport.post({
        protocol: PROTOCOL,
        kind: 'reply',
        id: data.id,
        ok: false,
        error: `Unknown debugger call ${String(data.method)}.`,
      });
      return;
    }
    try {
      const value = await (port[data.method] as (...args: unknown[]) => Promise<unknown>)(
        ...data.args,
      );
      transport.post({ protocol: PROTOCOL, kind: 'reply', id: data.id, ok: true, value });
    } catch (error) {
      transport.post({
        protocol: PROTOCOL,
        kind: 'reply',
        id: data.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
  return () => {
    stopChanges();
    stopCalls();
  };
}

export interface ConnectOptions {
  /** How long to wait for the host before a call fails. */
  timeoutMs?: number;
}

/** A port whose calls travel over `transport` to a `servePort` on the other side. */
export function connectPort(
  transport: Transport,
  { timeoutMs = 10_000 }: ConnectOptions = {},
): DebuggerPort {
  const pending = new Map<
    string,
    {
      resolve: (value: unknown) => void;
      reject: (error: Error) => void;
      timer: ReturnType<typeof setTimeout>;
    }
  >();
  const listeners = new Set<(change: DebuggerChange) => void>();
  const prefix = Math.random().toString(36).slice(2);
  let next = 0;

  transport.listen((data) => {
    if (!isMessage(data)) return;
    if (data.kind === 'change') {
      for (const listener of listeners) listener(data.change);
      return;
    }
    if (data.kind !== 'reply') return;
    const call = pending.get(data.id);
    if (!call) return;
    pending.delete(data.id);
    clearTimeout(call.timer);
    if (data.ok) call.resolve(data.value);
    else call.reject(new Error(data.error));
  });

  const call =
    (method: Method) =>
    (...args: unknown[]) =>
      new Promise<unknown>((resolve, reject) => {
        const id = `${prefix}-${++next}`;
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(
            new Error(
              'The table\u2019s host did not answer: is the GM\u2019s Owlbear tab still open?',
            ),
          );
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
        transport.post({ protocol: PROTOCOL, kind: 'call', id, method, args });
      });

  const port = Object.fromEntries(
    METHODS.map((method) => [method, call(method)]),
  ) as unknown as DebuggerPort;
  port.subscribe = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return port;
}

/**
 * A transport over the browser's `BroadcastChannel`: same origin only, so it
 * reaches the extension's own pages in this browser and nothing else, and it
 * has no size limit (unlike Owlbear's broadcast).
 */
export function broadcastChannelTransport(name: string): Transport & { close(): void } {
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen(handler) {
      const onMessage = (event: MessageEvent) => handler(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}
