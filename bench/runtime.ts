/**
 * Runtime figures: what the popover and the background page weigh (gzip -9 of
 * the JavaScript each page loads, from a production build), the room metadata
 * this extension occupies at the largest state of 8-seat rounds played through
 * the real host in an in-memory room (signed table included), and the time
 * from a click to every seat's panel showing its outcome, in the sandbox in
 * Chromium with 8 seats.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview, type PreviewServer } from 'vite';
import { seededDice } from '../machines/engine/dice';
import { memoryHostStore } from '../src/host/persistence';
import { runHost } from '../src/host/runHost';
import { createMemoryRoom, type MemoryRoom } from '../src/plugin/memoryRoom';
import type { TwentyOneView } from '../machines/twenty-one/view';
import { connectTable, type TableClient } from '../src/sync/client';
import { memoryKeyStore } from '../src/sync/keyStore';
import { HOST_KEY, TABLE_KEY } from '../src/sync/wire';
import type { Browser, BrowserContext, Frame } from 'playwright-core';
import { freePort, launchChromium, openSandbox, startSandboxEnvironment, type SandboxPage } from '../tests/browser/harness';
import { HOST_FIGURES, type HostFigures } from '../src/host/figures';
import type { Bench, Figure } from './types';
import { RECORD_ARRIVALS, RECORD_RELAY_IN, RECORD_RELAY_OUT, relayOfClick, type ClickRelay } from './relay';

const root = resolve(import.meta.dirname, '..');

const gzip9 = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);

type Chunk = { fileName: string; name: string; moduleIds: string[]; imports: string[]; dynamicImports: string[] };

/** The files that loading the chunk `file` brings in: itself and every chunk it imports, in turn. */
function chunkClosure(dist: string, chunks: Chunk[], file: string): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.imports.forEach((imported) => visit(byFile.get(imported)));
  };
  visit(byFile.get(file));
  return [...files].map((f) => join(dist, f));
}

function holderOf(chunks: Chunk[], source: string): Chunk {
  const holder = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(source)));
  if (!holder) throw new Error(`No chunk holds ${source}: did the build change?`);
  return holder;
}

/** The files that loading the module `source` brings in: the chunk holding it and every chunk that chunk imports. */
const chunksOf = (dist: string, chunks: Chunk[], source: string) => chunkClosure(dist, chunks, holderOf(chunks, source).fileName);

export async function pageSizes(): Promise<Figure[]> {
  const dist = mkdtempSync(join(tmpdir(), 'tavern-build-'));
  try {
    const output = (await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir: dist, emptyOutDir: true } })) as { output: (Chunk & { type: string })[] };
    const chunks = output.output.filter((o) => o.type === 'chunk');
    // A page loads its entry chunk and every chunk it imports (no preload list: the build has none). The background
    // page of every client first; on a GM's client it loads the host, which loads the chart of the game its table
    // plays (machines/catalog.ts): Standard mode's, then Goblin Mode's once chosen; and, as it takes the table, the
    // debugger's recorder (src/host/serveDebugger.ts; the rest of the debugger loads when the GM opens it).
    const loads = (sources: string[], after: string[] = []) => [...new Set(sources.flatMap((source) => chunksOf(dist, chunks, source)))].filter((file) => !after.includes(file));
    const page = loads(['src/background/main.ts']);
    const hosting = [...page, ...loads(['src/host/runHost.ts', 'src/host/persistence.ts', 'machines/twenty-one/index.ts', 'src/debugger/host.ts'], page)];
    const goblin = loads(['machines/goblin/index.ts'], hosting);
    // The popover's entry, then the panel of the game its table plays, loaded on demand (src/panels/games.ts): what
    // a player's browser loads is the entry and one game's panel with what it imports, the largest counted here.
    const popover = loads(['src/popover/main.tsx']);
    const onDemand = holderOf(chunks, 'src/panels/games.ts').dynamicImports;
    const panels = onDemand.map((file) => ({ name: chunks.find((c) => c.fileName === file)!.name, bytes: gzip9(chunkClosure(dist, chunks, file).filter((f) => !popover.includes(f))) }));
    const largest = panels.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    return [
      { name: 'popover JavaScript, entry alone, gzip -9', value: gzip9(popover), unit: 'bytes' },
      { name: `popover JavaScript with the largest game's panel (${largest.name}, of ${panels.length}), gzip -9`, value: gzip9(popover) + largest.bytes, unit: 'bytes', target: '≤ 45 KB' },
      { name: 'background page JavaScript, every client, gzip -9', value: gzip9(page), unit: 'bytes' },
      { name: 'background page JavaScript hosting Standard mode (a GM client: the page, the host, the rules, the debugger’s recorder), gzip -9', value: gzip9(hosting), unit: 'bytes', target: '≤ 40 KB' },
      { name: 'and Goblin Mode once chosen, gzip -9', value: gzip9(goblin), unit: 'bytes' },
    ];
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

/** This extension's share of the room metadata, in bytes of JSON. */
const ourMetadataBytes = (room: MemoryRoom) => {
  const metadata = room.metadata();
  return JSON.stringify({ [TABLE_KEY]: metadata[TABLE_KEY], [HOST_KEY]: metadata[HOST_KEY] }).length;
};

async function settle(room: MemoryRoom, clients: TableClient[], idle: () => Promise<void>) {
  for (let quiet = 0; quiet < 2; ) {
    await room.settle();
    await idle();
    await Promise.all(clients.map((c) => c.idle()));
    quiet = room.pending() === 0 ? quiet + 1 : 0;
  }
}

/** The moves that carry a round forward (skills, side bets and accusations are optional). */
const ROUND_MOVES = new Set(['CUT_REROLL', 'KEEP_ROLL', 'DUEL_ROLL', 'ROLL', 'HOLD']);

async function largestRoomMetadata(rounds: number): Promise<Figure[]> {
  const room = createMemoryRoom('bench-room');
  const gmTab = room.connect({ id: '5b0c8f5e-2d4c-4b8e-9f61-0a1b2c3d4e5f', name: 'Game Master', role: 'GM' });
  const keys = memoryKeyStore();
  const runner = await runHost({ port: gmTab.page(), keys, store: memoryHostStore(), dice: seededDice(21), graceMs: 10, confirmMs: 0 });
  const host = await runner.whenHosting();
  const gm = await connectTable(gmTab.page(), keys, { helloRetryMs: 100 });
  // Owlbear player ids are UUIDs; names as long as a table would use.
  const players: TableClient<TwentyOneView>[] = [];
  for (let i = 0; i < 8; i++) {
    const tab = room.connect({ id: `8e2f1c7a-4b3d-4e9a-a1f0-${String(i).padStart(12, '0')}`, name: `Player ${i + 1}`, role: 'PLAYER' });
    // This bench plays Twenty-One.
    players.push((await connectTable(tab.page(), memoryKeyStore(), { helloRetryMs: 100 })) as TableClient<TwentyOneView>);
  }
  const clients = [gm, ...players];
  const quiet = () => settle(room, clients, () => host.idle());
  await quiet();
  const names = ['Brannoch the Bold', 'Sister Ysolde', 'Quillby Tanglefoot', 'Old Man Harrow', 'Vex of the Seventh Veil', 'Marta Ironbrew', 'Pip', 'Dame Corvina Ashdown'];
  for (const [i, p] of players.entries()) await p.send({ type: 'JOIN', name: names[i], purse: 100_000 });
  await quiet();
  let largest = ourMetadataBytes(room);
  const measure = () => (largest = Math.max(largest, ourMetadataBytes(room)));
  for (let round = 0; round < rounds; round++) {
    await gm.send({ type: round === 0 ? 'START_ROUND' : 'NEXT_ROUND' });
    await quiet();
    measure();
    for (let step = 0; step < 200 && gm.state().view?.phase !== 'roundOver'; step++) {
      if (gm.state().view?.phase === 'staredown') await gm.send({ type: 'END_STAREDOWN' });
      else {
        const actor = players.find((p) => p.state().view?.actions.some((a) => ROUND_MOVES.has(a.intent.type)));
        if (!actor) break;
        const view = actor.state().view!;
        const mine = view.seats.find((s) => s.mine)!;
        const moves = view.actions.filter((a) => ROUND_MOVES.has(a.intent.type) && !('drink' in a.intent));
        // Buy small dice while low so hands grow long (the largest state has the most dice), then hold.
        const pick =
          moves.find((a) => a.intent.type === 'CUT_REROLL') ??
          moves.find((a) => a.intent.type === 'KEEP_ROLL') ??
          moves.find((a) => a.intent.type === 'DUEL_ROLL') ??
          (mine.total! < 18 ? moves.find((a) => a.intent.type === 'ROLL' && a.intent.die === (mine.total! < 12 ? 'd6' : 'd4')) : undefined) ??
          moves.find((a) => a.intent.type === 'HOLD')!;
        await actor.send(pick.intent);
      }
      await quiet();
      measure();
    }
  }
  runner.stop();
  clients.forEach((c) => c.close());
  const { sig } = room.metadata()[TABLE_KEY] as { sig: string };
  return [
    { name: `room metadata, 8 seats, largest of ${rounds} rounds`, value: largest, unit: 'bytes', target: '≤ 2 KB' },
    // What the table's signature adds to it: `,"sig":"…"`.
    { name: 'of which the table signature', value: JSON.stringify({ sig }).length - 1, unit: 'bytes', target: '≈ 100 bytes' },
  ];
}

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

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

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
  const dist = mkdtempSync(join(tmpdir(), 'tavern-click-'));
  const config = { root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent' as const };
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;
  try {
    await build({ ...config, build: { outDir: dist, emptyOutDir: true } });
    server = await preview({ ...config, build: { outDir: dist }, preview: { host: '127.0.0.1', port: await freePort(), strictPort: true, open: false } });
    browser = await launchChromium();
    const built = await openSandbox(server.resolvedUrls!.local[0]!.replace(/\/$/, ''), browser, { seats: ['GM:GM', ...BENCH_PLAYERS], trafficClosed: true, beforeLoad: recordRelay });
    const production = await measureClicks(built, minimumSamples, 'production build');
    const env = await startSandboxEnvironment();
    try {
      const dev = await measureClicks(await env.open({ seats: ['GM:GM', ...BENCH_PLAYERS], trafficClosed: true, beforeLoad: recordRelay }), minimumSamples, "dev server, the GM's saved log full", fillSavedLog);
      return [...production, ...dev];
    } finally {
      await env.close();
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  }
}

/** Where each broadcast is on its way through the sandbox page, from before its own listener (bench/relay.ts). */
const recordRelay = async (context: BrowserContext) => void (await context.addInitScript({ content: RECORD_RELAY_IN }));

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

async function measureClicks(sandbox: SandboxPage, minimumSamples: number, where: string, prepare?: (sandbox: SandboxPage) => Promise<void>): Promise<Figure[]> {
  const players = BENCH_PLAYERS;
  for (const name of players) {
    const panel = sandbox.seat(name).action;
    await panel.getByLabel('Purse (gp)').fill('100000');
    await panel.getByRole('button', { name: 'Take a seat' }).click();
    await panel.getByLabel('Your hand').waitFor();
  }
  await prepare?.(sandbox);
  const frames = new Map<string, Frame>();
  const panels = new Map<string, { frame: Frame; playerId: string }>();
  for (const name of ['GM', ...players]) {
    frames.set(name, await sandbox.seat(name).frame('action'));
    panels.set(name, { frame: frames.get(name)!, playerId: (await sandbox.seat(name).player()).id });
  }
  const revisionOf = (frame: Frame) => frame.evaluate<number>(REVISION);
  // The host runs in the GM's background page: from now on it records its own work and its saves there.
  const hostPage = await sandbox.seat('GM').frame('background');
  await hostPage.evaluate(`globalThis[${JSON.stringify(HOST_FIGURES)}] = { work: [], saved: [], publications: [] }`);
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
      const { moves, total } = await frames.get(name)!.evaluate<{ moves: string[]; total: number }>(OFFERED);
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
      label = ['Start the round', 'End the staredown', 'Next round'].find((l) => gmMoves.includes(l));
      if (!label) throw new Error(`Nobody can move (GM offers ${gmMoves.join(', ')})`);
    }
    const next = (await revisionOf(frames.get('GM')!)) + 1;
    await Promise.all([...frames.values()].map((f) => f.evaluate(armRevision(next))));
    const clickedAt = await actor.evaluate<number>(clickButton(label!));
    const shownAt = await Promise.all([...frames.values()].map((f) => f.evaluate<number | null>('window.shown')));
    if (shownAt.some((t) => t === null)) {
      missed++;
      if (missed > 3) throw new Error(`Seats did not show revision ${next} after "${label}".`);
      continue;
    }
    latencies.push(Math.max(...(shownAt as number[])) - clickedAt);
    const names = [...frames.keys()];
    relays.push(await relayOfClick(sandbox.page, hostPage, panels, clickedAt, new Map(names.map((n, i) => [n, shownAt[i] as number]))));
  }
  const relayed = relays.map((r, i) => ({ hops: r.request + r.view, share: (r.request + r.view) / latencies[i]!, posting: r.posting }));
  const host = await hostPage.evaluate<HostFigures>(`globalThis[${JSON.stringify(HOST_FIGURES)}]`);
  await sandbox.close();
  return [
    { name: `click to every seat showing it, 8 seats, ${where}, p95 of ${latencies.length}`, value: percentile(latencies, 95), unit: 'ms', target: '≤ 50 ms' },
    { name: `click to every seat showing it, 8 seats, ${where}, median`, value: percentile(latencies, 50), unit: 'ms' },
    // Receiving the intent to its save written, the views sent and the answer given, in the GM's background page. In
    // the sandbox every seat's pages share one main thread, so this includes waiting behind the other seats' panels.
    // The sandbox's own relay: the request's hop to the host's page and the last seat's view's hop to its popover
    // (each from the sandbox page receiving the broadcast to the page getting it: posting, and waiting for the page's
    // thread), and the sandbox page's own time posting the click's broadcasts.
    { name: `of which the sandbox's relay (request and last view, sandbox to page), ${where}, median`, value: percentile(relayed.map((r) => r.hops), 50), unit: 'ms' },
    { name: `of which the sandbox's relay, ${where}, p95`, value: percentile(relayed.map((r) => r.hops), 95), unit: 'ms' },
    { name: `the sandbox's relay's share of each click, ${where}, median`, value: Math.round(100 * percentile(relayed.map((r) => r.share), 50)), unit: '%' },
    { name: `the sandbox page posting a click's broadcasts to every page, ${where}, median`, value: percentile(relayed.map((r) => r.posting), 50), unit: 'ms' },
    // The rest of a player's click, in the same clicks: their popover sending it, the host (its queue, its work, its
    // sending), the last seat's popover opening and drawing its view.
    ...(['sending', 'hosting', 'showing'] as const).map((part) => {
      const values = relays.map((r) => r[part]).filter((value) => value !== null);
      return { name: `of which ${PARTS[part]}, ${where}, median of ${values.length}`, value: values.length ? percentile(values, 50) : NaN, unit: 'ms' };
    }),
    { name: `host's own work per intent, ${where}, p95 of ${host.work.length}`, value: percentile(host.work, 95), unit: 'ms', target: '≤ 20 ms' },
    { name: `host's own work per intent, ${where}, median`, value: percentile(host.work, 50), unit: 'ms' },
    // Its publication of each change, step by step: sealing every view while the save is written, then what the save
    // still takes (IndexedDB's commit coming back to the shared thread), then sending the views.
    ...(['sealing', 'savingAfter', 'sending'] as const).flatMap((step) => {
      const values = host.publications!.map((p) => p[step]);
      return [50, 95].map((at) => ({ name: `of which ${STEPS[step]}, ${where}, ${at === 50 ? 'median' : 'p95'} of ${values.length}`, value: percentile(values, at), unit: 'ms' }));
    }),
    { name: `bytes the host writes per save, ${where}, last of ${host.saved.length}`, value: host.saved.at(-1)!, unit: 'bytes', target: '≤ 30 KB' },
    { name: `bytes the host writes per save, ${where}, largest`, value: Math.max(...host.saved), unit: 'bytes', target: '≤ 30 KB' },
  ];
}

export const runtimeBench: Bench = {
  title: 'Runtime (built pages; host and sync in an in-memory room)',
  async run() {
    return [...(await pageSizes()), ...(await largestRoomMetadata(10)), ...(await clickToEverySeat(60))];
  },
};
