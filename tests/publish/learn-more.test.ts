/**
 * The learn-more page (publish/learnMore.ts from docs/learn-more.md): it says what the extension is, how a GM adds it,
 * how to play, the games, what is stored where and how to get help; its games are the registry's, and its privacy
 * note names every store, key and channel the code uses, so neither can fall behind the code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, REGISTRY } from '../../machines/catalog';
import { recordName } from '../../src/host/persistence';
import { STORES } from '../../src/sync/idb';
import { CLAIM_KEY } from '../../src/sync/hostClaim';
import {
  CHANNEL,
  HOST_KEY,
  PLAYER_KEY,
  readerChannel,
  TABLE_KEY,
  VERIFYING_KEY,
} from '../../src/sync/wire';
import {
  HELP_PLACEHOLDER,
  learnMoreMarkdown,
  learnMorePage,
  SITE_PLACEHOLDER,
} from '../../publish/learnMore';
import { blocksHtml, inlineHtml, parseMarkdown } from '../../publish/markdown';
import { settingsFrom } from '../../publish/settings';

const root = join(import.meta.dirname, '..', '..');
const SITE = 'https://someone.github.io/tavern/';
const SUPPORT = 'https://github.com/someone/tavern/issues';
const pagesLike = settingsFrom({ TAVERN_SITE_URL: SITE, TAVERN_SUPPORT_URL: SUPPORT });

/** The text of the section under the `##` heading `title`, up to the next one. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`No section "${title}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

describe('the learn-more page', () => {
  const markdown = learnMoreMarkdown(pagesLike);

  it('covers adding it, playing, the games, privacy and help, in that order', () => {
    const headings = parseMarkdown(markdown)
      .filter((block) => block.kind === 'h1' || block.kind === 'h2')
      .map((block) => ('text' in block ? block.text : ''));
    expect(headings).toEqual([
      'Tavern Twenty-One',
      'Add it to your room',
      'How to play',
      'The games',
      'Privacy',
      'Help',
    ]);
  });

  it('gives the GM the manifest’s address to paste, and the help page, from the settings', () => {
    expect(section(markdown, 'Add it to your room')).toContain(`\`${SITE}manifest.json\``);
    expect(section(markdown, 'Help')).toContain(SUPPORT);
    expect(markdown).not.toContain('<your ');
    // Without a help page, help is on the homepage, and without one, on the site itself.
    expect(learnMoreMarkdown(settingsFrom({ TAVERN_SITE_URL: SITE }))).toContain(
      `problems: ${SITE}`,
    );
    // A build given no site keeps the placeholders, rather than an address that does not exist.
    const unset = learnMoreMarkdown(settingsFrom({}));
    expect(unset).toContain(`${SITE_PLACEHOLDER}manifest.json`);
    expect(unset).toContain(HELP_PLACEHOLDER);
  });

  it('names every game the tavern serves, and each mode of a game that has several', () => {
    const games = section(markdown, 'The games').toLowerCase();
    const entries = GAME_IDS.map((id) => REGISTRY[id]);
    for (const { game, mode } of entries) {
      expect(games, game).toContain(`**${game.toLowerCase()}**`);
      if (entries.filter((entry) => entry.game === game).length > 1)
        expect(games, `${game}: ${mode}`).toContain(mode.toLowerCase());
    }
  });

  it('names in its privacy note every IndexedDB store, metadata key and broadcast channel the code uses', () => {
    const privacy = section(markdown, 'Privacy');
    const database = /const DB_NAME = '([^']+)'/.exec(
      readFileSync(join(root, 'src/sync/idb.ts'), 'utf8'),
    )?.[1];
    expect(database).toBeDefined();
    const names = [
      database!,
      ...STORES,
      recordName('<room>', '<player>'),
      TABLE_KEY,
      HOST_KEY,
      PLAYER_KEY,
      VERIFYING_KEY,
      CLAIM_KEY,
      CHANNEL,
      readerChannel('<player>'),
    ];
    for (const name of names) expect(privacy, name).toContain(`\`${name}\``);
    expect(privacy).toMatch(/no analytics/);
    expect(privacy).toMatch(/contacts no site but Owlbear Rodeo/);
  });

  it('is one HTML page with the text, its images beside it on the site, and the author', () => {
    const page = learnMorePage(
      settingsFrom({ TAVERN_SITE_URL: SITE, TAVERN_AUTHOR: 'Mira & the <Innkeepers>' }),
    );
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<h2>Privacy</h2>');
    expect(page).toContain('<img src="store/header.png"');
    expect(page).toContain(`<code>${SITE}manifest.json</code>`);
    expect(page).toContain('published by Mira &#38; the &#60;Innkeepers&#62;');
    expect(page).not.toMatch(/<script/);
  });
});

describe('the learn-more page’s Markdown', () => {
  it('reads headings, paragraphs across lines, an image, and lists whose items go on indented', () => {
    const blocks = parseMarkdown(
      '# Title\n\n![Alt](a.png)\n\nOne\ntwo.\n\n1. First\n   more.\n2. Second\n\n- a\n- b\n',
    );
    expect(blocks).toEqual([
      { kind: 'h1', text: 'Title' },
      { kind: 'img', alt: 'Alt', src: 'a.png' },
      { kind: 'p', text: 'One two.' },
      { kind: 'ol', items: ['First more.', 'Second'] },
      { kind: 'ul', items: ['a', 'b'] },
    ]);
    expect(blocksHtml(blocks)).toContain('<ol><li>First more.</li><li>Second</li></ol>');
  });

  it('refuses Markdown it cannot show, naming the line', () => {
    expect(() => parseMarkdown('Text\n\n### Deeper')).toThrow(
      'Line 3 is Markdown this page cannot show: "### Deeper"',
    );
    expect(() => parseMarkdown('> quoted')).toThrow(/Line 1/);
  });

  it('writes code, bold, links and bare URLs, escaping everything else', () => {
    expect(
      inlineHtml(
        '**Bold** <b> `a <b> **c**` [here](https://x.example/?a=1&b=2), https://y.example.',
      ),
    ).toBe(
      '<strong>Bold</strong> &#60;b&#62; <code>a &#60;b&#62; **c**</code> <a href="https://x.example/?a=1&#38;b=2">here</a>, <a href="https://y.example">https://y.example</a>.',
    );
  });
});
