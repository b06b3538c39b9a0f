/**
 * The debugger's side beside the table (the Owlbear host, in the GM's
 * background page), loaded on demand by the host when it runs for the GM, so
 * players never download it:
 *
 *   const { recordForDebugger, servePort, broadcastChannelTransport } = await import('../debugger/host');
 *
 * It records the table from the moment the host takes it (`recorder.ts`);
 * what answers the debugger over that record (the chart, the forms, rewinds,
 * exports and imports: `local-port.ts`) loads when the GM first opens it.
 */
import type { AnyGame } from '../../machines/engine/game';
import type { Table } from '../../machines/engine/table';
import type { LocalDebugger, LocalDebuggerOptions } from './local-port';
import type { DebuggerPort } from './port';
import { recordTable } from './recorder';
import { METHODS } from './wire';

export { servePort, broadcastChannelTransport, type Transport } from './wire';

/** Records `initial` from now on; its port answers once the debugger's code has loaded, at the first call. */
export function recordForDebugger(
  game: AnyGame,
  initial: Table,
  options: LocalDebuggerOptions = {},
): LocalDebugger {
  const recorder = recordTable(initial, options);
  let loaded: Promise<DebuggerPort> | undefined;
  const full = () =>
    (loaded ??= import('./local-port').then(({ debuggerOver }) =>
      debuggerOver(game, recorder, options),
    ));
  const port = Object.fromEntries(
    METHODS.map((method) => [
      method,
      async (...args: unknown[]) =>
        ((await full())[method] as (...a: unknown[]) => Promise<unknown>)(...args),
    ]),
  ) as unknown as DebuggerPort;
  port.subscribe = recorder.subscribe;
  return {
    port,
    get table() {
      return recorder.table;
    },
    close: () => recorder.close(),
  };
}
