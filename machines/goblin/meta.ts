/**
 * What the tavern knows of Goblin Mode without loading its chart: its name on
 * the menu, its phases and what its public view holds. It has no lobby
 * options of its own. Light: valibot and types only.
 */
import * as v from 'valibot';
import type { GameMeta } from '../table/gameMeta';
import { count, dieName, idOrNull, nullableCount, seatEntries, tableViewEntries, VIEWER_LISTS } from '../table/publicView';
import type { Phase } from './view';

const phases = ['lobby', 'chamber', 'suddenDeath', 'roundOver'] as const satisfies readonly Phase[];

export const meta = {
  game: 'Tavern Twenty-One',
  mode: 'Goblin Mode',
  phases,
  options: [],
  publicView: v.looseObject({
    ...tableViewEntries('goblin', phases),
    stages: v.array(dieName),
    stage: v.nullable(dieName),
    seats: v.array(
      v.looseObject({
        ...seatEntries,
        score: nullableCount,
        rolls: v.array(v.looseObject({ die: dieName, face: count })),
        boots: count,
        heldIn: v.nullable(dieName),
        cowardsTax: v.boolean(),
      }),
    ),
    turn: idOrNull,
    waiting: v.array(v.string()),
    cowardsTax: v.looseObject({ taxedStages: v.array(dieName), taxFreeFrom: dieName, holdNowIsTaxed: v.boolean() }),
    suddenDeath: v.nullable(v.looseObject({ volley: count, toFlip: v.array(v.string()) })),
    result: v.nullable(v.looseObject({ winner: idOrNull, score: nullableCount, how: v.string(), pot: v.number(), won: v.number(), houseTook: v.number() })),
  }),
  viewerLists: VIEWER_LISTS,
} as const satisfies GameMeta;
