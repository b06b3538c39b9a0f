/**
 * Connects the DOM to the host: routes every `message` event by its `event.source` to the
 * iframe it came from, posts the host's replies and events to the right window, and records
 * both directions in the traffic log.
 */
import { HiddenTabFrames } from './hiddenTab';
import { SandboxHost, type HostOptions } from './host';
import { isClientMessage } from './protocol';
import { TrafficLog } from './traffic';

export class FrameBridge {
  readonly log = new TrafficLog();
  readonly host: SandboxHost;
  private readonly windows = new Map<string, Window>();
  /** Each seat's frames, throttled while its tab is hidden. */
  private readonly hiddenTabs = new HiddenTabFrames(
    (frameId) => this.host.seat(this.host.frameBinding(frameId)?.seatId ?? '')?.tabHidden ?? null,
  );
  private readonly frameIds = new Map<MessageEventSource, string>();
  private counter = 0;

  constructor(options: Omit<HostOptions, 'transport'>) {
    this.host = new SandboxHost({
      ...options,
      transport: {
        post: (frameId, message, targetOrigin) => {
          const target = this.windows.get(frameId);
          if (!target) return;
          this.recordFor(frameId, 'in', message.id, message.data);
          target.postMessage(message, targetOrigin);
        },
      },
    });
    this.host.onChange(() => this.windows.forEach((win, id) => this.hiddenTabs.apply(id, win)));
    // What a person does on the scene pane as a seat is that seat's client writing: it is logged as the seat's.
    this.host.scene.onPaneWrite(({ seatKey, id, data }) =>
      this.log.record({
        seatId: seatKey,
        seatName: this.seatName(seatKey),
        frameKind: 'map',
        direction: 'out',
        id,
        data,
      }),
    );
  }

  nextFrameId(): string {
    this.counter += 1;
    return `frame-${this.counter}`;
  }

  register(frameId: string, target: Window): void {
    this.windows.set(frameId, target);
    this.frameIds.set(target, frameId);
    this.hiddenTabs.apply(frameId, target);
  }

  /** A new document loaded in the frame: its timers follow its seat's tab, then it gets `OBR_READY`. */
  loaded(frameId: string): void {
    const target = this.windows.get(frameId);
    if (target) this.hiddenTabs.apply(frameId, target);
    this.host.frameLoaded(frameId);
  }

  unregister(frameId: string): void {
    const target = this.windows.get(frameId);
    this.windows.delete(frameId);
    this.hiddenTabs.forget(frameId);
    if (target && this.frameIds.get(target) === frameId) this.frameIds.delete(target);
  }

  /** Listens on the sandbox window; returns the function that stops listening. */
  listen(on: Window): () => void {
    const handle = (event: MessageEvent) => {
      const frameId = event.source ? this.frameIds.get(event.source) : undefined;
      if (frameId === undefined || !isClientMessage(event.data)) return;
      const entry = this.recordFor(frameId, 'out', event.data.id, event.data.data);
      const outcome = this.host.receive(frameId, event.data);
      if (entry && outcome !== 'handled') entry.outcome = outcome;
    };
    on.addEventListener('message', handle);
    return () => on.removeEventListener('message', handle);
  }

  private seatName(seatKey: string): string {
    const seat = this.host.seat(seatKey);
    return seat ? this.host.label(seat) : '?';
  }

  private recordFor(frameId: string, direction: 'in' | 'out', id: string, data: unknown) {
    const binding = this.host.frameBinding(frameId);
    if (!binding) return undefined;
    return this.log.record({
      seatId: binding.seatId,
      seatName: this.seatName(binding.seatId),
      frameKind: binding.kind,
      direction,
      id,
      data,
    });
  }
}
