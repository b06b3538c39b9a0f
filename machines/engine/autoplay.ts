/**
 * Random legal play: the driver behind the property tests, the conformance
 * suite and the engine's benchmarks (self-playing seats, in the simulator as
 * at a live table, are played by the NPC driver, machines/table/npcDriver.ts,
 * which picks from the same `families`). Each step asks only
 * who may act: the seats the table waits on (`waitingOn`) and the GM
 * (table-wide moves and the NPC seats), now and then one more seat so that
 * out-of-turn moves (accusations, side bets) are played too. It picks a seat,
 * then a kind of move, then one of its candidates, from the game's
 * `families` (the moves every view offers, by kind, without their words), so
 * it knows no rule the machine does not, checks only the kind it picked, and
 * never builds a view.
 */
import { faceFromUint32, seededUint32 } from './dice';
import { acceptedEvents, type Intent, type Sender, type Viewer } from './game';
import type { MoveFamily } from './survey';
import type { Outcome, Table } from './table';

export interface Choice {
  sender: Sender;
  intent: Intent;
}

/** A seeded uniform pick; null when there is nothing to pick. */
export type Chooser = <T>(items: readonly T[]) => T | null;

export const viewerOf = (sender: Sender): Viewer =>
  sender.role === 'player' ? { role: 'player', id: sender.id } : { role: 'gm' };

/** Every legal (sender, intent) pair among these senders right now. */
export function legalChoices(table: Table, senders: readonly Sender[]): Choice[] {
  const snapshot = table.snapshot();
  const choices: Choice[] = [];
  for (const sender of senders)
    for (const intent of table.game.moves(snapshot, viewerOf(sender)))
      choices.push({ sender, intent });
  return choices;
}

/** Picks uniformly with a seeded stream: the same seed makes the same choices. */
export function chooser(seed: number): Chooser {
  const next = seededUint32(seed);
  return (items) => (items.length === 0 ? null : items[faceFromUint32(items.length, next) - 1]!);
}

export interface RandomPlay {
  /** Everyone who may be asked: the GM and the players. */
  senders: readonly Sender[];
  choose: Chooser;
  /** Intent types never played (a void, to play rounds to their end). */
  skip?: readonly string[];
  /** One step in this many also asks a seat the table is not waiting on (default 3). */
  outOfTurn?: number;
  /**
   * How a seat picks a move, or null when it has none; by default `randomMove` over its kinds of move (those not
   * skipped), which `families` lists when asked (a strategy that weighs every offer need not).
   */
  decide?(sender: Sender, families: () => readonly MoveFamily[]): Intent | null;
}

const OUT_OF_TURN = 3;

/**
 * A kind of move uniformly, then one of its candidates: only the kinds asked are checked, and a seat offered a die
 * to change per face and a rival per die still plays each kind about as often as the others. Null when no kind has
 * a move that is not skipped.
 */
export function randomMove(
  families: readonly MoveFamily[],
  choose: Chooser,
  skip: readonly string[] = [],
): Intent | null {
  const left = families.slice();
  while (left.length > 0) {
    const family = choose(left)!;
    const moves = unskipped(family.moves(), skip);
    if (moves.length > 0) return choose(moves);
    left.splice(left.indexOf(family), 1);
  }
  return null;
}

/** The moves not of a skipped type: the same list when none is. */
function unskipped(moves: readonly Intent[], skip: readonly string[]): readonly Intent[] {
  if (skip.length === 0) return moves;
  let kept: Intent[] | undefined;
  for (let i = 0; i < moves.length; i++) {
    if (!skip.includes(moves[i]!.type)) kept?.push(moves[i]!);
    else kept ??= moves.slice(0, i);
  }
  return kept ?? moves;
}

/**
 * One move of the seats the driver asks now: the GM and the players the table waits on, sometimes one other player.
 * A seat is picked uniformly among them, then its move (`decide`, by default `randomMove`); a seat with no move
 * gives way to another. If none of them may move, everyone else is asked, so a round never stalls on the shortcut.
 */
export function pickMove(table: Table, play: RandomPlay): Choice | null {
  const snapshot = table.snapshot();
  const waiting = table.game.waitingOn(snapshot);
  // Loops rather than filters and closures: this runs once a step, and the simulator runs it under tsx, which wraps
  // each named closure it creates (its `__name`), so a step made none of its own.
  const asked: Sender[] = [];
  const others: Sender[] = [];
  for (const s of play.senders) {
    if (s.role === 'gm' || (s.role === 'player' && waiting.includes(s.id))) asked.push(s);
    else if (s.role === 'player') others.push(s);
  }
  if (others.length > 0 && play.choose(oneIn(play.outOfTurn ?? OUT_OF_TURN)) === 0)
    asked.push(play.choose(others)!);
  const first = pickAmong(table, play, snapshot, asked.slice());
  if (first) return first;
  const rest: Sender[] = [];
  for (const s of play.senders) if (!asked.includes(s)) rest.push(s);
  return pickAmong(table, play, snapshot, rest);
}

/** The lists a one-in-`odds` draw picks from (0 to odds - 1), made once per `odds`. */
const ODDS: number[][] = [];
const oneIn = (odds: number): readonly number[] =>
  (ODDS[odds] ??= Array.from({ length: odds }, (_, i) => i));

/** A seat picked uniformly among `senders`, then its move; a seat with none gives way to another (`senders` is consumed). */
function pickAmong(
  table: Table,
  play: RandomPlay,
  snapshot: ReturnType<Table['snapshot']>,
  senders: Sender[],
): Choice | null {
  const skip = play.skip ?? NOTHING;
  while (senders.length > 0) {
    const sender = play.choose(senders)!;
    const intent = play.decide
      ? play.decide(sender, () => familiesOf(table, snapshot, sender, skip))
      : randomMove(familiesOf(table, snapshot, sender, skip), play.choose, skip);
    if (intent) return { sender, intent };
    senders.splice(senders.indexOf(sender), 1);
  }
  return null;
}

const NOTHING: readonly string[] = [];

/** A sender's kinds of move, those of a skipped type left out. */
function familiesOf(
  table: Table,
  snapshot: ReturnType<Table['snapshot']>,
  sender: Sender,
  skip: readonly string[],
): readonly MoveFamily[] {
  const all = table.game.families(snapshot, viewerOf(sender));
  if (skip.length === 0) return all;
  const kept: MoveFamily[] = [];
  for (const f of all) if (!skip.includes(f.type)) kept.push(f);
  return kept;
}

/** Plays one random legal move; null when nobody may move. A legal move refused is a bug, so it throws. */
export function playStep(table: Table, play: RandomPlay): Choice | null {
  const choice = pickMove(table, play);
  if (!choice) return null;
  const outcome = table.send(choice.sender, choice.intent);
  if (!outcome.ok) throw new Error(`A legal ${choice.intent.type} was refused: ${outcome.reason}`);
  return choice;
}

export interface RoundPlay extends RandomPlay {
  /** The most moves a round may take; a round still going after them is a bug, so it throws. */
  maxSteps?: number;
  /** Before each move: where a test throws in other intents. */
  beforeStep?(): void;
  /** After each applied intent, the round's start included. */
  onStep?(choice: Choice, outcome: Outcome): void;
}

/**
 * Starts a round (the first from the lobby, or the next) as the GM and plays
 * it to its end: until the table is no longer in a round (its chart's `round`
 * tag). Returns false when the round cannot start (a purse short of the ante).
 */
export function playRound(table: Table, play: RoundPlay): boolean {
  const gm = play.senders.find((s) => s.role === 'gm') ?? { role: 'gm', id: 'gm' };
  const start: Intent = {
    type: acceptedEvents(table.snapshot()).has('START_ROUND') ? 'START_ROUND' : 'NEXT_ROUND',
  };
  const started = table.send(gm, start);
  if (!started.ok) return false;
  play.onStep?.({ sender: gm, intent: start }, started);
  const maxSteps = play.maxSteps ?? 1000;
  for (let steps = 0; table.game.inRound(table.snapshot()); steps++) {
    if (steps >= maxSteps)
      throw new Error(`A round of ${table.game.id} did not end within ${maxSteps} moves.`);
    play.beforeStep?.();
    if (!table.game.inRound(table.snapshot())) break; // what it threw in happened to end the round
    const choice = playStep(table, play);
    if (!choice)
      throw new Error(
        `A round of ${table.game.id} got stuck in its ${table.game.phase(table.snapshot())} phase with nothing legal to do.`,
      );
    play.onStep?.(choice, { ok: true });
  }
  return true;
}
