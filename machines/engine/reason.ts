/**
 * Why a move is refused, as data: `why`, a key the panels say in words, and the values those words state. The host
 * carries no sentence: the panel says a reason from it, the move's type (which travels beside it: a withheld move's
 * intent, a refused request's) and the viewer's view (a seat's name from its id). Whatever else the words state, the
 * reason carries.
 */

/** A value a reason's words state: a number, a seat id (said by its name), a flag, a list of seat ids. */
export type ReasonValue = string | number | boolean | readonly string[];

export type Reason = { readonly why: string; readonly [value: string]: ReasonValue | undefined };

/** A game's reasons as one union, from an interface of each key's values: `{ notYourTurn: { toAct: string } }`. */
export type ReasonOf<M> = {
  [K in keyof M & string]: { readonly why: K } & { readonly [F in keyof M[K]]: M[K][F] };
}[keyof M & string];

/** Whether two reasons say the same: the same key and the same values. */
export function sameReason(a: Reason, b: Reason): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) {
    const x = a[k];
    const y = b[k];
    if (x === y) continue;
    if (
      !Array.isArray(x) ||
      !Array.isArray(y) ||
      x.length !== y.length ||
      x.some((s, i) => s !== y[i])
    )
      return false;
  }
  return true;
}

/** A reason whose words state nothing beyond its key. */
export type None = Record<never, never>;

/** The reasons the engine itself gives, before a game's checks are asked: the request's shape, who sent it, the phase. */
export interface EngineReasons {
  /** The request does not have an intent's shape; `problem` is its schema's own message (a client's bug, or a forgery). */
  malformed: { problem: string };
  /** The type is no move of this game (`type` as sent, when it looks like one). */
  notInGame: { type: string };
  gmOnly: { type: string };
  /** The table sends it itself (a deadline passing). */
  hostOnly: { type: string };
  playerOnly: { type: string };
  ownSeatOnly: None;
  hostActsForNobody: { type: string };
  nameTheNpc: { type: string };
  /** The GM acts for a seat of the owner's kind (a player's autoplay) without naming it. */
  nameTheSeat: { type: string };
  noSuchSeat: { seat: string };
  playersSeat: None;
  nobody: { type: string };
  /** The chart does not take this type in the phase it rests in. */
  notNow: { type: string; phase: string };
  /** The check passed, but the chart says no. */
  notRightNow: { type: string };
}

export type EngineReason = ReasonOf<EngineReasons>;
