/**
 * The debugger's side beside the table (the Owlbear host, in the GM's
 * background page), loaded on demand by the host when it runs for the GM, so
 * players never download it:
 *
 *   const { serveRecorded } = await import('../debugger/host');
 *
 * It records the table from the moment the host takes it (`recorder.ts`) and
 * listens on the debugger's channel; what answers the debugger over that record
 * (the wire, the chart, the forms, rewinds, exports and imports: `wire.ts`,
 * `local-port.ts`) loads when the first message of an opened debugger arrives.
 */
import type { AnyGame } from '../../machines/engine/game';
import type { Table } from '../../machines/engine/table';
import type { LocalDebuggerOptions } from './local-port';
import { changeMessage } from './protocol';
import { recordTable } from './recorder';
import type { Transport } from './wire';

/** The debugger's channel to this browser's pages of the extension, opened by the page that serves it. */
export type DebuggerChannel = Transport & { close(): void };

/**
 * The channel, keeping what arrives until someone listens: the debugger's first calls arrive before the code that
 * answers them has loaded. `load` is called when a message first waits; if it fails (the network), what waited is
 * dropped (those calls time out) and the next message calls it again.
 */
function heldChannel(channel: DebuggerChannel, load: () => Promise<void>): DebuggerChannel {
  const held: unknown[] = [];
  const handlers = new Set<(message: unknown) => void>();
  channel.listen((message) => {
    if (handlers.size) for (const handler of handlers) handler(message);
    else if (held.push(message) === 1)
      load().catch(() => {
        held.length = 0;
      });
  });
  return {
    post: (message) => channel.post(message),
    listen(handler) {
      handlers.add(handler);
      for (const message of held.splice(0)) handler(message);
      return () => handlers.delete(handler);
    },
    close: () => channel.close(),
  };
}

/** What answers a debugger, once one has spoken to this page: the tables the host takes after it are served at once. */
let answering: Promise<[typeof import('./wire'), typeof import('./local-port')]> | undefined;
const loadAnswering = () =>
  (answering ??= Promise.all([import('./wire'), import('./local-port')]).catch((error) => {
    answering = undefined;
    throw error;
  }));

/**
 * Records `initial` from now on, and answers a debugger on `channel` (closed with the rest) once its first message
 * has loaded the code that does: at once if a debugger has already spoken to this page (one open over the table this
 * replaces hears of every step of the new one).
 */
export function serveRecorded(
  channel: DebuggerChannel,
  game: AnyGame,
  initial: Table,
  options: LocalDebuggerOptions = {},
): () => void {
  const recorder = recordTable(initial, options);
  let open = true;
  let stopServing = () => {};
  let serving: Promise<void> | undefined;
  const serve = () =>
    (serving ??= loadAnswering().then(
      ([{ servePort }, { debuggerOver }]) => {
        if (open) stopServing = servePort(debuggerOver(game, recorder, options), transport);
      },
      (error) => {
        serving = undefined;
        throw error;
      },
    ));
  const transport = heldChannel(channel, serve);
  if (answering) serve().catch(() => {}); // a message tries again
  // A debugger opened before this table was served asked no one: it asks again on hearing of a change.
  channel.post(changeMessage(recorder.head().step.seq));
  // The way to stop recording and serving (once; again does nothing).
  return () => {
    if (!open) return;
    open = false;
    stopServing();
    recorder.close();
    transport.close();
  };
}
