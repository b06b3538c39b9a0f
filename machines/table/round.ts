/**
 * The small round toolkit every game's updates use: editing the round,
 * adding to its log, and going round the table to the next seat still in.
 */

type WithRound = { round: object | null };
type RoundOf<C extends WithRound> = NonNullable<C['round']>;

/** The context with its round updated; a game only edits a round in progress. */
export function withRound<C extends WithRound>(ctx: C, update: (round: RoundOf<C>) => Partial<RoundOf<C>>): C {
  if (!ctx.round) throw new Error('No round is being played.');
  const round = ctx.round as RoundOf<C>;
  // Copied, then changed: faster than a literal of two spreads, which builds the copy field by field.
  const next = { ...ctx };
  next.round = Object.assign({ ...round }, update(round));
  return next;
}

/** The context with one seat's hand of its round updated (a game passes its own context and hand types). */
export function withHand<C extends WithRound, H extends object>(ctx: C, seat: string, update: (hand: H) => Partial<H>): C {
  return withRound(ctx, (round) => {
    const { hands } = round as unknown as { hands: Record<string, H> };
    const hand = hands[seat]!;
    // Copied, then changed, like the round above.
    const next = { ...hands };
    next[seat] = Object.assign({ ...hand }, update(hand));
    return { hands: next } as never;
  });
}

/** The context with one more entry in its round's log. */
export function logEntry<C extends { round: { log: readonly E[] } | null }, E>(ctx: C, entry: E): C {
  return withRound(ctx as C & WithRound, (round) => ({ log: [...(round as { log: readonly E[] }).log, entry] }) as never);
}

/**
 * Going round the table: the first seat after position `from` in `order` that
 * is still in (the seat at `from` itself last), and whether the turn came
 * round past the end. -1 when nobody is.
 */
export function nextInOrder(order: readonly string[], from: number, stillIn: (seat: string) => boolean): { index: number; wrapped: boolean } {
  for (let step = 1; step <= order.length; step++) {
    const index = (from + step) % order.length;
    if (stillIn(order[index]!)) return { index, wrapped: index <= from };
  }
  return { index: -1, wrapped: false };
}
