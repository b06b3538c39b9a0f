/**
 * A room in memory with a hosting GM and seated players, each client with its
 * own key store (its own browser), for tests of the host and the sync layer.
 */
import { seededDice, type DiceSource } from '../../machines/engine/dice';
import { createMemoryRoom, type MemoryClient, type MemoryRoom } from '../../src/plugin/memoryRoom';
import {
  loadRecord,
  memoryHostStore,
  recordName,
  type HostStore,
} from '../../src/host/persistence';
import { runHost, type HostRunner } from '../../src/host/runHost';
import type { Host, HostSetup } from '../../src/host/host';
import type { NpcSetup } from '../../src/host/npcContract';
import type { TwentyOneView } from '../../machines/twenty-one-kit/view';
import { connectTable, type TableClient } from '../../src/sync/client';
import { memoryKeyStore, type KeyStore } from '../../src/sync/keyStore';

export interface Seat {
  name: string;
  /** The Owlbear connection (a browser tab). */
  tab: MemoryClient;
  keys: KeyStore;
  client: Client;
}

/** The tables these tests open play Twenty-One until a test chooses another game. */
export type Client = TableClient<TwentyOneView>;

/** The GM's whole view of the host's live table. */
export function gmView(table: { gm: { runner: { host(): Host | null } } }): TwentyOneView {
  return table.gm.runner.host()!.table()!.view({ role: 'gm' }) as TwentyOneView;
}

export interface TestTable {
  room: MemoryRoom;
  gm: Seat & { store: HostStore; runner: HostRunner; host: Host };
  players: Seat[];
  /** Waits until every delivery, the host's work and every client's decryption are done. */
  settle(): Promise<void>;
}

export const clientOptions = { replyTimeoutMs: 2_000, helloRetryMs: 200 };
/** Fast elections, and a failed start tried again twice within milliseconds. */
export const electionTimings = { graceMs: 30, confirmMs: 0, startRetryMs: [5, 5] };

export async function openSeat(
  room: MemoryRoom,
  player: { id: string; name: string; role: 'GM' | 'PLAYER' },
  keys = memoryKeyStore(),
): Promise<Seat> {
  const tab = room.connect(player);
  const client = (await connectTable(tab.page(), keys, clientOptions)) as Client;
  return { name: player.name, tab, keys, client };
}

export async function startGm(
  room: MemoryRoom,
  options: {
    id?: string;
    keys?: KeyStore;
    store?: HostStore;
    dice?: DiceSource;
    clock?: () => number;
    schedule?: (task: () => void, ms: number) => () => void;
    serveDebugger?: boolean;
    npcs?: NpcSetup;
    /** How the GM's own client retries (default `clientOptions`). */
    client?: typeof clientOptions;
  } = {},
) {
  const keys = options.keys ?? memoryKeyStore();
  const store = options.store ?? memoryHostStore();
  const tab = room.connect({ id: options.id ?? 'gm', name: 'Game Master', role: 'GM' });
  const runner = await runHost({
    port: tab.page(),
    keys,
    store,
    dice: options.dice ?? seededDice(7),
    clock: options.clock,
    schedule: options.schedule,
    serveDebugger: options.serveDebugger,
    npcs: options.npcs,
    ...electionTimings,
  });
  const host = await runner.whenHosting();
  const client = (await connectTable(tab.page(), keys, options.client ?? clientOptions)) as Client;
  return { name: 'Game Master', tab, keys, store, runner, host, client };
}

export async function settle(
  room: MemoryRoom,
  hosts: (() => Host | null)[],
  clients: TableClient[],
): Promise<void> {
  for (let quiet = 0; quiet < 3; ) {
    await room.settle();
    await Promise.all(hosts.map((h) => h()?.idle()));
    await Promise.all(clients.map((c) => c.idle()));
    await new Promise((resolve) => setTimeout(resolve, 1));
    quiet = room.pending() === 0 ? quiet + 1 : 0;
  }
}

/**
 * The GM's tab closes and the same GM opens the room again on a new
 * connection: on the `same` device (its keys and saved table), on one that
 * `lost-record` (its keys, so it can verify the room's table, but no saved
 * table), or on `another` (new keys, nothing saved). Waits until the new host
 * has loaded and every client has settled.
 */
export async function reopenGm(
  table: TestTable,
  device: 'same' | 'lost-record' | 'another',
  dice: DiceSource = seededDice(99),
  whileAway?: () => Promise<void>,
  setup: Pick<HostSetup, 'recoveryWaitMs'> = {},
) {
  table.gm.runner.stop();
  table.gm.client.close();
  table.gm.tab.disconnect();
  await whileAway?.();
  const tab = table.room.connect({ id: table.gm.tab.playerId, name: 'Game Master', role: 'GM' });
  const keys = device === 'another' ? memoryKeyStore() : table.gm.keys;
  const store = device === 'same' ? table.gm.store : memoryHostStore();
  const runner = await runHost({
    port: tab.page(),
    keys,
    store,
    dice,
    ...setup,
    ...electionTimings,
  });
  const host = await runner.whenHosting();
  const client = (await connectTable(tab.page(), keys, clientOptions)) as Client;
  Object.assign(table.gm, { tab, keys, store, runner, host, client });
  await table.settle();
  return table.gm;
}

/** A GM hosting, and players who each took a seat with `purse` gp. */
export async function seatedTable(
  names: string[],
  options: Parameters<typeof startGm>[1] & { purse?: number } = {},
): Promise<TestTable> {
  const room = createMemoryRoom();
  const gm = await startGm(room, options);
  const players: Seat[] = [];
  for (const [i, name] of names.entries())
    players.push(await openSeat(room, { id: `player-${i + 1}`, name, role: 'PLAYER' }));
  const table: TestTable = {
    room,
    gm,
    players,
    settle: () => settle(room, [gm.runner.host], [gm.client, ...players.map((p) => p.client)]),
  };
  await table.settle();
  // The GM grants the purse: the table's starting purse.
  if (options.purse !== undefined && options.purse !== 100) {
    await must(gm.client, { type: 'SET_OPTIONS', startingPurse: options.purse });
    await table.settle();
  }
  for (const p of players) {
    const reply = await p.client.send({ type: 'JOIN', name: p.name, purse: options.purse ?? 100 });
    if (!reply.ok) throw new Error(JSON.stringify(reply.reason));
  }
  await table.settle();
  return table;
}

/** Sends an intent and fails the test with the host's reason if it is refused. */
export async function must(client: TableClient, intent: unknown): Promise<void> {
  const reply = await client.send(intent);
  if (!reply.ok)
    throw new Error(`${JSON.stringify(intent)} refused: ${JSON.stringify(reply.reason)}`);
}

/** The moves that carry a round forward; skills, side bets and accusations are optional. */
const ROUND_MOVES = new Set(['CUT_PASS', 'KEEP_ROLL', 'DUEL_ROLL', 'ROLL', 'HOLD']);
const movesOf = (seat: Seat) =>
  seat.client.state().view?.actions.filter((a) => ROUND_MOVES.has(a.intent.type)) ?? [];

/**
 * Plays the round from the players' own views, as their panels would: pass the
 * Cut, keep every roll, buy a d4 below 16, hold otherwise, roll when dueling.
 * Stops when `done` says so or nobody can move.
 */
export async function playUntil(
  table: TestTable,
  done: () => boolean,
  afterEach: () => Promise<void> | void = () => {},
): Promise<void> {
  for (let step = 0; step < 200 && !done(); step++) {
    const actor = table.players.find((p) => movesOf(p).length > 0);
    if (!actor) return;
    const moves = movesOf(actor);
    const mine = actor.client.state().view!.seats.find((s) => s.mine)!;
    const pick =
      moves.find((a) => a.intent.type === 'CUT_PASS') ??
      moves.find((a) => a.intent.type === 'KEEP_ROLL') ??
      moves.find((a) => a.intent.type === 'DUEL_ROLL') ??
      (mine.total! < 16
        ? moves.find(
            (a) => a.intent.type === 'ROLL' && a.intent.die === 'd4' && !('drink' in a.intent),
          )
        : undefined) ??
      moves.find((a) => a.intent.type === 'HOLD')!;
    await must(actor.client, pick.intent);
    await table.settle();
    await afterEach();
  }
}

export const phaseOf = (seat: Seat) => seat.client.state().view?.phase;

/** From the lobby to the round's result: start, play, end the staredown, duel if tied. */
export async function playRound(
  table: TestTable,
  afterEach?: () => Promise<void> | void,
): Promise<void> {
  await must(table.gm.client, {
    type: phaseOf(table.gm) === 'roundOver' ? 'NEXT_ROUND' : 'START_ROUND',
  });
  await table.settle();
  await afterEach?.();
  await playUntil(table, () => phaseOf(table.gm) === 'staredown', afterEach);
  await must(table.gm.client, { type: 'END_STAREDOWN' });
  await table.settle();
  await afterEach?.();
  await playUntil(table, () => phaseOf(table.gm) === 'roundOver', afterEach);
}

/** A clock that stands still until a test moves it, and a `schedule` that only records: the test fires timers itself. */
export function manualTime(start: number) {
  const time = { now: start, timers: [] as { at: number; task: () => void; cancelled: boolean }[] };
  return {
    time,
    clock: () => time.now,
    schedule(task: () => void, ms: number) {
      const timer = { at: time.now + ms, task, cancelled: false };
      time.timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    /** The live timers due exactly at `at`. */
    armedAt: (at: number) => time.timers.filter((t) => !t.cancelled && t.at === at),
  };
}

/**
 * Puts the GM's saved record back as a build of `format` saved it: the record as it stands, its table as `oldTable`
 * makes it from the saved one, and no saved log or parts. The next `reopenGm` loads it through the steps up.
 */
export async function saveAsFormat(
  table: TestTable,
  format: number,
  oldTable: (saved: unknown) => unknown,
): Promise<void> {
  const name = recordName(table.room.id, table.gm.tab.playerId);
  const { record } = await loadRecord(table.gm.store, name);
  const store = table.gm.store as ReturnType<typeof memoryHostStore>;
  store.records.clear();
  store.records.set(
    name,
    JSON.stringify({
      format,
      tableId: record!.tableId,
      rev: record!.rev,
      table: oldTable(JSON.parse(JSON.stringify(record!.table))),
      options: record!.options,
      events: { first: 0, next: 0, size: 64 },
      seenIntentIds: { first: 0, next: 0, size: 64 },
      parts: [],
    }),
  );
}
