/** The reverse-domain id every metadata key and broadcast channel of this extension lives under. */
export const PLUGIN_ID = 'io.github.tavern-twenty-one';

/** Namespaces a metadata key or a channel: `io.github.tavern-twenty-one/<path>`. */
export function getPluginId(path: string): string {
  return `${PLUGIN_ID}/${path}`;
}
