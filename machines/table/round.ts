/**
 * The small round toolkit every game's updates use: editing the round,
 * adding to its log, and going round the table to the next seat still in.
 */

import { own } from '../engine/own';

type WithRound = { round: object | null };
type RoundOf<C extends WithRound> = NonNullable<C['round']>;

/** Copies of the context and its round, the round put in the copy: what every edit below then changes. */
function copyRound<C extends WithRound>(ctx: C): { next: C; round: RoundOf<C> } {
  if (!ctx.round) throw new Error('No round is being played.');
  // Copied, then changed: faster than a literal of two spreads, which builds the copy field by field.
  const next = { ...ctx };
  const round = { ...(ctx.round as RoundOf<C>) };
  next.round = round;
  return { next, round };
}

/** Copies `fields` onto `target`: `Object.assign` for the few fields an edit names, without its generic path. */
function assignFields(target: object, fields: object): void {
  for (const key in fields)
    (target as Record<string, unknown>)[key] = (fields as Record<string, unknown>)[key];
}

/** The context with its round updated; a game only edits a round in progress. */
export function withRound<C extends WithRound>(
  ctx: C,
  update: (round: RoundOf<C>) => Partial<RoundOf<C>>,
): C {
  const { next, round } = copyRound(ctx);
  assignFields(round, update(ctx.round as RoundOf<C>));
  return next;
}

/** The context with one seat's hand of its round updated (a game passes its own context and hand types). */
export function withHand<C extends WithRound, H extends object>(
  ctx: C,
  seat: string,
  update: (hand: H) => Partial<H>,
): C {
  const { next, round } = copyRound(ctx);
  const r = round as unknown as { hands: Record<string, H> };
  const hand = own(r.hands, seat)!;
  // Copied, then changed, like the round above.
  const hands = { ...r.hands };
  const edited = { ...hand };
  assignFields(edited, update(hand));
  hands[seat] = edited;
  r.hands = hands;
  return next;
}

/** The context with one more entry in its round's log. */
export function logEntry<C extends { round: { log: readonly E[] } | null }, E>(
  ctx: C,
  entry: E,
): C {
  const { next, round } = copyRound(ctx as C & WithRound);
  const r = round as unknown as { log: E[] };
  const log = r.log.slice();
  log.push(entry);
  r.log = log;
  return next;
}

/**
 * Several edits of one action on one copy of the context and its round (a chain of `withRound`, `withHand` and
 * `logEntry` copies both at every step): each hand edited is copied once, the log once, then changed in place.
 * The result is the same context the chain gives, field order included, so snapshots persist alike. Read the
 * round being edited through `round` and `hand`; `done` hands the context back, and the draft is not used after.
 */
export class RoundDraft<C extends WithRound, H extends object, E> {
  readonly ctx: C;
  readonly round: RoundOf<C>;
  private hands: Record<string, H> | null = null;
  /** The seats whose hands are this draft's own copies: one or two an action, so a list, not a set. */
  private readonly copied: string[] = [];
  private log: E[] | null = null;

  constructor(ctx: C) {
    ({ next: this.ctx, round: this.round } = copyRound(ctx));
  }

  /** The seat's hand as edited so far. */
  hand(seat: string): H {
    return own((this.round as unknown as { hands: Record<string, H> }).hands, seat)!;
  }

  /** Sets fields of the round itself (not its hands or log: `editHand`, `addLog`). */
  set(fields: Partial<RoundOf<C>>): this {
    assignFields(this.round, fields);
    return this;
  }

  editHand(seat: string, fields: Partial<H>): this {
    const round = this.round as unknown as { hands: Record<string, H> };
    if (!this.hands) this.hands = round.hands = { ...round.hands };
    if (!this.copied.includes(seat)) {
      this.copied.push(seat);
      this.hands[seat] = { ...own(this.hands, seat)! };
    }
    assignFields(this.hands[seat]!, fields);
    return this;
  }

  addLog(entry: E): this {
    const round = this.round as unknown as { log: E[] };
    if (!this.log) this.log = round.log = round.log.slice();
    this.log.push(entry);
    return this;
  }

  done(): C {
    return this.ctx;
  }
}

/**
 * Going round the table: the first seat after position `from` in `order` that
 * is still in (the seat at `from` itself last), and whether the turn came
 * round past the end. -1 when nobody is.
 */
export function nextInOrder(
  order: readonly string[],
  from: number,
  stillIn: (seat: string) => boolean,
): { index: number; wrapped: boolean } {
  for (let step = 1; step <= order.length; step++) {
    const index = (from + step) % order.length;
    if (stillIn(order[index]!)) return { index, wrapped: index <= from };
  }
  return { index: -1, wrapped: false };
}
