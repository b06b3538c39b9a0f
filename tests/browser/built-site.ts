/**
 * The extension as it is published: `vite build` into a temporary folder (at a domain's root, or for a sub-path with
 * `base`), served by `vite preview` as a static host serves it, with the CORS answer the dev server and the hosting
 * instructions give Owlbear's origins. The sandbox page is not in the build: it comes from the dev server, whose
 * origin a test passes as `sandboxOrigin` so the preview lets it read the manifest as it lets Owlbear.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import { OWLBEAR_ORIGINS } from '../../publish/origins';
import { freePort } from './launch';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BuiltSite {
  /** The site's URL without its last slash: `http://127.0.0.1:<port>` or `http://127.0.0.1:<port>/tavern`. */
  readonly url: string;
  readonly manifestUrl: string;
  /** The folder the build wrote. */
  readonly dist: string;
  readonly server: PreviewServer;
  close(): Promise<void>;
}

export async function serveBuild(options: {
  sandboxOrigin?: string;
  base?: string;
}): Promise<BuiltSite> {
  const base = options.base ?? '/';
  const dist = mkdtempSync(join(tmpdir(), 'tavern-dist-'));
  const config = {
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'error' as const,
    base,
  };
  await build({ ...config, build: { outDir: dist, emptyOutDir: true } });
  const server = await preview({
    ...config,
    build: { outDir: dist },
    preview: {
      host: '127.0.0.1',
      port: await freePort(),
      strictPort: true,
      open: false,
      cors: {
        origin: [...OWLBEAR_ORIGINS, ...(options.sandboxOrigin ? [options.sandboxOrigin] : [])],
      },
    },
  });
  const url = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  return {
    url,
    manifestUrl: `${url}/manifest.json`,
    dist,
    server,
    async close() {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
