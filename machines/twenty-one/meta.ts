/**
 * What the tavern knows of Standard mode without loading its chart: its
 * phases, its own lobby options, and what its public view holds (its name on
 * the menu is its line in machines/catalog.ts). Loaded on its own, when a page
 * first reads a table of this game. Light: valibot and types only.
 */
import * as v from 'valibot';
import type { GameMeta } from '../table/gameMeta';
import {
  type Phase,
  phasesWithout,
  publicViewEntries,
  sharedOptions,
  viewerLists,
} from '../twenty-one-kit/tableMeta';

export type { Phase };

export const phases = phasesWithout('opener');

export const meta = {
  phases,
  // "If the GM is acting as House, the House matches all non-GM antes."
  houseMatchesAntes: true,
  options: [
    ...sharedOptions,
    {
      key: 'startingHeat',
      kind: 'number',
      label: 'Starting heat (cheat DC)',
      help: 'The Cheat check’s DC before any cheat: each seat’s Heat starts here.',
      min: 5,
      max: 30,
      default: 10,
    },
    {
      key: 'liquidMode',
      kind: 'boolean',
      label: 'Liquid Mode (rolls may go on the tab)',
      help: 'A seat may pay for a roll with a drink (a CON save) instead of gold.',
      default: false,
    },
    {
      key: 'duelD4PerHit',
      kind: 'boolean',
      label: 'A d4 for every hit in the duel',
      help: 'A duelist rolls 1d20 plus a d4 for every die they bought, added up. Off, as the rule is written: one d4 multiplied by the dice they bought.',
      default: false,
    },
  ],
  /** What everyone may see of a table, field by field: the view's type is read off it (machines/twenty-one-kit/view.ts). */
  publicView: v.looseObject(publicViewEntries('twenty-one', phases)),
  viewerLists,
} as const satisfies GameMeta;
