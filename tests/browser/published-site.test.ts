/**
 * The published site as Owlbear meets it: `npm run build` served at a domain's root and under a sub-path (`--base
 * /tavern/`). Owlbear is served from two origins and fetches the manifest from either; its SDK joins a manifest path to
 * the origin where a browser would resolve it against the manifest; it validates the manifest when a GM adds it. And
 * whoever opens the site finds the learn-more page there (publish/learnMore.ts), not the sandbox.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWLBEAR_ORIGINS } from '../../publish/origins';
import { manifestProblems, resolutions } from '../../publish/validate';
import { sharedDevServer } from './fileSandbox';
import { serveBuild, type BuiltSite } from './built-site';

const dev = sharedDevServer();
let atRoot: BuiltSite;
let atSubPath: BuiltSite;

beforeAll(async () => {
  atRoot = await serveBuild({});
  atSubPath = await serveBuild({ base: '/tavern/' });
}, 120_000);

afterAll(async () => {
  await Promise.all([atRoot?.close(), atSubPath?.close()]);
});

const sites = () => [
  { name: 'at a root', site: atRoot, base: '/' },
  { name: 'under /tavern/', site: atSubPath, base: '/tavern/' },
];

/** Every file below `dir`, relative to it. */
const filesBelow = (dir: string, prefix = ''): string[] =>
  readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );

describe('the published site', () => {
  it('answers a manifest fetch from each of Owlbear’s origins with that origin, and a foreign one with none: the dev server, and the build at a root and under a sub-path', async () => {
    for (const manifestUrl of [
      `${dev.url}/manifest.json`,
      atRoot.manifestUrl,
      atSubPath.manifestUrl,
    ]) {
      for (const origin of OWLBEAR_ORIGINS) {
        const response = await fetch(manifestUrl, { headers: { Origin: origin } });
        expect(response.status, manifestUrl).toBe(200);
        expect(response.headers.get('access-control-allow-origin'), manifestUrl).toBe(origin);
        expect(response.headers.get('vary') ?? '', manifestUrl).toMatch(/\bOrigin\b/);
      }
      const foreign = await fetch(manifestUrl, { headers: { Origin: 'https://evil.example' } });
      expect(foreign.headers.get('access-control-allow-origin'), manifestUrl).toBeNull();
    }
  });

  it('writes a manifest Owlbear accepts, whose every page and icon loads whether its path is joined to the origin or resolved against the manifest', async () => {
    for (const { name, site, base } of sites()) {
      const manifest = (await (await fetch(site.manifestUrl)).json()) as Record<string, unknown>;
      const inDist = (url: string) => {
        const path = new URL(url).pathname;
        return path.startsWith(base) && existsSync(join(site.dist, path.slice(base.length)));
      };
      expect(manifestProblems(manifest, site.manifestUrl, inDist), name).toEqual([]);
      const action = manifest.action as Record<string, string>;
      const paths = [manifest.icon, manifest.background_url, action.icon, action.popover];
      for (const path of paths as string[]) {
        expect(path.startsWith(base), `${name}: ${path}`).toBe(true);
        const { sdk, relative } = resolutions(path, site.manifestUrl);
        for (const url of [sdk, relative])
          expect((await fetch(url)).status, `${name}: ${url}`).toBe(200);
      }
    }
  });

  it('holds what Owlbear loads, the learn-more page and the listing’s header, and no sandbox: the site’s root is the learn-more page', async () => {
    for (const { name, site } of sites()) {
      const files = filesBelow(site.dist);
      const top = [...new Set(files.map((file) => file.split('/')[0]))].sort();
      expect(top, name).toEqual([
        'assets',
        'background.html',
        'debugger-modal.html',
        'icon.svg',
        'index.html',
        'logo.svg',
        'manifest.json',
        'popover.html',
        'store',
      ]);
      expect(files.filter((file) => file.endsWith('.html')).sort(), name).toEqual([
        'background.html',
        'debugger-modal.html',
        'index.html',
        'popover.html',
      ]);
      const root = await (await fetch(`${site.url}/`)).text();
      expect(root, name).toMatch(/<title>Tavern Twenty-One: an Owlbear Rodeo extension<\/title>/);
      expect(root, name).toContain('<h2>Privacy</h2>');
      expect(root, name).not.toMatch(/sandbox|<script/i);
      // Its images load from the site, at a root and under a sub-path alike.
      for (const src of root.matchAll(/<img src="([^"]+)"/g))
        expect((await fetch(new URL(src[1]!, `${site.url}/`))).status, `${name}: ${src[1]}`).toBe(
          200,
        );
    }
  });
});
