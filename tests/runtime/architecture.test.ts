/**
 * Who may import whom, as docs/ARCHITECTURE.md's table says: the rules are
 * pure and know no `src/`, each layer imports only the layers below it, the
 * client side (sync, panels) runs no rules, the debugger's panel and the
 * sandbox stand apart, only `src/plugin/` touches the Owlbear SDK, no game
 * folder imports another (of `machines/` or of `src/panels/`), no file of
 * `machines/` or `src/` reaches itself again through its imports, and
 * Twenty-One's stats and Heat are named in its own folders alone.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../machines/catalog';

const root = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory()
      ? sources(path)
      : /\.tsx?$/.test(name)
        ? [path]
        : [];
  });
}

interface Import {
  /** A repo path for a file of ours, or the package name. */
  to: string;
  /** A file of ours, not a package. */
  local: boolean;
  typeOnly: boolean;
  /** `import()`: loaded on demand. */
  dynamic: boolean;
}

/** Our file an import names, or null for a package. */
function resolve(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = normalize(join(dirname(file), spec.replace(/\?.*$/, '')));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile())
      return candidate;
  }
  throw new Error(`${file} imports ${spec}, which is not there.`);
}

const PATTERNS: [RegExp, { type: number; spec: number; dynamic?: true }][] = [
  [/^\s*import\s+(type\s+)?[\w*{}\s,$]+?\s+from\s+['"]([^'"]+)['"]/gm, { type: 1, spec: 2 }],
  [
    /^\s*export\s+(type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[\w\s,$]*\})\s+from\s+['"]([^'"]+)['"]/gm,
    { type: 1, spec: 2 },
  ],
  [/^\s*import\s+()['"]([^'"]+)['"]/gm, { type: 1, spec: 2 }],
  [/\bimport\(\s*()['"]([^'"]+)['"]\s*\)/g, { type: 1, spec: 2, dynamic: true }],
];

const cache = new Map<string, Import[]>();
function importsOf(file: string): Import[] {
  let found = cache.get(file);
  if (!found) {
    // Without comments: a comment's example import is not one.
    const text = readFileSync(join(root, file), 'utf8').replace(
      /\/\*[\s\S]*?\*\/|(?<![:'"])\/\/.*$/gm,
      '',
    );
    found = PATTERNS.flatMap(([pattern, at]) =>
      [...text.matchAll(pattern)].map((m) => {
        const path = resolve(file, m[at.spec]!);
        return {
          to: path ?? m[at.spec]!,
          local: path !== null,
          typeOnly: Boolean(m[at.type]),
          dynamic: Boolean(at.dynamic),
        };
      }),
    );
    cache.set(file, found);
  }
  return found;
}

/**
 * The import circles among these files: each strongly connected set of two or more files, found by Tarjan's
 * algorithm, with one circle through it spelled out. Every import of ours is an edge, type-only ones included: a
 * type imported back up ties the two files' meanings together as surely as a value does, and an edge that is
 * type-only today becomes a value import with the next change.
 */
function importCircles(files: readonly string[], edges: (file: string) => string[]): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const to of edges(file)) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const set = new Set<string>();
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      set.add(member);
    } while (member !== file);
    if (set.size > 1 || edges(file).includes(file)) circles.push(spell(file, set, edges));
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles;
}

/** One circle from `start` back to it, within one strongly connected set, as `a → b → … → a`. */
function spell(start: string, set: ReadonlySet<string>, edges: (file: string) => string[]): string {
  const back = new Map<string, string>([[start, start]]);
  const queue = [start];
  for (const file of queue)
    for (const to of edges(file)) {
      if (to === start) {
        const path = [start];
        for (let at = file; at !== start; at = back.get(at)!) path.splice(1, 0, at);
        return [...path, start].join(' → ');
      }
      if (set.has(to) && !back.has(to)) {
        back.set(to, file);
        queue.push(to);
      }
    }
  return start;
}

/** Every file of ours a file loads when it loads (static imports that are not type-only), itself included. */
function loadedWith(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const i of importsOf(file)) if (!i.typeOnly && !i.dynamic && i.local) loadedWith(i.to, seen);
  return seen;
}

const under = (path: string, ...dirs: string[]) => dirs.some((dir) => path.startsWith(`${dir}/`));

/** The files of a layer, and what each one imports of ours, outside the layer itself. */
function crossings(
  dirs: string[],
  keep: (file: string, i: Import) => boolean = () => true,
): string[] {
  return dirs.flatMap(sources).flatMap((file) =>
    importsOf(file)
      .filter((i) => i.local && !under(i.to, ...dirs) && keep(file, i))
      .map((i) => `${file} → ${i.to}`),
  );
}

const MACHINES = 'machines';
const PANELS = 'src/panels';
/** What every game's panel may use. */
const SHARED_PANELS = `${PANELS}/shared`;
const games = readdirSync(join(root, MACHINES)).filter((dir) =>
  existsSync(join(root, MACHINES, dir, 'meta.ts')),
);
/** What some games share and no other game uses: `<name>-kit/` (Twenty-One's, which Standard mode and Classic build on). */
const kits = readdirSync(join(root, MACHINES)).filter((dir) => dir.endsWith('-kit'));

/** The statechart debugger's own page (an entry of the build), which the GM's panel opens in a modal. */
const DEBUGGER_PAGE = 'src/popover/debuggerPage.tsx';

describe('who may import whom (docs/ARCHITECTURE.md)', () => {
  it('machines/ imports only xstate, valibot and itself, and reads no clock, randomness, DOM or I/O', () => {
    const files = sources(MACHINES);
    const imports = files.flatMap((file) => importsOf(file).map((i) => ({ file, ...i })));
    expect(
      imports
        .filter((i) => !i.local && !/^(xstate|valibot)(\/|$)/.test(i.to))
        .map((i) => `${i.file} → ${i.to}`),
    ).toEqual([]);
    expect(
      imports.filter((i) => i.local && !under(i.to, MACHINES)).map((i) => `${i.file} → ${i.to}`),
    ).toEqual([]);
    const impure =
      /\bMath\.random\b|\bDate\.now\b|\bnew Date\b|\bperformance\.now\b|\b(document|window|localStorage|sessionStorage|indexedDB|navigator)\.|\bfetch\(|\bset(Timeout|Interval)\(|\bcrypto\./;
    expect(
      files.filter((file) =>
        impure.test(
          readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''),
        ),
      ),
    ).toEqual([]);
  });

  it(`no game folder imports another (${games.join(', ')}); a kit (${kits.join(', ')}) imports no game`, () => {
    expect(games.length).toBeGreaterThan(1);
    expect(kits.length).toBeGreaterThan(0);
    const folders = [...games, ...kits];
    const offenders = folders.flatMap((folder) =>
      sources(join(MACHINES, folder)).flatMap((file) =>
        importsOf(file)
          .filter((i) => games.some((game) => game !== folder && under(i.to, join(MACHINES, game))))
          .map((i) => `${file} → ${i.to}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('Twenty-One’s Standard mode and Classic are siblings: neither imports the other, and both build on the kit', () => {
    const standard = `${MACHINES}/twenty-one`;
    const classic = `${MACHINES}/twenty-one-classic`;
    const kit = `${MACHINES}/twenty-one-kit`;
    const reaching = (from: string, to: string) =>
      sources(from).flatMap((file) =>
        importsOf(file)
          .filter((i) => under(i.to, to))
          .map((i) => `${file} → ${i.to}`),
      );
    expect(reaching(standard, classic)).toEqual([]);
    expect(reaching(classic, standard)).toEqual([]);
    // The check reads what it should: each builds its chart from the kit's states.
    expect(reaching(standard, kit)).toContain(`${standard}/machine.ts → ${kit}/states.ts`);
    expect(reaching(classic, kit)).toContain(`${classic}/machine.ts → ${kit}/states.ts`);
  });

  it('a game’s panel folder imports shared/ and a kit, never another game’s; a kit imports shared/ only; shared/ imports neither', () => {
    const folders = readdirSync(join(root, PANELS)).filter((name) =>
      statSync(join(root, PANELS, name)).isDirectory(),
    );
    const gamePanels = folders.filter((name) => (GAME_IDS as readonly string[]).includes(name));
    // A kit: a folder of pieces some games' panels share (Twenty-One's table, which Standard mode and Classic show).
    const kits = folders.filter((name) => name.endsWith('-kit'));
    expect(gamePanels.sort()).toEqual([...GAME_IDS].sort());
    expect(folders.filter((name) => !gamePanels.includes(name) && !kits.includes(name))).toEqual([
      'shared',
    ]);
    // The folder of src/panels/ a file is in; null for a file of src/panels/ itself (the panel map, TablePanel).
    const panelFolderOf = (path: string): string | null => {
      const [folder, ...rest] = path.slice(PANELS.length + 1).split('/');
      return rest.length > 0 ? folder! : null;
    };
    const mayImport: Record<string, (folder: string) => boolean> = Object.fromEntries([
      ...gamePanels.map((game) => [
        game,
        (f: string) => f === game || f === 'shared' || kits.includes(f),
      ]),
      ...kits.map((kit) => [kit, (f: string) => f === kit || f === 'shared']),
      ['shared', (f: string) => f === 'shared'],
    ]);
    const offenders = folders.flatMap((folder) =>
      sources(join(PANELS, folder)).flatMap((file) =>
        importsOf(file)
          .filter((i) => {
            const to = panelFolderOf(i.to);
            return i.local && under(i.to, PANELS) && (to === null || !mayImport[folder]!(to));
          })
          .map((i) => `${file} → ${i.to}`),
      ),
    );
    expect(offenders).toEqual([]);
    // And none asks which game it shows: a panel that tests another game's id knows that game.
    const otherId = new RegExp(`['"](${GAME_IDS.join('|')})['"]`);
    expect(
      folders
        .flatMap((folder) => sources(join(PANELS, folder)).map((file) => ({ folder, file })))
        .filter(({ folder, file }) => {
          const found = readFileSync(join(root, file), 'utf8').match(otherId);
          return found !== null && found[1] !== folder;
        })
        .map(({ file }) => file),
    ).toEqual([]);
    expect(existsSync(join(root, SHARED_PANELS))).toBe(true);
  });

  it('no file of machines/ or src/ reaches itself again through its imports (type-only and on-demand ones included)', () => {
    const files = [MACHINES, 'src'].flatMap(sources);
    const edges = (file: string) => [
      ...new Set(
        importsOf(file)
          .filter((i) => i.local)
          .map((i) => i.to),
      ),
    ];
    expect(importCircles(files, edges)).toEqual([]);
  });

  it('the circle finder finds a circle, a long one and a self-import, and passes a tree', () => {
    const graph: Record<string, string[]> = {
      a: ['b'],
      b: ['c'],
      c: ['a', 'd'],
      d: [],
      e: ['e'],
      f: ['d'],
    };
    const found = importCircles(Object.keys(graph), (file) => graph[file]!);
    expect(found).toEqual(['a → b → c → a', 'e → e']);
    expect(importCircles(['d', 'f'], (file) => graph[file]!)).toEqual([]);
  });

  it('only src/plugin/ imports the Owlbear SDK', () => {
    const offenders = sources('src').filter(
      (f) =>
        !under(f, 'src/plugin') && importsOf(f).some((i) => i.to.startsWith('@owlbear-rodeo/sdk')),
    );
    expect(offenders).toEqual([]);
  });

  it('the host imports machines/, src/sync/ and src/plugin/, and the debugger’s table side on demand; never the panels; the background page the map', () => {
    const allowed = (file: string, i: Import) =>
      !(
        under(i.to, MACHINES, 'src/sync', 'src/plugin') ||
        (i.dynamic && i.to === 'src/debugger/host.ts') ||
        (under(file, 'src/background') && under(i.to, 'src/map'))
      );
    expect(crossings(['src/host', 'src/background'], allowed)).toEqual([]);
  });

  it('the map imports src/sync/, src/plugin/ and, of machines/, types and the catalog only; never the host or the panels', () => {
    const allowed = (_file: string, i: Import) =>
      !(
        under(i.to, 'src/sync', 'src/plugin') ||
        (under(i.to, MACHINES) && (i.typeOnly || i.to === `${MACHINES}/catalog.ts`))
      );
    expect(crossings(['src/map'], allowed)).toEqual([]);
  });

  it('sync imports src/plugin/ and, of machines/, types and the catalog only; never the host or the panels', () => {
    expect(crossings(['src/sync'], (_file, i) => !under(i.to, 'src/plugin', MACHINES))).toEqual([]);
  });

  it('the panels import src/sync/, src/plugin/ and, of machines/, types and the catalog only; the debugger’s panel only from its own page', () => {
    const allowed = (file: string, i: Import) =>
      !(
        under(i.to, 'src/sync', 'src/plugin', MACHINES) ||
        (file === DEBUGGER_PAGE && i.to === 'src/debugger/index.ts')
      );
    expect(crossings(['src/panels', 'src/popover'], allowed)).toEqual([]);
  });

  it('what sync and the panels load of machines/ is the catalog, which loads each game’s light metadata and its chart only on demand', () => {
    const clientSide = ['src/sync', 'src/panels', 'src/popover'].flatMap(sources);
    expect(clientSide.length).toBeGreaterThan(5);
    const direct = clientSide.flatMap((file) =>
      importsOf(file)
        .filter((i) => !i.typeOnly && !i.dynamic && under(i.to, MACHINES))
        .map((i) => i.to),
    );
    expect(direct).toContain(`${MACHINES}/catalog.ts`);
    expect(direct.filter((to) => to !== `${MACHINES}/catalog.ts`)).toEqual([]);
    // So a page that reads no table of a game (a player's background page reads only its own sealed view) loads none of its meta.
    expect([...loadedWith(`${MACHINES}/catalog.ts`)]).toEqual([`${MACHINES}/catalog.ts`]);
    // What a meta loads in turn: no XState, so no chart.
    const metas = games.flatMap((game) => [...loadedWith(`${MACHINES}/${game}/meta.ts`)]);
    expect(
      metas.filter((file) =>
        importsOf(file).some((i) => !i.typeOnly && /^xstate(\/|$)/.test(i.to)),
      ),
    ).toEqual([]);
  });

  it('Twenty-One’s Standard mode, the game a new table plays, loads nothing of Classic: Classic’s rules load with its game', () => {
    const classic = `${MACHINES}/twenty-one-classic`;
    const standard = [...loadedWith(`${MACHINES}/twenty-one/index.ts`)];
    expect(standard.filter((file) => under(file, classic))).toEqual([]);
    expect([...loadedWith(`${classic}/index.ts`)]).toContain(`${classic}/updates.ts`);
  });

  it('every chart is built with the engine’s setup, not XState’s, so the action creators no game uses stay out of the pages that build one', () => {
    const xstateSetup = /^\s*import\s+\{[^}]*\bsetup\b[^}]*\}\s+from\s+['"]xstate['"]/m;
    expect(
      [MACHINES, 'src']
        .flatMap(sources)
        .filter((file) =>
          xstateSetup.test(readFileSync(join(root, file), 'utf8').replace(/\btype setup\b/g, '')),
        ),
    ).toEqual([]);
  });

  it('the debugger imports nothing of src/ but itself, its panel loads no rules, and the sandbox imports nothing of the extension, and of packages Preact alone', () => {
    expect(crossings(['src/debugger'], (_file, i) => !under(i.to, MACHINES))).toEqual([]);
    expect(
      [...loadedWith('src/debugger/index.ts')].filter((file) => under(file, MACHINES)),
    ).toEqual([]);
    expect(crossings(['src/sandbox'])).toEqual([]);
    expect(
      sources('src/sandbox').flatMap((file) =>
        importsOf(file)
          .filter((i) => !i.local && !/^preact(\/|$)/.test(i.to))
          .map((i) => `${file} → ${i.to}`),
      ),
    ).toEqual([]);
    // Nothing else loads the debugger: its page is an entry of its own, opened in the GM's modal, and no page imports it.
    const outside = sources('src').filter(
      (file) => !under(file, 'src/debugger') && file !== DEBUGGER_PAGE,
    );
    expect(
      sources('src').flatMap((file) =>
        importsOf(file)
          .filter((i) => i.to === DEBUGGER_PAGE)
          .map(() => file),
      ),
    ).toEqual([]);
    expect(
      outside.flatMap((file) =>
        importsOf(file)
          .filter((i) => !i.dynamic && under(i.to, 'src/debugger'))
          .map((i) => `${file} → ${i.to}`),
      ),
    ).toEqual([]);
  });
});

describe('each game’s knowledge in its own folders', () => {
  it('Twenty-One’s stats and Heat are named only in its machines/ folders and its panels: the table carries a seat’s traits unread', () => {
    const panels = ['twenty-one', 'twenty-one-classic', 'twenty-one-kit'].map(
      (f) => `${PANELS}/${f}`,
    );
    const TWENTY_ONE = [
      'machines/twenty-one',
      'machines/twenty-one-classic',
      'machines/twenty-one-kit',
      ...panels,
    ];
    // Saves from before name the old seat fields once, to bring them to today's traits.
    const OLD_SHAPE = 'machines/table/legacy.ts';
    const named = /\bSTAT_KEYS\b|\bStatKey\b|\bheat\b|\bstartingHeat\b/;
    const offenders = [...sources('machines'), ...sources('src')].filter(
      (file) =>
        !under(file, ...TWENTY_ONE) &&
        file !== OLD_SHAPE &&
        named.test(
          readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''),
        ),
    );
    expect(offenders).toEqual([]);
    // The check reads what it should: the table's old-shape file names the Heat.
    expect(named.test(readFileSync(join(root, OLD_SHAPE), 'utf8'))).toBe(true);
  });
});
