/**
 * What the GM did to the table behind everyone's back (a voided round, a
 * rewind), told in the panel; the background page tells a seat whose popover
 * was closed by an Owlbear notification (src/background/tableNotice.ts).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { newsReader, type Glance } from '../../sync/news';

export function TableNews({ view }: { view: Glance | null }) {
  const read = useRef(newsReader());
  const [news, setNews] = useState<string | null>(null);
  useEffect(() => {
    const told = read.current(view);
    if (told) setNews(told);
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
