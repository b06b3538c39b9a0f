// A TypeScript module bundled by esbuild into one plain module and imported: the simulator (run-simulator.mjs) and the
// bench's styles of play run this way, their worker threads on the same file. Through the TypeScript loader each
// thread compiles every module it loads before it plays, and the loader names each function at every call that makes
// one (a style's view makes dozens at every ask).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

/** Bundles the module at `entry` (a file URL) and imports the bundle. */
export async function bundled(entry) {
  const { outputFiles } = await build({
    entryPoints: [entry.pathname],
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
  const name = entry.pathname.split('/').pop().replace(/\.ts$/, '');
  const file = new URL(
    `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
    dir,
  );
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const part = `${file.pathname}.${process.pid}`;
    writeFileSync(part, code);
    renameSync(part, file);
  }
  return import(file.href);
}
