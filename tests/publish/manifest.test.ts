/**
 * The manifest the build writes (publish/manifest.ts) loads under every reading of Owlbear's rules: its paths give one
 * URL whether joined to the origin, as Owlbear's SDK does, or resolved against the manifest; and it passes the checks
 * of publish/validate.ts, which hold Owlbear's documented limits ("description: at most 128 characters").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest, PERMISSIONS, pathPrefix } from '../../publish/manifest';
import { checkSiteMatchesBase, DEFAULT_AUTHOR, settingsFrom } from '../../publish/settings';
import { manifestProblems, resolutions } from '../../publish/validate';

const root = join(import.meta.dirname, '..', '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const author = DEFAULT_AUTHOR;
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
    expect(pathsOf(buildManifest({ base: '/', version, author }))).toEqual([
      '/logo.svg',
      '/icon.svg',
      '/popover.html',
      '/background.html',
    ]);
    expect(pathsOf(buildManifest({ base: '/tavern/', version, author }))).toEqual([
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
      const manifest = buildManifest({ base, version, author });
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
    const manifest = buildManifest({ base: '/', version, author });
    expect(manifest.description.length).toBeLessThanOrEqual(128);
    expect(manifest.description).toMatch(/dice/);
    expect(manifest.version).toBe(version);
    expect(manifest.manifest_version).toBe(1);
  });

  it('has a homepage only when the build is given one, and only an https one', () => {
    expect(buildManifest({ base: '/', version, author })).not.toHaveProperty('homepage_url');
    expect(settingsFrom({ TAVERN_HOMEPAGE_URL: '  ' })).not.toHaveProperty('homepageUrl');
    const { homepageUrl } = settingsFrom({ TAVERN_HOMEPAGE_URL: 'https://tavern.example/about' });
    expect(buildManifest({ base: '/', version, author, homepageUrl }).homepage_url).toBe(
      'https://tavern.example/about',
    );
    expect(() => settingsFrom({ TAVERN_HOMEPAGE_URL: 'http://tavern.example' })).toThrow(
      /TAVERN_HOMEPAGE_URL must be an https URL/,
    );
  });

  it('names the author the build is given, and the contributors otherwise', () => {
    expect(settingsFrom({}).author).toBe('Tavern Twenty-One contributors');
    const { author: named } = settingsFrom({ TAVERN_AUTHOR: ' Mira the Innkeeper ' });
    expect(buildManifest({ base: '/', version, author: named }).author).toBe('Mira the Innkeeper');
  });

  it('asks Owlbear for the clipboard its debugger’s Copy button writes to, with the reason', () => {
    expect(buildManifest({ base: '/', version, author }).permissions).toEqual([
      { name: 'clipboard-write', reason: expect.stringMatching(/copies/) },
    ]);
    expect(PERMISSIONS.map((p) => p.name)).toEqual(['clipboard-write']);
  });
});

describe('the manifest check', () => {
  const good = buildManifest({ base: '/', version, author });
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

  it('finds a permission Owlbear does not list, one written as a bare name, and one without its reason', () => {
    const bad = {
      ...good,
      permissions: [{ name: 'geolocation', reason: 'maps' }, 'clipboard-write', { name: 'camera' }],
    };
    expect(manifestProblems(bad, url, anyFile)).toEqual([
      'permissions[0].name is "geolocation", not one of Owlbear\'s',
      "permissions[1].name is undefined, not one of Owlbear's",
      'permissions[2].reason is missing',
    ]);
  });
});

describe('the site’s URL against the build’s base', () => {
  it('refuses a site under /tavern/ built for the domain’s root, whose manifest would name files it lacks', () => {
    const settings = settingsFrom({ TAVERN_SITE_URL: 'https://someone.github.io/tavern' });
    expect(settings.siteUrl).toBe('https://someone.github.io/tavern/');
    expect(() => checkSiteMatchesBase(settings, '/')).toThrow(
      "TAVERN_SITE_URL is https://someone.github.io/tavern/, whose path is /tavern/, but the build's base is /: build with `--base /tavern/`.",
    );
    expect(() => checkSiteMatchesBase(settings, '/tavern/')).not.toThrow();
    expect(() => checkSiteMatchesBase(settingsFrom({}), '/tavern/')).not.toThrow();
  });
});
