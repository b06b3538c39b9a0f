/**
 * The one driver of self-playing seats, live and headless: the host
 * (src/host/npcPlayer.ts) and the simulator (scripts/simulation.ts) ask it for
 * the next move of a table whose seats play themselves, and send what it
 * answers. It asks every self-playing seat that may move now, out of turn
 * included (a side bet, an accusation, an investigation, a retaliation): first
 * the seats the table is not waiting on, whose moves lapse once play moves on,
 * then the ones it waits on. Which seats may move comes from the moves the
 * engine lists for each seat (`families`), without building a view; a seat is
 * handed its own view only when it is asked.
 *
 * It remembers two things, so that play always goes on: a seat asked on a
 * snapshot is not asked again on it (a seat that declines waits for the table
 * to change), and a seat makes at most `OUT_OF_TURN_MOVES` moves out of turn
 * while the turn stands (one that keeps finding a free move cannot keep the
 * table from its turn). Pure: the same snapshots, `now`s and chances give the
 * same answers.
 */
import type { BotLevel, BotStyle, Glance } from '../engine/bot';
import type { AnyGame, Intent, MoveFamily, Viewer } from '../engine/game';
import type { TableContext } from './context';

/** What a self-playing seat is shown when asked: its own seat's, and nothing of another's. */
export interface SeatSight {
  seat: string;
  /** The table waits on this seat (its turn); otherwise it is asked out of turn. */
  inTurn: boolean;
  /** The view this seat receives, as its player would: built when first asked for. */
  view(): unknown;
  /** The seat's moves by kind (its view's actions without their words): a rule-blind player picks from these. */
  families(): readonly MoveFamily[];
  /** One field of its view: worked out alone where the game can (`viewParts`) and the view is not built yet. */
  part(key: string): unknown;
}

/** A self-playing seat's brain: a move for its own seat from what it sees, or null to make none now. */
export type SelfPlayer = (sight: SeatSight, chance: () => number) => Intent | null;

/**
 * A style of play at a level as a self-playing seat: it decides from its own seat's view alone, and is not asked
 * when it says it would not even look (its `looks`: no move made, no chance drawn, so skipping changes nothing).
 */
export const stylePlayer =
  (style: BotStyle, level: BotLevel): SelfPlayer =>
  (sight, chance) =>
    style.looks && !style.looks(glanceOf(sight), level)
      ? null
      : style.decide(sight.view(), level, chance);

/** What a style glances at: the types its seat's legal moves have, from the driver's families, and its view. */
const glanceOf = (sight: SeatSight): Glance => ({
  offers: (type) =>
    sight.families().some((f) => f.candidates().some((c) => c.type === type && c.legal())),
  view: sight.view,
  part: (key) => sight.part(key as string) as never,
});

/** A seat's move, its seat named, as the GM acting for an NPC sends it. */
export interface NpcMove {
  seat: string;
  intent: Intent;
  inTurn: boolean;
}

/** No move now, but a seat the table waits on moves once the table's clock reaches `until` (a pace a game sets). */
export interface NpcWait {
  until: number;
}

export type NpcStep = NpcMove | NpcWait | null;

/** The most moves a seat makes out of turn while the turn stands (Classic's staredown: two investigations and an accusation). */
export const OUT_OF_TURN_MOVES = 4;

export interface NpcDriver {
  /**
   * The next move of the self-playing seats (`players`, by seat id), on the table as `snapshot` is, the table's clock
   * at `now`: a move, a time to ask again at, or null when none of them will move until the table changes.
   */
  next(
    snapshot: unknown,
    players: ReadonlyMap<string, SelfPlayer>,
    chance: () => number,
    now?: number,
  ): NpcStep;
}

export const isNpcWait = (step: NpcStep): step is NpcWait => step !== null && 'until' in step;

/** A driver for tables of `game`: one per host or simulated table, as it remembers whom it asked. */
export function npcDriver(game: AnyGame): NpcDriver {
  /** The seats asked on the last snapshot asked about. */
  let asked: { snapshot: unknown; seats: Set<string> } = { snapshot: null, seats: new Set() };
  /** Each seat's moves out of turn while the turn (`turn`) stands. */
  let streak: { turn: string; moves: Map<string, number> } = { turn: '', moves: new Map() };

  return {
    next(snapshot, players, chance, now = 0) {
      const s = snapshot as never;
      if (players.size === 0 || !game.inRound(s)) return null;
      const ctx = (snapshot as { context: TableContext }).context;
      const waiting = game.waitingOn(s);
      const turn = `${ctx.roundsPlayed}|${game.phase(s)}|${waiting.join(',')}`;
      if (streak.turn !== turn) streak = { turn, moves: new Map() };
      if (asked.snapshot !== snapshot) asked = { snapshot, seats: new Set() };
      let until: number | null = null;
      for (const inTurn of [false, true])
        for (const { id: seat } of ctx.seats) {
          const player = players.get(seat);
          if (!player || waiting.includes(seat) !== inTurn || asked.seats.has(seat)) continue;
          if (!inTurn && (streak.moves.get(seat) ?? 0) >= OUT_OF_TURN_MOVES) continue;
          const viewer: Viewer = { role: 'player', id: seat };
          const families = game.families(s, viewer);
          if (!families.some(hasMove)) continue;
          const held = game.selfPlayHold(s, seat);
          if (held !== null && held > now) {
            until = until === null ? held : Math.min(until, held);
            continue;
          }
          asked.seats.add(seat);
          const sight = seatSight(game, s, seat, inTurn, families);
          const intent = player(sight, chance);
          if (!intent || game.authority[intent.type] !== 'seat') continue;
          if (!inTurn) streak.moves.set(seat, (streak.moves.get(seat) ?? 0) + 1);
          return { seat, intent: { ...intent, seat }, inTurn };
        }
      return until === null ? null : { until };
    },
  };
}

/** Some candidate of this kind of move may be sent now: checked until the first that may. */
const hasMove = (family: MoveFamily): boolean => family.candidates().some((c) => c.legal());

function seatSight(
  game: AnyGame,
  snapshot: never,
  seat: string,
  inTurn: boolean,
  families: readonly MoveFamily[],
): SeatSight {
  let view: unknown;
  const viewer: Viewer = { role: 'player', id: seat };
  const parts = (game.viewParts ?? {}) as Readonly<
    Record<string, (s: never, v: Viewer) => unknown>
  >;
  const sight: SeatSight = {
    seat,
    inTurn,
    view: () =>
      (view ??= game.seatView
        ? game.seatView(snapshot, viewer, families)
        : game.view(snapshot, viewer)),
    families: () => families,
    part: (key) =>
      view === undefined && Object.hasOwn(parts, key)
        ? parts[key]!(snapshot, viewer)
        : (sight.view() as Record<string, unknown>)[key],
  };
  return sight;
}
