/**
 * Every TypeScript block in README.md and docs/*.md (docs/rules/ aside) is a
 * program that must type-check and run, so an example cannot drift from the
 * code it shows. A block is written as a file one folder below the repo's root
 * (as if it sat in `examples/`), so it imports `../machines`; all the blocks
 * are type-checked by one `tsc` call, then each is imported and run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

interface Block {
  doc: string;
  line: number;
  lang: string;
  code: string;
}

/** The fenced blocks of one Markdown file whose language is TypeScript. */
function typeScriptBlocks(doc: string, text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, , fence = '```', lang = ''] = open;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !(lines[i] ?? '').trim().startsWith(fence); i++) {
      body.push(lines[i] ?? '');
    }
    if (/^(ts|typescript|tsx)$/i.test(lang)) {
      blocks.push({ doc, line: start + 1, lang, code: body.join('\n') });
    }
  }
  return blocks;
}

const blocks = DOCS.flatMap((doc) => typeScriptBlocks(doc, readFileSync(join(ROOT, doc), 'utf8')));
const fileOf = (block: Block, index: number) =>
  `${block.doc.replace(/[^\w]+/g, '-')}-${block.line}-${index}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`;

let dir = '';
let typeErrors = '';

beforeAll(() => {
  dir = mkdtempSync(join(ROOT, '.doc-blocks-'));
  blocks.forEach((block, index) => {
    // `export {}` keeps each block a module of its own, whatever it declares.
    writeFileSync(join(dir, fileOf(block, index)), `${block.code}\nexport {};\n`);
  });
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: '../tsconfig.json', include: ['./*.ts', './*.tsx'] }),
  );
  try {
    execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', join(dir, 'tsconfig.json')], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (e) {
    const failed = e as { stdout?: string; stderr?: string };
    typeErrors = `${failed.stdout ?? ''}${failed.stderr ?? ''}`.trim() || String(e);
  }
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the TypeScript blocks of the docs', () => {
  it('are found (a doc that shows the API shows it in a block this test runs)', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  it('type-check with the project settings, all together', () => {
    expect(typeErrors).toBe('');
  });

  it.each(blocks.map((block, index) => [`${block.doc}:${block.line}`, block, index] as const))(
    '%s runs to its end',
    async (_name, block, index) => {
      await import(pathToFileURL(join(dir, fileOf(block, index))).href);
    },
  );
});
