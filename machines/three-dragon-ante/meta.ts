/**
 * What the tavern knows of Three-Dragon Ante without loading its chart: its
 * phases, its lobby options (a cap on raises; the opening bet is the table's
 * ante) and what its public view holds (its name on the menu is its line in
 * machines/catalog.ts). Loaded on its own, when a page first reads a table of
 * this game. Light: valibot and types only.
 */
import * as v from 'valibot';
import type { GameMeta } from '../table/gameMeta';
import {
  count,
  derived,
  dieText,
  idOrNull,
  nullableCount,
  seatEntries,
  tableViewEntries,
  turnFromWaiting,
  VIEWER_LISTS,
} from '../table/publicView';

/**
 * The phases a table rests in, each named once: the view's type and the chart's states' `meta` are checked against
 * it. The deal, the routing between moves and the payout pass within one event.
 */
export const phases = ['lobby', 'reveal', 'raise', 'roundOver'] as const;
export type Phase = (typeof phases)[number];
type PublicDie = { face: number | null; up: boolean; revealedAt: number | null };
/** A die in the public table: `?` face down, `7` a face shown, `7^2` turned up by the second reveal. */
const die = v.pipe(
  v.looseObject({ face: nullableCount, up: v.boolean(), revealedAt: nullableCount }),
  dieText<PublicDie>(
    (d) => `${d.face ?? '?'}${d.up ? '^' : ''}${d.revealedAt === null ? '' : d.revealedAt}`,
    (text) => {
      const [, face, up, at] = /^(\d+|\?)(\^?)(\d*)$/.exec(text) ?? [];
      return face
        ? {
            face: face === '?' ? null : Number(face),
            up: up === '^',
            revealedAt: at ? Number(at) : null,
          }
        : null;
    },
  ),
);
const faceUp = (dice: readonly PublicDie[]) => dice.filter((d) => d.up);
const pot = v.looseObject({
  amount: count,
  eligible: v.array(v.string()),
  winners: v.array(v.string()),
  total: count,
});

export const meta = {
  phases,
  options: [
    {
      key: 'capRaises',
      kind: 'boolean',
      label: 'Cap the raises a round',
      help: 'Each of the second and third rounds of reveals allows only the raises below, counted across the whole round. Off, every participant may raise, each raise adding at least the ante.',
      default: false,
    },
    {
      key: 'raises',
      kind: 'number',
      label: 'Raises per round (when capped)',
      help: 'The most raises in each of the second and third rounds of reveals, when raises are capped. A raise adds at least the ante, which is everyone\u2019s opening bet.',
      min: 1,
      max: 10,
      default: 3,
    },
  ],
  publicView: v.looseObject({
    ...tableViewEntries('three-dragon-ante', phases, {
      capRaises: v.boolean(),
      raises: count,
    }),
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
        isTurn: v.pipe(v.boolean(), turnFromWaiting),
        dealer: v.boolean(),
        dice: v.array(die),
        hidden: v.pipe(
          count,
          derived((seat: { dice: PublicDie[] }) => seat.dice.length - faceUp(seat.dice).length),
        ),
        showing: v.pipe(
          count,
          derived((seat: { dice: PublicDie[] }) =>
            faceUp(seat.dice).reduce((t, d) => t + d.face!, 0),
          ),
        ),
        total: nullableCount,
        stake: count,
        toStay: count,
        won: nullableCount,
        raiseRange: v.nullable(v.looseObject({ min: v.number(), max: v.number() })),
      }),
    ),
    result: v.nullable(
      v.looseObject({
        how: v.picklist(['showdown', 'folds']),
        winner: v.string(),
        top: nullableCount,
        pots: v.array(pot),
        won: v.record(v.string(), count),
      }),
    ),
  }),
  viewerLists: VIEWER_LISTS,
} as const satisfies GameMeta;
