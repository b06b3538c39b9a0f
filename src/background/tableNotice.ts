/**
 * A void or a rewind told to a player whose popover is closed: the background
 * page reads every view this seat receives, and one Owlbear notification says
 * what the GM did, in the words the panel uses. The GM, who did it, is not told.
 */
import type { OwlbearPort } from '../plugin/port';
import { newsReader } from '../sync/news';
import type { TableState } from '../sync/client';

export const NEWS_PREFIX = 'Tavern Twenty-One: ';

export function tableNotifier(port: Pick<OwlbearPort, 'notify'>): (state: TableState) => void {
  const read = newsReader();
  return (state) => {
    const news = read(state.view);
    if (news && state.self.role !== 'GM')
      void port.notify(NEWS_PREFIX + news).catch(() => undefined);
  };
}
