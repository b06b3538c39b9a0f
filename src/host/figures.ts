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
  /**
   * Each publication of a change, in milliseconds: sealing every reader's view (the save being written meanwhile),
   * then waiting for the save still, then sending the views. Kept when the bench asks for it.
   */
  publications?: { sealing: number; savingAfter: number; sending: number }[];
}

export const hostFigures = (): HostFigures | undefined =>
  (globalThis as Record<string, unknown>)[HOST_FIGURES] as HostFigures | undefined;

/** Times the host's work on one request when the bench keeps it: call the function once the request is answered. */
export function workTimer(): (() => void) | null {
  const work = hostFigures()?.work;
  if (!work) return null;
  const started = performance.now();
  return () => void work.push(performance.now() - started);
}

/** Times one publication's steps when the bench keeps them: call the function after each of its three steps. */
export function publicationSteps(): (() => void) | null {
  const publications = hostFigures()?.publications;
  if (!publications) return null;
  const marks = [performance.now()];
  return () => {
    marks.push(performance.now());
    if (marks.length === 4)
      publications.push({
        sealing: marks[1]! - marks[0]!,
        savingAfter: marks[2]! - marks[1]!,
        sending: marks[3]! - marks[2]!,
      });
  };
}
