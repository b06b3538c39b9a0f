/**
 * `npm run store [-- <file>]`: writes the extension store's listing (publish/store.ts) from the publishing settings
 * (publish/settings.ts), to `dist/store.md` beside the built site unless given another file. Without the site's URL
 * it writes nothing and says what is missing (docs/publishing.md, "Listing it in Owlbear's extension store").
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { settingsFrom } from '../publish/settings.ts';
import { LISTING_PATH, storeListing } from '../publish/store.ts';

const target = resolve(process.argv[2] ?? LISTING_PATH);
let listing: string;
try {
  listing = storeListing(settingsFrom(process.env));
} catch (error) {
  console.error(`npm run store: ${(error as Error).message}`);
  process.exit(1);
}
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, listing);
console.log(`npm run store: wrote ${target}`);
