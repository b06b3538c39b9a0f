/**
 * What a view carries beside the table for the lobby's NPC form and a
 * player's autoplay: the styles of play of the table's game (name and
 * character, never how they decide), which the host loads on the GM's client.
 * The GM's view carries it while some seat plays itself or in the lobby; a
 * player's view always, once loaded (every player may pick one at any moment).
 */

export interface StyleChoice {
  id: string;
  name: string;
  character: string;
}

/** The field of a view that holds them, present once the host has loaded them. */
export const NPC_STYLES = 'npcStyles';
