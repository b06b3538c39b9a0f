/**
 * The only place the public table is written to room metadata: every write is
 * signed here with the host's ECDSA key (see src/sync/signing.ts), and this
 * writer tells the host's own writes (and their echoes) from anyone else's,
 * whose writes the host undoes and tells the GM of.
 *
 * Room metadata is 16 kB shared by every extension in the room. When the
 * others leave too little for the table, the write is refused: the GM is told
 * once, the table goes on (it is saved on the GM's device and every player
 * plays from their sealed view), and the newest table is written as soon as a
 * change of the room's metadata leaves room for it.
 */
import { ROOM_METADATA_LIMIT, jsonBytes, type Metadata, type OwlbearPort } from '../plugin/port';
import type { EncodedTable } from '../sync/publicTable';
import { canonicalJson, signTable, type Signed } from '../sync/signing';
import { TABLE_KEY } from '../sync/wire';

export interface TableWriter {
  /** Signs the table and writes it. */
  write(table: EncodedTable): Promise<void>;
  /** Writes the last signed table back, byte for byte (clients take it as unchanged). */
  restore(): Promise<void>;
  /** The room's metadata changed: writes the table that did not fit, if it fits now. */
  roomChanged(metadata: Metadata): Promise<void>;
  /**
   * True when the room holds a table this host did not write: neither its last
   * write nor one whose change event has not arrived yet. An older table of its
   * own whose echo was already seen counts as foreign (a replay). A change
   * event that leaves the table as the last event showed it is about another
   * key (the lease, say) and is no write of the table at all.
   */
  isForeign(value: unknown): boolean;
}

/** `initial` is the table the room held when the host started: what the first change event is compared with. */
export function tableWriter(
  port: OwlbearPort,
  signingKey: CryptoKey,
  initial?: unknown,
): TableWriter {
  return new Writer(port, signingKey, textOf(initial));
}

class Writer implements TableWriter {
  private last: Signed<EncodedTable> | null = null;
  private lastText = '';
  /** Writes whose change event has not come back yet, oldest first. */
  private inFlight: string[] = [];
  /** The last table was refused for want of room, and the GM was told. */
  private waiting = false;

  constructor(
    private readonly port: OwlbearPort,
    private readonly signingKey: CryptoKey,
    /**
     * The table as the last change event (or the start) showed it. Each event carries the whole room as it was
     * written, so the echo of a lease written before this host's first table still shows the room's old table:
     * without this, a new room or a reloaded GM would report that old table as an overwrite.
     */
    private seenText: string | null,
  ) {}

  async write(table: EncodedTable) {
    this.last = await signTable(this.signingKey, this.port.roomId, table);
    this.lastText = canonicalJson(this.last);
    await this.put(this.last);
  }

  async restore() {
    if (this.last) await this.put(this.last);
  }

  async roomChanged(metadata: Metadata) {
    if (this.waiting && this.last && fits(metadata, this.last)) await this.put(this.last);
  }

  isForeign(value: unknown) {
    const text = textOf(value);
    const unchanged = text !== null && text === this.seenText;
    this.seenText = text;
    if (!this.last || unchanged) return false;
    // Nested past anything this host writes: foreign.
    if (text === null) return true;
    if (text === this.lastText) {
      this.inFlight = [];
      return false;
    }
    const echo = this.inFlight.indexOf(text);
    if (echo < 0) return true;
    this.inFlight = this.inFlight.slice(echo + 1);
    return false;
  }

  private async put(table: Signed<EncodedTable>) {
    const text = canonicalJson(table);
    this.inFlight.push(text);
    try {
      await this.port.setRoomMetadata({ [TABLE_KEY]: table });
    } catch (error) {
      this.inFlight.splice(this.inFlight.lastIndexOf(text), 1);
      return this.refused(table, error);
    }
    if (this.waiting) void this.port.notify(ROOM_AGAIN, 'SUCCESS').catch(() => undefined);
    this.waiting = false;
  }

  /** Owlbear does not document its error: a refusal counts as one for want of room when the room shows it. */
  private async refused(table: Signed<EncodedTable>, error: unknown) {
    const room = await this.port.getRoomMetadata().catch(() => null);
    if (!room || fits(room, table)) throw error;
    if (!this.waiting) void this.port.notify(roomFull(room), 'WARNING').catch(() => undefined);
    this.waiting = true;
  }
}

const fits = (metadata: Metadata, table: Signed<EncodedTable>) =>
  jsonBytes({ ...metadata, [TABLE_KEY]: table }) <= ROOM_METADATA_LIMIT;

/** What the GM is told, once, when the other extensions leave the table too little room. */
export function roomFull(room: Metadata): string {
  const ours = TABLE_KEY.slice(0, TABLE_KEY.lastIndexOf('/') + 1);
  const others = Object.fromEntries(Object.entries(room).filter(([key]) => !key.startsWith(ours)));
  const kB = (bytes: number) => (bytes / 1024).toFixed(1);
  return (
    `Tavern Twenty-One: the room's shared storage is full (other extensions use ${kB(jsonBytes(others))} of the 16 kB every extension in a room shares), ` +
    'so the table everyone sees outside their own view cannot be updated. Nothing is lost: the table is saved on this device and every player keeps playing. ' +
    'To make room, remove another extension\u2019s data from the room (or an extension you no longer use), or play with fewer seats: the table is written again as soon as there is room.'
  );
}

export const ROOM_AGAIN =
  'Tavern Twenty-One: the room\u2019s shared storage has space again, and the table is shown to everyone.';

/** A table's canonical text, or null when it nests past anything this host writes. */
function textOf(value: unknown): string | null {
  try {
    return canonicalJson(value ?? null);
  } catch {
    return null;
  }
}

/** The GM hears of overwrites of the table at most this often. */
const WARN_EVERY_MS = 5_000;

/**
 * Writes the true table back over someone else's and tells the GM. Owlbear's
 * change event does not say which connection wrote a key, so the GM learns
 * when, not who; a flood of overwrites is told once per `WARN_EVERY_MS`.
 */
export function tableRestorer(
  port: OwlbearPort,
  writer: TableWriter,
  clock: () => number,
): () => Promise<void> {
  let lastWarning = -Infinity;
  return async () => {
    await writer.restore();
    const now = clock();
    if (now - lastWarning < WARN_EVERY_MS) return;
    lastWarning = now;
    const at = new Date(now).toLocaleTimeString();
    await port
      .notify(
        `Tavern Twenty-One: someone overwrote the table at ${at}. It has been put back.`,
        'WARNING',
      )
      .catch(() => undefined);
  };
}
