/**
 * Every registered game, headless, played by the random driver: rounds per
 * second, persisted snapshot size, public view size, and its public table in
 * room metadata.
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
  type TableView,
} from '../machines';
import { chooser, playRound, type RoundPlay } from '../machines/engine/autoplay';
import { stakesOf } from '../src/host/recovery';
import { PUBLIC_VIEWER } from '../src/sync/publicTable';
import { encodePublicTable } from '../src/sync/publicTableWrite';
import type { Ledger } from '../machines/engine/ledger';
import type { Bench, Figure } from './types';

const gm: Sender = { role: 'gm', id: 'gm' };
const REPLAYS = 20;
/** Every seat's purse: enough that the random driver's stakes seldom empty one. */
const PURSE = 1_000_000;

/** Options that bring out more of a game (Standard mode's drinks). */
export const BENCH_OPTIONS: Partial<Record<GameId, Record<string, unknown>>> = {
  'twenty-one': { liquidMode: true },
};

function seatedTable(id: GameId, seats: number, seed: number) {
  const table = createTable(games[id] as AnyGame, {
    dice: seededDice(seed),
    input: { options: { ...BENCH_OPTIONS[id], startingPurse: PURSE } },
  });
  // Owlbear player ids are UUIDs: the public table writes each once.
  const players: Sender[] = Array.from({ length: seats }, (_, i) => ({
    role: 'player',
    id: `8e2f1c7a-4b3d-4e9a-a1f0-${String(i).padStart(12, '0')}`,
  }));
  for (const [i, p] of players.entries())
    table.send(p, { type: 'JOIN', name: `Player ${i + 1}`, purse: PURSE });
  return { table, senders: [gm, ...players] };
}

/**
 * Plays `rounds` rounds. When one cannot start because too few seats can still pay (in Three-Dragon Ante one round's
 * all-in matches can leave a seat with every coin), the GM takes the table back to the lobby and sets every purse
 * again, as a table would to play on; those intents go through `send` like the rest.
 */
function playRounds(table: Table, play: RoundPlay, rounds: number): void {
  for (let played = 0; played < rounds; played++) {
    if (playRound(table, play)) continue;
    if (table.game.phase(table.snapshot()) !== 'lobby') table.send(gm, { type: 'BACK_TO_LOBBY' });
    for (const seat of play.senders)
      if (seat.role === 'player')
        table.send(gm, { type: 'SET_PURSE', seat: seat.id, purse: PURSE });
    if (!playRound(table, play))
      throw new Error(
        `A round of ${table.game.id} would not start, even with every purse set again.`,
      );
  }
}

/** The public table as the host writes it to room metadata (before its signature), in bytes. */
function roomMetadataBytes(table: Table, view: TableView): number {
  const { ledger, roundsPlayed } = table.snapshot().context as {
    ledger: Ledger;
    roundsPlayed: number;
  };
  const stakes = stakesOf(ledger, table.game.inRound(table.snapshot()));
  const meta = {
    tableId: crypto.randomUUID(),
    rev: 1000,
    roundsPlayed,
    stakes: stakes.seats,
    houseStake: stakes.house,
    carry: stakes.carry,
  };
  return JSON.stringify(encodePublicTable(view, meta)).length;
}

/**
 * Four seats: engine time alone (inside `send`: validation, authority, rules, dice, machine), and with the driver;
 * every intent sent is kept, to replay.
 */
function timeFourSeats(id: GameId, rounds: number) {
  const four = seatedTable(id, 4, 1);
  const send = four.table.send;
  let engineMs = 0;
  let steps = 0;
  const sent: [Sender, unknown][] = [];
  four.table = {
    ...four.table,
    send(sender, intent, options) {
      sent.push([sender, intent]);
      const started = performance.now();
      const outcome = send(sender, intent, options);
      engineMs += performance.now() - started;
      steps++;
      return outcome;
    },
  };
  const play = { senders: four.senders, choose: chooser(2), skip: ['VOID_ROUND'] };
  const started = performance.now();
  playRounds(four.table, play, rounds);
  return { engineMs, steps, sent, wallSeconds: (performance.now() - started) / 1000 };
}

/**
 * The same intents again on a table seated alike (same dice), nothing else between them: the engine warm and alone,
 * and the best of twenty, which a busy machine disturbs least. Node's compiler takes thousands of intents to settle on
 * this code (the first replays of a game run up to half again slower), so five were not enough.
 */
function bestReplayMs(id: GameId, sent: readonly [Sender, unknown][]): number {
  let replayMs = Infinity;
  for (let run = 0; run < REPLAYS; run++) {
    const again = seatedTable(id, 4, 1).table;
    const begun = performance.now();
    for (const [sender, intent] of sent) again.send(sender, intent);
    replayMs = Math.min(replayMs, performance.now() - begun);
  }
  return replayMs;
}

/** Eight seats: the largest snapshot, public view and room metadata. */
function largestAtEightSeats(id: GameId) {
  const eight = seatedTable(id, 8, 3);
  let largestView = 0;
  let largestTable = 0;
  let largestSnapshot = 0;
  const measure = () => {
    const view = eight.table.view(PUBLIC_VIEWER) as TableView;
    largestView = Math.max(largestView, JSON.stringify(view).length);
    largestTable = Math.max(largestTable, roomMetadataBytes(eight.table, view));
  };
  const big = { senders: eight.senders, choose: chooser(4), skip: ['VOID_ROUND'], onStep: measure };
  for (let i = 0; i < 40; i++) {
    playRounds(eight.table, big, 1);
    largestSnapshot = Math.max(largestSnapshot, JSON.stringify(eight.table.persist()).length);
  }
  return { largestView, largestTable, largestSnapshot };
}

function benchGame(id: GameId): Figure[] {
  const rounds = 200;
  const { engineMs, steps, sent, wallSeconds } = timeFourSeats(id, rounds);
  const replayMs = bestReplayMs(id, sent);
  const { largestView, largestTable, largestSnapshot } = largestAtEightSeats(id);
  return [
    {
      name: 'full rounds per second, 4 seats (engine time only)',
      value: rounds / (engineMs / 1000),
      unit: 'rounds/s',
    },
    {
      name: `full rounds per second, 4 seats (the same intents replayed through send, best of ${REPLAYS})`,
      value: rounds / (replayMs / 1000),
      unit: 'rounds/s',
    },
    {
      name: 'intents applied per second (engine time only)',
      value: steps / (engineMs / 1000),
      unit: 'intents/s',
    },
    {
      name: `engine time per intent, replayed (best of ${REPLAYS})`,
      value: (replayMs * 1000) / sent.length,
      unit: 'µs',
    },
    { name: 'intents per round, 4 seats', value: steps / rounds, unit: 'intents' },
    {
      name: 'full rounds per second, 4 seats, with the random driver',
      value: rounds / wallSeconds,
      unit: 'rounds/s',
    },
    {
      name: 'persisted snapshot JSON, 8 seats, largest end of round',
      value: largestSnapshot,
      unit: 'bytes',
    },
    {
      name: 'public view JSON, 8 seats, largest during a round',
      value: largestView,
      unit: 'bytes',
    },
    {
      name: 'room metadata (public table before its ~95 B signature), 8 seats, largest',
      value: largestTable,
      unit: 'bytes',
    },
  ];
}

export const gameBenches: Bench[] = GAME_IDS.map((id) => ({
  title: `${GAME_TITLES[id]} (headless)`,
  run: () => benchGame(id),
}));
