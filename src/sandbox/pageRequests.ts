/** The answers to what a page asks of what Owlbear shows around it: notifications, the action, popovers, modals. */
import {
  HostError,
  requireSize,
  requireString,
  type ChildPage,
  type NotificationVariant,
  type Seat,
} from './model';
import type { HandlingHost, RequestHandlers } from './requestTypes';

const VARIANTS = new Set<NotificationVariant>(['DEFAULT', 'ERROR', 'INFO', 'SUCCESS', 'WARNING']);

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

export const PAGE_REQUESTS: RequestHandlers = {
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
};
