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
  permissions: ManifestPermission[];
  action: { title: string; icon: string; popover: string; width: number; height: number };
  background_url: string;
}

/**
 * Owlbear's manifest reference: a permission its iframes are given (their `allow` attribute, so a permission-policy
 * feature), with the reason Owlbear shows for it; `name` is one of `PERMISSION_NAMES`.
 */
export interface ManifestPermission {
  name: string;
  reason: string;
}

/** The permissions Owlbear's manifest reference lists: the sandbox's list, which plays Owlbear's part. */
export { OWLBEAR_PERMISSIONS as PERMISSION_NAMES } from '../src/sandbox/manifest.ts';

/**
 * Ours. Inside Owlbear every page is a cross-origin iframe, where `navigator.clipboard.writeText` is refused unless
 * the iframe allows `clipboard-write`: the debugger's Copy button (src/debugger/ExportImport.tsx) needs it.
 */
export const PERMISSIONS: readonly ManifestPermission[] = [
  {
    name: 'clipboard-write',
    reason: 'The GM’s statechart debugger copies an exported round, for a bug report.',
  },
];

export const EXTENSION_NAME = 'Tavern Twenty-One';
/** What the extension is, in Owlbear's limit of 128 characters (publish/validate.ts). */
export const DESCRIPTION =
  'Tavern gambling dice for your table: Twenty-One, Black Baron, In Between, Three-Dragon Ante and more. Hidden dice stay hidden.';

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

/** The manifest for a build at `base`; `author` and `homepageUrl` come from the settings (publish/settings.ts). */
export function buildManifest(options: {
  base: string;
  version: string;
  author: string;
  homepageUrl?: string | undefined;
}): OwlbearManifest {
  const at = (file: string) => `${pathPrefix(options.base)}${file}`;
  return {
    name: EXTENSION_NAME,
    version: options.version,
    manifest_version: 1,
    author: options.author,
    description: DESCRIPTION,
    icon: at(FILES.listingIcon),
    ...(options.homepageUrl ? { homepage_url: options.homepageUrl } : {}),
    permissions: PERMISSIONS.map((permission) => ({ ...permission })),
    action: {
      title: EXTENSION_NAME,
      icon: at(FILES.actionIcon),
      popover: at(FILES.popover),
      ...POPOVER_SIZE,
    },
    background_url: at(FILES.background),
  };
}
