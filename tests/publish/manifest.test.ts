/**
 * The manifest the build writes (publish/manifest.ts) loads under every reading of Owlbear's rules: its paths give one
 * URL whether joined to the origin, as Owlbear's SDK does, or resolved against the manifest; and it passes the checks
 * of publish/validate.ts, which hold Owlbear's documented limits ("description: at most 128 characters").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest, homepageFrom, pathPrefix } from '../../publish/manifest';
import { manifestProblems, resolutions } from '../../publish/validate';

const root = join(import.meta.dirname, '..', '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
};
/** A file the build publishes at `path` below its base: `public/` files, and the HTML entries at the top of the repo. */
const published = (base: string) => (url: string) => {
  const path = new URL(url).pathname;
  if (!path.startsWith(base)) return false;
  const file = path.slice(base.length);
  return existsSync(join(root, 'public', file)) || existsSync(join(root, file));
};
const pathsOf = (m: ReturnType<typeof buildManifest>) => [
  m.icon,
  m.action.icon,
  m.action.popover,
  m.background_url,
];

describe('the manifest, written from Vite’s base', () => {
  it('names every page and icon root-relative, at a domain’s root and under a sub-path', () => {
    expect(pathsOf(buildManifest({ base: '/', version }))).toEqual([
      '/logo.svg',
      '/icon.svg',
      '/popover.html',
      '/background.html',
    ]);
    expect(pathsOf(buildManifest({ base: '/tavern/', version }))).toEqual([
      '/tavern/logo.svg',
      '/tavern/icon.svg',
      '/tavern/popover.html',
      '/tavern/background.html',
    ]);
  });

  it('gives each path one URL under both readings, and every one is a file the build publishes', () => {
    for (const [base, site] of [
      ['/', 'https://tavern.example'],
      ['/tavern/', 'https://someone.github.io'],
    ] as const) {
      const manifestUrl = `${site}${base}manifest.json`;
      const manifest = buildManifest({ base, version });
      expect(manifestProblems(manifest, manifestUrl, published(base))).toEqual([]);
      for (const path of pathsOf(manifest)) {
        const { sdk, relative } = resolutions(path, manifestUrl);
        expect(sdk).toBe(relative);
        expect(sdk.startsWith(`${site}${base}`)).toBe(true);
      }
    }
  });

  it('refuses a relative base, whose paths Owlbear’s SDK would join to the origin', () => {
    expect(() => pathPrefix('./')).toThrow(/root-relative base/);
    expect(pathPrefix('/tavern')).toBe('/tavern/');
  });

  it('says what it is in at most 128 characters, and keeps its version with the package’s', () => {
    const manifest = buildManifest({ base: '/', version });
    expect(manifest.description.length).toBeLessThanOrEqual(128);
    expect(manifest.description).toMatch(/dice/);
    expect(manifest.version).toBe(version);
    expect(manifest.manifest_version).toBe(1);
  });

  it('has a homepage only when the build is given one, and only an https one', () => {
    expect(buildManifest({ base: '/', version })).not.toHaveProperty('homepage_url');
    expect(homepageFrom(undefined)).toBeUndefined();
    expect(homepageFrom('  ')).toBeUndefined();
    const homepageUrl = homepageFrom('https://tavern.example/about');
    expect(buildManifest({ base: '/', version, homepageUrl }).homepage_url).toBe(
      'https://tavern.example/about',
    );
    expect(() => homepageFrom('http://tavern.example')).toThrow(/https URL/);
  });
});

describe('the manifest check', () => {
  const good = buildManifest({ base: '/', version });
  const url = 'https://tavern.example/manifest.json';
  const anyFile = () => true;

  it('finds a bare path, which loads from "https://tavern.examplepopover.html" in Owlbear’s SDK', () => {
    const bare = { ...good, action: { ...good.action, popover: 'popover.html' } };
    expect(manifestProblems(bare, url, anyFile)).toEqual([
      'action.popover "popover.html" loads from https://tavern.examplepopover.html in Owlbear\'s SDK but from https://tavern.example/popover.html beside the manifest',
    ]);
  });

  it('finds a description over 128 characters, a wrong manifest_version, a missing field, a popover too narrow', () => {
    const bad = {
      ...good,
      manifest_version: 2,
      author: undefined,
      description: 'd'.repeat(129),
      action: { ...good.action, width: 120 },
    };
    expect(manifestProblems(bad, url, anyFile)).toEqual([
      'manifest_version is 2, not 1',
      'author is missing',
      'description is 129 characters, over 128',
      'action.width is 120, not a whole number from 300 to 600',
    ]);
  });

  it('finds a page the site does not have', () => {
    expect(manifestProblems(good, url, (u) => !u.endsWith('/background.html'))).toEqual([
      'background_url "/background.html" is not a file of the site (https://tavern.example/background.html)',
    ]);
  });
});
