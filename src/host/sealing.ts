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

/** What a view carries beside the table (the game's style menu, a line in character): the GM's, and a player's. */
export interface ViewExtras {
  gm?: object;
  player?: object;
}

export interface ViewSealer {
  /**
   * Seals the views of `session` for `readers`, each with its extras: every one for `'all'`, else the changed ones and
   * those of the readers in `force`; resolves with the function that sends them all, in order.
   */
  seal(
    session: Session,
    readers: PartyPlayer[],
    extras: ViewExtras,
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

/** One view per player and key, sent to every connection that holds them: a GM or a player may have two tabs. */
function slotsOf(readers: PartyPlayer[]) {
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
  return slots;
}

/** `reader`'s view of `session` and its bound: the reader's own view with its extras, and the size it is sealed at. */
function viewFor(
  session: Session,
  publicView: ReturnType<typeof publicOf>,
  reader: PartyPlayer,
  extras: ViewExtras,
) {
  const { table } = session;
  const gm = reader.role === 'GM';
  const added = gm ? extras.gm : extras.player;
  const own = gm ? table.view({ role: 'gm' }) : table.view({ role: 'player', id: reader.id });
  const view = (added ? { ...own, ...added } : own) as TableView;
  const seat = publicView.view.seats.some((s) => s.id === reader.id) ? reader.id : null;
  const bound = boundOf(table, publicView, gm ? { role: 'gm' } : { role: 'player', seat }, added);
  return { view, body: compactView(view), bound };
}

/** The text sealed for a view: the view itself, or cut to fit should it ever outgrow its bound. */
function textFor(
  { view, body, bound }: ReturnType<typeof viewFor>,
  rev: number,
  publicView: ReturnType<typeof publicOf>,
) {
  const text = sealedViewText(rev, body);
  if (byteLength(text) <= bound) return text;
  console.warn(`A view outgrew its bound of ${bound} bytes and was cut to fit.`);
  return cutToFit(view, rev, bound, sealedViewText(rev, compactView(publicView.view)));
}

export function viewSealer(
  keys: ChannelKeyCache,
  send: (envelope: ViewEnvelope, connectionIds: readonly string[]) => void,
): ViewSealer {
  const lastSent = new Map<string, string>();

  return {
    async seal(session, readers, extras, force = new Set()) {
      const publicView = publicOf(session.table, session.rev);
      const sealing: Promise<() => void>[] = [];
      for (const [slot, { reader, published, connections }] of slotsOf(readers)) {
        const sealed = viewFor(session, publicView, reader, extras);
        if (force !== 'all' && !force.has(reader.id) && lastSent.get(slot) === sealed.body)
          continue;
        const text = textFor(sealed, session.rev, publicView);
        // Seal every view at once; each comes back as a ready-to-send batch.
        sealing.push(
          keys(reader.id, published).then(async (shared) => {
            if (!shared) return () => undefined;
            const envelopes = await sealView(shared.view, utf8Bytes(text), reader.id, sealed.bound);
            lastSent.set(slot, sealed.body);
            return () => envelopes.forEach((envelope) => send(envelope, connections));
          }),
        );
      }
      const sends = await Promise.all(sealing);
      return () => sends.forEach((sendAll) => sendAll());
    },
  };
}
