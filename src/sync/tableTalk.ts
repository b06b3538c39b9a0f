/**
 * What every view carries beside the table while a self-playing seat's last line in character stands
 * (machines/table/inCharacter.ts): the line as data, which the panels word. The same for every reader, and built from
 * the public table alone, so it tells nobody anything the public table does not.
 */
import type { InCharacterLine } from '../../machines/table/inCharacter';

/** The field of a view that holds the line. */
export const IN_CHARACTER = 'said';

export type { InCharacterLine };
