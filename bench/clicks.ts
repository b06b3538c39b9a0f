/**
 * The time from a click to every seat's panel showing its outcome, in the
 * sandbox in Chromium with the GM and 8 players, on the production build and
 * on the dev server with the GM's saved log full, with the parts of a click:
 * the sandbox's own relay, the host's work and its steps, its saves.
 */
import type { BrowserContext, Frame } from 'playwright-core';
import { openSandbox, startSandboxEnvironment, type SandboxPage } from '../tests/browser/harness';
import { serveBuild, type BuiltSite } from '../tests/browser/built-site';
import { HOST_FIGURES, type HostFigures } from '../src/host/figures';
import type { Figure } from './types';
import {
  RECORD_ARRIVALS,
  RECORD_RELAY_IN,
  RECORD_RELAY_OUT,
  relayOfClick,
  type ClickRelay,
} from './relay';

/*
 * Scripts run inside the panels' frames. They are strings, not functions:
 * the TypeScript loader would wrap functions in helpers the page lacks.
 */

/** Makes `window.shown` resolve with the wall-clock time the panel first shows revision `rev` or later (null after 5 s). */
const armRevision = (rev: number) => `(() => {
  window.shown = new Promise((resolve) => {
    const check = () => {
      const panel = document.querySelector('main[data-rev]');
      if (!panel || Number(panel.dataset.rev) < ${rev}) return false;
      observer.disconnect();
      resolve(performance.timeOrigin + performance.now());
      return true;
    };
    const observer = new MutationObserver(check);
    if (!check()) observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-rev'] });
    setTimeout(() => { observer.disconnect(); resolve(null); }, 5000);
  });
})()`;

/**
 * Clicks the button whose text starts with `label` once it is enabled (a panel
 * rests its buttons until the host answers its last intent); returns the
 * wall-clock time of the click.
 */
const clickButton = (label: string) => `new Promise((resolve, reject) => {
  const started = performance.now();
  const attempt = () => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.startsWith(${JSON.stringify(label)}));
    if (button && !button.disabled) {
      const at = performance.timeOrigin + performance.now();
      button.click();
      return resolve(at);
    }
    if (performance.now() - started > 5000) return reject(new Error('No enabled button ' + ${JSON.stringify(label)}));
    setTimeout(attempt, 1);
  };
  attempt();
})`;

/** What a panel offers as round moves, and the total it shows for the player's own hand. */
const OFFERED = `(() => ({
  moves: [...document.querySelectorAll('[aria-label="Your moves"] button, [aria-label="Table controls"] button')].map((b) => b.textContent),
  total: Number((/your total: (\\d+)/.exec(document.querySelector('[aria-label="Your hand"]')?.textContent ?? '') ?? [])[1] ?? 99),
}))()`;

const REVISION = `Number(document.querySelector('main[data-rev]')?.dataset.rev ?? -1)`;

/** How long after a click the bench waits before asking the seats when they showed it (their own clocks say when). */
const QUIET_MS = 200;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)
  ]!;

/**
 * Gives the GM's saved table a log as long as hours of play leave it (MAX_EVENTS events, MAX_SEEN_IDS intent ids:
 * its own events repeated, fresh ids) and reloads the GM, so the host resumes from it and every save measured
 * afterwards carries a full log. Written through the store the background page uses (the dev server serves it).
 */
async function fillSavedLog(sandbox: SandboxPage) {
  const { roomId } = await sandbox.state();
  const gm = await sandbox.seat('GM').player();
  const page = await sandbox.seat('GM').frame('background');
  await page.evaluate(`(async () => {
    const { indexedDbHostStore, loadRecord, recordName, MAX_EVENTS, MAX_SEEN_IDS } = await import('/src/host/persistence.ts');
    const { recordChange } = await import('/src/host/saving.ts');
    const name = recordName(${JSON.stringify(roomId)}, ${JSON.stringify(gm.id)});
    const { record, stored } = await loadRecord(indexedDbHostStore, name);
    const events = { next: MAX_EVENTS, entries: Array.from({ length: MAX_EVENTS }, (_, i) => record.events.entries[i % record.events.entries.length]) };
    const ids = [...Array.from({ length: MAX_SEEN_IDS }, () => crypto.randomUUID()), ...record.seenIntentIds.entries].slice(-MAX_SEEN_IDS);
    const seen = { next: ids.length, entries: ids };
    await indexedDbHostStore.write(recordChange(name, stored, { ...record, events, seenIntentIds: seen }, true).change);
  })()`);
  await sandbox.seat('GM').reload();
  await sandbox.seat('GM').action.getByRole('button', { name: 'Start the round' }).waitFor();
}

/**
 * The time from a click in one seat's panel to every seat's panel showing the
 * outcome, in the sandbox in Chromium with the GM and 8 players: on the
 * production build, as the issue measures it (the sandbox's traffic pane
 * closed), and on the dev server with the GM's saved log filled to its bounds,
 * so every save measured carries a full log (the dev server serves the host's
 * modules the filling imports).
 */
export async function clickToEverySeat(minimumSamples: number): Promise<Figure[]> {
  // The sandbox page comes from the dev server (the build carries none) and runs the build's pages, served as published.
  const env = await startSandboxEnvironment();
  let site: BuiltSite | undefined;
  try {
    site = await serveBuild({ sandboxOrigin: env.server.url });
    const built = await openSandbox(env.server.url, env.browser, {
      manifest: site.manifestUrl,
      seats: ['GM:GM', ...BENCH_PLAYERS],
      trafficClosed: true,
      beforeLoad: recordRelay,
    });
    const production = await measureClicks(built, minimumSamples, 'production build');
    const dev = await measureClicks(
      await env.open({
        seats: ['GM:GM', ...BENCH_PLAYERS],
        trafficClosed: true,
        beforeLoad: recordRelay,
      }),
      minimumSamples,
      "dev server, the GM's saved log full",
      fillSavedLog,
    );
    return [...production, ...dev];
  } finally {
    await site?.close();
    await env.close();
  }
}

/** Where each broadcast is on its way through the sandbox page, from before its own listener (bench/relay.ts). */
const recordRelay = async (context: BrowserContext) =>
  void (await context.addInitScript({ content: RECORD_RELAY_IN }));

const BENCH_PLAYERS = Array.from({ length: 8 }, (_, i) => `Player ${i + 1}`);

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

async function measureClicks(
  sandbox: SandboxPage,
  minimumSamples: number,
  where: string,
  prepare?: (sandbox: SandboxPage) => Promise<void>,
): Promise<Figure[]> {
  const players = BENCH_PLAYERS;
  for (const name of players) {
    const panel = sandbox.seat(name).action;
    await panel.getByLabel('Purse (gp)').fill('100000');
    // Clicked without moving the pointer onto the page: where it rests, Chromium hit-tests the whole sandbox page (all
    // eighteen frames, one thread) after every layout, up to 35 ms a click, where a real client hit-tests one popover.
    await panel.getByRole('button', { name: 'Take a seat' }).dispatchEvent('click');
    await panel.getByLabel('Your hand').waitFor();
  }
  await prepare?.(sandbox);
  const frames = new Map<string, Frame>();
  const panels = new Map<string, { frame: Frame; playerId: string }>();
  for (const name of ['GM', ...players]) {
    frames.set(name, await sandbox.seat(name).frame('action'));
    panels.set(name, {
      frame: frames.get(name)!,
      playerId: (await sandbox.seat(name).player()).id,
    });
  }
  const revisionOf = (frame: Frame) => frame.evaluate<number>(REVISION);
  // The host runs in the GM's background page: from now on it records its own work and its saves there.
  const hostPage = await sandbox.seat('GM').frame('background');
  await hostPage.evaluate(
    `globalThis[${JSON.stringify(HOST_FIGURES)}] = { work: [], saved: [], publications: [] }`,
  );
  // Where each broadcast is on its way through the sandbox (bench/relay.ts).
  await sandbox.page.evaluate(RECORD_RELAY_OUT);
  await Promise.all([hostPage, ...frames.values()].map((f) => f.evaluate(RECORD_ARRIVALS)));
  const relays: ClickRelay[] = [];
  const latencies: number[] = [];
  let missed = 0;

  for (let step = 0; latencies.length < minimumSamples && step < 10 * minimumSamples; step++) {
    // Who moves: a player with a round move, else the GM (start, end the staredown, next round).
    let actor: Frame | undefined;
    let label: string | undefined;
    for (const name of players) {
      const { moves, total } = await frames
        .get(name)!
        .evaluate<{ moves: string[]; total: number }>(OFFERED);
      label =
        moves.find((m) => m === 'Pass the Cut') ??
        moves.find((m) => m === 'Keep the roll') ??
        moves.find((m) => m === 'Roll for the duel') ??
        (total < 16 ? moves.find((m) => m.startsWith('Roll a d4')) : undefined) ??
        moves.find((m) => m === 'Hold');
      if (label) {
        actor = frames.get(name);
        label = label.startsWith('Roll a d4') ? 'Roll a d4' : label;
        break;
      }
    }
    if (!actor) {
      actor = frames.get('GM')!;
      const gmMoves = (await actor.evaluate<{ moves: string[] }>(OFFERED)).moves;
      label = ['Start the round', 'End the staredown', 'Next round'].find((l) =>
        gmMoves.includes(l),
      );
      if (!label) throw new Error(`Nobody can move (GM offers ${gmMoves.join(', ')})`);
    }
    const next = (await revisionOf(frames.get('GM')!)) + 1;
    await Promise.all([...frames.values()].map((f) => f.evaluate(armRevision(next))));
    const clickedAt = await actor.evaluate<number>(clickButton(label!));
    // The seats' times are read once the click has had time to land: nine calls into the frames at once, made while
    // the click is under way, would take the pages' one thread from the work being timed.
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const shownAt = await Promise.all(
      [...frames.values()].map((f) => f.evaluate<number | null>('window.shown')),
    );
    if (shownAt.some((t) => t === null)) {
      missed++;
      if (missed > 3) throw new Error(`Seats did not show revision ${next} after "${label}".`);
      continue;
    }
    latencies.push(Math.max(...(shownAt as number[])) - clickedAt);
    const names = [...frames.keys()];
    relays.push(
      await relayOfClick(
        sandbox.page,
        hostPage,
        panels,
        clickedAt,
        new Map(names.map((n, i) => [n, shownAt[i] as number])),
      ),
    );
  }
  const relayed = relays.map((r, i) => ({
    hops: r.request + r.view,
    share: (r.request + r.view) / latencies[i]!,
    posting: r.posting,
  }));
  const host = await hostPage.evaluate<HostFigures>(`globalThis[${JSON.stringify(HOST_FIGURES)}]`);
  await sandbox.close();
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
    // Receiving the intent to its save written, the views sent and the answer given, in the GM's background page. In
    // the sandbox every seat's pages share one main thread, so this includes waiting behind the other seats' panels.
    // The sandbox's own relay: the request's hop to the host's page and the last seat's view's hop to its popover
    // (each from the sandbox page receiving the broadcast to the page getting it: posting, and waiting for the page's
    // thread), and the sandbox page's own time posting the click's broadcasts.
    {
      name: `of which the sandbox's relay (request and last view, sandbox to page), ${where}, median`,
      value: percentile(
        relayed.map((r) => r.hops),
        50,
      ),
      unit: 'ms',
    },
    {
      name: `of which the sandbox's relay, ${where}, p95`,
      value: percentile(
        relayed.map((r) => r.hops),
        95,
      ),
      unit: 'ms',
    },
    {
      name: `the sandbox's relay's share of each click, ${where}, median`,
      value: Math.round(
        100 *
          percentile(
            relayed.map((r) => r.share),
            50,
          ),
      ),
      unit: '%',
    },
    {
      name: `the sandbox page posting a click's broadcasts to every page, ${where}, median`,
      value: percentile(
        relayed.map((r) => r.posting),
        50,
      ),
      unit: 'ms',
    },
    // The rest of a player's click, in the same clicks: their popover sending it, the host (its queue, its work, its
    // sending), the last seat's popover opening and drawing its view.
    ...(['sending', 'hosting', 'showing'] as const).map((part) => {
      const values = relays.map((r) => r[part]).filter((value) => value !== null);
      return {
        name: `of which ${PARTS[part]}, ${where}, median of ${values.length}`,
        value: values.length ? percentile(values, 50) : NaN,
        unit: 'ms',
      };
    }),
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
    // Its publication of each change, step by step: sealing every view while the save is written, then what the save
    // still takes (IndexedDB's commit coming back to the shared thread), then sending the views.
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
