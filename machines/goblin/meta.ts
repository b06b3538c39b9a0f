/**
 * What the tavern knows of Goblin Mode without loading its chart: its phases
 * and what its public view holds (its name on the menu is its line in
 * machines/catalog.ts). It has no lobby options of its own. Loaded on its own,
 * when a page first reads a table of this game. Light: valibot and types only.
 */
import * as v from 'valibot';
import type { GameMeta } from '../table/gameMeta';
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

type Roll = { die: string; face: number };
/** A roll in the public table: `d20:17`. */
const roll = v.pipe(
  v.looseObject({ die: dieName, face: count }),
  dieText<Roll>(
    (r) => `${r.die}:${r.face}`,
    (text) => {
      const [, die, face] = /^(d\d+):(\d+)$/.exec(text) ?? [];
      return die ? { die, face: Number(face) } : null;
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
  publicView: v.looseObject({
    ...tableViewEntries('goblin', phases),
    stages: v.array(dieName),
    stage: v.nullable(dieName),
    seats: v.array(
      v.looseObject({
        ...seatEntries,
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
        heldIn: v.nullable(dieName),
        cowardsTax: v.boolean(),
      }),
    ),
    turn: idOrNull,
    waiting: v.array(v.string()),
    cowardsTax: v.looseObject({
      taxedStages: v.array(dieName),
      taxFreeFrom: dieName,
      holdNowIsTaxed: v.boolean(),
    }),
    bootsOpen: v.boolean(),
    holds: v.array(
      v.looseObject({
        seat: v.string(),
        stage: dieName,
        score: v.number(),
        brokenBy: idOrNull,
        brokenIn: v.nullable(dieName),
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
        how: v.string(),
        pot: v.number(),
        won: v.number(),
        houseTook: v.number(),
        cowardsTax: v.boolean(),
      }),
    ),
  }),
  viewerLists: VIEWER_LISTS,
} as const satisfies GameMeta;
