/**
 * What the GM's view carries beside the table for the lobby's NPC form: the
 * styles of play of the table's game (name and character, never how they
 * decide), which the host loads on the GM's client alone. Players' views never
 * carry it: a player's panel loads the words itself (machines/catalog.ts,
 * `loadStyleWords`) to pick a style for autoplay.
 */

export interface StyleChoice {
  id: string;
  name: string;
  character: string;
}

/** The field of the GM's view that holds them, present once the host has loaded them. */
export const NPC_STYLES = 'npcStyles';
