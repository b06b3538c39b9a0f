/**
 * The answers to what a page asks of the scene (`OBR.scene`, its items and local items, its grid's dpi), the context
 * menu and the viewport, by the ids and shapes the SDK sends (`lib/api/scene/*`, `ContextMenuApi`, `ViewportApi`).
 * Change events go out after the reply, to every seat for shared items and to the writing seat for local ones.
 */
import { HostError, isRecord } from './model';
import { fromScreen, GRID_DPI, START_VIEWPORT, toScreen, type Vector2 } from './sceneGeometry';
import type { Store } from './sceneRoom';
import type { HandlingHost, RequestContext, RequestHandlers } from './requestTypes';

const ids = (data: Record<string, unknown>) => data.ids;

function vector(value: unknown, what: string): Vector2 {
  if (!isRecord(value) || typeof value.x !== 'number' || typeof value.y !== 'number')
    throw new HostError('InvalidRequest', `${what} must be {x, y}`);
  return { x: value.x, y: value.y };
}

/** A write: its events wait until the reply is posted. */
function writing(host: HandlingHost, ctx: RequestContext, run: () => void): void {
  const { flush } = host.scene.holding(run);
  ctx.after(flush);
}

/** The same verbs for shared items (`OBR_SCENE_ITEMS_*`) and the seat's local items (`OBR_SCENE_LOCAL_*`). */
function itemRequests(prefix: string, store: Store): RequestHandlers {
  const client = (ctx: RequestContext) => ctx.seat.key;
  return {
    [`${prefix}_GET_ITEMS`]: function (ctx, data) {
      const wanted = Array.isArray(data.ids) ? data.ids.filter((id) => typeof id === 'string') : [];
      return { items: this.scene.room.list(store, client(ctx), wanted) };
    },
    [`${prefix}_GET_ALL_ITEMS`]: function (ctx) {
      return { items: this.scene.room.list(store, client(ctx)) };
    },
    [`${prefix}_ADD_ITEMS`]: function (ctx, data) {
      writing(this, ctx, () => this.scene.room.add(store, this.scene.writer(ctx.seat), data.items));
    },
    // `fastUpdate` (local items) is taken as an ordinary update.
    [`${prefix}_UPDATE_ITEMS`]: function (ctx, data) {
      writing(this, ctx, () =>
        this.scene.room.update(store, this.scene.writer(ctx.seat), data.updates),
      );
    },
    [`${prefix}_DELETE_ITEMS`]: function (ctx, data) {
      writing(this, ctx, () =>
        this.scene.room.delete(store, this.scene.writer(ctx.seat), ids(data)),
      );
    },
    [`${prefix}_GET_ITEM_ATTACHMENTS`]: function (ctx, data) {
      return { items: this.scene.room.attachments(store, client(ctx), ids(data)) };
    },
    [`${prefix}_GET_ITEM_BOUNDS`]: function (ctx, data) {
      return { bounds: this.scene.room.bounds(store, client(ctx), ids(data)) };
    },
  };
}

/** A seat's viewport: what its map shows, which a page may read and move. */
const VIEWPORT_REQUESTS: RequestHandlers = {
  OBR_VIEWPORT_GET_POSITION: function ({ seat }) {
    return { position: this.scene.viewport(seat.key).position };
  },
  OBR_VIEWPORT_GET_SCALE: function ({ seat }) {
    return { scale: this.scene.viewport(seat.key).scale };
  },
  OBR_VIEWPORT_GET_WIDTH: function ({ seat }) {
    return { width: this.scene.viewport(seat.key).width };
  },
  OBR_VIEWPORT_GET_HEIGHT: function ({ seat }) {
    return { height: this.scene.viewport(seat.key).height };
  },
  OBR_VIEWPORT_TRANSFORM_POINT: function ({ seat }, data) {
    return { point: toScreen(this.scene.viewport(seat.key), vector(data.point, 'point')) };
  },
  OBR_VIEWPORT_INVERSE_TRANSFORM_POINT: function ({ seat }, data) {
    return { point: fromScreen(this.scene.viewport(seat.key), vector(data.point, 'point')) };
  },
  OBR_VIEWPORT_SET_POSITION: function ({ seat }, data) {
    this.scene.setViewport(seat.key, { position: vector(data.position, 'position') });
  },
  OBR_VIEWPORT_SET_SCALE: function ({ seat }, data) {
    if (typeof data.scale !== 'number' || !(data.scale > 0))
      throw new HostError('InvalidRequest', 'scale must be a positive number');
    this.scene.setViewport(seat.key, { scale: data.scale });
  },
  OBR_VIEWPORT_RESET: function ({ seat }) {
    this.scene.setViewport(seat.key, START_VIEWPORT);
    return { transform: { position: START_VIEWPORT.position, scale: START_VIEWPORT.scale } };
  },
  OBR_VIEWPORT_ANIMATE_TO: function ({ seat }, data) {
    const transform = isRecord(data.transform) ? data.transform : {};
    const scale = typeof transform.scale === 'number' ? transform.scale : undefined;
    this.scene.setViewport(seat.key, {
      position: vector(transform.position, 'transform.position'),
      ...(scale ? { scale } : {}),
    });
  },
  OBR_VIEWPORT_ANIMATE_TO_BOUNDS: function ({ seat }, data) {
    const bounds = isRecord(data.bounds) ? data.bounds : {};
    const min = vector(bounds.min, 'bounds.min');
    const max = vector(bounds.max, 'bounds.max');
    const view = this.scene.viewport(seat.key);
    const scale = Math.min(
      view.width / Math.max(1, max.x - min.x),
      view.height / Math.max(1, max.y - min.y),
    );
    const centre = { x: (min.x + max.x) / 2, y: (min.y + max.y) / 2 };
    this.scene.setViewport(seat.key, {
      scale,
      position: { x: view.width / 2 - centre.x * scale, y: view.height / 2 - centre.y * scale },
    });
  },
};

export const SCENE_REQUESTS: RequestHandlers = {
  OBR_SCENE_IS_READY: function () {
    return { ready: this.scene.room.ready };
  },
  OBR_SCENE_GRID_GET_DPI: () => ({ dpi: GRID_DPI }),
  ...itemRequests('OBR_SCENE_ITEMS', 'shared'),
  ...itemRequests('OBR_SCENE_LOCAL', 'local'),
  OBR_CONTEXT_MENU_CREATE: function ({ seat, frame, frameId }, data) {
    this.scene.menus.create(seat.key, frameId, frame.ref, data);
  },
  OBR_CONTEXT_MENU_REMOVE: function ({ seat }, data) {
    this.scene.menus.remove(seat.key, data.id);
  },
  ...VIEWPORT_REQUESTS,
};
