/**
 * The extension's manifest, written by the build from Vite's `base`: every page and icon as a root-relative path
 * (`/popover.html`, or `/<sub-path>/popover.html` for `--base /<sub-path>/`). Owlbear documents no rule for resolving a
 * manifest's paths and its SDK joins a path to the origin (`origin + path`); a root-relative path gives the same URL
 * under that rule and under resolution against the manifest's URL, so the manifest loads whichever Owlbear uses.
 */

/** Our manifest's shape, as Owlbear's manifest reference describes it. */
export interface OwlbearManifest {
  name: string;
  version: string;
  manifest_version: 1;
  author: string;
  description: string;
  icon: string;
  homepage_url?: string;
  action: { title: string; icon: string; popover: string; width: number; height: number };
  background_url: string;
}

export const EXTENSION_NAME = 'Tavern Twenty-One';
export const AUTHOR = 'Tavern Twenty-One contributors';
/** What the extension is, in Owlbear's limit of 128 characters (publish/validate.ts). */
export const DESCRIPTION =
  'Tavern gambling dice for your table: Twenty-One, Black Baron, In Between, Three-Dragon Ante and more. Hidden dice stay hidden.';

/** The build-time setting for the extension's homepage (the manifest's `homepage_url`, the listing's learn-more link). */
export const HOMEPAGE_SETTING = 'TAVERN_HOMEPAGE_URL';

/** The files the manifest names, relative to the build's root. */
export const FILES = {
  listingIcon: 'logo.svg',
  actionIcon: 'icon.svg',
  popover: 'popover.html',
  background: 'background.html',
} as const;

/** The popover's size: the width a game's panel is laid out for (tests/browser/panels-fit.test.ts). */
export const POPOVER_SIZE = { width: 400, height: 600 } as const;

/** `base` as a prefix every path can follow: root-relative (`/`, `/tavern/`) or an absolute URL, never relative. */
export function pathPrefix(base: string): string {
  if (!/^(\/|https?:\/\/)/.test(base)) {
    throw new Error(
      `The manifest needs a root-relative base such as "/" or "/<sub-path>/", not "${base}": Owlbear's SDK joins a relative path to the origin.`,
    );
  }
  return base.endsWith('/') ? base : `${base}/`;
}

/** A homepage setting's value, checked: an https URL, or nothing when unset or blank. */
export function homepageFrom(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^https:\/\/[^\s/]+/.test(url) || !URL.canParse(url))
    throw new Error(`${HOMEPAGE_SETTING} must be an https URL, not "${url}".`);
  return url;
}

export function buildManifest(options: {
  base: string;
  version: string;
  homepageUrl?: string | undefined;
}): OwlbearManifest {
  const at = (file: string) => `${pathPrefix(options.base)}${file}`;
  return {
    name: EXTENSION_NAME,
    version: options.version,
    manifest_version: 1,
    author: AUTHOR,
    description: DESCRIPTION,
    icon: at(FILES.listingIcon),
    ...(options.homepageUrl ? { homepage_url: options.homepageUrl } : {}),
    action: {
      title: EXTENSION_NAME,
      icon: at(FILES.actionIcon),
      popover: at(FILES.popover),
      ...POPOVER_SIZE,
    },
    background_url: at(FILES.background),
  };
}
