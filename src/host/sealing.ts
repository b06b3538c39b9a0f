/**
 * Each reader's view, sealed to them alone (src/sync/envelope.ts), in a shape
 * that says nothing of anyone's secrets:
 *
 * - a publication (every change of the table) sends every reader a view, so
 *   no change reaches one seat alone (a hole-die cheat would show as one);
 * - every player's view is padded to one size computed from public facts
 *   alone (`viewBound`: the game and the length of the public view), which
 *   only grows during a round; never from the views themselves, whose
 *   lengths follow their secrets (a Foresight line, a cheat and its secret
 *   log line). So every reader's ciphertext has a length no secret moves.
 *   The GM's view is padded to the GM's own bound: it travels over the local
 *   channel to the GM's own pages, and to a second tab of the GM's.
 *
 * Outside a publication a view is sealed again only when it changed for its
 * reader (someone joined) or they asked for it (a hello).
 */
import type { PartyPlayer } from '../plugin/port';
import type { GameId, TableView } from '../../machines/catalog';
import {
  byteLength,
  compactView,
  paddedSize,
  sealView,
  sealedViewText,
  utf8Bytes,
  viewBound,
  type ViewEnvelope,
} from '../sync/envelope';
import { PUBLIC_VIEWER } from '../sync/publicTable';
import { readPlayerKey } from '../sync/wire';
import type { ChannelKeyCache } from './channelKeys';
import type { Session } from './session';

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

export function viewSealer(
  keys: ChannelKeyCache,
  send: (envelope: ViewEnvelope, connectionIds: readonly string[]) => void,
  /** What the GM's view carries beside the table (the game's style menu), or nothing. */
  gmExtras: (session: Session) => object | undefined = () => undefined,
): ViewSealer {
  const lastSent = new Map<string, string>();
  /** The size every player's view is padded to, and the GM's. */
  const size = { player: 0, gm: 0 };

  return {
    async seal(session, readers, force = new Set()) {
      const { table, rev, definition } = session;
      const extras = gmExtras(session);
      // One view per player and key, sent to every connection that holds them: a GM or a player may have two tabs.
      const slots = new Map<
        string,
        {
          reader: PartyPlayer;
          published: string;
          connections: string[];
          bytes?: Uint8Array<ArrayBuffer>;
          body?: string;
        }
      >();
      for (const reader of readers) {
        const published = readPlayerKey(reader.metadata);
        if (!published) continue;
        const slot = `${reader.id}|${published}`;
        const known = slots.get(slot);
        if (known) known.connections.push(reader.connectionId);
        else slots.set(slot, { reader, published, connections: [reader.connectionId] });
      }
      for (const entry of slots.values()) {
        entry.body = compactView(
          entry.reader.role === 'GM'
            ? { ...table.view({ role: 'gm' }), ...extras }
            : table.view({ role: 'player', id: entry.reader.id }),
        );
        entry.bytes = utf8Bytes(sealedViewText(rev, entry.body));
      }
      const game = definition.id as GameId;
      const publicBytes = byteLength(
        sealedViewText(rev, compactView(table.view(PUBLIC_VIEWER) as TableView)),
      );
      // Within a round the size never shrinks, so a view that drops a line says nothing either.
      const inRound = definition.inRound(table.snapshot() as never);
      // What the GM's view carries beside the table (public facts decide whether it does) widens the GM's bound.
      const besides = { player: 0, gm: extras ? byteLength(JSON.stringify(extras)) : 0 };
      for (const reader of ['player', 'gm'] as const) {
        const fits = viewBound(game, publicBytes + besides[reader], reader);
        size[reader] = inRound ? Math.max(size[reader], fits) : fits;
      }
      const sealing: Promise<() => void>[] = [];
      for (const [slot, { reader, published, connections, bytes, body }] of slots) {
        if (force !== 'all' && !force.has(reader.id) && lastSent.get(slot) === body) continue;
        // Seal every view at once; each comes back as a ready-to-send batch.
        sealing.push(
          keys(reader.id, published).then(async (shared) => {
            if (!shared) return () => undefined;
            // A view over its bound (the headroom keeps it from happening) is padded to its own size.
            const bound = size[reader.role === 'GM' ? 'gm' : 'player'];
            const envelopes = await sealView(
              shared.view,
              bytes!,
              reader.id,
              bytes!.length > bound ? paddedSize(bytes!.length) : bound,
            );
            lastSent.set(slot, body!);
            return () => envelopes.forEach((envelope) => send(envelope, connections));
          }),
        );
      }
      const sends = await Promise.all(sealing);
      return () => sends.forEach((sendAll) => sendAll());
    },
  };
}
