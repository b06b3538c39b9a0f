/**
 * What the tavern knows of Goblin Mode without loading its chart: its phases
 * and what its public view holds (its name on the menu is its line in
 * machines/catalog.ts). It has no lobby options of its own. Loaded on its own,
 * when a page first reads a table of this game. Light: valibot and types only.
 */
import * as v from 'valibot';
import type { Die } from '../engine/dice';
import type { GameMeta } from '../table/gameMeta';
import type { Shown } from '../table/view';
import type { ChamberDie, GoblinResult, HandStatus } from './context';
import {
  count,
  derived,
  dieName,
  dieText,
  idOrNull,
  nullableCount,
  seatEntries,
  tableViewEntries,
  VIEWER_LISTS,
} from '../table/publicView';

const rollFields = v.looseObject({ die: dieName, face: count });
type Roll = Shown<typeof rollFields>;
/** A stage of the Chamber, by its die. */
const stageDie = v.picklist([
  'd20',
  'd12',
  'd10',
  'd8',
  'd6',
  'd4',
] as const satisfies ChamberDie[]);
/** A roll in the public table: `d20:17`. */
const roll = v.pipe(
  rollFields,
  dieText<Roll>(
    (r) => `${r.die}:${r.face}`,
    (text) => {
      const [, die, face] = /^(d\d+):(\d+)$/.exec(text) ?? [];
      return die ? { die: die as Die, face: Number(face) } : null;
    },
  ),
);
const volley = v.looseObject({
  flippers: v.array(v.string()),
  flips: v.array(v.looseObject({ seat: v.string(), face: v.number(), heads: v.boolean() })),
});

export const phases = ['lobby', 'chamber', 'suddenDeath', 'roundOver'] as const;
/** The phases a view shows, each written once: here. */
export type Phase = (typeof phases)[number];

export const meta = {
  phases,
  // Goblin Mode antes as Standard mode does; its updates read this (machines/goblin/updates.ts).
  houseMatchesAntes: true,
  options: [],
  /** What everyone may see of a table, field by field: the view's type is read off it (view.ts). */
  publicView: v.looseObject({
    ...tableViewEntries('goblin', phases),
    /** The Chamber's dice in order, and the one being rolled (null outside the Chamber). */
    stages: v.array(stageDie),
    stage: v.nullable(stageDie),
    seats: v.array(
      v.looseObject({
        ...seatEntries,
        /** `waiting` in the lobby and between rounds. */
        status: v.picklist(['in', 'held', 'standing', 'dead', 'waiting'] as const satisfies (
          | HandStatus
          | 'waiting'
        )[]),
        // The seat whose turn it is, and in sudden death every seat still to flip.
        isTurn: v.pipe(
          v.boolean(),
          derived(
            (
              seat: { id: string },
              view: { turn: string | null; suddenDeath: { toFlip: string[] } | null },
            ) => view.turn === seat.id || (view.suddenDeath?.toFlip.includes(seat.id) ?? false),
          ),
        ),
        score: nullableCount,
        rolls: v.array(roll),
        boots: count,
        /** The stage of the seat's standing Hold, or null. */
        heldIn: v.nullable(stageDie),
        /** Their standing Hold came before the d8 stage: should they win, they claim half the pot. */
        cowardsTax: v.boolean(),
      }),
    ),
    /** The seat to act in this stage, and the seats after it, in order. */
    turn: idOrNull,
    waiting: v.array(v.string()),
    /** What the Coward's Tax warning needs: the stages it covers and whether a Hold right now falls in one. */
    cowardsTax: v.looseObject({
      taxedStages: v.array(stageDie),
      taxFreeFrom: stageDie,
      holdNowIsTaxed: v.boolean(),
    }),
    /** A Boot can still send someone into a later stage. */
    bootsOpen: v.boolean(),
    holds: v.array(
      v.looseObject({
        seat: v.string(),
        stage: stageDie,
        score: v.number(),
        brokenBy: idOrNull,
        brokenIn: v.nullable(stageDie),
      }),
    ),
    suddenDeath: v.nullable(
      v.looseObject({
        volley: count,
        current: volley,
        toFlip: v.array(v.string()),
        earlier: v.array(volley),
      }),
    ),
    result: v.nullable(
      v.looseObject({
        winner: idOrNull,
        score: nullableCount,
        how: v.picklist([
          'highest-score',
          'sudden-death',
          'wipeout',
        ] as const satisfies GoblinResult['how'][]),
        pot: v.number(),
        won: v.number(),
        houseTook: v.number(),
        cowardsTax: v.boolean(),
      }),
    ),
  }),
  viewerLists: VIEWER_LISTS,
} as const satisfies GameMeta;
