/**
 * What of a click's time is the sandbox's own relay: every broadcast goes from
 * the sending page to the sandbox page (Owlbear's stand-in), which posts it to
 * each subscribed page. The sandbox page notes when each broadcast reached it
 * and when it had posted it to every page; each measured page notes when each
 * reached it. Broadcasts are told apart by their IV (a sealed request's, a
 * view's), so a request or a seat's own view is followed through the relay.
 *
 * Scripts are strings, not functions: the TypeScript loader would wrap
 * functions in helpers the pages lack. Times are wall-clock milliseconds
 * (`performance.timeOrigin + performance.now()`), comparable across frames.
 */
import type { Frame, Page } from 'playwright-core';

/**
 * Installed in the sandbox page before it loads (an init script), so its listener hears each message before the
 * sandbox's own does: `window.relayed` maps a broadcast's IV to when the sandbox page began handling it. Extension
 * frames get it too and never hear a broadcast sent.
 */
export const RECORD_RELAY_IN = `(() => {
  window.relayed = new Map();
  addEventListener('message', (event) => {
    const iv = event.data && event.data.id === 'OBR_BROADCAST_SEND_MESSAGE' ? event.data.data?.data?.iv : undefined;
    if (iv) window.relayed.set(iv, { in: performance.timeOrigin + performance.now() });
  }, true);
})()`;

/** Installed once the sandbox page has loaded: added after the sandbox's listener, it runs once the sandbox has posted. */
export const RECORD_RELAY_OUT = `(() => {
  addEventListener('message', (event) => {
    const iv = event.data && event.data.id === 'OBR_BROADCAST_SEND_MESSAGE' ? event.data.data?.data?.iv : undefined;
    const seen = iv && window.relayed.get(iv);
    if (seen) seen.out = performance.timeOrigin + performance.now();
  });
})()`;

/** Installed once in a seat's page: `window.arrivals` maps a broadcast's IV to when it reached this page, its kind and its reader. */
export const RECORD_ARRIVALS = `(() => {
  window.arrivals = new Map();
  addEventListener('message', (event) => {
    const id = event.data && event.data.id;
    const payload = typeof id === 'string' && id.startsWith('OBR_BROADCAST_MESSAGE_') ? event.data.data?.data : undefined;
    if (payload?.iv && !window.arrivals.has(payload.iv)) window.arrivals.set(payload.iv, { at: performance.timeOrigin + performance.now(), t: payload.t, to: payload.to });
  }, true);
})()`;

type Arrival = { at: number; t: string; to?: string };
type Relayed = { in: number; out?: number };

/** What each page saw after `since`, then forgotten, so each click reads only its own. */
const TAKE = (since: number) => `(() => {
  const kept = [...(window.arrivals ?? window.relayed).entries()].filter(([, seen]) => (seen.at ?? seen.in) >= ${since});
  (window.arrivals ?? window.relayed).clear();
  return kept;
})()`;

export interface ClickRelay {
  /** The request's hop: the sandbox received it, the host's page got it (0 when the GM clicked: its own pages talk locally). */
  request: number;
  /** The last seat's view: the sandbox received it, that seat's popover got it (0 for the GM's own popover). */
  view: number;
  /** The sandbox page's own time posting each broadcast of the click to every page it reaches (its share of the thread). */
  posting: number;
  /** From the click to the sandbox receiving the request: the clicking popover sealing and sending it (null: the GM clicked). */
  sending: number | null;
  /** From the host's page getting the request to the sandbox receiving the last seat's view (null: the GM clicked, or the GM showed it last). */
  hosting: number | null;
  /** From the last seat's popover getting its view to showing it: opening, checking and drawing it (null: the GM showed it last). */
  showing: number | null;
}

/**
 * The relay's part of one click: the request's hop from the sandbox to the
 * host's page, plus the hop of the view of the seat that showed it last.
 */
export async function relayOfClick(
  sandboxPage: Page,
  hostPage: Frame,
  panels: Map<string, { frame: Frame; playerId: string }>,
  clickedAt: number,
  shownAt: Map<string, number>,
): Promise<ClickRelay> {
  const relayed = new Map(await sandboxPage.evaluate<[string, Relayed][]>(TAKE(clickedAt)));
  const atHost = new Map(await hostPage.evaluate<[string, Arrival][]>(TAKE(clickedAt)));
  const last = [...shownAt].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  let view = 0;
  let viewSent: number | null = null;
  let showing: number | null = null;
  for (const [name, { frame, playerId }] of panels) {
    const arrivals = await frame.evaluate<[string, Arrival][]>(TAKE(clickedAt));
    if (name !== last) continue;
    const own = arrivals.find(([, a]) => a.t === 'view' && a.to === playerId);
    const sent = own && relayed.get(own[0]);
    if (own && sent) {
      view = own[1].at - sent.in;
      viewSent = sent.in;
      showing = shownAt.get(name)! - own[1].at;
    }
  }
  const request = [...atHost].find(([, a]) => a.t === 'sealed');
  const requestSent = request && relayed.get(request[0]);
  const posting = [...relayed.values()].reduce(
    (sum, r) => sum + (r.out !== undefined ? r.out - r.in : 0),
    0,
  );
  return {
    request: request && requestSent ? request[1].at - requestSent.in : 0,
    view,
    posting,
    sending: requestSent ? requestSent.in - clickedAt : null,
    hosting: request && viewSent !== null ? viewSent - request[1].at : null,
    showing,
  };
}
