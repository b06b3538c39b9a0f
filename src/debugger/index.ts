/**
 * The debugger's UI, loaded on demand by the GM panel:
 *
 *   const { mountDebugger, connectPort, broadcastChannelTransport } = await import('../debugger');
 *
 * Nothing outside `src/debugger/` may import this file statically, so players
 * never download it. It holds no engine code: the chart and the intent forms
 * arrive as JSON through the port.
 */
import { h, render } from 'preact';
import { Debugger, type DebuggerProps } from './Debugger';
import type { DebuggerPort } from './port';
import './debugger.css';

/** Renders the debugger into `element`; returns the unmount. */
export function mountDebugger(
  element: Element,
  port: DebuggerPort,
  options: Omit<DebuggerProps, 'port'> = {},
): () => void {
  render(h(Debugger, { ...options, port }), element);
  return () => render(null, element);
}

export { Debugger } from './Debugger';
export { connectPort, broadcastChannelTransport, type Transport } from './wire';
export type {
  DebuggerPort,
  DebuggerState,
  DebugStep,
  GameInfo,
  RoundExport,
  StepSnapshot,
} from './port';
