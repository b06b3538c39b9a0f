/**
 * Each reader's view, sealed to them alone (src/sync/envelope.ts): the host
 * derives one AES key per published player key, and seals a view again only
 * when it changed for that reader, or when they asked for it.
 */
import type { OwlbearPort, PartyPlayer } from '../plugin/port';
import { deriveViewKey, importPublicJwk, viewKeyContext } from '../sync/crypto';
import { compactView, sealView, sealedViewText, type ViewEnvelope } from '../sync/envelope';
import { readPlayerKey } from '../sync/wire';
import type { Session } from './session';

export interface ViewSealer {
  /**
   * Seals every changed view of `session` for `readers` (and those of the
   * readers in `force`); resolves with the function that sends them all, in order.
   */
  seal(session: Session, readers: PartyPlayer[], force?: ReadonlySet<string>): Promise<() => void>;
}

export function viewSealer(port: OwlbearPort, hostKey: CryptoKey, hostId: string, send: (envelope: ViewEnvelope, connectionIds: readonly string[]) => void): ViewSealer {
  const lastSent = new Map<string, string>();
  const viewKeys = new Map<string, Promise<CryptoKey | null>>();

  /** The AES key this host shares with one published player key. */
  function viewKeyFor(playerId: string, published: string): Promise<CryptoKey | null> {
    const cacheKey = `${playerId}|${published}`;
    let key = viewKeys.get(cacheKey);
    if (!key) {
      key = importPublicJwk(JSON.parse(published)).then((peer) => (peer ? deriveViewKey(hostKey, peer, viewKeyContext(port.roomId, hostId, playerId)) : null));
      viewKeys.set(cacheKey, key);
    }
    return key;
  }

  return {
    async seal({ table, rev }, readers, force = new Set()) {
      const sealing: Promise<() => void>[] = [];
      // One view per player and key, sent to every connection that holds them: a GM or a player may have two tabs.
      const slots = new Map<string, { reader: PartyPlayer; published: string; connections: string[] }>();
      for (const reader of readers) {
        const published = readPlayerKey(reader.metadata);
        if (!published) continue;
        const slot = `${reader.id}|${published}`;
        const known = slots.get(slot);
        if (known) known.connections.push(reader.connectionId);
        else slots.set(slot, { reader, published, connections: [reader.connectionId] });
      }
      for (const [slot, { reader, published, connections }] of slots) {
        const body = compactView(table.view(reader.role === 'GM' ? { role: 'gm' } : { role: 'player', id: reader.id }));
        if (!force.has(reader.id) && lastSent.get(slot) === body) continue;
        // Seal every changed view at once; each comes back as a ready-to-send batch.
        sealing.push(
          viewKeyFor(reader.id, published).then(async (key) => {
            if (!key) return () => undefined;
            const envelopes = await sealView(key, sealedViewText(rev, body), reader.id);
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
