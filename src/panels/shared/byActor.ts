/** Whether the GM moves this seat by hand: an NPC without a style of play, or one the GM has taken over. */
export const playedByGm = (seat: {
  controller: 'player' | 'gm';
  selfPlay?: { takenOver: boolean };
}): boolean => seat.controller === 'gm' && (!seat.selfPlay || seat.selfPlay.takenOver);

/**
 * The GM's offers split by whom they act for: the table itself, or one NPC seat (NPC seats with no move are left
 * out, and so are those that play themselves: the GM takes one over to move it by hand).
 */
export function byActor<A extends { intent: { seat?: string } | object }>(view: {
  actions: A[];
  seats: {
    id: string;
    name: string;
    controller: 'player' | 'gm';
    selfPlay?: { takenOver: boolean };
  }[];
}): { table: A[]; npcs: { name: string; id: string; actions: A[] }[] } {
  const seatOf = (a: A) => ('seat' in a.intent ? a.intent.seat : undefined);
  const table = view.actions.filter((a) => seatOf(a) === undefined);
  const npcs = view.seats
    .filter(playedByGm)
    .map((s) => ({
      name: s.name,
      id: s.id,
      actions: view.actions.filter((a) => seatOf(a) === s.id),
    }))
    .filter((n) => n.actions.length > 0);
  return { table, npcs };
}

/**
 * The NPC seats the GM moves by hand that `shown` keeps (those with a move, say), in the order the GM's panel gives
 * them: the ones the table waits on first, above the table's own controls; the rest after them.
 */
export function npcsInOrder<S extends Parameters<typeof playedByGm>[0] & { isTurn?: boolean }>(
  seats: readonly S[],
  shown: (seat: S) => boolean,
): { acting: S[]; others: S[] } {
  const played = seats.filter((s) => playedByGm(s) && shown(s));
  return { acting: played.filter((s) => s.isTurn), others: played.filter((s) => !s.isTurn) };
}
