/**
 * The only place the public table is written to room metadata. Signing it (a
 * later change) belongs here, so nothing else may call `setRoomMetadata` for it.
 */
import type { OwlbearPort } from '../plugin/port';
import type { EncodedTable } from '../sync/publicTable';
import { TABLE_KEY } from '../sync/wire';

export function writePublicTable(port: OwlbearPort, table: EncodedTable): Promise<void> {
  return port.setRoomMetadata({ [TABLE_KEY]: table });
}

/** The table without its revision: a change of revision alone is not worth a write. */
export function publicContent(table: unknown): string {
  if (table === null || typeof table !== 'object') return JSON.stringify(table ?? null);
  const { rev: _rev, ...content } = table as Record<string, unknown>;
  return JSON.stringify(content);
}
