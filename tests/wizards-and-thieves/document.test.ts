/**
 * docs/rules/wizards-and-thieves.md cites, under each decision, the tests
 * that pin it (`file` › name). Every citation must name a test that exists, so
 * the document and the tests cannot drift apart.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const doc = readFileSync(join(here, '../../docs/rules/wizards-and-thieves.md'), 'utf8');

/** The names of a test file's `it(...)` calls, with their escapes read. */
function testNames(file: string): string[] {
  const text = readFileSync(join(here, file), 'utf8');
  const names: string[] = [];
  for (const m of text.matchAll(/\bit\(\s*'((?:\\.|[^'\\])*)'/g)) {
    names.push(
      m[1]!
        .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        .replace(/\\(.)/g, '$1'),
    );
  }
  return names;
}

const citations = [...doc.matchAll(/^- `([\w./-]+\.test\.ts)` › (.+)$/gm)].map((m) => ({
  file: m[1]!,
  name: m[2]!.trim(),
}));

describe('the rules document', () => {
  it('cites at least one test under every decision, from this folder', () => {
    const files = new Set(readdirSync(here));
    expect(citations.length).toBeGreaterThan(40);
    for (const { file } of citations) expect(files.has(file), file).toBe(true);
  });

  it('names only tests that exist, word for word', () => {
    const missing = citations
      .filter(({ file, name }) => !testNames(file).includes(name))
      .map(({ file, name }) => `${file} › ${name}`);
    expect(missing).toEqual([]);
  });
});
