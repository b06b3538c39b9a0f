/**
 * The figures of the click bench (bench/clicks.ts) from what it measured: each click's time to every seat, the
 * sandbox's relay's part of it and the other parts, and the host's own figures (its work, its publications' steps,
 * its saves).
 */
import type { HostFigures } from '../src/host/figures';
import type { ClickRelay } from './relay';
import type { Figure } from './types';

/** The nearest-rank percentile `p` of `values`. */
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)
  ]!;

const STEPS = {
  sealing: 'sealing every view (the save written meanwhile)',
  savingAfter: 'waiting for the save once the views are sealed',
  sending: 'sending the views and the public table',
};

const PARTS = {
  sending: 'the clicking popover sealing and sending the request (to the sandbox receiving it)',
  hosting: "the host (its page getting the request to the sandbox receiving the last seat's view)",
  showing: "the last seat's popover (getting its view to showing it)",
};

/** What the bench measured of its clicks: each one's time to every seat, with its relay, and the host's figures. */
export interface ClickSamples {
  /** The configuration measured, as the figures' names say it. */
  where: string;
  latencies: number[];
  /** The relay of each click, in the order of `latencies`. */
  relays: ClickRelay[];
  host: HostFigures;
}

export function clickFigures(samples: ClickSamples): Figure[] {
  return [...latencyFigures(samples), ...relayFigures(samples), ...hostFigures(samples)];
}

function latencyFigures({ where, latencies }: ClickSamples): Figure[] {
  return [
    {
      name: `click to every seat showing it, 8 seats, ${where}, p95 of ${latencies.length}`,
      value: percentile(latencies, 95),
      unit: 'ms',
      target: '≤ 50 ms',
    },
    {
      name: `click to every seat showing it, 8 seats, ${where}, median`,
      value: percentile(latencies, 50),
      unit: 'ms',
    },
  ];
}

/**
 * The sandbox's own relay: the request's hop to the host's page and the last seat's view's hop to its popover (each
 * from the sandbox page receiving the broadcast to the page getting it: posting, and waiting for the page's thread),
 * and the sandbox page's own time posting the click's broadcasts. Then the rest of a player's click, in the same
 * clicks: their popover sending it, the host (its queue, its work, its sending), the last seat's popover opening and
 * drawing its view.
 */
function relayFigures({ where, latencies, relays }: ClickSamples): Figure[] {
  const hops = relays.map((r) => r.request + r.view);
  const shares = relays.map((r, i) => (r.request + r.view) / latencies[i]!);
  const posting = relays.map((r) => r.posting);
  return [
    {
      name: `of which the sandbox's relay (request and last view, sandbox to page), ${where}, median`,
      value: percentile(hops, 50),
      unit: 'ms',
    },
    {
      name: `of which the sandbox's relay, ${where}, p95`,
      value: percentile(hops, 95),
      unit: 'ms',
    },
    {
      name: `the sandbox's relay's share of each click, ${where}, median`,
      value: Math.round(100 * percentile(shares, 50)),
      unit: '%',
    },
    {
      name: `the sandbox page posting a click's broadcasts to every page, ${where}, median`,
      value: percentile(posting, 50),
      unit: 'ms',
    },
    ...(['sending', 'hosting', 'showing'] as const).map((part) => {
      const values = relays.map((r) => r[part]).filter((value) => value !== null);
      return {
        name: `of which ${PARTS[part]}, ${where}, median of ${values.length}`,
        value: values.length ? percentile(values, 50) : NaN,
        unit: 'ms',
      };
    }),
  ];
}

/**
 * Receiving the intent to its save written, the views sent and the answer given, in the GM's background page. In the
 * sandbox every seat's pages share one main thread, so this includes waiting behind the other seats' panels. Then its
 * publication of each change, step by step: sealing every view while the save is written, then what the save still
 * takes (IndexedDB's commit coming back to the shared thread), then sending the views.
 */
function hostFigures({ where, host }: ClickSamples): Figure[] {
  return [
    {
      name: `host's own work per intent, ${where}, p95 of ${host.work.length}`,
      value: percentile(host.work, 95),
      unit: 'ms',
      target: '≤ 20 ms',
    },
    {
      name: `host's own work per intent, ${where}, median`,
      value: percentile(host.work, 50),
      unit: 'ms',
    },
    ...(['sealing', 'savingAfter', 'sending'] as const).flatMap((step) => {
      const values = host.publications!.map((p) => p[step]);
      return [50, 95].map((at) => ({
        name: `of which ${STEPS[step]}, ${where}, ${at === 50 ? 'median' : 'p95'} of ${values.length}`,
        value: percentile(values, at),
        unit: 'ms',
      }));
    }),
    {
      name: `bytes the host writes per save, ${where}, last of ${host.saved.length}`,
      value: host.saved.at(-1)!,
      unit: 'bytes',
      target: '≤ 30 KB',
    },
    {
      name: `bytes the host writes per save, ${where}, largest`,
      value: Math.max(...host.saved),
      unit: 'bytes',
      target: '≤ 30 KB',
    },
  ];
}
