/**
 * What the GM did to the table behind everyone's back (a voided round, a
 * rewind), told in the panel; the background page tells a seat whose popover
 * was closed by an Owlbear notification (src/background/tableNotice.ts). News
 * naming a style (autoplay) is said once the game's style words have loaded.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { isGameId, loadStyleWords } from '../../../machines/catalog';
import { newsReader, sayNews, type Glance, type StyleName } from '../../sync/news';

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
    const told = read.current(view);
    // News that names no style is said at once; only a style's name waits for its words.
    if (told && !told.about) setNews(told.say());
    else if (told) void sayNews(told, styleWords).then((words) => shown.current && setNews(words));
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
