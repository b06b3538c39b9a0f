/**
 * Tables played by bots for the bots' tests: NPC seats, each deciding from the
 * view its own seat receives and sending through the GM's path for an NPC,
 * rounds played to their end, the host sending each deadline's intent when
 * nobody moves. Every decision can be checked against twin tables that differ
 * only in another seat's secret.
 */
import { expect } from 'vitest';
import {
  createTable,
  ledgerSum,
  restoreTable,
  seededDice,
  seededUint32,
  type AnyGame,
  type Intent,
  type Ledger,
  type PersistedTable,
  type Table,
} from '../../machines';
import type { BotLevel, BotStyle } from '../../machines/engine/bot';
import type { ConformanceFixture, Secret } from '../conformance/fixtures';
import { gm, holdings, host, ok } from './tables';

export interface BotSeat {
  style: BotStyle;
  level: BotLevel;
}

/** A stream of uniform draws in [0, 1) from a seed, recorded so a twin decision can replay them. */
export function draws(seed: number) {
  const next = seededUint32(seed);
  return () => next() / 2 ** 32;
}

/** A decision and the draws it took, so the same draws can be handed to a twin. */
export function decideRecorded(
  style: BotStyle,
  view: unknown,
  level: BotLevel,
  chance: () => number,
) {
  const taken: number[] = [];
  const intent = style.decide(view, level, () => {
    const x = chance();
    taken.push(x);
    return x;
  });
  return { intent, taken };
}

export function replayed(taken: readonly number[]): () => number {
  let i = 0;
  return () => taken[i++] ?? 0.5;
}

/**
 * A table of `game` with one NPC seat per bot, named after the style, in the lobby; `lobby` gives what the GM sends
 * for each seat once it sits (its stats, say).
 */
export function botTable(
  game: AnyGame,
  bots: readonly BotSeat[],
  seed: number,
  options: object = {},
  lobby: (seat: string, i: number) => object[] = () => [],
) {
  const table = createTable(game, { dice: seededDice(seed), input: { options } });
  for (const [i, b] of bots.entries())
    ok(table.send(gm, { type: 'ADD_NPC', name: `${b.style.name} ${i + 1}`, purse: 200 }));
  const ids = (table.snapshot().context as { seats: { id: string }[] }).seats.map((s) => s.id);
  ids.forEach((id, i) => {
    for (const intent of lobby(id, i)) ok(table.send(gm, { ...intent, seat: id }));
  });
  return { table, seats: new Map(ids.map((id, i) => [id, bots[i]!])) };
}

/** Tables that differ from this one only in a secret `seat` may not know, each with the kind of secret it varies. */
export type Twins = (table: Table, seat: string) => { kind: string; persisted: PersistedTable }[];

/**
 * Twins from a game's conformance fixture (tests/<game>/conformance.ts): a few of the secrets this state holds that
 * `seat` may not see (another seat's hole die, stats, Heat, a contest's numbers, a blind die), picked by a seeded draw.
 */
export function secretTwins(fixture: ConformanceFixture, perDecision = 2, seed = 1): Twins {
  const pick = draws(seed);
  return (table, seat) => {
    const hidden = fixture.secrets!(table.snapshot()).filter(
      (s) => s.owner !== seat && !s.alsoSeenBy?.includes(seat),
    );
    const persisted = table.persist();
    const chosen = new Set<Secret>();
    while (chosen.size < Math.min(perDecision, hidden.length))
      chosen.add(hidden[Math.floor(pick() * hidden.length)]!);
    return [...chosen].map((s) => ({ kind: s.kind, persisted: s.vary(persisted) }));
  };
}

export interface Played {
  rounds: number;
  decisions: number;
  /** Decisions compared with a twin's, by the kind of secret the twin varied. */
  compared: Map<string, number>;
  /** Gold each seat won or lost, by seat. */
  net: Map<string, number>;
}

/** The total of every account of the ledger: gold is conserved when it stays 0. */
const goldSum = (table: Table): number =>
  ledgerSum((table.snapshot().context as { ledger: Ledger }).ledger);

/**
 * Plays `rounds` rounds (fewer if a seat can no longer pay): each step asks every bot seat, the ones the table
 * waits on first, and sends the first move one makes; every move must be accepted. When no bot moves, the host
 * sends the deadline's intent at its time; a table with neither has stalled, which fails.
 */
export function playRounds(
  game: AnyGame,
  setup: ReturnType<typeof botTable>,
  rounds: number,
  seed: number,
  twins?: Twins,
): Played {
  const { table, seats } = setup;
  const chance = draws(seed);
  const played: Played = { rounds: 0, decisions: 0, compared: new Map(), net: new Map() };
  const purse = (id: string) => holdings(table).seats.find((s) => s.id === id)!.purse;
  const start = new Map([...seats.keys()].map((id) => [id, purse(id)]));
  while (played.rounds < rounds) {
    if (!table.send(gm, { type: played.rounds === 0 ? 'START_ROUND' : 'NEXT_ROUND' }).ok) break;
    let steps = 0;
    while (game.inRound(table.snapshot()) && game.phase(table.snapshot()) !== 'roundOver') {
      expect(++steps, 'a round of bots goes on for ever').toBeLessThan(2000);
      const moved = step(game, table, seats, chance, played, twins);
      if (moved) continue;
      const deadline = game.deadline(table.snapshot());
      expect(deadline, `the bots stall in ${game.phase(table.snapshot())}`).not.toBeNull();
      ok(table.send(host, deadline!.intent, { at: deadline!.at }));
    }
    expect(goldSum(table)).toBe(0);
    played.rounds++;
  }
  for (const id of seats.keys()) played.net.set(id, purse(id) - start.get(id)!);
  return played;
}

function step(
  game: AnyGame,
  table: Table,
  seats: Map<string, BotSeat>,
  chance: () => number,
  played: Played,
  twins?: Twins,
): boolean {
  const waiting = game.waitingOn(table.snapshot());
  const order = [...waiting, ...[...seats.keys()].filter((id) => !waiting.includes(id))];
  for (const id of order) {
    const bot = seats.get(id);
    if (!bot) continue;
    const { intent, taken } = decideRecorded(
      bot.style,
      table.view({ role: 'player', id }),
      bot.level,
      chance,
    );
    if (twins) sameOnTwins(game, table, id, bot, intent, taken, twins, played.compared);
    if (!intent) continue;
    played.decisions++;
    const outcome = table.send(gm, intent);
    expect(outcome, `${bot.style.id} sent ${JSON.stringify(intent)}`).toMatchObject({ ok: true });
    return true;
  }
  return false;
}

/** The same decision, draw for draw, at every twin table: what the seat may not know changes nothing it does. */
function sameOnTwins(
  game: AnyGame,
  table: Table,
  seat: string,
  bot: BotSeat,
  intent: Intent | null,
  taken: readonly number[],
  twins: Twins,
  compared: Map<string, number>,
): void {
  for (const { kind, persisted } of twins(table, seat)) {
    const twin = restoreTable(game, persisted);
    const again = bot.style.decide(
      twin.view({ role: 'player', id: seat }),
      bot.level,
      replayed(taken),
    );
    expect(again, `${bot.style.id} at ${seat} decides otherwise when ${kind} differs`).toEqual(
      intent,
    );
    compared.set(kind, (compared.get(kind) ?? 0) + 1);
  }
}

/** Three to five seats of these styles, each at a level, drawn from `seed`. */
export function lineup(styles: readonly BotStyle[], seed: number): BotSeat[] {
  const pick = draws(seed);
  const count = 3 + Math.floor(pick() * 3);
  return Array.from({ length: count }, () => ({
    style: styles[Math.floor(pick() * styles.length)]!,
    level: pick() < 0.5 ? ('best' as const) : ('forgiving' as const),
  }));
}

/** Every view a seat of this table had when one of the bots decided, for tests of a single decision. */
export function viewsOfPlay(
  game: AnyGame,
  setup: ReturnType<typeof botTable>,
  rounds: number,
  seed: number,
): unknown[] {
  const seen: unknown[] = [];
  const watched = new Map(
    [...setup.seats].map(([id, b]) => [
      id,
      {
        ...b,
        style: {
          ...b.style,
          decide: (view: unknown, level: BotLevel, chance: () => number) => {
            seen.push(view);
            return b.style.decide(view, level, chance);
          },
        },
      },
    ]),
  );
  playRounds(game, { table: setup.table, seats: watched }, rounds, seed);
  return seen;
}
