/**
 * The sandbox's side of every page's wire: which iframe is which seat's page, what each subscribed to,
 * and the posting of replies, events and broadcasts to them. A ghosted seat hears nothing (its socket is down).
 */
import { READY_ID, type HostMessage } from './protocol';
import type { BroadcastDestination, FrameBinding, HostTransport } from './model';

export type Subscription =
  | 'player'
  | 'party'
  | 'roomMetadata'
  | 'theme'
  | 'actionOpen'
  | 'sceneReady'
  | 'sceneItems'
  | 'sceneLocal';

export interface FrameState {
  binding: FrameBinding;
  origin: string;
  ref: string | null;
  heard: boolean;
  subscriptions: Set<Subscription>;
  channels: Set<string>;
}

/**
 * A page that imports the SDK after its `load` event misses the first `OBR_READY`; re-posting
 * is harmless (the SDK only resets the same ref and user id), so the host repeats it until the
 * frame's first message shows the SDK heard it.
 */
export const READY_RETRY_MS = [250, 1000, 3000] as const;

export interface RelaySetup {
  transport: HostTransport;
  /** True while the seat's socket is down. */
  ghost(seatKey: string): boolean;
  newId(): string;
  schedule(run: () => void, ms: number): void;
}

export class FrameRelay {
  private readonly frames = new Map<string, FrameState>();

  constructor(private readonly setup: RelaySetup) {}

  get(frameId: string): FrameState | undefined {
    return this.frames.get(frameId);
  }

  /** An iframe of a seat exists; `pageUrl` gives the origin replies are posted to. */
  attach(frameId: string, binding: FrameBinding, pageUrl: string): void {
    this.frames.set(frameId, {
      binding,
      origin: new URL(pageUrl).origin,
      ref: null,
      heard: false,
      subscriptions: new Set(),
      channels: new Set(),
    });
  }

  detach(frameId: string): void {
    this.frames.delete(frameId);
  }

  drop(match: (binding: FrameBinding) => boolean): void {
    for (const [frameId, frame] of this.frames)
      if (match(frame.binding)) this.frames.delete(frameId);
  }

  /** A new document loaded in the frame: it starts with no subscriptions and gets `OBR_READY` until it speaks. */
  loaded(frameId: string, userId: string): void {
    const frame = this.frames.get(frameId);
    if (!frame) return;
    const ref = this.setup.newId();
    frame.ref = ref;
    frame.heard = false;
    frame.subscriptions.clear();
    frame.channels.clear();
    const sendReady = () => {
      if (this.frames.get(frameId) !== frame || frame.ref !== ref || frame.heard) return;
      this.post(frameId, { id: READY_ID, data: { ref, userId } });
    };
    sendReady();
    for (const ms of READY_RETRY_MS) this.setup.schedule(sendReady, ms);
  }

  post(frameId: string, message: HostMessage): void {
    const frame = this.frames.get(frameId);
    if (!frame) return;
    // A ghosted seat hears nothing but its pages' own handshake.
    if (message.id !== READY_ID && this.setup.ghost(frame.binding.seatId)) return;
    this.setup.transport.post(frameId, message, frame.origin);
  }

  /** To every page of one seat that subscribed. */
  postToSeat(seatKey: string, subscription: Subscription, message: HostMessage): void {
    for (const [frameId, frame] of this.frames) {
      if (frame.binding.seatId === seatKey && frame.subscriptions.has(subscription))
        this.post(frameId, message);
    }
  }

  /** To every subscribed page; `messageFor` may tailor it to the page's seat, or return null to skip it. */
  postToSubscribed(
    subscription: Subscription,
    messageFor: (seatKey: string) => HostMessage | null,
  ): void {
    for (const [frameId, frame] of this.frames) {
      if (!frame.subscriptions.has(subscription)) continue;
      const message = messageFor(frame.binding.seatId);
      if (message) this.post(frameId, message);
    }
  }

  /**
   * A broadcast from one seat: `LOCAL` to that seat's own pages (one client, not every client of its player),
   * `REMOTE` to every other seat's, `ALL` to both. `localConnectionId: false` leaves the sender's id off its own copies.
   */
  broadcast(
    senderKey: string,
    connectionId: string,
    channel: string,
    payload: unknown,
    destination: BroadcastDestination,
    localConnectionId: boolean,
  ): void {
    const message: HostMessage = {
      id: `OBR_BROADCAST_MESSAGE_${channel}`,
      data: { data: payload, connectionId },
    };
    const localCopy: HostMessage = localConnectionId
      ? message
      : { id: message.id, data: { data: payload } };
    for (const [frameId, frame] of this.frames) {
      const local = frame.binding.seatId === senderKey;
      const wanted = destination === 'ALL' || (destination === 'LOCAL') === local;
      if (wanted && frame.channels.has(channel)) this.post(frameId, local ? localCopy : message);
    }
  }
}
