/**
 * The extension store's listing (publish/store.ts) against the rules of the store's validator (publish/validate.ts,
 * after the `owlbear-rodeo/extensions` repository's manifest check): "title, description, author, image, icon, tags,
 * manifest and learn-more" all present, tags from its list, and ours on top: every URL absolute https, on the
 * published site, and the description within 128 characters. No URL is ever made up: without the site's URL the
 * listing is refused, naming what is missing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION } from '../../publish/manifest';
import { settingsFrom } from '../../publish/settings';
import { HEADER_FILE, storeListing } from '../../publish/store';
import { LISTING_FIELDS, listingProblems, STORE_TAGS } from '../../publish/validate';

const root = join(import.meta.dirname, '..', '..');

/** The front matter's fields: `key: value` lines (a value quoted as a JSON string, or plain) and the tags' list. */
function frontMatter(listing: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(listing);
  if (!match) throw new Error('The listing has no front matter');
  const fields: Record<string, unknown> = {};
  let list: string[] | null = null;
  for (const line of match[1]!.split('\n')) {
    const item = /^ {2}- (.+)$/.exec(line);
    if (item && list) {
      list.push(item[1]!);
      continue;
    }
    const [, key, value] = /^([\w-]+):\s*(.*)$/.exec(line) ?? [];
    if (!key) throw new Error(`Not a front matter line: ${line}`);
    if (value === '') fields[key] = list = [];
    else fields[key] = value!.startsWith('"') ? JSON.parse(value!) : value;
  }
  return fields;
}

const SITE = 'https://someone.github.io/tavern/';
const HOMEPAGE = 'https://someone.example/tavern';
const pagesLike = settingsFrom({ TAVERN_SITE_URL: SITE, TAVERN_HOMEPAGE_URL: HOMEPAGE });

describe('the store listing', () => {
  it('with the site and the homepage, has every field the store requires, and passes its rules', () => {
    const fields = frontMatter(storeListing(pagesLike));
    expect(Object.keys(fields)).toEqual([...LISTING_FIELDS]);
    expect(fields).toEqual({
      title: 'Tavern Twenty-One',
      description: DESCRIPTION,
      author: 'Tavern Twenty-One contributors',
      image: `${SITE}${HEADER_FILE}`,
      icon: `${SITE}logo.svg`,
      tags: ['dice', 'other'],
      manifest: `${SITE}manifest.json`,
      'learn-more': HOMEPAGE,
    });
    expect(listingProblems(fields)).toEqual([]);
    expect((fields.description as string).length).toBeLessThanOrEqual(128);
  });

  it('takes the author from TAVERN_AUTHOR, and learn-more from the site’s own page without a homepage', () => {
    const fields = frontMatter(
      storeListing(settingsFrom({ TAVERN_SITE_URL: SITE, TAVERN_AUTHOR: 'Mira the Innkeeper' })),
    );
    expect(fields.author).toBe('Mira the Innkeeper');
    expect(fields['learn-more']).toBe(SITE);
    expect(listingProblems(fields)).toEqual([]);
  });

  it('is refused without the site’s URL, naming each missing field and the setting that fills it', () => {
    expect(() => storeListing(settingsFrom({}))).toThrow(
      'the store listing cannot be written: image, icon and manifest need TAVERN_SITE_URL; learn-more needs TAVERN_HOMEPAGE_URL or TAVERN_SITE_URL.',
    );
    expect(() => storeListing(settingsFrom({ TAVERN_HOMEPAGE_URL: HOMEPAGE }))).toThrow(
      /cannot be written: image, icon and manifest need TAVERN_SITE_URL\. TAVERN_SITE_URL is the URL/,
    );
  });

  it('is the learn-more text, every link and image absolute and on the site, no placeholder left', () => {
    const listing = storeListing(pagesLike);
    const page = listing.slice(listing.indexOf('\n---\n') + 5);
    expect(page).toContain('# Tavern Twenty-One');
    expect(page).toContain(`](${SITE}${HEADER_FILE})`);
    expect(page).toContain(`\`${SITE}manifest.json\``);
    expect(page).not.toMatch(/<your /);
    for (const [, target] of page.matchAll(/\]\(([^)]+)\)/g)) expect(target).toMatch(/^https:\/\//);
  });

  it('takes a site URL with or without its last slash, and only https', () => {
    expect(settingsFrom({ TAVERN_SITE_URL: 'https://tavern.example' }).siteUrl).toBe(
      'https://tavern.example/',
    );
    expect(() => settingsFrom({ TAVERN_SITE_URL: 'http://tavern.example/' })).toThrow(
      'TAVERN_SITE_URL must be an https URL, not "http://tavern.example/".',
    );
  });

  it('has a landscape header image in the repository, at least 640 px wide and at most 300 KB', () => {
    const png = readFileSync(join(root, 'docs', HEADER_FILE));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The PNG's IHDR: width then height, big-endian, from byte 16.
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(width).toBeGreaterThan(height * 1.5);
    // "readable at 640 px wide, at most 300 KB": drawn at least that wide, never scaled up to it.
    expect(width).toBeGreaterThanOrEqual(640);
    expect(png.length).toBeLessThanOrEqual(300 * 1024);
  });
});

describe('npm run store', () => {
  /** scripts/store.ts as `npm run store -- <file>` runs it, with only `env` of the publishing settings. */
  const run = (file: string, env: Record<string, string>) => {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('TAVERN_')),
    );
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/store.ts', file], {
      cwd: root,
      env: { ...inherited, ...env },
      encoding: 'utf8',
    });
  };

  it('writes nothing and fails, saying what is missing, without the site’s URL; writes the listing with it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tavern-store-'));
    try {
      const file = join(dir, 'store.md');
      const refused = run(file, {});
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(
        /^npm run store: the store listing cannot be written: image, icon/,
      );
      expect(() => readFileSync(file)).toThrow();
      const written = run(file, { TAVERN_SITE_URL: SITE, TAVERN_HOMEPAGE_URL: HOMEPAGE });
      expect(written.status, written.stderr).toBe(0);
      expect(readFileSync(file, 'utf8')).toBe(storeListing(pagesLike));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the store’s rules', () => {
  const good = frontMatter(storeListing(pagesLike));

  it('find every missing field, as the store’s validator does', () => {
    expect(listingProblems({})).toEqual(LISTING_FIELDS.map((field) => `${field} is missing`));
  });

  it('refuse a tag off the store’s list, Owlbear’s own tag, and no tag at all', () => {
    expect(STORE_TAGS).not.toContain('built-by-owlbear');
    expect(listingProblems({ ...good, tags: ['dice', 'games', 'built-by-owlbear'] })).toEqual([
      'tag "games" is not one of the store\'s',
      'tag "built-by-owlbear" is not one of the store\'s',
    ]);
    expect(listingProblems({ ...good, tags: [] })).toEqual([
      'tags is not a list of at least one tag',
    ]);
  });

  it('refuse a relative, http or malformed URL, and take an email address for learn-more', () => {
    expect(
      listingProblems({
        ...good,
        image: 'store/header.png',
        icon: 'http://someone.github.io/tavern/logo.svg',
        manifest: 'https://',
        'learn-more': 'someone.example',
      }),
    ).toEqual([
      'image is not an absolute https URL: store/header.png',
      'icon is not an absolute https URL: http://someone.github.io/tavern/logo.svg',
      'manifest is not an absolute https URL: https://',
      'learn-more is neither an absolute https URL nor an email address: someone.example',
    ]);
    expect(listingProblems({ ...good, 'learn-more': 'tavern@someone.example' })).toEqual([]);
  });

  it('refuse a description over 128 characters and a blank author', () => {
    expect(listingProblems({ ...good, description: 'd'.repeat(129), author: ' ' })).toEqual([
      'author is missing',
      'description is 129 characters, over 128',
    ]);
  });
});
