/**
 * Who may import whom: only `src/plugin/` touches the Owlbear SDK, and the
 * client side (popover, panels, sync) never runs the rules: it may import the
 * games' types, and the catalog of games (ids and titles), not their code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const imports = (file: string) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/^import\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => ({ typeOnly: Boolean(m[1]), from: m[2]! }));

describe('layers', () => {
  it('only src/plugin/ imports the Owlbear SDK', () => {
    const offenders = sources('src').filter((f) => !f.startsWith(join('src', 'plugin')) && imports(f).some((i) => i.from.startsWith('@owlbear-rodeo/sdk')));
    expect(offenders).toEqual([]);
  });

  it('the popover, the panels and the sync layer import no rules, only types and the catalog of games', () => {
    const clientSide = ['src/popover', 'src/panels', 'src/sync'].flatMap(sources);
    expect(clientSide.length).toBeGreaterThan(5);
    const catalog = /machines\/catalog$/;
    // The catalog itself brings in no chart: besides types, it imports each game's light metadata (meta.ts) only.
    expect(imports(join('machines', 'catalog.ts')).every((i) => i.typeOnly || /^\.\/[a-z-]+\/meta$/.test(i.from))).toBe(true);
    const offenders = clientSide.filter(
      (f) => imports(f).some((i) => !i.typeOnly && i.from.includes('machines') && !catalog.test(i.from)) || /from ['"]xstate/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(offenders.map((f) => relative(root, join(root, f)))).toEqual([]);
  });
});
