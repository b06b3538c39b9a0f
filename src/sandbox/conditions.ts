/** What a real Owlbear room does that a quiet local one does not: slow and lost replies, dropped sockets, crowded metadata. */
import { jsonBytes, type ClientMessage } from './protocol';
import type { HostSide } from './hostSide';
import type { ReceiveOutcome, Seat, SeatNetwork } from './model';
import { CHROME_HIDDEN_TAB, type HiddenTab } from './hiddenTab';

export type { SeatNetwork } from './model';

/** The room's network, seat by seat (docs/sandbox.md, "Real-room conditions"). */
export class NetworkConditions {
  private selectionCounter = 0;

  constructor(
    private readonly host: HostSide,
    private readonly schedule: (run: () => void, ms: number) => void,
    private readonly random: () => number,
  ) {}

  /**
   * Whether a page's message gets through now: a ghosted seat's is lost, a request (a message with a nonce) is lost
   * with the seat's drop rate, and with a delay the message is handled that late (if its page is still the same).
   */
  admit(
    seat: Seat,
    message: ClientMessage,
    stillCurrent: () => boolean,
    handle: () => ReceiveOutcome,
  ): ReceiveOutcome {
    if (seat.network.ghost) return 'dropped';
    const isRequest = typeof message.nonce === 'string';
    if (isRequest && seat.network.dropRate > 0 && this.random() < seat.network.dropRate)
      return 'dropped';
    if (seat.network.delayMs > 0) {
      this.schedule(() => void (stillCurrent() && handle()), seat.network.delayMs);
      return 'delayed';
    }
    return handle();
  }

  /** Every reply to this seat's pages comes `delayMs` late; each request is lost (never answered) with probability `dropRate`. */
  setNetwork(seatKey: string, network: Partial<Pick<SeatNetwork, 'delayMs' | 'dropRate'>>): void {
    const seat = this.host.seat(seatKey);
    if (!seat) return;
    const delayMs = Math.max(0, network.delayMs ?? seat.network.delayMs);
    const dropRate = Math.min(1, Math.max(0, network.dropRate ?? seat.network.dropRate));
    seat.network = { ...seat.network, delayMs, dropRate };
    this.host.changed();
  }

  /**
   * The seat's socket drops: it stays in everyone's party (Owlbear lists it until its server times it out), but
   * nothing it sends arrives and nothing reaches it, for `ms` (then it is back, same connection), or until `reconnect`.
   */
  ghost(seatKey: string, ms: number): void {
    const seat = this.host.seat(seatKey);
    if (!seat) return;
    seat.network = { ...seat.network, ghost: true };
    const player = seat.player;
    this.schedule(() => {
      if (this.host.seat(seatKey) === seat && seat.player === player && seat.network.ghost) {
        seat.network = { ...seat.network, ghost: false };
        this.host.changed();
      }
    }, ms);
    this.host.changed();
  }

  /** The seat's client reconnects without reloading: a new connection id, its pages keep running. */
  reconnect(seatKey: string): void {
    const seat = this.host.seat(seatKey);
    if (!seat) return;
    seat.network = { ...seat.network, ghost: false };
    this.host.partyChanged(seatKey, seatKey);
    seat.player = { ...seat.player, connectionId: this.host.newId() };
    this.host.relay.postToSeat(seatKey, 'player', {
      id: 'OBR_PLAYER_EVENT_CHANGE',
      data: { player: structuredClone(seat.player) },
    });
    this.host.partyChanged(seatKey);
    this.host.changed();
  }

  /** The fault of a seat whose player metadata reads back empty after a reload (`Seat.losesMetadataOnReload`). */
  loseMetadataOnReload(seatKey: string, on: boolean): void {
    const seat = this.host.seat(seatKey);
    if (!seat) return;
    seat.losesMetadataOnReload = on;
    this.host.changed();
  }

  /**
   * The seat's tab goes to the background, its pages' timers throttled as Chrome throttles a hidden page's
   * (hiddenTab.ts; Chrome's own figures unless `how` shortens them), or comes back (null). Hidden again, it keeps the
   * time it was first hidden.
   */
  hideTab(seatKey: string, how: Partial<Omit<HiddenTab, 'since'>> | null): void {
    const seat = this.host.seat(seatKey);
    if (!seat) return;
    const since = seat.tabHidden?.since ?? performance.now();
    seat.tabHidden = how && { ...CHROME_HIDDEN_TAB, ...seat.tabHidden, ...how, since };
    this.host.changed();
  }

  /** The player selects a token: a player change event to the seat, a party change event to everyone else. */
  churnSelection(seatKey: string): void {
    this.selectionCounter += 1;
    this.host.updatePlayer(seatKey, { selection: [`token-${this.selectionCounter}`] });
  }

  /** Other extensions' keys, added until the room metadata is `totalBytes` long (as near as their padding allows). */
  fillRoomMetadata(totalBytes: number): void {
    this.host.setRoomMetadata(otherExtensionsMetadata(this.host.roomMetadata, totalBytes));
    this.host.roomMetadataChanged();
  }
}

/** Key prefixes of made-up extensions sharing the room; none is ours. */
export const OTHER_EXTENSIONS = [
  'com.example.initiative',
  'com.example.fog-notes',
  'com.example.soundboard',
  'com.example.weather',
];

/**
 * New keys of other extensions that bring `current` (plus them) to about `totalBytes` of JSON. Nothing already there
 * is touched; if `current` is already that large, nothing is added.
 */
export function otherExtensionsMetadata(
  current: Record<string, unknown>,
  totalBytes: number,
): Record<string, unknown> {
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
