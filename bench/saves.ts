/**
 * What the host's save writes per intent, across random games of every game
 * at 8 seats: each intent is applied, counted and saved as the host does
 * (src/host/host.ts), through the host's own save code (src/host/saving.ts)
 * into a store in memory that counts the bytes of JSON each save writes. The
 * random driver cheats, accuses and bets as often as the rules let it, so a
 * round's log grows longer than a table plays it. The tests restore the
 * saved record after such games (tests/runtime/saved-snapshot.test.ts).
 */
import {
  GAME_IDS,
  GAME_TITLES,
  createTable,
  games,
  seededDice,
  type AnyGame,
  type GameId,
  type Sender,
  type Table,
} from '../machines';
import { acceptedEvents } from '../machines/engine/game';
import { chooser, playStep } from '../machines/engine/autoplay';
import { MAX_EVENTS, memoryHostStore, type HostStore } from '../src/host/persistence';
import { appended, emptyLog } from '../src/host/savedLog';
import { sessionSaver } from '../src/host/saving';
import { SeenIds } from '../src/host/seenIds';
import type { HostTable, Session } from '../src/host/session';
import { BENCH_OPTIONS } from './games';
import type { Bench, Figure } from './types';

/** The record's name in the store, as `recordName` makes it. */
export const SAVED_NAME = 'room/gm';

/** A store in memory that keeps the bytes of JSON each write puts. */
export function measuredStore(): HostStore & { records: Map<string, string>; writes: number[] } {
  const inner = memoryHostStore();
  const writes: number[] = [];
  return {
    ...inner,
    writes,
    write(change) {
      writes.push(change.put.reduce((bytes, [, value]) => bytes + JSON.stringify(value).length, 0));
      return inner.write(change);
    },
  };
}

export interface SavedGame {
  store: ReturnType<typeof measuredStore>;
  session: Session;
}

/** A fresh table of `id` on seeded dice, and the host's session of it. */
function newSession(id: GameId, seed: number) {
  const definition = games[id];
  const sources = { dice: seededDice(seed), clock: () => 0 };
  const table: Table = createTable(definition as AnyGame, {
    dice: sources.dice,
    input: { options: { ...BENCH_OPTIONS[id], startingPurse: 1_000_000 } },
  });
  const session: Session = {
    definition,
    table: table as HostTable,
    tableId: `table-${seed}`,
    rev: 0,
    events: emptyLog(),
    options: {},
  };
  return { table, session, sources };
}

/**
 * `rounds` random rounds of `id` at `seats` seats, the host's save after
 * every intent; `afterSave` is called after each (a test reads the record
 * back there). Stops early when a purse runs short of the ante.
 */
export async function playSaved(
  id: GameId,
  {
    seats = 8,
    rounds,
    seed,
    afterSave,
  }: {
    seats?: number;
    rounds: number;
    seed: number;
    afterSave?: (game: SavedGame) => Promise<void> | void;
  },
): Promise<SavedGame> {
  const { table, session, sources } = newSession(id, seed);
  const store = measuredStore();
  const seen = new SeenIds(emptyLog());
  const saver = sessionSaver(store, SAVED_NAME, sources, () => seen.log());
  const gm: Sender = { role: 'gm', id: 'gm' };
  const players: Sender[] = Array.from({ length: seats }, (_, i) => ({
    role: 'player',
    id: `8e2f1c7a-4b3d-4e9a-a1f0-${String(i).padStart(12, '0')}`,
  }));
  // What host.ts does with an applied intent: count it, keep its event and its id, save.
  const saved = async () => {
    session.rev++;
    session.events = appended(session.events, table.events.at(-1)!, MAX_EVENTS);
    seen.add(`intent-${session.rev}`);
    await saver.save(session);
    await afterSave?.({ store, session });
  };
  for (const [i, p] of players.entries()) {
    if (table.send(p, { type: 'JOIN', name: `Player ${i + 1}`, purse: 1_000_000 }).ok)
      await saved();
  }
  const play = { senders: [gm, ...players], choose: chooser(seed), skip: ['VOID_ROUND'] };
  for (let round = 0; round < rounds; round++) {
    const start = acceptedEvents(table.snapshot()).has('START_ROUND')
      ? 'START_ROUND'
      : 'NEXT_ROUND';
    if (!table.send(gm, { type: start }).ok) break;
    await saved();
    for (let steps = 0; table.game.inRound(table.snapshot()); steps++) {
      if (steps > 1000 || !playStep(table, play)) throw new Error(`A round of ${id} did not end.`);
      await saved();
    }
  }
  return { store, session };
}

async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  let largest = 0;
  for (const id of GAME_IDS) {
    let most = 0;
    for (const seed of [1, 2, 3])
      most = Math.max(most, ...(await playSaved(id, { rounds: 20, seed })).store.writes);
    largest = Math.max(largest, most);
    figures.push({
      name: `${GAME_TITLES[id]}: largest save per intent`,
      value: most,
      unit: 'bytes',
    });
  }
  figures.push({
    name: 'largest save per intent, every game',
    value: largest,
    unit: 'bytes',
    target: '< 30 KB',
  });
  return figures;
}

export const savesBench: Bench = {
  title: 'The host’s save, 8 seats, random games of every game (in memory, 3 × 20 rounds each)',
  run,
};
