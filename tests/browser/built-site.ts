/**
 * The extension as it is published: `vite build` into a temporary folder (at a domain's root, or for a sub-path with
 * `base`), served by `vite preview` as a static host serves it, with the CORS answer the dev server and the hosting
 * instructions give Owlbear's origins. The sandbox page is not in the build: it comes from the dev server, whose
 * origin a test passes as `sandboxOrigin` so the preview lets it read the manifest as it lets Owlbear.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type Plugin, type PreviewServer } from 'vite';
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

function configAt(base: string) {
  return { root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'error' as const, base };
}

/**
 * `vite build` for `base` into a fresh temporary folder, as `npm run build` makes it; resolves with the folder. Vite
 * builds for production only under `NODE_ENV=production`, and Vitest sets `test`: left so, the build would carry
 * Preact's debug checks and devtools hook, which the published extension does not.
 */
export async function buildExtension(base = '/'): Promise<string> {
  const dist = mkdtempSync(join(tmpdir(), 'tavern-dist-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ ...configAt(base), build: { outDir: dist, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return dist;
}

export async function serveBuild(options: {
  sandboxOrigin?: string;
  base?: string;
}): Promise<BuiltSite> {
  const base = options.base ?? '/';
  const dist = await buildExtension(base);
  const config = configAt(base);
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

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/**
 * A dev-server plugin answering `base` (e.g. `/built/`) with the files of a build made for that base, before Vite's
 * own middlewares: the built extension then shares the dev server's origin, so its pages' storage and the sandbox's
 * cross-site switch behave as with the dev pages, at the cost of a static site rather than ~150 modules per page.
 */
export function serveBuiltAt(base: string, dist: string): Plugin {
  return {
    name: 'tavern-tests-built-extension',
    configureServer(server) {
      server.middlewares.use(base, (req, res, next) => {
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        const file = resolve(dist, `.${path}`);
        if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
        res.end(readFileSync(file));
      });
    },
  };
}
