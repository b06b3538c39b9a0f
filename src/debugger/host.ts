/**
 * The debugger's side beside the table (the Owlbear host, in the GM's
 * background page): record the table and answer the popover. Loaded on
 * demand by the host when it runs for the GM, so players never download it.
 *
 *   const { createLocalDebugger, servePort, broadcastChannelTransport } = await import('../debugger/host');
 */
export { createLocalDebugger, type LocalDebugger, type LocalDebuggerOptions } from './local-port';
export { servePort, broadcastChannelTransport, type Transport } from './wire';
