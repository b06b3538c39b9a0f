/**
 * What the popover and the background page weigh: gzip -9 of the JavaScript
 * each page loads, from a production build (bench/runtime.ts prints them).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { GAME_IDS, type GameId } from '../machines/catalog';
import type { Figure } from './types';

const root = resolve(import.meta.dirname, '..');

const gzip9 = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);

type Chunk = {
  fileName: string;
  name: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
};

/** A size guard of `kb` KB (of 1,024 bytes) and whether `bytes` keeps within it. */
const guard = (bytes: number, kb: number) =>
  `≤ ${kb} KB: ${bytes <= kb * 1024 ? 'holds' : `over by ${(bytes - kb * 1024).toLocaleString('en-US')} bytes`}`;

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

/** Where a game's meta is (machines/catalog.ts loads it): its folder's. */
const metaSource = (id: GameId) => `machines/${id}/meta.ts`;

/** The files that loading the module `source` brings in: the chunk holding it and every chunk that chunk imports. */
const chunksOf = (dist: string, chunks: Chunk[], source: string) =>
  chunkClosure(dist, chunks, holderOf(chunks, source).fileName);

/** The files each page loads, from a build's chunks. */
interface PageFiles {
  page: string[];
  hosting: string[];
  goblin: string[];
  scene: string[];
  popover: string[];
  /** Each game's panel and meta, loaded on demand by the popover, beyond what the popover loaded. */
  panels: { name: string; files: string[] }[];
}

/**
 * A page loads its entry chunk and every chunk it imports (no preload list: the build has none). The background page
 * of every client first; on a GM's client it loads the host, which loads the chart of the game its table plays
 * (machines/catalog.ts): Standard mode's, then Goblin Mode's once chosen; and, as it takes the table, the debugger's
 * recorder (src/host/serveDebugger.ts; the rest of the debugger loads when the GM opens it).
 */
function pageFiles(dist: string, chunks: Chunk[]): PageFiles {
  const loads = (sources: string[], after: string[] = []) =>
    [...new Set(sources.flatMap((source) => chunksOf(dist, chunks, source)))].filter(
      (file) => !after.includes(file),
    );
  const page = loads(['src/background/main.ts']);
  const host = [
    'src/host/runHost.ts',
    'src/host/persistence.ts',
    'machines/twenty-one/index.ts',
    'src/debugger/host.ts',
  ];
  const hosting = [...page, ...loads(host, page)];
  // The popover's entry, then the panel of the game its table plays and that game's meta, loaded on demand together
  // (src/panels/games.ts): what a player's browser loads is the entry and one game's panel and meta with what they
  // import.
  const popover = loads(['src/popover/main.tsx']);
  const onDemand = holderOf(chunks, 'src/panels/games.ts').dynamicImports.map(
    (file) => chunks.find((c) => c.fileName === file)!,
  );
  const panels = GAME_IDS.map((id) => {
    const panel = onDemand.find((c) => c.facadeModuleId?.includes(`/src/panels/${id}/`));
    if (!panel) throw new Error(`No panel chunk for ${id}: did the build change?`);
    const files = new Set([
      ...chunkClosure(dist, chunks, panel.fileName),
      ...chunksOf(dist, chunks, metaSource(id)),
    ]);
    return { name: panel.name, files: [...files].filter((f) => !popover.includes(f)) };
  });
  return {
    page,
    hosting,
    goblin: loads(['machines/goblin/index.ts'], hosting),
    // The scene's part of the port, which a page loads when it first reaches the scene (`OwlbearPort.scene()`).
    scene: loads(['src/plugin/obrScene.ts'], page),
    popover,
    panels,
  };
}

function sizeFigures(files: PageFiles): Figure[] {
  const panels = files.panels.map((p) => ({ name: p.name, bytes: gzip9(p.files) }));
  const largest = panels.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const withPanel = gzip9(files.popover) + largest.bytes;
  const gmPage = gzip9(files.hosting);
  return [
    {
      name: 'popover JavaScript, entry alone, gzip -9',
      value: gzip9(files.popover),
      unit: 'bytes',
    },
    {
      name: `popover JavaScript with the largest game's panel (${largest.name}, of ${panels.length}), gzip -9`,
      value: withPanel,
      unit: 'bytes',
      target: guard(withPanel, 45),
    },
    {
      name: 'background page JavaScript, every client, gzip -9',
      value: gzip9(files.page),
      unit: 'bytes',
    },
    {
      name: 'background page JavaScript hosting Standard mode (a GM client: the page, the host, the rules, the debugger’s recorder), gzip -9',
      value: gmPage,
      unit: 'bytes',
      target: guard(gmPage, 64),
    },
    { name: 'and Goblin Mode once chosen, gzip -9', value: gzip9(files.goblin), unit: 'bytes' },
    {
      name: 'the scene port, loaded on demand by a page that reaches the scene, gzip -9',
      value: gzip9(files.scene),
      unit: 'bytes',
    },
  ];
}

/** A production build into a directory of its own, removed after: its pages' sizes. */
export async function pageSizes(): Promise<Figure[]> {
  const dist = mkdtempSync(join(tmpdir(), 'tavern-build-'));
  try {
    const output = (await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir: dist, emptyOutDir: true },
    })) as { output: (Chunk & { type: string })[] };
    const chunks = output.output.filter((o) => o.type === 'chunk');
    return sizeFigures(pageFiles(dist, chunks));
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}
