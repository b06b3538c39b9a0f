/**
 * A manifest checked against what Owlbear documents and validates when a GM adds an extension: the fields it requires,
 * `manifest_version` 1, a description of at most 128 characters, permissions of the kinds it lists; and against what
 * we hold ourselves to: a name and action title short enough for the toolbar's tooltip and the extension list, a
 * popover size our panels fit, and every path giving one URL whether Owlbear joins it to the origin (as its SDK does)
 * or resolves it against the manifest.
 *
 * And a store listing checked against the rules of the store's validator (the `owlbear-rodeo/extensions`
 * repository's manifest check): every field it requires, tags from its list, URLs it can read, and ours on top:
 * every URL absolute https, the description within the manifest's 128 characters.
 */
import { PERMISSION_NAMES } from './manifest.ts';

/** Owlbear's manifest reference: the description is at most 128 characters. */
export const DESCRIPTION_LIMIT = 128;
/** Ours: a name or title longer than this is cut in Owlbear's toolbar tooltip and extension list. */
export const TITLE_LIMIT = 32;
/** Ours: the popover sizes a panel is laid out for (tests/browser/panels-fit.test.ts plays at 400 wide). */
export const POPOVER_LIMITS = { width: [300, 600], height: [300, 900] } as const;

/** The URL a manifest path loads from under each reading: Owlbear's SDK (`origin + path`), and a browser's resolution. */
export function resolutions(path: string, manifestUrl: string): { sdk: string; relative: string } {
  const sdk = path.startsWith('http') ? path : `${new URL(manifestUrl).origin}${path}`;
  return { sdk, relative: new URL(path, manifestUrl).href };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function checkText(problems: string[], what: string, value: unknown, limit?: number): void {
  if (typeof value !== 'string' || value.trim() === '') problems.push(`${what} is missing`);
  else if (limit !== undefined && value.length > limit)
    problems.push(`${what} is ${value.length} characters, over ${limit}`);
}

function checkSize(problems: string[], what: 'width' | 'height', value: unknown): void {
  const [min, max] = POPOVER_LIMITS[what];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    problems.push(`action.${what} is ${String(value)}, not a whole number from ${min} to ${max}`);
}

function checkPermissions(problems: string[], permissions: unknown): void {
  if (permissions === undefined) return;
  if (!Array.isArray(permissions)) {
    problems.push('permissions is not a list');
    return;
  }
  permissions.forEach((permission: unknown, index) => {
    const name = isObject(permission) ? permission.name : undefined;
    if (!PERMISSION_NAMES.includes(name as (typeof PERMISSION_NAMES)[number]))
      problems.push(`permissions[${index}].name is ${JSON.stringify(name)}, not one of Owlbear's`);
    else checkText(problems, `permissions[${index}].reason`, (permission as Json).reason);
  });
}

/**
 * What is wrong with `manifest` as served at `manifestUrl`; empty when nothing is. `exists` says whether a URL the
 * manifest names is a file of the published site.
 */
export function manifestProblems(
  manifest: unknown,
  manifestUrl: string,
  exists: (url: string) => boolean,
): string[] {
  if (!isObject(manifest)) return ['the manifest is not a JSON object'];
  const problems: string[] = [];
  checkText(problems, 'name', manifest.name, TITLE_LIMIT);
  checkText(problems, 'version', manifest.version);
  if (manifest.manifest_version !== 1)
    problems.push(`manifest_version is ${String(manifest.manifest_version)}, not 1`);
  checkText(problems, 'author', manifest.author);
  checkText(problems, 'description', manifest.description, DESCRIPTION_LIMIT);
  if (manifest.homepage_url !== undefined && !/^https:\/\//.test(String(manifest.homepage_url)))
    problems.push(`homepage_url is not an https URL: ${String(manifest.homepage_url)}`);
  checkPermissions(problems, manifest.permissions);
  const paths: [string, unknown][] = [
    ['icon', manifest.icon],
    ['background_url', manifest.background_url],
  ];
  const action = manifest.action;
  if (!isObject(action)) problems.push('action is missing');
  else {
    checkText(problems, 'action.title', action.title, TITLE_LIMIT);
    checkSize(problems, 'width', action.width);
    checkSize(problems, 'height', action.height);
    paths.push(['action.icon', action.icon], ['action.popover', action.popover]);
  }
  for (const [field, path] of paths) {
    if (typeof path !== 'string' || path === '') {
      problems.push(`${field} is missing`);
      continue;
    }
    const { sdk, relative } = resolutions(path, manifestUrl);
    if (sdk !== relative)
      problems.push(
        `${field} "${path}" loads from ${sdk} in Owlbear's SDK but from ${relative} beside the manifest`,
      );
    else if (!exists(sdk)) problems.push(`${field} "${path}" is not a file of the site (${sdk})`);
  }
  return problems;
}

/** The store validator's tags; `built-by-owlbear` is Owlbear's own extensions' alone. */
export const STORE_TAGS = [
  'dice',
  'fog',
  'tool',
  'content-pack',
  'drawing',
  'audio',
  'combat',
  'automation',
  'other',
] as const;
/** The fields the store validator requires, in the order a listing gives them. */
export const LISTING_FIELDS = [
  'title',
  'description',
  'author',
  'image',
  'icon',
  'tags',
  'manifest',
  'learn-more',
] as const;

const isHttpsUrl = (value: unknown) =>
  typeof value === 'string' && /^https:\/\/[^\s/]+/.test(value) && URL.canParse(value);
const isEmail = (value: unknown) =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** What the store would refuse, or we would, in a listing's front matter; empty when nothing. */
export function listingProblems(fields: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const field of LISTING_FIELDS)
    if (fields[field] === undefined) problems.push(`${field} is missing`);
  for (const field of ['title', 'description', 'author'] as const)
    if (fields[field] !== undefined) checkText(problems, field, fields[field]);
  if (typeof fields.description === 'string' && fields.description.length > DESCRIPTION_LIMIT)
    problems.push(
      `description is ${fields.description.length} characters, over ${DESCRIPTION_LIMIT}`,
    );
  for (const field of ['image', 'icon', 'manifest'] as const)
    if (fields[field] !== undefined && !isHttpsUrl(fields[field]))
      problems.push(`${field} is not an absolute https URL: ${String(fields[field])}`);
  const learnMore = fields['learn-more'];
  if (learnMore !== undefined && !isHttpsUrl(learnMore) && !isEmail(learnMore))
    problems.push(
      `learn-more is neither an absolute https URL nor an email address: ${String(learnMore)}`,
    );
  const tags = fields.tags;
  if (tags !== undefined) {
    if (!Array.isArray(tags) || tags.length === 0)
      problems.push('tags is not a list of at least one tag');
    else
      for (const tag of tags)
        if (!STORE_TAGS.includes(tag))
          problems.push(`tag ${JSON.stringify(tag)} is not one of the store's`);
  }
  return problems;
}
