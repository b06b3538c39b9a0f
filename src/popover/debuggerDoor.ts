/**
 * The GM's statechart debugger opens in an Owlbear modal over the room (wide
 * enough for its diagram), not inside the 400 px popover. Its page is loaded
 * only by the GM who opens it, so players never download it.
 */
import { getPluginId } from '../plugin/getPluginId';
import type { OwlbearPort } from '../plugin/port';

export const DEBUGGER_MODAL_ID = getPluginId('debugger');

/** The modal's size; Owlbear fits a modal larger than the window into it. */
const SIZE = { width: 1200, height: 900 };

/**
 * The debugger's page beside this one. Absolute: the SDK resolves a bare path against the origin, which would
 * miss a build served from a sub-path (a project site).
 */
export const debuggerPageUrl = (base: string = document.baseURI): string =>
  new URL('debugger-modal.html', base).href;

export const openDebuggerModal = (port: Pick<OwlbearPort, 'openModal'>): Promise<void> =>
  port.openModal({ id: DEBUGGER_MODAL_ID, url: debuggerPageUrl(), ...SIZE });
