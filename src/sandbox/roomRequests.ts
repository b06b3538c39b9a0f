/** The answers to what a page asks of its player, the party, the room's metadata, broadcasts and the theme. */
import {
  HostError,
  isRecord,
  mergeMetadata,
  requireRecord,
  requireString,
  type BroadcastDestination,
} from './model';
import { BROADCAST_LIMIT_BYTES, jsonBytes } from './protocol';
import type { RequestHandlers } from './requestTypes';

const DESTINATIONS = new Set<BroadcastDestination>(['REMOTE', 'LOCAL', 'ALL']);

export const ROOM_REQUESTS: RequestHandlers = {
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

  // theme
  OBR_THEME_GET_THEME: function () {
    return { theme: this.theme };
  },
};
