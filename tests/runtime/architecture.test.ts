/**
 * Who may import whom, as docs/ARCHITECTURE.md's table says: the rules are
 * pure and know no `src/`, each layer imports only the layers below it, the
 * client side (sync, panels) runs no rules, the debugger's panel and the
 * sandbox stand apart, only `src/plugin/` touches the Owlbear SDK, and no game
 * folder imports another.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

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
    const text = readFileSync(join(root, file), 'utf8');
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
const games = readdirSync(join(root, MACHINES)).filter((dir) =>
  existsSync(join(root, MACHINES, dir, 'meta.ts')),
);

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

  it(`no game folder imports another (${games.join(', ')})`, () => {
    expect(games.length).toBeGreaterThan(1);
    const offenders = games.flatMap((game) =>
      sources(join(MACHINES, game)).flatMap((file) =>
        importsOf(file)
          .filter((i) =>
            games.some((other) => other !== game && under(i.to, join(MACHINES, other))),
          )
          .map((i) => `${file} → ${i.to}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('only src/plugin/ imports the Owlbear SDK', () => {
    const offenders = sources('src').filter(
      (f) =>
        !under(f, 'src/plugin') && importsOf(f).some((i) => i.to.startsWith('@owlbear-rodeo/sdk')),
    );
    expect(offenders).toEqual([]);
  });

  it('the host imports machines/, src/sync/ and src/plugin/, and the debugger’s table side on demand; never the panels', () => {
    const allowed = (_file: string, i: Import) =>
      !(
        under(i.to, MACHINES, 'src/sync', 'src/plugin') ||
        (i.dynamic && i.to === 'src/debugger/host.ts')
      );
    expect(crossings(['src/host', 'src/background'], allowed)).toEqual([]);
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
    const metas = games
      .flatMap((game) => [...loadedWith(`${MACHINES}/${game}/meta.ts`)])
      .concat([...loadedWith(`${MACHINES}/twenty-one/classic/meta.ts`)]);
    expect(
      metas.filter((file) =>
        importsOf(file).some((i) => !i.typeOnly && /^xstate(\/|$)/.test(i.to)),
      ),
    ).toEqual([]);
  });

  it('Twenty-One’s Standard mode, the game a new table plays, loads nothing of Classic but its light metadata: Classic’s rules load with its game', () => {
    const classic = `${MACHINES}/twenty-one/classic`;
    const standard = [...loadedWith(`${MACHINES}/twenty-one/index.ts`)];
    expect(
      standard.filter((file) => under(file, classic) && file !== `${classic}/meta.ts`),
    ).toEqual([]);
    expect([...loadedWith(`${classic}/game.ts`)]).toContain(`${classic}/updates.ts`);
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

  it('the debugger imports nothing of src/ but itself, its panel loads no rules, and the sandbox imports nothing of the extension', () => {
    expect(crossings(['src/debugger'], (_file, i) => !under(i.to, MACHINES))).toEqual([]);
    expect(
      [...loadedWith('src/debugger/index.ts')].filter((file) => under(file, MACHINES)),
    ).toEqual([]);
    expect(crossings(['src/sandbox'])).toEqual([]);
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
