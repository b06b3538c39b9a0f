/**
 * The parts of an Owlbear extension manifest the sandbox runs: its action popover, its background page, and the
 * permissions its iframes are given.
 */
export interface ExtensionManifest {
  name: string;
  icon: string | null;
  action: {
    title: string;
    icon: string | null;
    popoverUrl: string;
    width: number;
    height: number;
  } | null;
  backgroundUrl: string | null;
  /** The permission names the manifest declares (`OWLBEAR_PERMISSIONS`), which every page's iframe is allowed. */
  permissions: string[];
}

/**
 * The permissions Owlbear's manifest reference lists: each a permission-policy feature, given through the `allow`
 * attribute of every iframe of the extension when the manifest declares it as `{ name, reason }`.
 */
export const OWLBEAR_PERMISSIONS = [
  'clipboard-write',
  'clipboard-read',
  'autoplay',
  'bluetooth',
  'camera',
  'microphone',
  'usb',
  'display-capture',
  'hid',
] as const;

/**
 * An iframe's `allow` attribute as Owlbear gives it: each declared permission for the page's own origin, and, since
 * the sandbox's pages may share its origin (whose frames would inherit what the sandbox page may do), every other
 * listed permission refused, as a cross-origin iframe is refused it in Owlbear.
 */
export function allowAttribute(permissions: readonly string[]): string {
  return OWLBEAR_PERMISSIONS.map((name) =>
    permissions.includes(name) ? name : `${name} 'none'`,
  ).join('; ');
}

/** The declared permissions' names; a permission not written as Owlbear documents it is refused, naming it. */
function parsePermissions(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error("The manifest's permissions is not a list");
  return value.map((permission: unknown, index) => {
    const { name, reason }: { name?: unknown; reason?: unknown } =
      typeof permission === 'object' && permission !== null ? permission : {};
    if (!OWLBEAR_PERMISSIONS.includes(name as (typeof OWLBEAR_PERMISSIONS)[number]))
      throw new Error(
        `The manifest's permissions[${index}] is ${JSON.stringify(permission)}: Owlbear takes { "name": one of ${OWLBEAR_PERMISSIONS.join(', ')}, "reason": why }`,
      );
    if (typeof reason !== 'string' || reason.trim() === '')
      throw new Error(`The manifest's permission ${String(name)} gives no reason`);
    return name as string;
  });
}

/** Popover size when the manifest gives none. */
const DEFAULT_ACTION_SIZE = { width: 400, height: 600 };

/**
 * A manifest path as Owlbear's SDK makes it absolute (`normalizeUrl`: the origin joined to the path), the strictest
 * reading Owlbear may use: a bare "popover.html" would load from "https://hostpopover.html", so it is refused here,
 * and a path that works in the sandbox works under every reading.
 */
export function resolveLikeOwlbear(path: string, manifestUrl: string): string {
  if (path.startsWith('http')) return new URL(path).href;
  if (!path.startsWith('/')) {
    throw new Error(
      `The manifest names "${path}", which Owlbear's SDK would load from ${new URL(manifestUrl).origin}${path}: write it root-relative ("/${path}", or "/<sub-path>/${path}").`,
    );
  }
  return new URL(`${new URL(manifestUrl).origin}${path}`).href;
}

/** Reads a manifest's JSON; page and icon paths resolve as Owlbear's SDK resolves them (`resolveLikeOwlbear`). */
export function parseManifest(json: unknown, manifestUrl: string): ExtensionManifest {
  if (typeof json !== 'object' || json === null)
    throw new Error('The manifest is not a JSON object');
  const raw = json as Record<string, unknown>;
  const resolve = (path: unknown): string | null =>
    typeof path === 'string' && path.length > 0 ? resolveLikeOwlbear(path, manifestUrl) : null;
  const number = (value: unknown, fallback: number): number =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

  const name = typeof raw.name === 'string' ? raw.name : 'Extension';
  let action: ExtensionManifest['action'] = null;
  if (typeof raw.action === 'object' && raw.action !== null) {
    const a = raw.action as Record<string, unknown>;
    const popoverUrl = resolve(a.popover);
    if (popoverUrl === null) throw new Error('The manifest has an action without a popover URL');
    action = {
      title: typeof a.title === 'string' ? a.title : name,
      icon: resolve(a.icon),
      popoverUrl,
      width: number(a.width, DEFAULT_ACTION_SIZE.width),
      height: number(a.height, DEFAULT_ACTION_SIZE.height),
    };
  }
  const backgroundUrl = resolve(raw.background_url);
  if (action === null && backgroundUrl === null) {
    throw new Error(
      'The manifest has neither an action popover nor a background_url: nothing to run',
    );
  }
  return {
    name,
    icon: resolve(raw.icon),
    action,
    backgroundUrl,
    permissions: parsePermissions(raw.permissions),
  };
}

/** Fetches a manifest; its pages resolve against `servedFrom` when given (the same file on another site). */
export async function loadManifest(
  manifestUrl: string,
  servedFrom?: string,
): Promise<ExtensionManifest> {
  const response = await fetch(manifestUrl, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Fetching ${manifestUrl} failed: HTTP ${response.status}`);
  return parseManifest(await response.json(), servedFrom ?? (response.url || manifestUrl));
}
