/** The pieces of the map's table that each game's reading (games.ts) gives the model (model.ts). */

/** A die as the map draws it: its shape (`d4`…`d20`, `coin`) and its face, null when face down to this viewer. */
export interface MapDie {
  kind: string;
  face: number | null;
  /** A die of the viewer's own that the table does not see: drawn on the owner's client only. */
  secret?: boolean;
  /** Struck out (a Wizards and Thieves die cancelled by the other side). */
  cancelled?: boolean;
}

/** What a plate says of its seat, in the words every game shares on the map. */
export type SeatState = 'to act' | 'in' | 'held' | 'bust' | 'folded' | 'out' | 'waiting';
