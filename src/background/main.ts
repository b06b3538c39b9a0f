// The host runs here once the runtime lands; until then the background page only loads.
export {};
