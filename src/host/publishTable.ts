/**
 * The only place the public table is written to room metadata: every write is
 * signed here with the host's ECDSA key (see src/sync/signing.ts), and this
 * writer tells the host's own writes (and their echoes) from anyone else's,
 * whose writes the host undoes and tells the GM of.
 */
import type { OwlbearPort } from '../plugin/port';
import type { EncodedTable } from '../sync/publicTable';
import { canonicalJson, signTable, type Signed } from '../sync/signing';
import { TABLE_KEY } from '../sync/wire';

export interface TableWriter {
  /** Signs the table and writes it. */
  write(table: EncodedTable): Promise<void>;
  /** Writes the last signed table back, byte for byte (clients take it as unchanged). */
  restore(): Promise<void>;
  /**
   * True when the room holds a table this host did not write: neither its last
   * write nor one whose change event has not arrived yet. An older table of its
   * own whose echo was already seen counts as foreign (a replay).
   */
  isForeign(value: unknown): boolean;
}

export function tableWriter(port: OwlbearPort, signingKey: CryptoKey): TableWriter {
  let last: Signed<EncodedTable> | null = null;
  let lastText = '';
  /** Writes whose change event has not come back yet, oldest first. */
  let inFlight: string[] = [];
  const put = (table: Signed<EncodedTable>) => {
    inFlight.push(canonicalJson(table));
    return port.setRoomMetadata({ [TABLE_KEY]: table });
  };
  return {
    async write(table) {
      last = await signTable(signingKey, port.roomId, table);
      lastText = canonicalJson(last);
      await put(last);
    },
    async restore() {
      if (last) await put(last);
    },
    isForeign(value) {
      if (!last) return false;
      let text: string;
      try {
        text = canonicalJson(value ?? null);
      } catch {
        return true; // nested past anything this host writes: foreign
      }
      if (text === lastText) {
        inFlight = [];
        return false;
      }
      const echo = inFlight.indexOf(text);
      if (echo >= 0) {
        inFlight = inFlight.slice(echo + 1);
        return false;
      }
      return true;
    },
  };
}

/** The table without its revision: a change of revision alone is not worth a write. */
export function publicContent(table: unknown): string {
  if (table === null || typeof table !== 'object') return JSON.stringify(table ?? null);
  const { rev: _rev, sig: _sig, ...content } = table as Record<string, unknown>;
  return JSON.stringify(content);
}

/** The GM hears of overwrites of the table at most this often. */
const WARN_EVERY_MS = 5_000;

/**
 * Writes the true table back over someone else's and tells the GM. Owlbear's
 * change event does not say which connection wrote a key, so the GM learns
 * when, not who; a flood of overwrites is told once per `WARN_EVERY_MS`.
 */
export function tableRestorer(port: OwlbearPort, writer: TableWriter, clock: () => number): () => Promise<void> {
  let lastWarning = -Infinity;
  return async () => {
    await writer.restore();
    const now = clock();
    if (now - lastWarning < WARN_EVERY_MS) return;
    lastWarning = now;
    const at = new Date(now).toLocaleTimeString();
    await port.notify(`Tavern Twenty-One: someone overwrote the table at ${at}. It has been put back.`, 'WARNING').catch(() => undefined);
  };
}
