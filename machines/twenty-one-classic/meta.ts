/**
 * What the tavern knows of Twenty-One's Classic edition without loading its
 * chart: its phases, its own lobby options, and what its public view holds
 * (every Twenty-One table's, with the opener's phase; its name on the menu is its line
 * in machines/catalog.ts). Loaded on its own, when a page first reads a table
 * of this game.
 */
import * as v from 'valibot';
import type { GameMeta } from '../table/gameMeta';
import { classicRound } from '../twenty-one-kit/classicRound';
import {
  phasesWithout,
  publicViewEntries,
  sharedOptions,
  viewerLists,
} from '../twenty-one-kit/tableMeta';

export const phases = phasesWithout('cut');

export const meta = {
  phases,
  // "All players pay the starting Ante into the Pot": the House's match is the later edition's rule.
  houseMatchesAntes: false,
  options: [
    ...sharedOptions,
    {
      key: 'goadBumpOnceARound',
      kind: 'boolean',
      label: 'Goad and Bump once a round',
      help: 'Each seat may Goad once and Bump once a round; off, either may be the move of any turn.',
      default: false,
    },
  ],
  /** What everyone may see of a table, field by field: the view's type is read off it (machines/twenty-one-kit/view.ts). */
  publicView: v.looseObject({
    ...publicViewEntries('twenty-one-classic', phases),
    classic: v.optional(classicRound),
  }),
  viewerLists,
} as const satisfies GameMeta;
