/**
 * What `npm run bench` reads from the GM's background page (bench/runtime.ts):
 * the host's own work per request and the bytes each save writes. Nothing is
 * measured or kept unless the bench has put a `HostFigures` on the page's
 * global object under `HOST_FIGURES`.
 */
export const HOST_FIGURES = '__tavernHostFigures';

export interface HostFigures {
  /** Milliseconds from receiving a request to its save resolved, the views sent and the answer given. */
  work: number[];
  /** Bytes of JSON each save wrote. */
  saved: number[];
}

export const hostFigures = (): HostFigures | undefined => (globalThis as Record<string, unknown>)[HOST_FIGURES] as HostFigures | undefined;
