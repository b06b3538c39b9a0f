/**
 * The extension store's listing (docs/store.md, publish/store.ts): every field Owlbear's store reads, in its format,
 * "no made-up URLs" (each one comes from a build-time setting, and is left out while that is unset), and a landscape
 * header image in the repository.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION } from '../../publish/manifest';
import { HEADER_FILE, siteFrom, storeListing } from '../../publish/store';

const root = join(import.meta.dirname, '..', '..');
/** The store's tags; only Owlbear's own extensions may carry `built-by-owlbear`. */
const STORE_TAGS = [
  'dice',
  'fog',
  'tool',
  'content-pack',
  'drawing',
  'audio',
  'combat',
  'automation',
  'other',
];

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

describe('the store listing', () => {
  it('with both settings, has every field Owlbear’s store requires, each URL absolute and on the published site', () => {
    const fields = frontMatter(storeListing({ siteUrl: SITE, homepageUrl: HOMEPAGE }));
    expect(fields).toEqual({
      title: 'Tavern Twenty-One',
      description: DESCRIPTION,
      author: expect.any(String),
      image: `${SITE}${HEADER_FILE}`,
      icon: `${SITE}logo.svg`,
      tags: expect.any(Array),
      manifest: `${SITE}manifest.json`,
      'learn-more': HOMEPAGE,
    });
    const tags = fields.tags as string[];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(STORE_TAGS).toContain(tag);
  });

  it('names no URL while its settings are unset, and the repository’s docs/store.md is that listing', () => {
    const listing = storeListing({});
    expect(listing).not.toMatch(/https?:\/\//);
    expect(Object.keys(frontMatter(listing))).toEqual(['title', 'description', 'author', 'tags']);
    expect(readFileSync(join(root, 'docs', 'store.md'), 'utf8')).toBe(listing);
  });

  it('takes a site URL with or without its last slash, and only https', () => {
    expect(siteFrom('https://tavern.example')).toBe('https://tavern.example/');
    expect(siteFrom(undefined)).toBeUndefined();
    expect(() => siteFrom('http://tavern.example/')).toThrow(/https URL/);
  });

  it('has a landscape header image in the repository', () => {
    const png = readFileSync(join(root, 'docs', HEADER_FILE));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The PNG's IHDR: width then height, big-endian, from byte 16.
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(width).toBeGreaterThan(height * 1.5);
  });
});
