/**
 * A move nobody else sees must leave nothing on the wire that an honest move would not (docs/ARCHITECTURE.md, "Threat
 * model"): not a request of its own, not a write, not a public consequence. A real host in the memory room plays
 * Standard mode, the GM with a second tab open (which gets the GM's view by broadcast), and a connection that only
 * listens. Every connection but the cheater's and the GM's records each delivery's kind, channel and length, in order,
 * and who sent each broadcast. A roll or hold carrying a cheat of the hole die (which nobody else sees) is played
 * against the same move alone, at 2 to 8 seats (one player with an NPC to eight players, one of them with a 32-letter name), by a player or by an NPC the GM plays.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../machines/engine/dice';
import { HELLO_EVERY_MS } from '../../src/host/limits';
import type { Delivery } from '../../src/plugin/memoryRoomApi';
import { connectTable } from '../../src/sync/client';
import { TABLE_KEY } from '../../src/sync/wire';
import { clientOptions, gmView, must, seatedTable, settle } from '../runtime/table';

/** Who sits: the players by name, then NPCs the GM plays; `actor` says whose turn comes first, a player's or an NPC's. */
interface Seating {
  players: string[];
  npcs: number;
  actor: 'player' | 'npc';
}

const LONG_NAME = `D${'x'.repeat(31)}`;

/**
 * The table at `seating`, ante 4 with the GM playing NPCs, its first betting turn the first seat of the actor's kind:
 * that kind's seats show the lowest opening dice (2, 3, …), every hole die shows 4, and the Cut is passed. The
 * listener and the GM's second tab connect before the round, and the moves start once every hello has been answered.
 */
async function atTheTurn({ players, npcs, actor }: Seating) {
  const dice = scriptedDice({}, seededDice(53));
  const table = await seatedTable(players, { dice });
  await must(table.gm.client, { type: 'SET_OPTIONS', gmRole: 'npc', ante: 4 });
  for (let i = 1; i <= npcs; i++)
    await must(table.gm.client, { type: 'ADD_NPC', name: `Npc ${i}`, purse: 100 });
  const gmTab = table.room.connect({ id: table.gm.tab.playerId, name: 'Game Master', role: 'GM' });
  const gmSecond = await connectTable(gmTab.page(), table.gm.keys, clientOptions);
  const listener = table.room.connect({ id: 'listener', name: 'L', role: 'PLAYER' }).connectionId;
  const clients = [table.gm.client, gmSecond, ...table.players.map((p) => p.client)];
  const quiet = () => settle(table.room, [table.gm.runner.host], clients);
  // A page's second hello within a second is answered a second later, by the clock: it must not land among the moves.
  await new Promise((resolve) => setTimeout(resolve, HELLO_EVERY_MS + 100));
  await quiet();
  const seats = gmView(table).seats.map((s) => s.id);
  const first = seats.filter((id) => id.startsWith('npc') === (actor === 'npc'));
  const order = [...first, ...seats.filter((id) => !first.includes(id))];
  dice.script({ d10: seats.flatMap((id) => [2 + order.indexOf(id), 4]) });
  const actAs = (seat: string, intent: Record<string, unknown>) => {
    const player = table.players.find((p) => p.tab.playerId === seat);
    return must(player ? player.client : table.gm.client, player ? intent : { ...intent, seat });
  };
  await must(table.gm.client, { type: 'START_ROUND' });
  await quiet();
  await actAs(gmView(table).cutter!, { type: 'CUT_PASS' });
  await quiet();
  const mover = gmView(table).turn!;
  expect(mover).toBe(first[0]);
  /** The connections that may not know the mover's hole die: every other player's, and the listener. */
  const watched = [
    ...table.players.filter((p) => p.tab.playerId !== mover).map((p) => p.tab.connectionId),
    listener,
  ];
  /** What each watched connection receives while `play` is sent and answered, and all that follows from it is done. */
  const heard = async (play: () => Promise<void>) => {
    const from = watched.map((c) => table.room.received(c).length);
    await play();
    await quiet();
    return watched.map((c, i) => table.room.received(c).slice(from[i]));
  };
  const moverConnection = table.players.find((p) => p.tab.playerId === mover)?.tab.connectionId;
  const stop = () => {
    gmSecond.close();
    table.gm.runner.stop();
  };
  return { table, dice, mover, moverConnection, actAs, heard, stop };
}

type Turn = Awaited<ReturnType<typeof atTheTurn>>;

/** The mover's hold or roll (a d8 showing 5, kept), carrying a cheat of its hole die by +1 when `cheat` (15 meets DC 10). */
async function moves(turn: Turn, move: 'HOLD' | 'ROLL', cheat: boolean) {
  const carried = cheat ? { cheat: { die: 1, delta: 1 } } : {};
  turn.dice.script({ d20: cheat ? [15] : [], d8: move === 'ROLL' ? [5] : [] });
  if (move === 'HOLD') return turn.actAs(turn.mover, { type: 'HOLD', ...carried });
  await turn.actAs(turn.mover, { type: 'ROLL', die: 'd8', ...carried });
  await turn.actAs(turn.mover, { type: 'KEEP_ROLL' });
}

/** The table in room metadata, without its revision, signature and id (each twin's own): what any client reads there. */
function publicContent(turn: Turn) {
  const {
    rev: _rev,
    sig: _sig,
    id: _id,
    ...content
  } = turn.table.room.metadata()[TABLE_KEY] as Record<string, unknown>;
  return content;
}

/** Each delivery as a bystander measures it. */
const shape = (deliveries: readonly Delivery[]) =>
  deliveries.map((d) => `${d.kind} ${d.channel ?? ''} ${d.raw.length}`);

/** How many of these deliveries are broadcasts `connection` sent: its requests, as anyone counts them. */
const sentBy = (deliveries: readonly Delivery[], connection: string | undefined) =>
  deliveries.filter(
    (d) =>
      d.kind === 'broadcast' &&
      (JSON.parse(d.raw) as { connectionId?: string }).connectionId === connection,
  ).length;

const hole = (turn: Turn) =>
  gmView(turn.table).seats.find((s) => s.id === turn.mover)!.dice[1]!.face;
const purses = (turn: Turn) => gmView(turn.table).seats.map((s) => s.purse);

const seatings: (Seating & { moves: ('HOLD' | 'ROLL')[] })[] = [
  { players: ['Ana', 'Brom', 'Cyra'], npcs: 0, actor: 'player', moves: ['ROLL', 'HOLD'] },
  { players: ['Ana'], npcs: 1, actor: 'player', moves: ['HOLD'] },
  { players: ['Ana'], npcs: 1, actor: 'npc', moves: ['HOLD'] },
  { players: ['Ana', 'Brom', 'Cyra'], npcs: 2, actor: 'npc', moves: ['ROLL'] },
  { players: ['Ana', 'Brom'], npcs: 2, actor: 'player', moves: ['ROLL'] },
  { players: ['Ana', 'Brom', 'Cyra', 'Dain'], npcs: 4, actor: 'player', moves: ['HOLD'] },
  { players: ['Ana', 'Brom', 'Cyra', 'Dain'], npcs: 4, actor: 'npc', moves: ['HOLD'] },
  { players: ['Ana', 'Brom', 'Cyra', 'Dain', 'Edda'], npcs: 1, actor: 'player', moves: ['HOLD'] },
  {
    players: ['Ana', 'Brom', 'Cyra', 'Dain', 'Edda', 'Fenn'],
    npcs: 1,
    actor: 'npc',
    moves: ['ROLL'],
  },
  {
    players: ['Ana', 'Brom', 'Cyra', 'Dain', 'Edda', 'Fenn', 'Gil', LONG_NAME],
    npcs: 0,
    actor: 'player',
    moves: ['ROLL', 'HOLD'],
  },
];

const named = ({ players, npcs, actor }: Seating) =>
  `${players.length} player${players.length > 1 ? 's' : ''}${npcs ? ` and ${npcs} NPC${npcs > 1 ? 's' : ''}` : ''}, ${actor === 'npc' ? 'an NPC the GM plays' : 'a player'} to move`;

describe('a cheat on one\u2019s own turn, on the wire, with the GM\u2019s second tab open', () => {
  // "On your turn, choose one main action and you may use one skill": the cheat rides with the roll or the hold, so
  // the mover makes no request of its own for it, and Owlbear has no sender to name.
  for (const seating of seatings)
    for (const move of seating.moves)
      it(`${named(seating)}: a ${move === 'ROLL' ? 'roll' : 'hold'} carrying a cheat sends every other connection what it alone sends: the same requests, the same traffic in the same order, the same public table`, {
        timeout: 60_000,
      }, async () => {
        const twins = await Promise.all([atTheTurn(seating), atTheTurn(seating)]);
        const heard = await Promise.all(
          twins.map((twin, i) => twin.heard(() => moves(twin, move, i === 0))),
        );
        expect(twins.map(hole)).toEqual([5, 4]);
        expect(heard[0]!.map(shape)).toEqual(heard[1]!.map(shape));
        const requests = twins.map((t, i) => sentBy(heard[i]![0]!, t.moverConnection));
        expect(requests).toEqual(
          seating.actor === 'npc' ? [0, 0] : Array(2).fill(move === 'ROLL' ? 2 : 1),
        );
        expect(heard[0]![0]!.map((d) => d.kind)).toContain('room-metadata');
        expect(publicContent(twins[0]!)).toEqual(publicContent(twins[1]!));
        for (const twin of twins) twin.stop();
      });
});

describe('"Early fold (no actions taken yet) refunds 50% of ante": the fold after a turn\u2019s cheat, on the wire', () => {
  const seating: Seating = { players: ['Ana', 'Brom', 'Cyra'], npcs: 1, actor: 'player' };

  it('a cheat tried alone on one\u2019s turn, then a fold, is the fold alone: the same refund, purses and public table', {
    timeout: 60_000,
  }, async () => {
    const twins = await Promise.all([atTheTurn(seating), atTheTurn(seating)]);
    // However a client sends it, a cheat alone on the turn changes nothing: it must go with a roll or a hold.
    twins[0]!.dice.script({ d20: [15] });
    const mover = twins[0]!.table.players.find((p) => p.tab.playerId === twins[0]!.mover)!;
    const tried = await mover.client.send({ type: 'CHEAT', die: 1, delta: 1 });
    expect(tried.ok).toBe(false);
    for (const twin of twins) await twin.actAs(twin.mover, { type: 'FOLD' });
    for (const twin of twins) await twin.heard(async () => {});
    expect(purses(twins[0]!)).toEqual(purses(twins[1]!));
    expect(purses(twins[1]!)[0]).toBe(100 - 4 + 2);
    expect(publicContent(twins[0]!)).toEqual(publicContent(twins[1]!));
    for (const twin of twins) twin.stop();
  });

  it('a roll carrying a cheat, then a fold on the next turn, is a roll then a fold: the same traffic, purses and public table', {
    timeout: 60_000,
  }, async () => {
    const twins = await Promise.all([atTheTurn(seating), atTheTurn(seating)]);
    const heard = await Promise.all(
      twins.map((twin, i) =>
        twin.heard(async () => {
          await moves(twin, 'ROLL', i === 0);
          // Everyone else rolls a d4 showing 2 and keeps it (a hold by all would end the betting at the fold), and
          // the turn comes back to the mover, who folds.
          for (
            let seat = gmView(twin.table).turn;
            seat !== twin.mover;
            seat = gmView(twin.table).turn
          ) {
            twin.dice.script({ d4: [2] });
            await twin.actAs(seat!, { type: 'ROLL', die: 'd4' });
            await twin.actAs(seat!, { type: 'KEEP_ROLL' });
          }
          await twin.actAs(twin.mover, { type: 'FOLD' });
        }),
      ),
    );
    expect(twins.map(hole)).toEqual([5, 4]);
    expect(heard[0]!.map(shape)).toEqual(heard[1]!.map(shape));
    expect(purses(twins[0]!)).toEqual(purses(twins[1]!));
    expect(publicContent(twins[0]!)).toEqual(publicContent(twins[1]!));
    for (const twin of twins) twin.stop();
  });
});
