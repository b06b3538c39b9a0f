/**
 * What the host broadcasts per intent at 8 seats: a real host in the memory
 * room (src/plugin/memoryRoom.ts) with the GM and 8 players, random legal
 * moves of every game (machines/engine/autoplay.ts) sent by the seat that
 * makes them, and a connection that only listens, as any bystander does.
 * Each intent's figure is the bytes of every broadcast it caused (each
 * message's JSON, as Owlbear counts it against its 16 kB limit).
 *
 * `npm run bench -- broadcast` runs this section alone.
 */
import { GAME_IDS, type GameId, type Sender, type Table } from '../machines';
import { GAME_TITLES } from '../machines/catalog';
import { acceptedEvents } from '../machines/engine/game';
import { chooser, pickMove } from '../machines/engine/autoplay';
import { BROADCAST_LIMIT_BYTES } from '../src/sandbox/protocol';
import { must, seatedTable, type TestTable } from '../tests/runtime/table';
import type { Bench, Figure } from './types';
import { percentile } from './clickFigures';

const SEATS = 8;
const ROUNDS = 2;

/** The payload bytes of each broadcast `connectionId` received from index `from` on. */
function broadcastsSince(table: TestTable, connectionId: string, from: number): number[] {
  return table.room
    .received(connectionId)
    .slice(from)
    .filter((d) => d.kind === 'broadcast')
    .map((d) => Buffer.byteLength(JSON.stringify((JSON.parse(d.raw) as { data: unknown }).data)));
}

/** Plays `ROUNDS` random rounds of `id`; returns the bytes broadcast per intent and every broadcast's size. */
async function measureGame(id: GameId, seed: number) {
  const names = Array.from({ length: SEATS }, (_, i) => `Player ${i + 1}`);
  const table = await seatedTable(names, { purse: 100_000 });
  if (id !== 'twenty-one') {
    const chosen = await table.gm.client.chooseGame(id);
    if (!chosen.ok) throw new Error(`The GM could not choose ${id}.`);
    await table.settle();
  }
  // A connection that never opens a page: it publishes no key, reads no view, and hears every broadcast.
  const listener = table.room.connect({ id: 'bystander', name: 'Bystander', role: 'PLAYER' });
  await table.settle();
  const clients = new Map([
    [table.gm.tab.playerId, table.gm.client],
    ...table.players.map((p) => [p.tab.playerId, p.client] as const),
  ]);
  const senders: Sender[] = [
    { role: 'gm', id: table.gm.tab.playerId },
    ...table.players.map((p) => ({ role: 'player' as const, id: p.tab.playerId })),
  ];
  const play = { senders, choose: chooser(seed), skip: ['VOID_ROUND', 'BACK_TO_LOBBY', 'LEAVE'] };
  const perIntent: number[] = [];
  const each: number[] = [];
  const send = async (sender: Sender, intent: unknown) => {
    const from = table.room.received(listener.connectionId).length;
    await must(clients.get(sender.role === 'host' ? '' : sender.id)!, intent);
    await table.settle();
    const sizes = broadcastsSince(table, listener.connectionId, from);
    perIntent.push(sizes.reduce((a, b) => a + b, 0));
    each.push(...sizes);
  };
  const host = () => table.gm.runner.host()!.table() as unknown as Table;
  for (let round = 0; round < ROUNDS; round++) {
    const start = acceptedEvents(host().snapshot()).has('START_ROUND')
      ? 'START_ROUND'
      : 'NEXT_ROUND';
    await send(senders[0]!, { type: start });
    for (let steps = 0; host().game.inRound(host().snapshot()); steps++) {
      const choice = pickMove(host(), play);
      if (!choice || steps > 1000) throw new Error(`A round of ${id} did not end.`);
      await send(choice.sender, choice.intent);
    }
  }
  table.gm.runner.stop();
  return { perIntent, each };
}

async function run(): Promise<Figure[]> {
  const perIntent: number[] = [];
  const each: number[] = [];
  const figures: Figure[] = [];
  for (const id of GAME_IDS) {
    const game = await measureGame(id, 1);
    perIntent.push(...game.perIntent);
    each.push(...game.each);
    figures.push({
      name: `${GAME_TITLES[id]}: bytes broadcast per intent, median`,
      value: percentile(game.perIntent, 50),
      unit: 'bytes',
    });
  }
  return [
    ...figures,
    {
      name: `bytes broadcast per intent, every game, median of ${perIntent.length}`,
      value: percentile(perIntent, 50),
      unit: 'bytes',
    },
    {
      name: 'bytes broadcast per intent, every game, p95',
      value: percentile(perIntent, 95),
      unit: 'bytes',
    },
    {
      name: 'largest single broadcast',
      value: Math.max(...each),
      unit: 'bytes',
      target: `≤ ${BROADCAST_LIMIT_BYTES}`,
    },
  ];
}

export const broadcastBench: Bench = {
  title: `Bytes broadcast per intent, ${SEATS} seats, a real host in memory (${ROUNDS} random rounds of every game)`,
  run,
};
