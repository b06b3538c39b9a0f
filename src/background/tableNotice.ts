/**
 * A void or a rewind told to a player whose popover is closed: the background
 * page reads every view this seat receives, and one Owlbear notification says
 * what the GM did, in the words the panel uses. The GM, who did it, is not told,
 * so the GM's page never loads the news (src/sync/newsReader.ts). News naming a
 * style (autoplay) loads the game's style words first, on demand, so the page
 * carries none of them.
 */
import type { OwlbearPort } from '../plugin/port';
import type { StyleName } from '../sync/news';
import { newsReader } from '../sync/newsReader';
import type { TableState } from '../sync/client';

export const NEWS_PREFIX = 'Tavern Twenty-One: ';

/** A game's style words, loaded the first time news names one of its styles. */
const styleWords = (game: string): Promise<readonly StyleName[]> =>
  import('../../machines/catalog').then((m) => (m.isGameId(game) ? m.loadStyleWords(game) : []));

export function tableNotifier(
  port: Pick<OwlbearPort, 'notify'>,
  load: (game: string) => Promise<readonly StyleName[]> = styleWords,
): (state: TableState) => void {
  const read = newsReader();
  return (state) => {
    const ask = read(state.view);
    if (ask && state.self.role !== 'GM')
      void ask(load)
        .then((words) => words && port.notify(NEWS_PREFIX + words))
        .catch(() => undefined);
  };
}
