/**
 * Tables played by bots for the bots' tests: NPC seats, each deciding from the
 * view its own seat receives and sending through the GM's path for an NPC, as
 * the NPC driver asks them (machines/table/npcDriver.ts, out of turn too),
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
import { BOT_LEVELS, type BotLevel, type BotStyle } from '../../machines/engine/bot';
import { npcDriver, type SelfPlayer } from '../../machines/table/npcDriver';
import { playNpcRound, type NpcRoundPlay } from '../../machines/table/npcRound';
import type { ConformanceFixture, Secret } from '../conformance/fixtures';
import { gm, holdings, ok, player } from './tables';

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

/**
 * A table of `game` whose seats are players who each put their seat on autoplay, in the style and at the level of
 * one bot, in the lobby: played as `botTable`'s, each move sent as its player (machines/table/npcRound.ts).
 */
export function autoplayTable(
  game: AnyGame,
  bots: readonly BotSeat[],
  seed: number,
  options: object = {},
) {
  const table = createTable(game, { dice: seededDice(seed), input: { options } });
  const ids = bots.map((_, i) => `player-${i + 1}`);
  bots.forEach((b, i) => {
    const seat = player(ids[i]!);
    ok(table.send(seat, { type: 'JOIN', name: `${b.style.name} ${i + 1}`, purse: 200 }));
    ok(table.send(seat, { type: 'AUTOPLAY', style: b.style.id, level: b.level }));
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
 * Plays `rounds` rounds (fewer if a seat can no longer pay) through the NPC driver, as the host plays them: after
 * every change each bot seat that may move is asked, those the table is not waiting on first; every move must be
 * accepted. When no bot moves, the host sends the deadline's intent at its time; a table with neither has stalled,
 * which fails. Every decision, out of turn too, is twinned when `twins` is given.
 */
export function playRounds(
  game: AnyGame,
  setup: ReturnType<typeof botTable>,
  rounds: number,
  seed: number,
  twins?: Twins,
): Played {
  const { table, seats } = setup;
  const played: Played = { rounds: 0, decisions: 0, compared: new Map(), net: new Map() };
  const purse = (id: string) => holdings(table).seats.find((s) => s.id === id)!.purse;
  const start = new Map([...seats.keys()].map((id) => [id, purse(id)]));
  const players = new Map(
    [...seats].map(([id, bot]): [string, SelfPlayer] => [
      id,
      (sight, chance) => {
        const { intent, taken } = decideRecorded(bot.style, sight.view(), bot.level, chance);
        if (twins) sameOnTwins(game, table, id, bot, intent, taken, twins, played.compared);
        return intent;
      },
    ]),
  );
  const play: NpcRoundPlay = {
    driver: npcDriver(game),
    players,
    chance: draws(seed),
    clock: { now: 0 },
    gm,
    onStep: (_sender, _intent, inTurn) => {
      if (inTurn !== undefined) played.decisions++;
    },
  };
  while (played.rounds < rounds) {
    if (!playNpcRound(table, play)) break;
    expect(goldSum(table)).toBe(0);
    played.rounds++;
  }
  for (const id of seats.keys()) played.net.set(id, purse(id) - start.get(id)!);
  return played;
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
    level: BOT_LEVELS[Math.floor(pick() * BOT_LEVELS.length)]!,
  }));
}

/**
 * How the levels play the same views: a regular (and a novice, unless `noviceOwn`: a game whose novice has a weakness
 * of its own beside the slips) plays exactly as a shark when no slip is drawn (`never`);
 * drawing 0, a regular slips in `regular` decisions; drawing 0.35, over a regular's slip rate of 0.2 to 0.3 but
 * under a novice's (0.36 to 0.51), a novice slips in `novice` decisions where a regular slips in `regularToo`.
 */
export function levelSlips(
  styles: readonly BotStyle[],
  views: readonly unknown[],
  { noviceOwn = false } = {},
) {
  const never = () => 0.999;
  const counts = { decisions: 0, regular: 0, novice: 0, regularToo: 0 };
  const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  for (const view of views)
    for (const style of styles) {
      const shark = style.decide(view, 'shark', never);
      if (!shark) continue;
      counts.decisions++;
      expect(style.decide(view, 'regular', never)).toEqual(shark);
      if (!noviceOwn) expect(style.decide(view, 'novice', never)).toEqual(shark);
      if (
        differs(
          style.decide(view, 'regular', () => 0),
          shark,
        )
      )
        counts.regular++;
      if (
        differs(
          style.decide(view, 'novice', () => 0.35),
          shark,
        )
      )
        counts.novice++;
      if (
        differs(
          style.decide(view, 'regular', () => 0.35),
          shark,
        )
      )
        counts.regularToo++;
    }
  return counts;
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
