/**
 * What the tavern knows of Standard mode without loading its chart: its name
 * on the menu, its phases, its own lobby options, and what its public view
 * holds. Light: valibot and types only.
 */
import * as v from 'valibot';
import type { GameMeta } from '../table/gameMeta';
import { dieName, idOrNull, nullableCount, seatEntries, tableViewEntries, VIEWER_LISTS } from '../table/publicView';
import type { Phase } from './view';

const phases = ['lobby', 'cut', 'betting', 'staredown', 'duel', 'roundOver'] as const satisfies readonly Phase[];

export const meta = {
  game: 'Tavern Twenty-One',
  mode: 'Standard mode',
  phases,
  options: [
    { key: 'rollover', kind: 'boolean', label: 'Pot rolls over when nobody stands', help: 'When every seat busts, folds or is caught, the pot stays for the next round instead of going to the House.', default: false },
    { key: 'staredownSeconds', kind: 'number', label: 'Staredown (s)', help: 'How long the staredown lasts before the table moves on to the payout.', min: 5, max: 600, default: 30 },
    { key: 'startingHeat', kind: 'number', label: 'Starting heat (cheat DC)', help: 'The Cheat check’s DC before any cheat: each seat’s Heat starts here.', min: 5, max: 30, default: 10 },
    { key: 'liquidMode', kind: 'boolean', label: 'Liquid Mode (rolls may go on the tab)', help: 'A seat may pay for a roll with a drink (a CON save) instead of gold.', default: false },
  ],
  publicView: v.looseObject({
    ...tableViewEntries('twenty-one', phases, { rollover: v.boolean(), staredownSeconds: v.number() }),
    seats: v.array(
      v.looseObject({
        ...seatEntries,
        dice: v.array(v.looseObject({ die: dieName, face: nullableCount, counts: nullableCount, hole: v.boolean() })),
        showing: v.number(),
        total: nullableCount,
      }),
    ),
    order: v.array(v.string()),
    turn: idOrNull,
    cutter: idOrNull,
    staredownEndsAt: nullableCount,
    result: v.nullable(v.looseObject({ winner: idOrNull, best: nullableCount, how: v.string(), pot: v.number(), rolledOver: v.boolean() })),
  }),
  // Besides the log and the actions: the lines only this viewer learned (foresight, profiles, cheats).
  viewerLists: [...VIEWER_LISTS, 'private'],
} as const satisfies GameMeta;
