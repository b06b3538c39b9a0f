/** What the sandbox answers to each request the SDK sends, by message id (docs/sandbox.md, "What it implements"). */
import type { HostSide } from './hostSide';
import {
  HostError,
  isRecord,
  mergeMetadata,
  requireRecord,
  requireSize,
  requireString,
  type BroadcastDestination,
  type ChildPage,
  type NotificationVariant,
  type ReceiveOutcome,
  type Seat,
} from './model';
import {
  BROADCAST_LIMIT_BYTES,
  errorId,
  jsonBytes,
  responseId,
  type ClientMessage,
} from './protocol';
import type { FrameState, Subscription } from './relay';
import type { SeatPages } from './seatPages';
import type { SandboxTheme } from './theme';

/** The host as its request handlers reach it: the room, the seats' pages, the theme, the broadcasts. */
export interface HandlingHost extends HostSide {
  readonly pages: SeatPages;
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

/** Subscribe and unsubscribe ids: which subscription, and whether it is turned on. */
export const SUBSCRIPTIONS: Record<string, [Subscription, boolean]> = {
  OBR_PLAYER_SUBSCRIBE: ['player', true],
  OBR_PLAYER_UNSUBSCRIBE: ['player', false],
  OBR_PARTY_SUBSCRIBE: ['party', true],
  OBR_PARTY_UNSUBSCRIBE: ['party', false],
  OBR_ROOM_METADATA_SUBSCRIBE: ['roomMetadata', true],
  // The SDK spells these unsubscribe ids irregularly.
  OBR_METADATA_ROOM_UNSUBSCRIBE: ['roomMetadata', false],
  OBR_THEME_SUBSCRIBE: ['theme', true],
  OBR_THEME_UNSUBSCRIBE: ['theme', false],
  OBR_ACTION_IS_OPEN_SUBSCRIBE: ['actionOpen', true],
  OBR_IS_OPEN_ACTION_UNSUBSCRIBE: ['actionOpen', false],
  OBR_SCENE_READY_SUBSCRIBE: ['sceneReady', true],
  OBR_SCENE_READY_UNSUBSCRIBE: ['sceneReady', false],
};

const VARIANTS = new Set<NotificationVariant>(['DEFAULT', 'ERROR', 'INFO', 'SUCCESS', 'WARNING']);
const DESTINATIONS = new Set<BroadcastDestination>(['REMOTE', 'LOCAL', 'ALL']);

let childInstances = 0;

function childPage(data: Record<string, unknown>, kind: 'popover' | 'modal'): ChildPage {
  const id = requireString(data.id, `${kind} id`);
  const url = requireString(data.url, `${kind} url`);
  try {
    new URL(url);
  } catch {
    throw new HostError(
      'InvalidRequest',
      `${kind} url must be absolute (the SDK makes it so): ${url}`,
    );
  }
  const width = typeof data.width === 'number' ? data.width : 400;
  const height = typeof data.height === 'number' ? data.height : 300;
  const { id: _id, url: _url, width: _w, height: _h, ...options } = data;
  childInstances += 1;
  return { instance: childInstances, id, url, width, height, options };
}

function findChild(seat: Seat, data: Record<string, unknown>): ChildPage {
  const id = requireString(data.id, 'popover id');
  const child = seat.popovers.find((open) => open.id === id);
  if (!child) throw new HostError('NotFound', `No open popover with id ${id}`);
  return child;
}

/** Sets part of the seat's action; the page is drawn again only when that changes what it shows. */
function setAction(host: HandlingHost, seat: Seat, patch: Partial<Seat['action']>): void {
  if (
    Object.entries(patch).every(
      ([key, value]) => seat.action[key as keyof Seat['action']] === value,
    )
  )
    return;
  seat.action = { ...seat.action, ...patch };
  host.changed();
}

/** Request handlers by SDK message id; `this` is the host. A returned value is the reply's data. */
export const HANDLERS: Record<
  string,
  (this: HandlingHost, ctx: RequestContext, data: Record<string, unknown>) => unknown
> = {
  // player
  OBR_PLAYER_GET_ID: ({ seat }) => ({ id: seat.player.id }),
  OBR_PLAYER_GET_NAME: ({ seat }) => ({ name: seat.player.name }),
  OBR_PLAYER_GET_ROLE: ({ seat }) => ({ role: seat.player.role }),
  OBR_PLAYER_GET_COLOR: ({ seat }) => ({ color: seat.player.color }),
  OBR_PLAYER_GET_CONNECTION_ID: ({ seat }) => ({ connectionId: seat.player.connectionId }),
  OBR_PLAYER_GET_METADATA: ({ seat }) => ({ metadata: seat.player.metadata }),
  OBR_PLAYER_GET_SYNC_VIEW: ({ seat }) => ({ syncView: seat.player.syncView }),
  OBR_PLAYER_GET_SELECTION: ({ seat }) => ({ selection: seat.player.selection }),
  OBR_PLAYER_SET_METADATA: function (ctx, data) {
    const update = requireRecord(data.update, 'update');
    const metadata = mergeMetadata(ctx.seat.player.metadata, update);
    ctx.after(() => this.updatePlayer(ctx.seat.key, { metadata }));
  },
  OBR_PLAYER_SET_NAME: function (ctx, data) {
    const name = requireString(data.name, 'name');
    ctx.after(() => this.updatePlayer(ctx.seat.key, { name }));
  },
  OBR_PLAYER_SET_COLOR: function (ctx, data) {
    const color = requireString(data.color, 'color');
    ctx.after(() => this.updatePlayer(ctx.seat.key, { color }));
  },
  OBR_PLAYER_SET_SYNC_VIEW: function (ctx, data) {
    const syncView = Boolean(data.syncView);
    ctx.after(() => this.updatePlayer(ctx.seat.key, { syncView }));
  },

  // party
  OBR_PARTY_GET_PLAYERS: function ({ seat }) {
    return { players: this.partyFor(seat.key) };
  },

  // room
  OBR_ROOM_GET_METADATA: function () {
    return { metadata: this.roomMetadata };
  },
  OBR_ROOM_SET_METADATA: function (ctx, data) {
    this.setRoomMetadata(requireRecord(data.update, 'update'));
    ctx.after(() => this.roomMetadataChanged());
  },

  // broadcast
  OBR_BROADCAST_SUBSCRIBE: ({ frame }, data) => {
    frame.channels.add(requireString(data.channel, 'channel'));
  },
  OBR_BROADCAST_UNSUBSCRIBE: ({ frame }, data) => {
    frame.channels.delete(requireString(data.channel, 'channel'));
  },
  OBR_BROADCAST_SEND_MESSAGE: function (ctx, data) {
    const channel = requireString(data.channel, 'channel');
    const options = isRecord(data.options) ? data.options : {};
    const destination = (options.destination ?? 'REMOTE') as BroadcastDestination;
    if (!DESTINATIONS.has(destination)) {
      throw new HostError(
        'InvalidRequest',
        `destination must be REMOTE, LOCAL or ALL, not ${String(destination)}`,
      );
    }
    const size = jsonBytes(data.data);
    if (size > BROADCAST_LIMIT_BYTES) {
      throw new HostError(
        'LimitExceeded',
        `Broadcast data is ${size} bytes; the limit is ${BROADCAST_LIMIT_BYTES} bytes (16 kB)`,
      );
    }
    const sender = ctx.seat;
    ctx.after(() => this.deliverBroadcast(sender, channel, data.data, destination));
  },

  // notification
  OBR_NOTIFICATION_SHOW: function ({ seat }, data) {
    const message = requireString(data.message, 'message');
    const variant = (data.variant ?? 'DEFAULT') as NotificationVariant;
    if (!VARIANTS.has(variant))
      throw new HostError('InvalidRequest', `Unknown notification variant ${String(variant)}`);
    return { id: this.pages.newNotification(seat, message, variant) };
  },
  OBR_NOTIFICATION_CLOSE: function ({ seat }, data) {
    this.pages.dismissNotification(seat.key, requireString(data.id, 'id'));
  },

  // theme
  OBR_THEME_GET_THEME: function () {
    return { theme: this.theme };
  },

  // action
  OBR_ACTION_GET_WIDTH: ({ seat }) => ({ width: seat.action.width }),
  OBR_ACTION_GET_HEIGHT: ({ seat }) => ({ height: seat.action.height }),
  OBR_ACTION_GET_BADGE_TEXT: ({ seat }) => ({ badgeText: seat.action.badgeText }),
  OBR_ACTION_GET_BADGE_BACKGROUND_COLOR: ({ seat }) => ({
    badgeBackgroundColor: seat.action.badgeBackgroundColor,
  }),
  OBR_ACTION_GET_TITLE: ({ seat }) => ({ title: seat.action.title }),
  OBR_ACTION_GET_ICON: ({ seat }) => ({ icon: seat.action.icon }),
  OBR_ACTION_GET_IS_OPEN: ({ seat }) => ({ isOpen: seat.action.open }),
  OBR_ACTION_SET_WIDTH: function ({ seat }, data) {
    setAction(this, seat, { width: requireSize(data.width, 'width') });
  },
  OBR_ACTION_SET_HEIGHT: function ({ seat }, data) {
    setAction(this, seat, { height: requireSize(data.height, 'height') });
  },
  OBR_ACTION_SET_BADGE_TEXT: function ({ seat }, data) {
    setAction(this, seat, {
      badgeText:
        data.badgeText === undefined ? undefined : requireString(data.badgeText, 'badgeText'),
    });
  },
  OBR_ACTION_SET_BADGE_BACKGROUND_COLOR: function ({ seat }, data) {
    const color = data.badgeBackgroundColor;
    setAction(this, seat, {
      badgeBackgroundColor:
        color === undefined ? undefined : requireString(color, 'badgeBackgroundColor'),
    });
  },
  OBR_ACTION_SET_TITLE: function ({ seat }, data) {
    setAction(this, seat, { title: requireString(data.title, 'title') });
  },
  OBR_ACTION_SET_ICON: function ({ seat }, data) {
    setAction(this, seat, { icon: requireString(data.icon, 'icon') });
  },
  OBR_ACTION_OPEN: function (ctx) {
    ctx.after(() => this.pages.setActionOpen(ctx.seat.key, true));
  },
  OBR_ACTION_CLOSE: function (ctx) {
    ctx.after(() => this.pages.setActionOpen(ctx.seat.key, false));
  },

  // popover
  OBR_POPOVER_OPEN: function (ctx, data) {
    const child = childPage(data, 'popover');
    ctx.after(() => this.pages.openChild(ctx.seat, 'popover', child));
  },
  OBR_POPOVER_CLOSE: function (ctx, data) {
    const id = requireString(data.id, 'id');
    ctx.after(() => this.pages.closeChild(ctx.seat.key, 'popover', id));
  },
  OBR_POPOVER_GET_WIDTH: ({ seat }, data) => ({ width: findChild(seat, data).width }),
  OBR_POPOVER_GET_HEIGHT: ({ seat }, data) => ({ height: findChild(seat, data).height }),
  OBR_POPOVER_SET_WIDTH: function ({ seat }, data) {
    findChild(seat, data).width = requireSize(data.width, 'width');
    this.changed();
  },
  OBR_POPOVER_SET_HEIGHT: function ({ seat }, data) {
    findChild(seat, data).height = requireSize(data.height, 'height');
    this.changed();
  },

  // modal
  OBR_MODAL_OPEN: function (ctx, data) {
    const child = childPage(data, 'modal');
    ctx.after(() => this.pages.openChild(ctx.seat, 'modal', child));
  },
  OBR_MODAL_CLOSE: function (ctx, data) {
    const id = requireString(data.id, 'id');
    ctx.after(() => this.pages.closeChild(ctx.seat.key, 'modal', id));
  },

  // scene: there is no scene, but extensions wait for it to be ready.
  OBR_SCENE_IS_READY: () => ({ ready: true }),
};

/** Every request id the sandbox answers with `_RESPONSE` (the rest get `_ERROR` NotImplemented). */
export const IMPLEMENTED_IDS: readonly string[] = [
  ...Object.keys(HANDLERS),
  ...Object.keys(SUBSCRIPTIONS),
].sort();

/** Answers one message of a page: requests (`nonce` present) with `_RESPONSE`/`_ERROR`, subscriptions without a reply. */
export function handleMessage(
  host: HandlingHost,
  frameId: string,
  frame: FrameState,
  seat: Seat,
  message: ClientMessage,
): ReceiveOutcome {
  const nonce = typeof message.nonce === 'string' ? message.nonce : null;
  const effects: Array<() => void> = [];
  const ctx: RequestContext = { seat, frame, frameId, after: (effect) => effects.push(effect) };
  const data = isRecord(message.data) ? message.data : {};

  let outcome: ReceiveOutcome = 'handled';
  const subscription = SUBSCRIPTIONS[message.id];
  const handler = HANDLERS[message.id];
  try {
    if (subscription) {
      const [kind, on] = subscription;
      if (on) frame.subscriptions.add(kind);
      else frame.subscriptions.delete(kind);
      if (nonce !== null) host.relay.post(frameId, { id: responseId(message.id, nonce), data: {} });
    } else if (handler) {
      const result = handler.call(host, ctx, data);
      if (nonce !== null)
        host.relay.post(frameId, { id: responseId(message.id, nonce), data: result ?? {} });
    } else {
      throw new HostError('NotImplemented', `The sandbox does not implement ${message.id}`);
    }
  } catch (error) {
    // A fault in the sandbox itself still answers, so the page does not wait out the SDK's 5 s.
    const refusal =
      error instanceof HostError
        ? error
        : new HostError('InternalError', `The sandbox failed on ${message.id}: ${String(error)}`);
    if (!(error instanceof HostError)) console.error(error);
    outcome = refusal.code === 'NotImplemented' ? 'unhandled' : 'error';
    if (nonce !== null)
      host.relay.post(frameId, {
        id: errorId(message.id, nonce),
        data: { name: refusal.code, message: refusal.message },
      });
  }
  for (const effect of effects) effect();
  return outcome;
}
