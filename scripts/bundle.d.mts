/** Bundles the TypeScript module at `entry` (a file URL) into one plain module and imports it (scripts/bundle.mjs). */
export function bundled<Module>(entry: URL): Promise<Module>;
