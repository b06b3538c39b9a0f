/**
 * A move nobody else sees must leave nothing on the wire that an honest move would not (docs/ARCHITECTURE.md, "Threat
 * model"): not a request of its own, not a write. A real host in the memory room plays Standard mode for Ana, Brom and
 * Cyra, and a connection that only listens records what every bystander receives: each delivery's kind, channel and
 * length, in order, and who sent each broadcast. Brom's roll or hold carrying a cheat of his hole die (which nobody
 * else sees) is played against the same move alone.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../machines/engine/dice';
import { HELLO_EVERY_MS } from '../../src/host/limits';
import type { Delivery } from '../../src/plugin/memoryRoomApi';
import { TABLE_KEY } from '../../src/sync/wire';
import { must, seatedTable, type TestTable } from '../runtime/table';

const BROM = 'player-2';

/**
 * Ana shows 6 (hole 5), Brom 3 (hole 4), Cyra 8 (hole 2), at ante 4 with the GM playing NPCs; Brom passes the Cut and
 * is to act. The listener connects last, and the moves start once every hello has been answered.
 */
async function bromToAct() {
  const dice = scriptedDice({ d10: [6, 5, 3, 4, 8, 2] }, seededDice(53));
  const table = await seatedTable(['Ana', 'Brom', 'Cyra'], { dice });
  await must(table.gm.client, { type: 'SET_OPTIONS', gmRole: 'npc', ante: 4 });
  await must(table.gm.client, { type: 'START_ROUND' });
  await table.settle();
  await must(brom(table), { type: 'CUT_PASS' });
  const listener = table.room.connect({ id: 'listener', name: 'L', role: 'PLAYER' }).connectionId;
  // A page's second hello within a second is answered a second later, by the clock: it must not land among the moves.
  await new Promise((resolve) => setTimeout(resolve, HELLO_EVERY_MS + 100));
  await table.settle();
  /** What the listener receives while `move` is sent and answered, and everything that follows from it is done. */
  const heard = async (move: () => Promise<void>) => {
    const from = table.room.received(listener).length;
    await move();
    await table.settle();
    return table.room.received(listener).slice(from);
  };
  return { table, dice, heard };
}

const brom = (table: TestTable) => table.players[1]!.client;

/** Brom's hold or roll (a d8 showing 5, kept), carrying a cheat of his hole die by +1 when `cheat` (15 meets his Heat DC). */
async function bromMoves(
  table: TestTable,
  dice: ReturnType<typeof scriptedDice>,
  move: 'HOLD' | 'ROLL',
  cheat: boolean,
) {
  const carried = cheat ? { cheat: { die: 1, delta: 1 } } : {};
  dice.script({ d20: cheat ? [15] : [], d8: [5] });
  if (move === 'HOLD') return must(brom(table), { type: 'HOLD', ...carried });
  await must(brom(table), { type: 'ROLL', die: 'd8', ...carried });
  await must(brom(table), { type: 'KEEP_ROLL' });
}

/** The table in room metadata, without its revision, signature and id (each twin's own): what any client reads there. */
function publicContent(table: TestTable) {
  const {
    rev: _rev,
    sig: _sig,
    id: _id,
    ...content
  } = table.room.metadata()[TABLE_KEY] as Record<string, unknown>;
  return content;
}

/** Each delivery as a bystander measures it. */
const shape = (deliveries: readonly Delivery[]) =>
  deliveries.map((d) => `${d.kind} ${d.channel ?? ''} ${d.raw.length}`);

/** How many of these deliveries are broadcasts Brom's connection sent: his requests, as anyone counts them. */
const sentBy = (deliveries: readonly Delivery[], connection: string) =>
  deliveries.filter(
    (d) =>
      d.kind === 'broadcast' &&
      (JSON.parse(d.raw) as { connectionId?: string }).connectionId === connection,
  ).length;

describe('a cheat on one\u2019s own turn, on the wire', () => {
  // "On your turn, choose one main action and you may use one skill": the cheat rides with the roll or the hold, so
  // Brom makes no request of his own for it, and Owlbear has no sender to name.
  for (const move of ['ROLL', 'HOLD'] as const)
    it(`a ${move === 'ROLL' ? 'roll' : 'hold'} that carries a cheat sends every bystander what the ${move === 'ROLL' ? 'roll' : 'hold'} alone sends: the same requests from Brom, the same traffic in the same order, the same public table`, {
      timeout: 60_000,
    }, async () => {
      const twins = [await bromToAct(), await bromToAct()];
      const heard = await Promise.all(
        twins.map((twin, i) => twin.heard(() => bromMoves(twin.table, twin.dice, move, i === 0))),
      );
      expect(shape(heard[0]!)).toEqual(shape(heard[1]!));
      const bromsConnection = twins.map((t) => t.table.players[1]!.tab.connectionId);
      expect(sentBy(heard[0]!, bromsConnection[0]!)).toBe(sentBy(heard[1]!, bromsConnection[1]!));
      expect(sentBy(heard[0]!, bromsConnection[0]!)).toBe(move === 'ROLL' ? 2 : 1);
      expect(heard[0]!.map((d) => d.kind)).toContain('room-metadata');
      expect(publicContent(twins[0]!.table)).toEqual(publicContent(twins[1]!.table));
      // Only Brom can tell: his hole die moved.
      const hole = (t: TestTable) =>
        t.players[1]!.client.state().view!.seats.find((s) => s.id === BROM)!.dice[1]!.face;
      expect(twins.map((t) => hole(t.table))).toEqual([5, 4]);
      for (const twin of twins) twin.table.gm.runner.stop();
    });
});
