/**
 * Every lobby intent declared once, as each game lists it among its own
 * (machines/engine/define.ts): its schema (`schemas.ts`), who may send it, why
 * it is refused (`checks.ts`), and how it is offered. The schemas are
 * re-exported here, so a game reads the table's intents from one file.
 */
import { declare, nothing } from '../engine/define';
import { lobbyChecks } from './checks';
import type { TableContext } from './context';
import { lobbyIntents } from './schemas';
import { oneLine } from '../engine/headroom';

export * from './schemas';

const lobby = declare<TableContext>();
export const lobbyDeclarations = {
  JOIN: lobby({ schema: lobbyIntents.JOIN, authority: 'player', check: lobbyChecks.JOIN }),
  ADD_NPC: lobby({ schema: lobbyIntents.ADD_NPC, authority: 'gm', check: lobbyChecks.ADD_NPC }),
  TAKE_OVER: lobby({
    schema: lobbyIntents.TAKE_OVER,
    authority: 'gm',
    check: lobbyChecks.TAKE_OVER,
  }),
  HAND_BACK: lobby({
    schema: lobbyIntents.HAND_BACK,
    authority: 'gm',
    check: lobbyChecks.HAND_BACK,
  }),
  AUTOPLAY: lobby({
    schema: lobbyIntents.AUTOPLAY,
    authority: 'owner',
    check: lobbyChecks.AUTOPLAY,
  }),
  TAKE_BACK: lobby({
    schema: lobbyIntents.TAKE_BACK,
    authority: 'owner',
    check: lobbyChecks.TAKE_BACK,
  }),
  LEAVE: lobby({
    schema: lobbyIntents.LEAVE,
    authority: 'seat',

    check: lobbyChecks.LEAVE,
    offer: {
      seat: (_ctx, _seat, propose) => propose({ type: 'LEAVE' }, nothing),
      players: true,
      ceiling: oneLine(27),
    },
  }),
  REMOVE_SEAT: lobby({
    schema: lobbyIntents.REMOVE_SEAT,
    authority: 'gm',
    check: lobbyChecks.REMOVE_SEAT,
  }),
  SET_PURSE: lobby({
    schema: lobbyIntents.SET_PURSE,
    authority: 'gm',
    check: lobbyChecks.SET_PURSE,
  }),
  ASK_PURSE: lobby({
    schema: lobbyIntents.ASK_PURSE,
    authority: 'seat',
    check: lobbyChecks.ASK_PURSE,
  }),
  DECLINE_PURSE: lobby({
    schema: lobbyIntents.DECLINE_PURSE,
    authority: 'gm',
    check: lobbyChecks.DECLINE_PURSE,
  }),
  SET_OPTIONS: lobby({ schema: lobbyIntents.SET_OPTIONS, authority: 'gm' }),
  START_ROUND: lobby({
    schema: lobbyIntents.START_ROUND,
    authority: 'gm',
    check: lobbyChecks.START_ROUND,
    offer: { gm: true, table: true },
  }),
  NEXT_ROUND: lobby({
    schema: lobbyIntents.NEXT_ROUND,
    authority: 'gm',
    check: lobbyChecks.NEXT_ROUND,
    offer: { gm: true, table: true },
  }),
  BACK_TO_LOBBY: lobby({
    schema: lobbyIntents.BACK_TO_LOBBY,
    authority: 'gm',
    offer: { gm: true, table: true },
  }),
  VOID_ROUND: lobby({
    schema: lobbyIntents.VOID_ROUND,
    authority: 'gm',
    offer: { gm: true, table: true },
  }),
  RESTORE_SEATS: lobby({
    schema: lobbyIntents.RESTORE_SEATS,
    authority: 'host',
    check: lobbyChecks.RESTORE_SEATS,
  }),
};
