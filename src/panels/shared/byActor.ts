/** One NPC seat the GM plays, by hand or taken over from its style, and its moves now. */
export interface NpcActions<A> {
  name: string;
  id: string;
  selfPlay?: { takenOver: boolean };
  actions: A[];
}

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
}): { table: A[]; npcs: NpcActions<A>[] } {
  const seatOf = (a: A) => ('seat' in a.intent ? a.intent.seat : undefined);
  const table = view.actions.filter((a) => seatOf(a) === undefined);
  const npcs = view.seats
    .filter((s) => s.controller === 'gm' && (!s.selfPlay || s.selfPlay.takenOver))
    .map((s) => ({
      name: s.name,
      id: s.id,
      ...(s.selfPlay ? { selfPlay: s.selfPlay } : {}),
      actions: view.actions.filter((a) => seatOf(a) === s.id),
    }))
    .filter((n) => n.actions.length > 0);
  return { table, npcs };
}

/**
 * The GM's NPC sections in the order the panel shows them: those the GM took over from their style `lead`, above
 * the table controls (the GM plays them only now and then, so their moves must not hide below the rest); the other
 * NPCs the GM plays `follow` the controls. Each keeps its seat order.
 */
export function takenOverFirst<S extends { selfPlay?: { takenOver: boolean } }>(
  seats: readonly S[],
): { lead: S[]; follow: S[] } {
  const lead = seats.filter((s) => s.selfPlay?.takenOver);
  return { lead, follow: seats.filter((s) => !lead.includes(s)) };
}
