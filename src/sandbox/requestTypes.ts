/**
 * What a request handler of the sandbox is given: the host as handlers reach it and the request's context.
 * Its own module so `handlers.ts` and the areas it assembles share it without importing one another.
 */
import type { HostSide } from './hostSide';
import type { BroadcastDestination, Seat } from './model';
import type { FrameState } from './relay';
import type { SandboxScene } from './sandboxScene';
import type { SeatPages } from './seatPages';
import type { SandboxTheme } from './theme';

/** The host as its request handlers reach it: the room, the seats' pages, the theme, the broadcasts. */
export interface HandlingHost extends HostSide {
  readonly pages: SeatPages;
  readonly scene: SandboxScene;
  readonly theme: SandboxTheme;
  deliverBroadcast(
    sender: Seat,
    channel: string,
    payload: unknown,
    destination: BroadcastDestination,
  ): void;
}

export interface RequestContext {
  seat: Seat;
  frame: FrameState;
  frameId: string;
  /** Work done after the reply is posted (change events, deliveries). */
  after(effect: () => void): void;
}

/** Request handlers by SDK message id; `this` is the host. A returned value is the reply's data. */
export type RequestHandlers = Record<
  string,
  (this: HandlingHost, ctx: RequestContext, data: Record<string, unknown>) => unknown
>;
