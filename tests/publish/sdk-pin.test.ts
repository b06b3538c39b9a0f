/**
 * We build on parts of the Owlbear SDK it does not export from its index (src/plugin/obrPort.ts: its message bus, its
 * `obrref` reader, its API classes), and stand in for three packages it imports (vite.config.ts: `events`, `uuid`,
 * `js-base64`). Neither is a promise the SDK makes, so the SDK is pinned to one version, and these tests say which
 * path or name moved when someone changes that version.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Alias } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

const ROOT = join(import.meta.dirname, '..', '..');
const SDK = '@owlbear-rodeo/sdk';
const SDK_DIR = join(ROOT, 'node_modules', SDK);

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** Every file below `dir` whose name ends in one of `endings`, node_modules aside. */
function filesBelow(dir: string, endings: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesBelow(path, endings);
    return endings.some((ending) => entry.name.endsWith(ending)) ? [path] : [];
  });
}

interface Import {
  /** The importing file, relative to the repository. */
  from: string;
  /** What follows `@owlbear-rodeo/sdk/`, without `.js`: `lib/api/RoomApi`. */
  path: string;
  names: string[];
}

/** The SDK internals our code and tests import: `import X from` (`default`) and `import { a, b as c } from`. */
function internalImports(): Import[] {
  const files = ['src', 'tests']
    .flatMap((dir) => filesBelow(join(ROOT, dir), ['.ts', '.tsx']))
    .filter((file) => file !== import.meta.filename);
  const statement =
    /import\s+(type\s+)?([\w$]+)?\s*,?\s*(\{[^}]*\})?\s*from\s*'@owlbear-rodeo\/sdk\/([^']+)'/g;
  const dynamic = /import\(\s*'@owlbear-rodeo\/sdk\/([^']+)'\s*\)(?:\.then\([^)]*\))?/g;
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const from = relative(ROOT, file);
    const found: Import[] = [];
    for (const [, typeOnly, defaultName, braces, path] of text.matchAll(statement)) {
      if (typeOnly) continue;
      const named = (braces ?? '')
        .replace(/[{}]/g, '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '' && !part.startsWith('type '))
        .map((part) => part.split(/\s+as\s+/)[0]!);
      found.push({ from, path: path!, names: [...(defaultName ? ['default'] : []), ...named] });
    }
    // A dynamic import's names are read off the awaited module; the path alone is checked.
    for (const [, path] of text.matchAll(dynamic)) found.push({ from, path: path!, names: [] });
    return found.map((entry) => ({ ...entry, path: entry.path.replace(/\.js$/, '') }));
  });
}

/** Whether the module's source exports `name` (`default`, or a declaration or list naming it). */
function exportsName(source: string, name: string): boolean {
  if (name === 'default') return /^export default /m.test(source);
  const declared = new RegExp(
    `^export (async )?(function\\*?|const|let|var|class) ${name.replace('$', '\\$')}\\b`,
    'm',
  );
  const listed = new RegExp(`^export \\{[^}]*\\b${name}\\b[^}]*\\}`, 'm');
  return declared.test(source) || listed.test(source);
}

describe('the Owlbear SDK we build on', () => {
  it('is pinned to one exact version, the one installed and locked', () => {
    const wanted = readJson(join(ROOT, 'package.json')).dependencies[SDK] as string;
    expect(wanted, `package.json must name one exact ${SDK} version`).toMatch(/^\d+\.\d+\.\d+$/);
    const lock = readJson(join(ROOT, 'package-lock.json'));
    expect(lock.packages[''].dependencies[SDK], 'package-lock.json’s own entry').toBe(wanted);
    expect(lock.packages[`node_modules/${SDK}`].version, 'package-lock.json’s resolved SDK').toBe(
      wanted,
    );
    expect(readJson(join(SDK_DIR, 'package.json')).version, 'the installed SDK').toBe(wanted);
  });

  it('still has every internal module we import, with the names we import from it', () => {
    const imports = internalImports();
    // The message bus, the obrref reader and the API classes of src/plugin/obrPort.ts at least.
    expect(imports.map((i) => i.path)).toEqual(
      expect.arrayContaining([
        'lib/messages/MessageBus',
        'lib/common/getDetails',
        'lib/api/RoomApi',
      ]),
    );
    const problems = imports.flatMap(({ from, path, names }) => {
      const js = join(SDK_DIR, `${path}.js`);
      const types = join(SDK_DIR, `${path}.d.ts`);
      if (!existsSync(js) || !existsSync(types))
        return [`${from} imports ${SDK}/${path}, which the installed SDK no longer has`];
      const source = readFileSync(js, 'utf8');
      return names
        .filter((name) => !exportsName(source, name))
        .map((name) => `${from} imports ${name} from ${SDK}/${path}, which no longer exports it`);
    });
    expect(problems).toEqual([]);
  });

  it('imports from the packages we stand in for only what our stand-ins export', async () => {
    const aliases = (viteConfig.resolve?.alias ?? []) as Alias[];
    const standIn = (name: string) =>
      aliases.find((alias) => alias.find instanceof RegExp && alias.find.test(name));
    const sdkFiles = filesBelow(join(SDK_DIR, 'lib'), ['.js']);
    const imported = /import\s+([^;]*?)\s*from\s*"([^"./][^"]*)"/g;
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const file of sdkFiles) {
      for (const [, clause, pkg] of readFileSync(file, 'utf8').matchAll(imported)) {
        const alias = standIn(pkg!);
        if (!alias) continue;
        seen.add(pkg!);
        const ours = (await import(alias.replacement)) as Record<string, unknown>;
        const where = `${relative(SDK_DIR, file)} imports`;
        const replacement = relative(ROOT, alias.replacement);
        if (clause!.includes('*'))
          problems.push(`${where} all of "${pkg}", which ${replacement} stands in for in part`);
        const [defaultName] = /^[\w$]+/.exec(clause!) ?? [];
        const named = /\{([^}]*)\}/.exec(clause!)?.[1] ?? '';
        const names = [
          ...(defaultName ? ['default'] : []),
          ...named
            .split(',')
            .map((part) => part.trim().split(/\s+as\s+/)[0]!)
            .filter(Boolean),
        ];
        for (const name of names)
          if (!(name in ours))
            problems.push(`${where} ${name} from "${pkg}", which ${replacement} does not export`);
      }
    }
    expect(problems).toEqual([]);
    // Each stand-in still stands in for something the SDK imports: an alias nothing needs is one to remove.
    expect([...seen].sort()).toEqual(['events', 'js-base64', 'uuid']);
  });
});
