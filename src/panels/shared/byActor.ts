/** The GM's offers split by whom they act for: the table itself, or one NPC seat (NPC seats with no move are left out). */
export function byActor<A extends { intent: { seat?: string } | object }>(view: {
  actions: A[];
  seats: { id: string; name: string; controller: 'player' | 'gm' }[];
}): { table: A[]; npcs: { name: string; id: string; actions: A[] }[] } {
  const seatOf = (a: A) => ('seat' in a.intent ? a.intent.seat : undefined);
  const table = view.actions.filter((a) => seatOf(a) === undefined);
  const npcs = view.seats
    .filter((s) => s.controller === 'gm')
    .map((s) => ({
      name: s.name,
      id: s.id,
      actions: view.actions.filter((a) => seatOf(a) === s.id),
    }))
    .filter((n) => n.actions.length > 0);
  return { table, npcs };
}
