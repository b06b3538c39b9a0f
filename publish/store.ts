/**
 * The extension store's listing (docs/store.md), in the format of Owlbear's extension store: a front matter with the
 * title, description, author, header image, icon, tags, manifest and learn-more link, then the page. Every URL comes
 * from a build-time setting and is left out while it is unset, so the listing never names a site that does not exist:
 * TAVERN_SITE_URL, where `dist/` is published (the manifest, the listing icon and the header image are there), and
 * TAVERN_HOMEPAGE_URL, the extension's homepage (the manifest's `homepage_url` and the listing's learn-more link).
 */
import { AUTHOR, DESCRIPTION, EXTENSION_NAME, FILES, homepageFrom } from './manifest.ts';

export const SITE_SETTING = 'TAVERN_SITE_URL';
/** Where the build publishes the header image (docs/store/header.png), below its base. */
export const HEADER_FILE = 'store/header.png';
/** Of the store's tags (dice, fog, tool, content-pack, drawing, audio, combat, automation, other): ours. */
export const TAGS = ['dice', 'other'] as const;

/** The published site's URL, checked: https, ending in a slash; nothing when unset. */
export function siteFrom(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^https:\/\/[^\s/]+/.test(url) || !URL.canParse(url))
    throw new Error(`${SITE_SETTING} must be an https URL, not "${url}".`);
  return url.endsWith('/') ? url : `${url}/`;
}

export function storeListing(settings: { siteUrl?: string; homepageUrl?: string }): string {
  const site = siteFrom(settings.siteUrl);
  const homepage = homepageFrom(settings.homepageUrl);
  const header = site ? `${site}${HEADER_FILE}` : HEADER_FILE;
  // Text quoted (JSON strings are YAML): the description's colon would otherwise end a plain YAML value.
  const front = [
    `title: ${JSON.stringify(EXTENSION_NAME)}`,
    `description: ${JSON.stringify(DESCRIPTION)}`,
    `author: ${JSON.stringify(AUTHOR)}`,
    ...(site ? [`image: ${site}${HEADER_FILE}`, `icon: ${site}${FILES.listingIcon}`] : []),
    'tags:',
    ...TAGS.map((tag) => `  - ${tag}`),
    ...(site ? [`manifest: ${site}manifest.json`] : []),
    ...(homepage ? [`learn-more: ${homepage}`] : []),
  ];
  return `---
${front.join('\n')}
---

# ${EXTENSION_NAME}

${DESCRIPTION}

![A round of Tavern Twenty-One: the GM's screen and three players'](${header})

The GM picks the game in the lobby: Tavern Twenty-One (Standard, Goblin Mode and Classic), Black Baron, In Between,
Wizards and Thieves or Three-Dragon Ante. Players open the extension's icon to take a seat with a purse of gold, and
the table plays round after round, every coin accounted for.

Each player's hidden dice travel encrypted to that player alone: nobody else's screen, and nothing a curious player
can read from the room, shows them. The GM, as the house, sees every die.

**How to play**

1. The GM enables the extension for the room and opens its icon: the lobby. The table runs on the GM's browser, so a
   GM must be in the room for anyone to play.
2. Each player opens the same icon and takes a seat.
3. The GM chooses the game, the ante and the table's options, and starts the round. A move you cannot make now is
   greyed out with the reason; the badge on the icon says when it is your turn.
${
  homepage
    ? `
**Support**

Rules, questions and help: ${homepage}
`
    : ''
}`;
}
