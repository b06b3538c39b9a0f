// `npm run simulate`: the simulator (scripts/simulate.ts) bundled into one plain module and run, its worker threads
// on the same bundle. Through the TypeScript loader each thread compiles every module it loads before it plays, and
// the loader names each function at every call that makes one (a style's view makes dozens at every ask).
// Named apart from simulate.ts: an import of "./simulate" without extension would find a simulate.mjs first.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const { outputFiles } = await build({
  entryPoints: [new URL('./simulate.ts', import.meta.url).pathname],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The packages stay where npm put them: the bundle sits in node_modules, so Node finds them from it.
  packages: 'external',
  write: false,
  logLevel: 'warning',
});
const code = outputFiles[0].text;
// Named by its content: runs of the same code share one file, and no run overwrites another's.
const dir = new URL('../node_modules/.cache/simulator/', import.meta.url);
const file = new URL(
  `simulate-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
  dir,
);
if (!existsSync(file)) {
  mkdirSync(dir, { recursive: true });
  const part = `${file.pathname}.${process.pid}`;
  writeFileSync(part, code);
  renameSync(part, file);
}
const { cli } = await import(file.href);
await cli();
