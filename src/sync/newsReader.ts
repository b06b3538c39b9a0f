/**
 * Reads one viewer's views in order, as the panel and the background page do, and answers for each view that
 * follows another a way to ask for the news it brings. The news itself (news.ts) loads on demand when first asked,
 * so a page carries none of it at start, and a GM's background page, which never asks, never loads it.
 */
import type { Glance, StyleName } from './news';

/** The news a view brought, in words (the game's style words loaded by `load` when it names a style), or null. */
export type AskNews = (
  load: (game: string) => Promise<readonly StyleName[]>,
) => Promise<string | null>;

export function newsReader(): (view: Glance | null) => AskNews | null {
  let last: Glance | null = null;
  return (view) => {
    if (!view || view === last) return null;
    const before = last;
    last = view;
    if (!before) return null;
    return (load) =>
      import('./news').then(({ newsBetween, sayNews }) => {
        const news = newsBetween(before, view);
        return news && sayNews(news, load);
      });
  };
}
