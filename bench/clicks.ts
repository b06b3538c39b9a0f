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
import { clickFigures } from './clickFigures';
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

type Frames = Map<string, Frame>;

/** Each player buys in and takes a seat. */
async function seatPlayers(sandbox: SandboxPage, players: readonly string[]) {
  for (const name of players) {
    const panel = sandbox.seat(name).action;
    await panel.getByLabel('Purse (gp)').fill('100000');
    // Clicked without moving the pointer onto the page: where it rests, Chromium hit-tests the whole sandbox page (all
    // eighteen frames, one thread) after every layout, up to 35 ms a click, where a real client hit-tests one popover.
    await panel.getByRole('button', { name: 'Take a seat' }).dispatchEvent('click');
    await panel.getByLabel('Your hand').waitFor();
  }
}

/**
 * Every seat's panel, and the host's page, with what they record from now on installed: the host its own work and
 * its saves, the sandbox where each broadcast is on its way through it, the pages when each reached them
 * (bench/relay.ts).
 */
async function recordingPanels(sandbox: SandboxPage, names: readonly string[]) {
  const frames: Frames = new Map();
  const panels = new Map<string, { frame: Frame; playerId: string }>();
  for (const name of names) {
    frames.set(name, await sandbox.seat(name).frame('action'));
    panels.set(name, {
      frame: frames.get(name)!,
      playerId: (await sandbox.seat(name).player()).id,
    });
  }
  const hostPage = await sandbox.seat('GM').frame('background');
  await hostPage.evaluate(
    `globalThis[${JSON.stringify(HOST_FIGURES)}] = { work: [], saved: [], publications: [] }`,
  );
  await sandbox.page.evaluate(RECORD_RELAY_OUT);
  await Promise.all([hostPage, ...frames.values()].map((f) => f.evaluate(RECORD_ARRIVALS)));
  return { frames, panels, hostPage };
}

/** Who moves, and the button they click: a player with a round move, else the GM (start, end the staredown, next round). */
async function nextMove(
  frames: Frames,
  players: readonly string[],
): Promise<{ actor: Frame; label: string }> {
  for (const name of players) {
    const actor = frames.get(name)!;
    const { moves, total } = await actor.evaluate<{ moves: string[]; total: number }>(OFFERED);
    const label =
      moves.find((m) => m === 'Pass the Cut') ??
      moves.find((m) => m === 'Keep the roll') ??
      moves.find((m) => m === 'Roll for the duel') ??
      (total < 16 ? moves.find((m) => m.startsWith('Roll a d4')) : undefined) ??
      moves.find((m) => m === 'Hold');
    if (label) return { actor, label: label.startsWith('Roll a d4') ? 'Roll a d4' : label };
  }
  const actor = frames.get('GM')!;
  const gmMoves = (await actor.evaluate<{ moves: string[] }>(OFFERED)).moves;
  const label = ['Start the round', 'End the staredown', 'Next round'].find((l) =>
    gmMoves.includes(l),
  );
  if (!label) throw new Error(`Nobody can move (GM offers ${gmMoves.join(', ')})`);
  return { actor, label };
}

/** Clicks `label` in `actor` and reads when each seat showed the next revision (null for a seat that did not). */
async function timeClick(frames: Frames, actor: Frame, label: string) {
  const next = (await frames.get('GM')!.evaluate<number>(REVISION)) + 1;
  await Promise.all([...frames.values()].map((f) => f.evaluate(armRevision(next))));
  const clickedAt = await actor.evaluate<number>(clickButton(label));
  // The seats' times are read once the click has had time to land: nine calls into the frames at once, made while
  // the click is under way, would take the pages' one thread from the work being timed.
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  const shownAt = await Promise.all(
    [...frames.values()].map((f) => f.evaluate<number | null>('window.shown')),
  );
  return { next, clickedAt, shownAt };
}

async function measureClicks(
  sandbox: SandboxPage,
  minimumSamples: number,
  where: string,
  prepare?: (sandbox: SandboxPage) => Promise<void>,
): Promise<Figure[]> {
  const players = BENCH_PLAYERS;
  await seatPlayers(sandbox, players);
  await prepare?.(sandbox);
  const { frames, panels, hostPage } = await recordingPanels(sandbox, ['GM', ...players]);
  const relays: ClickRelay[] = [];
  const latencies: number[] = [];
  let missed = 0;

  for (let step = 0; latencies.length < minimumSamples && step < 10 * minimumSamples; step++) {
    const { actor, label } = await nextMove(frames, players);
    const { next, clickedAt, shownAt } = await timeClick(frames, actor, label);
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
  const host = await hostPage.evaluate<HostFigures>(`globalThis[${JSON.stringify(HOST_FIGURES)}]`);
  await sandbox.close();
  return clickFigures({ where, latencies, relays, host });
}
