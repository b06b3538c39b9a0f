/**
 * The GM's client seats seats at tokens: it weighs each request by the rules (seats.ts), a player's as Owlbear vouches
 * for its connection, and records the result on the anchor (keeper.ts, one write); a refusal goes back to the asker
 * with its reason and changes nothing. It also drops what stopped being true: a seat that left the table, a token
 * deleted. Of several GM tabs, the first GM connection answers (keeper.leads).
 */
import type { OwlbearPort, PartyPlayer } from '../plugin/port';
import type { Keeper } from './keeper';
import {
  liveSeatTokens,
  readSeatRequest,
  SEAT_CHANNEL,
  type SeatRefusal,
  type SeatRequest,
  type SeatingState,
  sameSeats,
  seatingChange,
} from './seats';

export interface Seating {
  /** The GM's own request, from this client's context menu: a refusal is shown here. */
  ask(request: SeatRequest): Promise<void>;
  /** Drops the entries no longer true, when this client answers for the room. */
  prune(): void;
  stop(): void;
}

/** What the GM's client holds when it weighs a request: the public table's seats, the scene, the record. */
export type SeatingView = Omit<SeatingState, 'asker'>;

export function keepSeating(port: OwlbearPort, keeper: Keeper, view: () => SeatingView): Seating {
  /** Writes the record after the request, weighed against the record the keeper holds; or the reason it is refused. */
  const weigh = async (request: SeatRequest, asker: SeatingState['asker']) => {
    let refused: string | null = null;
    await keeper.seat((held) => {
      const now = view();
      const record = now.seats && now.items ? liveSeatTokens(held, now.seats, now.items) : {};
      const change = seatingChange(request, { ...now, record, asker });
      if ('refused' in change) refused = change.refused;
      return 'record' in change ? change.record : null;
    });
    return refused as string | null;
  };
  const roleOf = (player: PartyPlayer): 'GM' | 'PLAYER' => (player.role === 'GM' ? 'GM' : 'PLAYER');

  const stop = port.onBroadcast(SEAT_CHANNEL, ({ data, connectionId }) => {
    const request = readSeatRequest(data);
    if (!request || !keeper.leads()) return;
    void (async () => {
      const player = (await port.getParty()).find((p) => p.connectionId === connectionId);
      if (!player) return;
      const refused = await weigh(request, { id: player.id, role: roleOf(player) });
      if (!refused) return;
      const answer: SeatRefusal = { type: 'refused', to: connectionId, reason: refused };
      await port.sendBroadcast(SEAT_CHANNEL, answer, 'REMOTE');
    })().catch((error) => console.warn('A seat at a token:', error));
  });

  return {
    async ask(request) {
      const self = await port.getSelf();
      const refused = await weigh(request, { id: self.id, role: roleOf(self) });
      if (refused) await port.notify(refused, 'WARNING');
    },
    prune() {
      const { seats, items, record } = view();
      if (!seats || !items || !keeper.leads()) return;
      if (sameSeats(liveSeatTokens(record, seats, items), record)) return;
      void keeper.seat((held) => liveSeatTokens(held, seats, items));
    },
    stop,
  };
}
