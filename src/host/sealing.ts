/**
 * Each reader's view, sealed to them alone (src/sync/envelope.ts), in a shape
 * that says nothing of anyone's secrets:
 *
 * - a publication (every change of the table) sends every reader a view, so
 *   no change reaches one seat alone (a hole-die cheat would show as one);
 * - every view is padded to its reader's bound: the public view's length and
 *   the headroom its game counts for that reader from public facts alone (the
 *   moves the seat may be offered, its secrets, its lines of the log:
 *   machines/engine/headroom.ts), never from the views themselves, whose
 *   lengths follow their secrets. So every reader's ciphertext has a length
 *   no secret moves. The GM's view is padded to the GM's own bound: it travels
 *   over the local channel to the GM's own pages, and to a second tab of the
 *   GM's by broadcast;
 * - a view the headroom failed to cover (the conformance suite holds every
 *   view of random games within it) is cut to fit, never sent longer:
 *   `cutToFit`.
 *
 * Outside a publication a view is sealed again only when it changed for its
 * reader (someone joined) or they asked for it (a hello).
 */
import type { PartyPlayer } from '../plugin/port';
import type { Reader } from '../../machines/engine/game';
import type { TableView } from '../../machines/catalog';
import {
  byteLength,
  compactView,
  sealView,
  sealedViewText,
  utf8Bytes,
  viewBound,
  type ViewEnvelope,
} from '../sync/envelope';
import { PUBLIC_VIEWER } from '../sync/publicTable';
import { readPlayerKey } from '../sync/wire';
import type { ChannelKeyCache } from './channelKeys';
import type { HostTable, Session } from './session';

export interface ViewSealer {
  /**
   * Seals the views of `session` for `readers`: every one for `'all'`, else the
   * changed ones and those of the readers in `force`; resolves with the
   * function that sends them all, in order.
   */
  seal(
    session: Session,
    readers: PartyPlayer[],
    force?: ReadonlySet<string> | 'all',
  ): Promise<() => void>;
}

/** The public view of `table` at `rev`, and its length sealed: what every reader's bound starts from. */
export function publicOf(table: HostTable, rev: number) {
  const view = table.view(PUBLIC_VIEWER) as TableView;
  return { view, bytes: byteLength(sealedViewText(rev, compactView(view))) };
}

/**
 * The size `reader`'s view is sealed at: the public view's length, and the headroom the game counts for this reader
 * from the public view (and the GM's, what their view carries beside the table: the lobby's style menu).
 */
export function boundOf(
  table: HostTable,
  published: ReturnType<typeof publicOf>,
  reader: Reader,
  extras?: object,
): number {
  const headroom = table.game.viewHeadroom(
    table.snapshot() as never,
    published.view as never,
    reader,
  );
  return viewBound(published.bytes, headroom + (extras ? byteLength(JSON.stringify(extras)) : 0));
}

/**
 * `view` cut to fit `bound`, should it ever outgrow it (the headroom missed something): without its log and its
 * moves, else the public view. Each depends on nothing but what it cuts, and the host pads it to the bound.
 */
export function cutToFit(view: TableView, rev: number, bound: number, publicText: string): string {
  const text = sealedViewText(
    rev,
    compactView({ ...view, log: [], private: [], actions: [], unavailable: [] } as TableView),
  );
  return byteLength(text) <= bound ? text : publicText;
}

export function viewSealer(
  keys: ChannelKeyCache,
  send: (envelope: ViewEnvelope, connectionIds: readonly string[]) => void,
  /** What a view carries beside the table (the game's style menu), the GM's or a player's, or nothing. */
  extrasOf: (session: Session, gm: boolean) => object | undefined = () => undefined,
): ViewSealer {
  const lastSent = new Map<string, string>();

  return {
    async seal(session, readers, force = new Set()) {
      const { table, rev } = session;
      const gmExtras = extrasOf(session, true);
      const playerExtras = extrasOf(session, false);
      // One view per player and key, sent to every connection that holds them: a GM or a player may have two tabs.
      const slots = new Map<
        string,
        { reader: PartyPlayer; published: string; connections: string[] }
      >();
      for (const reader of readers) {
        const published = readPlayerKey(reader.metadata);
        if (!published) continue;
        const slot = `${reader.id}|${published}`;
        const known = slots.get(slot);
        if (known) known.connections.push(reader.connectionId);
        else slots.set(slot, { reader, published, connections: [reader.connectionId] });
      }
      const publicView = publicOf(table, rev);
      const sealing: Promise<() => void>[] = [];
      for (const [slot, { reader, published, connections }] of slots) {
        const gm = reader.role === 'GM';
        const extras = gm ? gmExtras : playerExtras;
        const own = gm ? table.view({ role: 'gm' }) : table.view({ role: 'player', id: reader.id });
        const view = (extras ? { ...own, ...extras } : own) as TableView;
        const body = compactView(view);
        if (force !== 'all' && !force.has(reader.id) && lastSent.get(slot) === body) continue;
        const bound = boundOf(
          table,
          publicView,
          gm
            ? { role: 'gm' }
            : {
                role: 'player',
                seat: publicView.view.seats.some((s) => s.id === reader.id) ? reader.id : null,
              },
          extras,
        );
        let text = sealedViewText(rev, body);
        if (byteLength(text) > bound) {
          console.warn(`A view outgrew its bound of ${bound} bytes and was cut to fit.`);
          text = cutToFit(view, rev, bound, sealedViewText(rev, compactView(publicView.view)));
        }
        // Seal every view at once; each comes back as a ready-to-send batch.
        sealing.push(
          keys(reader.id, published).then(async (shared) => {
            if (!shared) return () => undefined;
            const envelopes = await sealView(shared.view, utf8Bytes(text), reader.id, bound);
            lastSent.set(slot, body);
            return () => envelopes.forEach((envelope) => send(envelope, connections));
          }),
        );
      }
      const sends = await Promise.all(sealing);
      return () => sends.forEach((sendAll) => sendAll());
    },
  };
}
