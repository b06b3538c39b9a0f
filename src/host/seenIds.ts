/**
 * The ids of the requests the host handled, so a replayed one is refused: the
 * newest `MAX_SEEN_IDS`, kept as a log the host saves (savedLog.ts) and a set
 * to look them up.
 */
import { MAX_SEEN_IDS } from './persistence';
import { appended, type Log } from './savedLog';

export class SeenIds {
  private readonly ids: Set<string>;

  constructor(private current: Log<string>) {
    this.ids = new Set(current.entries);
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    this.current = appended(this.current, id, MAX_SEEN_IDS);
    this.ids.add(id);
    if (this.ids.size > MAX_SEEN_IDS) this.ids.delete(this.ids.values().next().value!);
  }

  log(): Log<string> {
    return this.current;
  }
}
