/**
 * What the tavern knows of Three-Dragon Ante without loading its chart: its
 * name on the menu, its phases, its lobby option (the cap on raises; the
 * opening bet is the table's ante) and what its public view holds. Light:
 * valibot and types only.
 */
import * as v from 'valibot';
import type { GameMeta } from '../table/gameMeta';
import { count, idOrNull, nullableCount, seatEntries, tableViewEntries, VIEWER_LISTS } from '../table/publicView';
import type { Phase } from './view';

const phases = ['lobby', 'reveal', 'raise', 'roundOver'] as const satisfies readonly Phase[];
const die = v.looseObject({ face: nullableCount, up: v.boolean(), revealedAt: nullableCount });
const pot = v.looseObject({ amount: count, eligible: v.array(v.string()), winners: v.array(v.string()), total: count });

export const meta = {
  game: 'Three-Dragon Ante',
  mode: 'Five hidden d12s',
  phases,
  options: [
    {
      key: 'raises',
      kind: 'number',
      label: 'Raises per round',
      help: 'The most raises in each of the second and third rounds of reveals, so every game ends. A raise adds at least the ante, which is everyone\u2019s opening bet.',
      min: 1,
      max: 10,
      default: 3,
    },
  ],
  publicView: v.looseObject({
    ...tableViewEntries('three-dragon-ante', phases, { raises: count }),
    dealer: idOrNull,
    order: v.array(v.string()),
    revealRound: nullableCount,
    highest: count,
    raisesLeft: nullableCount,
    raiser: idOrNull,
    revealer: idOrNull,
    turn: idOrNull,
    waiting: v.array(v.string()),
    seats: v.array(
      v.looseObject({
        ...seatEntries,
        dealer: v.boolean(),
        dice: v.array(die),
        hidden: count,
        showing: count,
        total: nullableCount,
        stake: count,
        toStay: count,
        won: nullableCount,
      }),
    ),
    result: v.nullable(
      v.looseObject({ how: v.picklist(['showdown', 'folds']), winner: v.string(), top: nullableCount, pots: v.array(pot), won: v.record(v.string(), count) }),
    ),
  }),
  viewerLists: VIEWER_LISTS,
} as const satisfies GameMeta;
