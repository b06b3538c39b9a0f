/**
 * A move nobody else sees must leave nothing on the wire that an honest move would not (docs/ARCHITECTURE.md, "Threat
 * model"): not a refund the next fold shows, not a missing write. A real host in the memory room plays Standard mode for
 * Ana, Brom and Cyra, and a connection that only listens records what every bystander receives: each delivery's kind,
 * channel and length, in order. Brom's cheat on his own turn (his hole die, which nobody else sees) is played against
 * the honest table it must look like.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../machines/engine/dice';
import { HELLO_EVERY_MS } from '../../src/host/limits';
import type { Delivery } from '../../src/plugin/memoryRoomApi';
import { TABLE_KEY } from '../../src/sync/wire';
import { must, seatedTable, type TestTable } from '../runtime/table';

const [ANA, BROM] = ['player-1', 'player-2'];

/**
 * Ana shows 6 (hole 5), Brom 3 (hole 4), Cyra 8 (hole 2), at ante 4 with the GM playing NPCs; Brom passes the Cut and
 * is to act. `lobby` runs first: a move there puts one twin's revision where the other's cheat puts it, so the
 * revision's digits (inside the signed table) are the same in both. The listener connects last, and the moves start
 * once every hello has been answered.
 */
async function bromToAct(lobby: (table: TestTable) => Promise<void> = async () => {}) {
  const dice = scriptedDice({ d10: [6, 5, 3, 4, 8, 2] }, seededDice(53));
  const table = await seatedTable(['Ana', 'Brom', 'Cyra'], { dice });
  await must(table.gm.client, { type: 'SET_OPTIONS', gmRole: 'npc', ante: 4 });
  await lobby(table);
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

/** Brom cheats his hole die by +1, through (his Sleight of Hand's 15 meets the Heat DC of 10). */
async function turnCheat(table: TestTable, dice: ReturnType<typeof scriptedDice>) {
  dice.script({ d20: [15] });
  await must(brom(table), { type: 'CHEAT', die: 1, delta: 1 });
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

/**
 * Each delivery's kind and channel, and its length but for a room-metadata write's: that write is the public table,
 * which anyone reads whole, so its length says nothing its content does not.
 */
const kinds = (deliveries: readonly Delivery[]) =>
  deliveries.map((d) =>
    d.kind === 'room-metadata' ? d.kind : `${d.kind} ${d.channel ?? ''} ${d.raw.length}`,
  );

describe('a cheat on one\u2019s own turn, on the wire', () => {
  it('a turn cheat then a fold sends every bystander what a plain fold sends, and leaves the same public table', {
    timeout: 60_000,
  }, async () => {
    // Rules: "Early fold (no actions taken yet) refunds 50% of ante." A cheat is no action the table saw.
    const cheated = await bromToAct();
    await cheated.heard(() => turnCheat(cheated.table, cheated.dice));
    const plain = await bromToAct((t) =>
      must(t.players[1]!.client, { type: 'SET_STATS', stats: {} }),
    );
    const folds = await Promise.all(
      [cheated, plain].map((twin) => twin.heard(() => must(brom(twin.table), { type: 'FOLD' }))),
    );
    expect(shape(folds[0]!)).toEqual(shape(folds[1]!));
    expect(publicContent(cheated.table)).toEqual(publicContent(plain.table));
    const view = cheated.table.players[0]!.client.state().view!;
    expect(view.seats.find((s) => s.id === BROM)!.purse).toBe(98);
    for (const twin of [cheated, plain]) twin.table.gm.runner.stop();
  });

  it('a turn cheat has the traffic of an honest move: a request, every reader\u2019s view, the signed table written again, the answer', {
    timeout: 60_000,
  }, async () => {
    const { table, dice, heard } = await bromToAct();
    const cheat = await heard(() => turnCheat(table, dice));
    const hold = await heard(() => must(brom(table), { type: 'HOLD' }));
    expect(kinds(cheat)).toEqual(kinds(hold));
    expect(cheat.map((d) => d.kind)).toContain('room-metadata');
    // The table says nothing new, and Ana is still to come.
    const view = table.players[0]!.client.state().view!;
    expect(view.seats.find((s) => s.id === ANA)!.isTurn).toBe(true);
    table.gm.runner.stop();
  });
});
