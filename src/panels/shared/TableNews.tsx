/**
 * What the GM did to the table behind everyone's back (a voided round, a
 * rewind), told in the panel; the background page tells a seat whose popover
 * was closed by an Owlbear notification (src/background/tableNotice.ts). News
 * naming a style (autoplay) is said once the game's style words have loaded,
 * and the news itself loads when a view first follows another (src/sync/newsReader.ts).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { isGameId, loadStyleWords } from '../../../machines/catalog';
import type { Glance, StyleName } from '../../sync/news';
import { newsReader } from '../../sync/newsReader';

const styleWords = (game: string): Promise<readonly StyleName[]> =>
  isGameId(game) ? loadStyleWords(game) : Promise.resolve([]);

export function TableNews({ view }: { view: Glance | null }) {
  const read = useRef(newsReader());
  const [news, setNews] = useState<string | null>(null);
  // News outlives the view that brought it (the next may come while a style's words load), not the panel.
  const shown = useRef(true);
  useEffect(
    () => () => {
      shown.current = false;
    },
    [],
  );
  useEffect(() => {
    const ask = read.current(view);
    if (ask) void ask(styleWords).then((words) => words && shown.current && setNews(words));
  }, [view]);
  if (!news) return null;
  return (
    <p class="news" role="status" aria-label="Table news">
      {news}
      <button type="button" onClick={() => setNews(null)}>
        OK
      </button>
    </p>
  );
}
