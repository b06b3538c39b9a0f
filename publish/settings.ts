/**
 * The publishing settings, read from the environment by `npm run build` (the manifest and the learn-more page) and
 * `npm run store` (the store listing). Each is checked when read: a wrong value stops the command with its name.
 *
 * - TAVERN_SITE_URL: where the built site (`dist/`) is published, such as `https://<user>.github.io/<repo>/`.
 * - TAVERN_HOMEPAGE_URL: the extension's homepage (the manifest's `homepage_url`, the listing's learn-more link);
 *   without it, the site's own learn-more page.
 * - TAVERN_AUTHOR: who publishes it, shown by Owlbear and the store.
 * - TAVERN_SUPPORT_URL: where a GM or player asks for help (the learn-more page's last section); without it, the
 *   homepage.
 */

export const SITE_SETTING = 'TAVERN_SITE_URL';
export const HOMEPAGE_SETTING = 'TAVERN_HOMEPAGE_URL';
export const AUTHOR_SETTING = 'TAVERN_AUTHOR';
export const SUPPORT_SETTING = 'TAVERN_SUPPORT_URL';

/** The author when TAVERN_AUTHOR is unset: the copyright holder of LICENSE. */
export const DEFAULT_AUTHOR = 'Tavern Twenty-One contributors';

export interface PublishSettings {
  /** The site's URL, ending in a slash. */
  siteUrl?: string;
  homepageUrl?: string;
  author: string;
  supportUrl?: string;
}

type Environment = Readonly<Record<string, string | undefined>>;

/** `value` checked as an absolute https URL; nothing when unset or blank. */
export function httpsUrl(setting: string, value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^https:\/\/[^\s/]+/.test(url) || !URL.canParse(url))
    throw new Error(`${setting} must be an https URL, not "${url}".`);
  return url;
}

/** The site's URL, checked: https, ending in a slash (every file's URL is the site's URL and its name). */
export function siteFrom(value: string | undefined): string | undefined {
  const url = httpsUrl(SITE_SETTING, value);
  if (url === undefined) return undefined;
  return url.endsWith('/') ? url : `${url}/`;
}

export function settingsFrom(env: Environment): PublishSettings {
  const siteUrl = siteFrom(env[SITE_SETTING]);
  const homepageUrl = httpsUrl(HOMEPAGE_SETTING, env[HOMEPAGE_SETTING]);
  const supportUrl = httpsUrl(SUPPORT_SETTING, env[SUPPORT_SETTING]);
  return {
    author: env[AUTHOR_SETTING]?.trim() || DEFAULT_AUTHOR,
    ...(siteUrl ? { siteUrl } : {}),
    ...(homepageUrl ? { homepageUrl } : {}),
    ...(supportUrl ? { supportUrl } : {}),
  };
}

/** The extension's homepage: the setting, else the site's learn-more page (the site's root), else none. */
export const homepageOf = (settings: PublishSettings): string | undefined =>
  settings.homepageUrl ?? settings.siteUrl;

/** Where to ask for help: the support setting, else the homepage. */
export const supportOf = (settings: PublishSettings): string | undefined =>
  settings.supportUrl ?? homepageOf(settings);

/**
 * Refuses a site URL whose path is not the build's base: the manifest's paths would name files where the site has
 * none (a project site at `https://<user>.github.io/<repo>/` is built with `--base /<repo>/`).
 */
export function checkSiteMatchesBase(settings: PublishSettings, base: string): void {
  if (!settings.siteUrl || !base.startsWith('/')) return;
  const path = new URL(settings.siteUrl).pathname;
  if (path !== base)
    throw new Error(
      `${SITE_SETTING} is ${settings.siteUrl}, whose path is ${path}, but the build's base is ${base}: build with \`--base ${path}\`.`,
    );
}
