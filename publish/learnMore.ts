/**
 * The learn-more text, written once in docs/learn-more.md: what the extension is, how a GM adds it, how to play, the
 * games, the privacy note and where to get help. The build publishes it as the site's front page (`index.html`, the
 * manifest's homepage unless TAVERN_HOMEPAGE_URL names another), and the store listing (publish/store.ts) is the same
 * text. Two placeholders stand for what only the settings know: `https://<your site>/` and `https://<your help page>`.
 */
import { readFileSync } from 'node:fs';
import { DESCRIPTION, EXTENSION_NAME, FILES } from './manifest.ts';
import { blocksHtml, escapeHtml, parseMarkdown } from './markdown.ts';
import { type PublishSettings, supportOf } from './settings.ts';

export const LEARN_MORE_SOURCE = new URL('../docs/learn-more.md', import.meta.url);
/** Where the build publishes the page, below its base: the site's root answers with it. */
export const LEARN_MORE_FILE = 'index.html';
export const SITE_PLACEHOLDER = 'https://<your site>/';
export const HELP_PLACEHOLDER = 'https://<your help page>';

/** docs/learn-more.md with what the settings know filled in; a placeholder they cannot fill stays. */
export function learnMoreMarkdown(
  settings: PublishSettings,
  source = readFileSync(LEARN_MORE_SOURCE, 'utf8'),
): string {
  const support = supportOf(settings);
  let text = source;
  if (settings.siteUrl) text = text.replaceAll(SITE_PLACEHOLDER, settings.siteUrl);
  if (support) text = text.replaceAll(HELP_PLACEHOLDER, support);
  return text;
}

const STYLE = `
:root { color-scheme: light dark; --ink: #1d1a16; --page: #f7f2ea; --accent: #8a3b12; --muted: #5c544a; }
@media (prefers-color-scheme: dark) {
  :root { --ink: #eee7dc; --page: #1c1916; --accent: #f0a46b; --muted: #b8ad9f; }
}
body { margin: 0; background: var(--page); color: var(--ink); font: 1.0625rem/1.55 system-ui, sans-serif; }
main, footer { max-width: 44rem; margin: 0 auto; padding: 1.5rem 1.25rem; }
h1 { display: flex; align-items: center; gap: .6rem; font-size: clamp(1.6rem, 7vw, 2.2rem); margin: .5rem 0 1rem; }
h1 img { width: 2.5rem; height: 2.5rem; }
h2 { margin-top: 2rem; border-bottom: 1px solid color-mix(in srgb, var(--ink) 20%, transparent); }
main > img { width: 100%; height: auto; border-radius: 8px; }
a { color: var(--accent); }
code { font-size: .92em; overflow-wrap: anywhere; background: color-mix(in srgb, var(--ink) 9%, transparent);
  padding: .1em .3em; border-radius: 4px; }
li { margin: .35rem 0; }
footer { color: var(--muted); font-size: .9rem; border-top: 1px solid color-mix(in srgb, var(--ink) 20%, transparent); }
`;

/** The learn-more page as the build publishes it: one HTML file, its images beside it on the site. */
export function learnMorePage(settings: PublishSettings, source?: string): string {
  const blocks = parseMarkdown(learnMoreMarkdown(settings, source));
  const logo = `<img src="${FILES.listingIcon}" alt="">`;
  const body = blocksHtml(blocks).replace(/^<h1>/, `<h1>${logo}`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(EXTENSION_NAME)}: an Owlbear Rodeo extension</title>
<meta name="description" content="${escapeHtml(DESCRIPTION)}">
<link rel="icon" href="${FILES.listingIcon}">
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
<footer>
<p>${escapeHtml(EXTENSION_NAME)} is published by ${escapeHtml(settings.author)} under the MIT License. Its manifest: <a href="manifest.json">manifest.json</a>.</p>
</footer>
</body>
</html>
`;
}
