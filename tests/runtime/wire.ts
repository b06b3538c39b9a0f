/**
 * The wire as a test reads it: what a connection received, the keys a seat
 * shares with the host (from its own key store, as its browser would), and
 * requests sealed or answers opened by hand, for the attacks a client's code
 * would never make.
 */
import { channelKeysFrom, type ChannelKeys } from '../../src/sync/crypto';
import { playerKeyPair } from '../../src/sync/keyStore';
import {
  openAnswer,
  sealRequest,
  type SealedAnswer,
  type SealedRequest,
} from '../../src/sync/sealedMessage';
import { readPlayerKey, type Answer, type Request } from '../../src/sync/wire';
import type { Seat, TestTable } from './table';

/** One broadcast a connection received: the message and the connection Owlbear says sent it. */
export interface Heard {
  data: { t?: string; [key: string]: unknown };
  connectionId: string;
}

/** Every broadcast this connection received, and every message its own pages passed it on the local channel, in order. */
export function heardBy(table: TestTable, connectionId: string): Heard[] {
  return table.room
    .received(connectionId)
    .filter((d) => d.kind === 'broadcast' || d.kind === 'local')
    .map((d) => JSON.parse(d.raw) as Heard);
}

/** The keys `seat` shares with the host, from the pair in its key store and the key the host published. */
export async function channelKeysOf(
  table: TestTable,
  seat: Pick<Seat, 'tab' | 'keys'>,
): Promise<ChannelKeys> {
  const pair = await playerKeyPair(seat.keys, table.room.id, seat.tab.playerId);
  const hostKey = readPlayerKey((await table.gm.tab.page().getSelf()).metadata)!;
  return (await channelKeysFrom(
    pair.privateKey,
    hostKey,
    table.room.id,
    table.gm.tab.playerId,
    seat.tab.playerId,
  ))!;
}

/** A request sealed by `seat`, as its client would seal it. */
export async function sealedBy(
  table: TestTable,
  seat: Seat,
  id: string,
  request: Request,
): Promise<SealedRequest> {
  return sealRequest((await channelKeysOf(table, seat)).intent, id, request);
}

/** Every answer sealed to `seat` that its connection received, opened with its keys. */
export async function answersTo(table: TestTable, seat: Seat): Promise<Answer[]> {
  const { reply } = await channelKeysOf(table, seat);
  const out: Answer[] = [];
  for (const { data } of heardBy(table, seat.tab.connectionId)) {
    if (data.t !== 'answer' || data.to !== seat.tab.playerId) continue;
    const answer = await openAnswer(reply, data as unknown as SealedAnswer);
    if (answer) out.push(answer);
  }
  return out;
}

/** The refusals in clear this connection received for the request `id`. */
export function clearRepliesTo(table: TestTable, connectionId: string, id: string) {
  return heardBy(table, connectionId)
    .map(({ data }) => data)
    .filter((data) => data.t === 'reply' && data.id === id);
}
