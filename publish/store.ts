/**
 * The extension store's listing, in the format of Owlbear's extension store: a front matter with every field its
 * validator requires (title, description, author, image, icon, tags, manifest, learn-more), then the page, which is
 * the learn-more text (docs/learn-more.md) with every link absolute. `npm run store` writes it beside the built site,
 * as `dist/store.md`. Its URLs come from the settings (publish/settings.ts) and are never made up: when one cannot be
 * filled, the listing is refused with the fields missing and the setting that fills them.
 */
import { DESCRIPTION, EXTENSION_NAME, FILES } from './manifest.ts';
import { learnMoreMarkdown } from './learnMore.ts';
import { HOMEPAGE_SETTING, homepageOf, type PublishSettings, SITE_SETTING } from './settings.ts';
import { listingProblems } from './validate.ts';

/** Where the build publishes the header image (docs/store/header.png), below its base. */
export const HEADER_FILE = 'store/header.png';
/** Where the store listing goes beside the built site: the file the store's `extensions.json` entry names. */
export const LISTING_FILE = 'store.md';
/** Where `npm run store` writes the listing unless told otherwise: in the built site, to be published with it. */
export const LISTING_PATH = `dist/${LISTING_FILE}`;
/** Of the store's tags (publish/validate.ts): ours. */
export const TAGS = ['dice', 'other'] as const;

export interface ListingFields {
  title: string;
  description: string;
  author: string;
  image: string;
  icon: string;
  tags: string[];
  manifest: string;
  'learn-more': string;
}

/** The fields the settings fill; each one they cannot fill is missing, with the setting that would. */
export function listingFields(settings: PublishSettings): {
  fields: Partial<ListingFields>;
  missing: { field: keyof ListingFields; setting: string }[];
} {
  const site = settings.siteUrl;
  const learnMore = homepageOf(settings);
  const fields: Partial<ListingFields> = {
    title: EXTENSION_NAME,
    description: DESCRIPTION,
    author: settings.author,
    ...(site ? { image: `${site}${HEADER_FILE}`, icon: `${site}${FILES.listingIcon}` } : {}),
    tags: [...TAGS],
    ...(site ? { manifest: `${site}manifest.json` } : {}),
    ...(learnMore ? { 'learn-more': learnMore } : {}),
  };
  const from = (field: keyof ListingFields) =>
    field === 'learn-more' ? `${HOMEPAGE_SETTING} or ${SITE_SETTING}` : SITE_SETTING;
  return {
    fields,
    missing: (['image', 'icon', 'manifest', 'learn-more'] as const)
      .filter((field) => fields[field] === undefined)
      .map((field) => ({ field, setting: from(field) })),
  };
}

/** The page's relative links and images made absolute against the site, as a listing read from elsewhere needs. */
const absoluteLinks = (markdown: string, site: string) =>
  markdown.replace(
    /\]\((?![a-z]+:)([^)\s]+)\)/g,
    (_match, path: string) => `](${new URL(path, site).href})`,
  );

/** The listing's text; throws, naming what is missing or wrong, when the store would refuse it. */
export function storeListing(settings: PublishSettings): string {
  const { fields, missing } = listingFields(settings);
  if (missing.length > 0) {
    const needs = [...new Set(missing.map((m) => m.setting))].map((setting) => {
      const fields = missing.filter((m) => m.setting === setting).map((m) => m.field);
      const named =
        fields.length > 1 ? `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}` : fields[0];
      return `${named} ${fields.length > 1 ? 'need' : 'needs'} ${setting}`;
    });
    throw new Error(
      `the store listing cannot be written: ${needs.join('; ')}. ${SITE_SETTING} is the URL the built site is published at, such as https://<user>.github.io/<repo>/ (docs/publishing.md).`,
    );
  }
  const problems = listingProblems(fields);
  if (problems.length > 0)
    throw new Error(`the store would refuse this listing: ${problems.join('; ')}.`);
  const page = absoluteLinks(learnMoreMarkdown(settings), settings.siteUrl!);
  const unfilled = page.match(/https:\/\/<[^>]+>\S*/);
  if (unfilled) throw new Error(`the listing's page still has the placeholder ${unfilled[0]}.`);
  // Text quoted (JSON strings are YAML): the description's colon would otherwise end a plain YAML value.
  const front = Object.entries(fields).flatMap(([key, value]) =>
    Array.isArray(value)
      ? [`${key}:`, ...value.map((item) => `  - ${item}`)]
      : [`${key}: ${JSON.stringify(value)}`],
  );
  return `---\n${front.join('\n')}\n---\n\n${page}`;
}
