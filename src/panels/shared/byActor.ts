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
    .filter((s) => s.controller === 'gm' && (!s.selfPlay || s.selfPlay.takenOver))
    .map((s) => ({
      name: s.name,
      id: s.id,
      actions: view.actions.filter((a) => seatOf(a) === s.id),
    }))
    .filter((n) => n.actions.length > 0);
  return { table, npcs };
}
