/**
 * What a connection can measure of what it may not read is a function of public state only (docs/ARCHITECTURE.md,
 * "Threat model"). For every game and every kind of secret its fixture declares: two tables that differ only in one
 * secret are each resumed by a real host in the memory room, every seat connects, and the same moves are played
 * while the twins look the same in public; every connection but the secret's owner's, those who share it and the
 * GM's then received traffic of identical lengths in the same order (each broadcast's length and channel, the
 * number of messages and parts, the room- and player-metadata writes). And every view of random games of every game
 * fits the bound its padding is computed from, so no view is ever padded by its own length.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Intent, PersistedTable, Sender, Table } from '../../machines';
import { chooser, pickMove } from '../../machines/engine/autoplay';
import { emptyLog } from '../../src/host/savedLog';
import {
  NOTHING_STORED,
  memoryHostStore,
  recordName,
  type HostRecord,
} from '../../src/host/persistence';
import { recordChange } from '../../src/host/saving';
import { createMemoryRoom, type MemoryRoom } from '../../src/plugin/memoryRoom';
import { connectTable, type TableClient } from '../../src/sync/client';
import { memoryKeyStore } from '../../src/sync/keyStore';
import { PUBLIC_VIEWER } from '../../src/sync/publicTable';
import { paramsFor, playGame } from '../support/random-games';
import { ok, opened as openedStandard, player, seated } from '../support/tables';
import {
  classic,
  d20s,
  opened as openedClassic,
  scriptFaces,
  stats,
} from '../twenty-one-classic/helpers';
import { settle, startGm } from '../runtime/table';
import { registered, type Registered, type Secret } from './fixtures';
import { TWINS, fullTable, type FullTable } from './full-tables';

/** Clients that never retry within a test: a retry is timing, and would differ between twins. */
const patient = { replyTimeoutMs: 20_000, helloRetryMs: 20_000 };

/** A table state holding one secret of a kind, and the seats at it. */
interface Found {
  persisted: PersistedTable;
  secret: Secret;
  seats: string[];
}

const seatsOf = (table: Table) =>
  (table.snapshot().context as { seats: { id: string; controller?: unknown }[] }).seats.map(
    (s) => s.id,
  );

/** The first state of each declared kind: the scripted states', then random games' (the suite's own arbitraries). */
function firstOfEachKind({ fixture, game }: Registered): Map<string, Found> {
  const found = new Map<string, Found>();
  const keep = (table: Table) => {
    for (const secret of fixture.secrets!(table.snapshot()))
      if (!found.has(secret.kind))
        found.set(secret.kind, { persisted: table.persist(), secret, seats: seatsOf(table) });
  };
  for (const table of fixture.scriptedStates?.() ?? []) keep(table);
  const declared = fixture.secretKinds ?? [];
  for (const p of fc.sample(paramsFor(fixture.setup), { numRuns: 60, seed: 45 })) {
    if (declared.every((kind) => found.has(kind))) break;
    playGame(game, { ...p, junk: [] }, ({ table }) => keep(table));
  }
  return found;
}

/**
 * What one connection received, as a bystander measures it: each delivery's kind, channel and length, in order from
 * `from` on. Before it (the connections' handshakes), as a sorted list: how a client's own hello crosses the host's
 * first views is the two clients' timing, which differs from run to run whatever the table holds.
 */
function shapeOf(room: MemoryRoom, connectionId: string, from: number): string[] {
  const shapes = room
    .received(connectionId)
    .map((d) => `${d.kind} ${d.channel ?? ''} ${d.raw.length}`);
  return [...shapes.slice(0, from).sort(), '(the moves)', ...shapes.slice(from)];
}

/** What a twin's room holds beside its seats: a second tab of the GM's, which gets the GM's view by broadcast. */
interface Room {
  secondGmTab?: boolean;
}

/** NPCs that play themselves do so at once, and alike in both twins. */
const npcs = { pause: 0, chance: () => 0.5, log: () => {} };

/**
 * A host resuming `persisted`, every seat and a spectator connected (and a second tab of the GM's, if asked), and a
 * connection that only listens.
 */
async function resumed(persisted: PersistedTable, seats: string[], extra: Room = {}) {
  const room = createMemoryRoom();
  const store = memoryHostStore();
  const record: HostRecord = {
    tableId: 'table-45',
    rev: 100,
    table: persisted,
    events: emptyLog(),
    seenIntentIds: emptyLog(),
    options: {},
  };
  await store.write(recordChange(recordName(room.id, 'gm'), NOTHING_STORED, record, true).change);
  // One clock for both twins: a deadline that passed at resume passes at the same instant in each.
  const gm = await startGm(room, { store, clock: () => 1_000_000, npcs, client: patient });
  const clients = new Map<string, TableClient>([['gm', gm.client]]);
  const connections = new Map<string, string>();
  const quiet = () => settle(room, [gm.runner.host], [...clients.values()]);
  await quiet();
  if (extra.secondGmTab) {
    // The same GM in a second tab of the same browser: the same keys, so the same view, which reaches it by broadcast.
    const tab = room.connect({ id: 'gm', name: 'Game Master', role: 'GM' });
    clients.set('gm, second tab', await connectTable(tab.page(), gm.keys, patient));
    connections.set('gm', tab.connectionId);
    await quiet();
  }
  const players = [...seats.filter((id) => !id.startsWith('npc')), 'spectator'];
  for (const id of players) {
    const tab = room.connect({ id, name: id, role: 'PLAYER' });
    clients.set(id, await connectTable(tab.page(), memoryKeyStore(), patient));
    connections.set(id, tab.connectionId);
    // One connection at a time: the order in which handshakes cross is timing, not anyone's secret.
    await quiet();
  }
  connections.set(
    'listener',
    room.connect({ id: 'listener', name: 'L', role: 'PLAYER' }).connectionId,
  );
  await quiet();
  const table = () => gm.runner.host()!.table() as unknown as Table;
  return { room, gm, clients, connections, quiet, table };
}

type Resumed = Awaited<ReturnType<typeof resumed>>;

const publicText = (table: Table) =>
  JSON.stringify(table.view(PUBLIC_VIEWER)) + JSON.stringify(seatsOf(table));

/**
 * Resumes both twins and plays up to `moves` random moves in both (chosen at the original), stopping before a move
 * one twin refuses or after which they differ in public. Returns what every connection but those entitled received.
 */
async function twinTraffic(found: Found, moves: number, room: Room = {}) {
  const twins = [
    await resumed(found.persisted, found.seats, room),
    await resumed(found.secret.vary(found.persisted), found.seats, room),
  ] as const;
  expect(publicText(twins[1].table()), `the twins differ in public: ${found.secret.what}`).toBe(
    publicText(twins[0].table()),
  );
  const entitled = new Set(['gm', found.secret.owner, ...(found.secret.alsoSeenBy ?? [])]);
  const watched = [...twins[0].connections.keys()].filter((id) => !entitled.has(id));
  const connected = twins.map((twin) =>
    watched.map((id) => twin.room.received(twin.connections.get(id)!).length),
  );
  const shapes = (twin: Resumed, t: number) =>
    watched.map((id, i) => shapeOf(twin.room, twin.connections.get(id)!, connected[t]![i]!));
  let kept = twins.map((twin, t) => shapes(twin, t));
  const senders: Sender[] = [
    { role: 'gm', id: 'gm' },
    ...found.seats
      .filter((id) => !id.startsWith('npc'))
      .map((id) => ({ role: 'player' as const, id })),
  ];
  const play = { senders, choose: chooser(45), skip: ['VOID_ROUND', 'BACK_TO_LOBBY', 'LEAVE'] };
  let played = 0;
  for (; played < moves; played++) {
    const choice = pickMove(twins[0].table(), play);
    if (!choice || choice.sender.role === 'host') break;
    const sender = choice.sender.id;
    const replies = await Promise.all(
      twins.map((twin) => twin.clients.get(sender)!.send(choice.intent as Intent)),
    );
    await Promise.all(twins.map((twin) => twin.quiet()));
    if (replies.some((r) => !r.ok)) break;
    if (publicText(twins[0].table()) !== publicText(twins[1].table())) break;
    kept = twins.map((twin, t) => shapes(twin, t));
  }
  for (const twin of twins) twin.gm.runner.stop();
  return { watched, original: kept[0]!, twin: kept[1]!, played };
}

const withSecrets = registered.filter((r) => r.fixture.secrets);

/** Two tables with one public state and different histories, as one scripted state and its twin. */
function scriptedTwins(what: string, owner: string, original: Table, twin: Table): Found {
  const persisted = twin.persist();
  return {
    persisted: original.persist(),
    secret: { what, kind: what, owner, vary: () => persisted },
    seats: seatsOf(original),
  };
}

/*
 * The seatings below put the largest view of one twin just over a 4 KB step and the other's just under it: where
 * padding to the largest view told the secret (names are public, and a table picks its own).
 */
const LONG_NAME = `d${'x'.repeat(31)}`;

/** A Foresight by Brom at Standard mode's table of four: its check at `check` (DC 12) succeeds or fails, in private. */
function foresight(check: number) {
  const table = seated({
    players: ['ana', 'brom', `c${'y'.repeat(10)}`, LONG_NAME],
    options: { gmRole: 'npc', ante: 4 },
  });
  ok(table.send(player('brom'), { type: 'SET_STATS', stats: { wis: 0 } }));
  openedStandard(table, [
    [6, 5],
    [3, 4],
    [8, 2],
    [9, 1],
  ]);
  ok(table.send(player('brom'), { type: 'CUT_PASS' }));
  table.scriptDice({ d20: [check, 17], d10: [3], d8: [8], d6: [2], d4: [4] });
  ok(table.send(player('brom'), { type: 'FORESIGHT' }));
  return table as unknown as Table;
}

/** Ana's hit at a Classic table of five shows a 3: rolled and kept, or a 2 cheated up to 3 (a check that goes through). */
function classicHit(cheated: boolean) {
  const table = classic(['ana', 'brom', 'cy', 'dorn', 'edda']);
  stats(table, 'ana', { sleightOfHand: 2 });
  openedClassic(table, [
    ['d10', 4, 'd10', 3],
    ['d10', 5, 'd10', 2],
    ['d10', 7, 'd10', 9],
    ['d10', 8, 'd10', 1],
    ['d10', 9, 'd10', 1],
  ]);
  scriptFaces(table, ['d10', cheated ? 2 : 3]);
  ok(table.send(player('ana'), { type: 'ROLL', die: 'd10' }));
  if (cheated) {
    d20s(table, 12);
    ok(table.send(player('ana'), { type: 'CHEAT', die: 2, face: 3, method: 'sleightOfHand' }));
  } else ok(table.send(player('ana'), { type: 'KEEP_ROLL' }));
  return table as unknown as Table;
}

describe('the secrets the padding once told', () => {
  it('a Foresight that succeeds and one that fails send every other connection the same lengths', {
    timeout: 60_000,
  }, async () => {
    const found = scriptedTwins('whether Foresight succeeds', 'brom', foresight(15), foresight(3));
    const { watched, original, twin } = await twinTraffic(found, 3);
    for (const [i, id] of watched.entries())
      expect(twin[i], `${id}'s traffic`).toEqual(original[i]);
  });

  it('in Classic, a die cheated from 2 to 3 and a 3 rolled and kept send every other connection the same lengths', {
    timeout: 60_000,
  }, async () => {
    const found = scriptedTwins(
      'a cheat that went through',
      'ana',
      classicHit(true),
      classicHit(false),
    );
    const { watched, original, twin } = await twinTraffic(found, 3);
    for (const [i, id] of watched.entries())
      expect(twin[i], `${id}'s traffic`).toEqual(original[i]);
  });
});

/**
 * Three cheats on a hole die that leave it as it was, or none, at a full table; the same moves played on. Every view
 * fits its bound: none is cut to it (which would hide a bound too small behind equal lengths).
 */
async function cheatOrNot(spec: FullTable, room: Room = {}) {
  const warn = vi.spyOn(console, 'warn');
  const owner = spec.cheater.startsWith('npc') ? null : spec.cheater;
  const found = scriptedTwins(
    `whether ${spec.cheater} cheated`,
    owner ?? 'gm',
    fullTable(spec, false) as unknown as Table,
    fullTable(spec, true) as unknown as Table,
  );
  const { watched, original, twin } = await twinTraffic(found, 3, room);
  for (const [i, id] of watched.entries()) expect(twin[i], `${id}'s traffic`).toEqual(original[i]);
  expect(warn.mock.calls.filter(([line]) => /outgrew its bound/.test(String(line)))).toEqual([]);
  warn.mockRestore();
}

describe('the fullest tables: eight seats, 32-letter names, NPCs, a GM’s second tab', () => {
  it('at eight seats with a 32-letter name, the seat to act cheating its hole die sends every other connection the same lengths', {
    timeout: 120_000,
  }, async () => {
    await cheatOrNot(TWINS.eightSeats);
  });

  it('beside NPCs that play themselves and one the GM plays, a player’s cheat sends every other connection the same lengths', {
    timeout: 120_000,
  }, async () => {
    await cheatOrNot(TWINS.npcs);
  });

  it('with a second tab of the GM’s, which gets the GM’s view by broadcast, an NPC’s cheat sends every other connection the same lengths', {
    timeout: 120_000,
  }, async () => {
    await cheatOrNot(TWINS.gmNpcs, { secondGmTab: true });
  });
});

describe.each(withSecrets)('$id: a secret never shapes the traffic', (entry) => {
  it('two tables differing in one secret of each declared kind give every other connection traffic of identical lengths, in the same order', {
    timeout: 240_000,
  }, async () => {
    const found = firstOfEachKind(entry);
    const declared = entry.fixture.secretKinds ?? [];
    expect(
      declared.filter((kind) => !found.has(kind)),
      'kinds never reached',
    ).toEqual([]);
    for (const kind of declared) {
      const { watched, original, twin } = await twinTraffic(found.get(kind)!, 4);
      watched.forEach((id, i) => {
        expect(twin[i], `${id}'s traffic, ${found.get(kind)!.secret.what}`).toEqual(original[i]);
      });
      // Something crossed the wire: the views of every seat, and the public table.
      expect(original.flat().filter((d) => d.startsWith('broadcast')).length).toBeGreaterThan(0);
    }
  });
});
