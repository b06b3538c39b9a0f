/**
 * No view outgrows the bound it is padded to (src/host/sealing.ts: the public view's length and the headroom its
 * game counts from public facts), so the host never has to cut one: "Everything a client can observe about what it
 * may not read … is a function of public state only" (docs/ARCHITECTURE.md, "Threat model"). Over random games of
 * every game, at one to eight seats, players and NPCs (playing themselves or played by the GM), names as long as
 * the lobby takes and as long in bytes as such a name can be, every option, purses up to a million, moves favouring a
 * few kinds at random; and at Standard tables drawn out to a dozen dice a seat. Every reader's view is checked: each
 * player's, a player's with no seat, and the GM's with the lobby's style menu (a second tab of the GM's receives
 * that same view).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame, Table, Viewer } from '../../machines';
import type { GameId, TableView } from '../../machines/catalog';
import { chooser, randomMove, type RoundPlay } from '../../machines/engine/autoplay';
import type { Reader } from '../../machines/engine/game';
import { lineBytes, NPC_SEAT } from '../../machines/engine/headroom';
import { lobbyDeclarations } from '../../machines/table/intents';
import { loadStyleWords } from '../../machines/styleWords';
import { boundOf, publicOf } from '../../src/host/sealing';
import type { HostTable } from '../../src/host/session';
import { byteLength, compactView, sealedViewText } from '../../src/sync/envelope';
import { NPC_STYLES } from '../../src/sync/npcStyles';
import {
  type Extend,
  extendedMove,
  playGame,
  SEAT_IDS,
  type GameParams,
} from '../support/random-games';
import { registered, type Registered } from './fixtures';
import { fullTable, playersNamed, type FullTable } from './full-tables';

/** A revision as long as a table reaches: views and the public view carry the same one. */
const REV = 9_999_999;

/**
 * Names of 32 characters, the most the lobby takes, and as long in bytes as such names get: plain, quotes and
 * backslashes (escaped in two), control characters (escaped in six), letters of three bytes, dragons of four.
 */
const NAMES = [
  'Bartholomew Quillsworth Unlucky!',
  '"\\'.repeat(16),
  '\u0001'.repeat(32),
  'ドラゴンの酒場'.repeat(5),
  '🐉'.repeat(16),
];
/** A table's names: each of `bases`, cut to 31 characters and told apart by a last letter. */
const named = (bases: string[]) => bases.map((base, i) => `${base.slice(0, 31)}${'ABCDEFGH'[i]}`);

/** Random tables at their largest: one to eight seats, any mix of players and NPCs, long names, big purses. */
function tables({ fixture }: Registered): fc.Arbitrary<GameParams> {
  const setup = fixture.setup ?? {};
  return fc
    .record({
      seats: fc.integer({ min: 0, max: 8 }),
      npcs: fc.integer({ min: 0, max: 8 }),
      names: fc.array(
        fc.oneof(fc.constantFrom(...NAMES), fc.string({ unit: 'binary', maxLength: 32 })),
        {
          minLength: 8,
          maxLength: 8,
        },
      ),
      selfPlay: fc.array(
        fc.option(
          fc.record({
            style: fc.constantFrom('careful', 'cheat', '\u0001'.repeat(64)),
            level: fc.constantFrom('easy', 'best'),
          }),
        ),
        { minLength: 8, maxLength: 8 },
      ),
      // A player's seat on autoplay: its player's view says how it plays and since when.
      autoplay: fc.array(
        fc.option(
          fc.record({
            style: fc.constantFrom('careful', '\u0001'.repeat(64)),
            level: fc.constantFrom('novice', 'shark'),
          }),
        ),
        { minLength: 8, maxLength: 8 },
      ),
      purses: fc.array(fc.oneof(fc.integer({ min: 0, max: 200 }), fc.constant(1_000_000)), {
        minLength: 8,
        maxLength: 8,
      }),
      ante: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant(10_000)),
      gmRole: fc.constantFrom('house' as const, 'npc' as const),
      options: setup.options ?? fc.constant({}),
      seatIntents: fc.array(setup.seatIntents ?? fc.constant<unknown[]>([]), {
        minLength: 8,
        maxLength: 8,
      }),
      rounds: fc.integer({ min: 1, max: 2 }),
      diceSeed: fc.integer(),
      choiceSeed: fc.integer(),
    })
    .filter(({ seats, npcs }) => seats + npcs >= 1 && seats + npcs <= 8)
    .map(({ names, autoplay, seatIntents, ...p }) => ({
      ...p,
      seatIntents: seatIntents.map((sent, i) =>
        autoplay[i] ? [...sent, { type: 'AUTOPLAY', ...autoplay[i] }] : sent,
      ),
      names: named(names),
      junk: [],
    }));
}

/**
 * A driver that, two times in three, plays one of the kinds of move it favours when it may, each move in any other
 * shape its offer describes (`extend`: Standard's roll or hold carrying a cheat).
 */
function favouring(favour: readonly string[], seed: number, extend?: Extend): RoundPlay['decide'] {
  const choose = chooser(seed);
  const pick: NonNullable<RoundPlay['decide']> = extend
    ? extendedMove(extend, choose, [])
    : (_sender, families) => randomMove(families(), choose);
  return (sender, families) => {
    const all = families();
    const liked = all.filter((f) => favour.includes(f.type));
    const keen = liked.length > 0 && choose([0, 1, 2]) !== 0;
    return (keen ? pick(sender, () => liked) : null) ?? pick(sender, () => all);
  };
}

/** A view's entry as its compacted text writes it (seat ids as their places: src/sync/compact.ts). */
const compacted = (entry: unknown, places: ReadonlyMap<string, number>) =>
  byteLength(
    JSON.stringify(entry, (_key, value) =>
      typeof value === 'string' && places.has(value) ? `#${places.get(value)}` : value,
    ),
  );

type Entry = { intent: { type: string; seat?: string }; reason?: unknown };

/**
 * How a view breaks what its headroom counts on, each as a line: a move of a kind listed more often than its
 * offer's ceiling allows, or longer than its longest line (or the line why not).
 */
function uncounted(table: Table, publicView: TableView, view: TableView, reader: Reader): string[] {
  const { game } = table;
  const notNow = game.headroom.notNow(publicView);
  const places = new Map(view.seats.map((s, i) => [s.id, i]));
  const ceilings = new Map<string, ReturnType<typeof game.ceilings>>();
  const familiesOf = (seat: string) =>
    ceilings.get(seat) ?? ceilings.set(seat, game.ceilings(publicView, seat)).get(seat)!;
  const seen = new Map<string, number>();
  const found: string[] = [];
  for (const entry of [...view.actions, ...(view.unavailable ?? [])] as Entry[]) {
    const { type, seat: npc } = entry.intent;
    const seat = npc ?? (reader.role === 'player' ? reader.seat : null);
    // A GM's button with candidates (a seat it rules on) has its ceiling too, whatever the seat.
    const [count, bytes] = familiesOf(seat ?? '')[type] ?? [1, 0];
    const line = lineBytes(type, notNow, npc !== undefined);
    const longest = Math.max(line, bytes + (npc === undefined ? 0 : NPC_SEAT));
    if (compacted(entry, places) > longest)
      found.push(`${JSON.stringify(entry)} is over ${longest} bytes`);
    const key = `${type} ${seat}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (seen.get(key)! > Math.max(1, count))
      found.push(`${key}: ${seen.get(key)} lines, counted ${count}`);
  }
  return found;
}

/** What a reader is sent beyond its bound, or beyond what its headroom counts, as lines; nothing when it fits. */
function overBound(table: Table, styles: object, readers: [Viewer, Reader][]): string[] {
  const host = table as unknown as HostTable;
  const published = publicOf(host, REV);
  const lobby = table.game.phase(table.snapshot()) === 'lobby';
  const over: string[] = [];
  for (const [viewer, reader] of readers) {
    // The GM's view as the host seals it: in the lobby, with the styles the NPC form picks from.
    const extras = viewer.role === 'gm' && lobby ? { [NPC_STYLES]: styles } : undefined;
    const view = { ...(table.view(viewer) as TableView), ...extras };
    const bytes = byteLength(sealedViewText(REV, compactView(view)));
    const bound = boundOf(host, published, reader, extras);
    if (bytes > bound) over.push(`${JSON.stringify(viewer)}: ${bytes} bytes, bound ${bound}`);
    over.push(...uncounted(table, published.view, view, reader));
  }
  return over;
}

/** Every reader of a table: the GM, each seat's player, and a player with no seat. */
function readersOf(table: Table): [Viewer, Reader][] {
  const seats = (publicOf(table as unknown as HostTable, REV).view as TableView).seats;
  return [
    [{ role: 'gm' }, { role: 'gm' }],
    ...seats
      .filter((s) => s.controller === 'player')
      .map((s): [Viewer, Reader] => [
        { role: 'player', id: s.id },
        { role: 'player', seat: s.id },
      ]),
    [
      { role: 'player', id: 'spectator' },
      { role: 'player', seat: null },
    ],
  ];
}

const styleMenus = new Map<GameId, object>();
beforeAll(async () => {
  for (const { id } of registered)
    styleMenus.set(
      id,
      (await loadStyleWords(id)).map(({ id: style, name, character }) => ({
        id: style,
        name,
        character,
      })),
    );
});

/** The kinds of move a game offers, beyond the lobby's: what a random driver may favour. */
const kindsOf = (game: AnyGame) =>
  Object.entries(game.intents)
    .filter(([type, d]) => d.offer && !Object.hasOwn(lobbyDeclarations, type))
    .map(([type]) => type);

describe.each(registered)('$id: no view outgrows its bound', (entry) => {
  it('in random games at 1–8 seats, long names, NPCs and every option, no reader’s view is longer than its bound', () => {
    const over: string[] = [];
    fc.assert(
      fc.property(tables(entry), fc.subarray(kindsOf(entry.game)), (p, favour) => {
        playGame(
          entry.game,
          p,
          ({ table }) => {
            if (over.length < 5)
              over.push(...overBound(table, styleMenus.get(entry.id)!, readersOf(table)));
          },
          { decide: favouring(favour, p.choiceSeed, entry.fixture.extend) },
        );
      }),
      { numRuns: 12, seed: 5353 },
    );
    expect(over).toEqual([]);
  }, 120_000);
});

/** Names that start with a seat's id (its first word) and run to 32 characters of `base`. */
const seatNames = (count: number, base: string) =>
  playersNamed(...SEAT_IDS.slice(0, count).map((id) => `${id} ${base}`.slice(0, 32)));

/** Standard tables drawn out by d4s to a dozen dice a seat (full-tables.ts), with the names longest in bytes. */
const FULL: [string, FullTable][] = [
  ['eight players', { players: seatNames(8, NAMES[2]!), cheater: 'hild', shown: 1 }],
  [
    'eight players, one cheating ten times',
    {
      players: seatNames(8, NAMES[4]!),
      cheater: 'hild',
      shown: 2,
      cheats: Array(5).fill([1, -1]).flat(),
    },
  ],
  [
    'four players and four NPCs, two playing themselves',
    {
      players: seatNames(4, NAMES[4]!),
      npcs: named(Array(4).fill(NAMES[2]!)).map((name, i) => ({ name, selfPlay: i % 2 === 0 })),
      cheater: 'npc-4',
      shown: 1,
    },
  ],
];

describe('twenty-one: the fullest tables', () => {
  it.each(FULL)(
    'at a table of %s with a dozen dice a seat, no view is longer than its bound, cheats or none',
    (_, spec) => {
      for (const cheated of [false, true]) {
        const table = fullTable(spec, cheated);
        expect(overBound(table, styleMenus.get('twenty-one')!, readersOf(table))).toEqual([]);
      }
    },
  );
});
