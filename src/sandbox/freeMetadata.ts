/**
 * Room made again in the room metadata, as a GM does by removing another
 * extension (or its data): every key the sandbox's made-up extensions added
 * (`fillRoomMetadata`) goes, and everyone hears of the change.
 */
import { OTHER_EXTENSIONS } from './conditions';
import type { SandboxHost } from './host';

export function removeOtherExtensions(host: SandboxHost): void {
  const theirs = Object.keys(host.roomMetadata).filter((key) =>
    OTHER_EXTENSIONS.some((prefix) => key.startsWith(`${prefix}/`)),
  );
  host.setRoomMetadata(Object.fromEntries(theirs.map((key) => [key, undefined])));
  host.roomMetadataChanged();
}
