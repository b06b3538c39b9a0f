/** What a real Owlbear room does that a quiet local one does not: slow and lost replies, dropped sockets, crowded metadata. */
import { jsonBytes } from './protocol';

export interface SeatNetwork {
  /** Every message from the seat's pages is handled (and answered) this late. */
  delayMs: number;
  /** The chance that a request is lost: no reply, so the SDK waits out its 5 s and rejects. */
  dropRate: number;
  /** The socket dropped: the seat is still listed, but nothing arrives from or reaches it. */
  ghost: boolean;
}

/** Key prefixes of made-up extensions sharing the room; none is ours. */
const OTHER_EXTENSIONS = ['com.example.initiative', 'com.example.fog-notes', 'com.example.soundboard', 'com.example.weather'];

/**
 * New keys of other extensions that bring `current` (plus them) to about `totalBytes` of JSON. Nothing already there
 * is touched; if `current` is already that large, nothing is added.
 */
export function otherExtensionsMetadata(current: Record<string, unknown>, totalBytes: number): Record<string, unknown> {
  const added: Record<string, unknown> = {};
  let index = 0;
  let room = totalBytes - jsonBytes(current);
  while (room > 64) {
    const key = `${OTHER_EXTENSIONS[index % OTHER_EXTENSIONS.length]}/data-${Math.floor(index / OTHER_EXTENSIONS.length)}`;
    index += 1;
    if (key in current) continue;
    // `"key":"…",` costs the key, its quotes, colon, comma and the value's quotes: 6 bytes beyond the two strings.
    const padding = Math.min(2000, room - key.length - 6);
    if (padding <= 0) break;
    added[key] = 'x'.repeat(padding);
    room = totalBytes - jsonBytes({ ...current, ...added });
  }
  return added;
}
