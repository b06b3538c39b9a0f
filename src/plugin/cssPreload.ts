/**
 * What the build calls before a chunk loaded on demand, in place of Vite's preload helper (vite.config.ts): with
 * module preloading off, the dependencies Vite hands it are only the chunk's CSS (a game's panel), so it links each
 * stylesheet once and waits for it, and the panel never renders unstyled. A stylesheet that fails to load fails the
 * import, as Vite's does. Vite's helper also preloads modules and polyfills `modulepreload`, which nothing here needs.
 */
const linked = new Map<string, Promise<unknown>>();

function stylesheet(href: string): Promise<unknown> {
  let loaded = linked.get(href);
  if (!loaded) {
    loaded = new Promise((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = resolve;
      link.onerror = () => reject(new Error(`Unable to preload CSS for ${href}`));
      document.head.append(link);
    });
    linked.set(href, loaded);
  }
  return loaded;
}

/**
 * Where a dependency Vite names is: beside the importing chunk (`importer`, its `import.meta.url`) when the build's base
 * is relative, else below the base (`/`, or `/<sub-path>/` for `--base`), which is how the published build names it.
 */
const dependencyUrl = (dep: string, importer: string | undefined): string =>
  importer
    ? new URL(dep, importer).href
    : new URL(`${import.meta.env.BASE_URL}${dep}`, location.href).href;

export function __vitePreload<T>(
  load: () => Promise<T>,
  deps?: string[],
  importer?: string,
): Promise<T> {
  return deps?.length
    ? Promise.all(deps.map((dep) => stylesheet(dependencyUrl(dep, importer)))).then(load)
    : load();
}
