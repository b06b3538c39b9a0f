/**
 * `npm run store`: writes the extension store's listing, docs/store.md, from the build-time settings
 * TAVERN_SITE_URL and TAVERN_HOMEPAGE_URL (publish/store.ts; docs/publishing.md says when to run it).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HOMEPAGE_SETTING } from '../publish/manifest.ts';
import { SITE_SETTING, storeListing } from '../publish/store.ts';

const path = fileURLToPath(new URL('../docs/store.md', import.meta.url));
writeFileSync(
  path,
  storeListing({
    siteUrl: process.env[SITE_SETTING],
    homepageUrl: process.env[HOMEPAGE_SETTING],
  }),
);
const unset = [SITE_SETTING, HOMEPAGE_SETTING].filter((name) => !process.env[name]);
console.log(
  `docs/store.md${unset.length > 0 ? ` (unset, so their URLs are left out: ${unset.join(', ')})` : ''}`,
);
