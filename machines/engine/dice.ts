/**
 * Dice enter a game through one seam: before an intent is applied, the game
 * says which dice it needs (a `DiceDemand`), a `DiceSource` outside the
 * machine draws them, and they travel inside the event (`DiceDraw`). The
 * machine only reads them, so a round replays exactly from its event log.
 */

/** Faces of every die the tavern games use. */
export const DIE_SIDES = { d2: 2, d4: 4, d6: 6, d8: 8, d10: 10, d12: 12, d20: 20 } as const;

export type Die = keyof typeof DIE_SIDES;

export const DICE = Object.keys(DIE_SIDES) as Die[];

/** How many dice of each kind one event consumes. */
export type DiceDemand = Partial<Record<Die, number>>;

/** The faces drawn for one event, in the order the machine consumes them. */
export type DiceDraw = Partial<Record<Die, number[]>>;

/** Anything that can roll one die: scripted, seeded, or cryptographic. */
export interface DiceSource {
  roll(die: Die): number;
}

export function isDie(value: unknown): value is Die {
  return typeof value === 'string' && Object.hasOwn(DIE_SIDES, value);
}

export function isFace(die: Die, face: number): boolean {
  return Number.isInteger(face) && face >= 1 && face <= DIE_SIDES[die];
}

/** Draws exactly what a demand asks for, in DICE order whatever the demand's own order. */
export function drawDice(source: DiceSource, demand: DiceDemand): DiceDraw {
  const draw: DiceDraw = {};
  // Most events need no dice, or one kind: only the kinds the demand names are looked at then, not all seven.
  let kinds = 0;
  let only: Die | undefined;
  for (const die in demand) {
    if ((demand[die as Die] ?? 0) === 0) continue;
    kinds++;
    only = die as Die;
  }
  if (kinds === 0) return draw;
  for (const die of kinds === 1 ? [only!] : DICE) {
    const count = demand[die] ?? 0;
    if (!(count > 0)) continue;
    const faces: number[] = [];
    for (let i = 0; i < count; i++) faces.push(source.roll(die));
    draw[die] = faces;
  }
  return draw;
}

/** Adds two demands, for events that need dice for several reasons. */
export function addDemand(a: DiceDemand, b: DiceDemand): DiceDemand {
  const sum: DiceDemand = { ...a };
  // Only the kinds `b` names (a demand's order is no matter: `drawDice` draws in DICE order).
  for (const die in b) {
    const n = b[die as Die];
    if (n) sum[die as Die] = (sum[die as Die] ?? 0) + n;
  }
  return sum;
}

/**
 * One event's draw cut in two: the first `demand` of each kind, and the rest, for an event that does two things in
 * turn (a cheat, then the move it rides with), each reading its own dice from the start.
 */
export function splitDraw(draw: DiceDraw, demand: DiceDemand): [DiceDraw, DiceDraw] {
  const first: DiceDraw = {};
  const rest: DiceDraw = {};
  for (const die in draw) {
    const faces = draw[die as Die]!;
    const n = Math.min(demand[die as Die] ?? 0, faces.length);
    if (n > 0) first[die as Die] = faces.slice(0, n);
    if (faces.length > n) rest[die as Die] = faces.slice(n);
  }
  return [first, rest];
}

/**
 * Reads the faces of one event in order. Running out is a programming error
 * (the demand and the consumer disagree), so it throws rather than guessing.
 */
export class DiceCursor {
  private readonly used: Partial<Record<Die, number>> = {};
  constructor(private readonly draw: DiceDraw) {}

  next(die: Die): number {
    const index = this.used[die] ?? 0;
    const face = this.draw[die]?.[index];
    if (face === undefined)
      throw new Error(`The event carries no ${die} number ${index + 1}: its dice demand is wrong.`);
    if (!isFace(die, face))
      throw new Error(
        `The event's ${die} number ${index + 1} shows ${face}, which is not a face of a ${die}.`,
      );
    this.used[die] = index + 1;
    return face;
  }

  /** The next `count` faces of `die`, in order (a loop: `Array.from` with a callback is far slower on this path). */
  take(die: Die, count: number): number[] {
    const faces: number[] = [];
    for (let i = 0; i < count; i++) faces.push(this.next(die));
    return faces;
  }
}

/**
 * Maps a stream of uniform 32-bit integers to a face without modulo bias:
 * values from the incomplete top range are rejected and drawn again.
 */
export function faceFromUint32(sides: number, nextUint32: () => number): number {
  const limit = Math.floor(0x1_0000_0000 / sides) * sides;
  for (;;) {
    const value = nextUint32();
    if (value < limit) return (value % sides) + 1;
  }
}

/** A deterministic stream of 32-bit integers (mulberry32), for simulations and tests. */
export function seededUint32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * A deterministic dice source for simulations, property tests and benchmarks.
 * Not for real tables: the host draws from WebCrypto.
 */
export function seededDice(seed: number): DiceSource {
  const next = seededUint32(seed);
  return { roll: (die) => faceFromUint32(DIE_SIDES[die], next) };
}

/** A source that plays scripted faces per die kind, then falls back (or throws). */
export interface ScriptedDice extends DiceSource {
  /** Appends faces to the script of each die kind. */
  script(faces: DiceDraw): void;
  /** Faces scripted but not rolled yet. */
  remaining(): DiceDraw;
}

export function scriptedDice(initial: DiceDraw = {}, fallback?: DiceSource): ScriptedDice {
  const queues: Partial<Record<Die, number[]>> = {};
  const script = (faces: DiceDraw) => {
    for (const die of DICE) {
      for (const face of faces[die] ?? []) {
        if (!isFace(die, face)) throw new Error(`${face} is not a face of a ${die}.`);
        queues[die] ??= [];
        queues[die].push(face);
      }
    }
  };
  script(initial);
  return {
    script,
    remaining: () =>
      Object.fromEntries(DICE.filter((d) => queues[d]?.length).map((d) => [d, [...queues[d]!]])),
    roll(die) {
      const face = queues[die]?.shift();
      if (face !== undefined) return face;
      if (fallback) return fallback.roll(die);
      throw new Error(`No scripted ${die} is left to roll.`);
    },
  };
}

/**
 * Picking one of `count` things through the dice seam. The table's dice have
 * 2, 4, 6, 8, 10, 12 or 20 faces, so no fixed set of them splits exactly in 7
 * (or any count with a prime factor above 5); eight d20s, read as the digits
 * of one number below 20^8 and taken modulo the count, give each a chance
 * within 1 in 20^8 (about 1 in 25 billion) of an even share, and exactly an
 * even share when the count divides 20^8 (2, 4, 5, 8, 10, 16, 20, …).
 */
export const PICK_D20S = 8;

/** The one of `count` that `d20s` (PICK_D20S of them) pick: their digits, modulo the count. */
export function pickAmong(d20s: readonly number[], count: number): number {
  return d20s.reduce((number, face) => number * 20 + (face - 1), 0) % count;
}
