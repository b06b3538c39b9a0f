/**
 * Everything read from Owlbear is checked before use: another extension, an
 * older build or a hostile client may have written anything into metadata.
 */
import * as v from 'valibot';
import type { Metadata, PartyPlayer, ThemeMode } from './port';

const metadataSchema = v.record(v.string(), v.unknown());

export const partyPlayerSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  connectionId: v.pipe(v.string(), v.minLength(1)),
  role: v.picklist(['GM', 'PLAYER']),
  name: v.string(),
  metadata: v.optional(metadataSchema, {}),
});

/** The players whose shape is sound; anything else is dropped rather than trusted. */
export function readParty(raw: unknown): PartyPlayer[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const parsed = v.safeParse(partyPlayerSchema, entry);
    return parsed.success ? [parsed.output] : [];
  });
}

export function readMetadata(raw: unknown): Metadata {
  const parsed = v.safeParse(metadataSchema, raw);
  return parsed.success ? parsed.output : {};
}

export function readThemeMode(raw: unknown): ThemeMode {
  return (raw as { mode?: unknown } | null)?.mode === 'LIGHT' ? 'LIGHT' : 'DARK';
}
