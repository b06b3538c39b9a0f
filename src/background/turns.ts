/**
 * Every client's table, kept in its background page, which runs from the
 * moment the room opens whether or not the popover was ever opened: it
 * publishes this player's key (so the host seals them a view), receives their
 * view, and tells them when it is their turn (the badge and one
 * notification), and what the GM did to the table (a void, a rewind). The
 * popover, when it opens, asks the host for its own view.
 */
import type { OwlbearPort } from '../plugin/port';
import {
  connectTable,
  type ClientOptions,
  type TableClient,
  type TableState,
} from '../sync/client';
import type { KeyStore } from '../sync/keyStore';
import { tableNotifier } from './tableNotice';
import { turnNotifier } from './turnNotice';

/** True when this player's seat is the one to act and not on autoplay, whose style acts (a GM plays no seat of their own). */
export const isMyTurn = (state: TableState): boolean =>
  state.self.role !== 'GM' &&
  Boolean(state.view?.seats.some((s) => s.mine && s.isTurn && !s.selfPlay));

/** This player's seat is on autoplay: the badge says so until they take it back. */
export const onAutoplay = (state: TableState): boolean =>
  state.self.role !== 'GM' && Boolean(state.view?.seats.some((s) => s.mine && s.selfPlay));

const whole = new Intl.NumberFormat('en-US');

/**
 * Whose turn this client is told of: true for a player's own; for a GM, "Grub's turn" when an NPC the GM
 * plays (by hand, or taken over from its style) is to act; an NPC playing itself needs nobody. Else a GM is told of
 * a purse a player asked for ("Brom asks for 9,999 gp"), which waits on the GM alone.
 */
export function turnToTell(state: TableState): boolean | string {
  if (state.self.role !== 'GM') return isMyTurn(state);
  const seats = state.view?.seats ?? [];
  const npc = seats.find(
    (s) => s.controller === 'gm' && s.isTurn && (!s.selfPlay || s.selfPlay.takenOver),
  );
  if (npc) return `${npc.name}’s turn`;
  const asking = seats.find((s) => typeof s.asks === 'number');
  return asking ? `${asking.name} asks for ${whole.format(asking.asks!)} gp` : false;
}

export async function watchTurns(
  port: OwlbearPort,
  keys: KeyStore,
  options?: ClientOptions,
): Promise<TableClient> {
  const client = await connectTable(port, keys, options);
  const tell = turnNotifier(port);
  const news = tableNotifier(port);
  tell(turnToTell(client.state()), onAutoplay(client.state()));
  news(client.state());
  client.subscribe((state) => {
    tell(turnToTell(state), onAutoplay(state));
    news(state);
  });
  return client;
}
