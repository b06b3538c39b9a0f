/** The parts of an Owlbear extension manifest the sandbox runs: its action popover and its background page. */
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
  return { name, icon: resolve(raw.icon), action, backgroundUrl };
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
