/**
 * What the tavern knows of Three-Dragon Ante without loading its chart: its
 * phases, its lobby options (a cap on raises; the opening bet is the table's
 * ante) and what its public view holds (its name on the menu is its line in
 * machines/catalog.ts). Loaded on its own, when a page first reads a table of
 * this game. Light: valibot and types only.
 */
import * as v from 'valibot';
import type { GameMeta } from '../table/gameMeta';
import type { Shown } from '../table/view';
import type { HandStatus } from './context';
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
const dieFields = v.looseObject({
  /** The face, or null when this viewer may not see it. */
  face: nullableCount,
  /** Face up for everyone: revealed, or shown at the showdown. */
  up: v.boolean(),
  /** Which reveal turned it up (1 to 3), or null if it was not revealed. */
  revealedAt: nullableCount,
});
type PublicDie = Shown<typeof dieFields>;
/** A die in the public table: `?` face down, `7` a face shown, `7^2` turned up by the second reveal. */
const die = v.pipe(
  dieFields,
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
  /** What everyone may see of a table, field by field: the view's type is read off it (view.ts). */
  publicView: v.looseObject({
    ...tableViewEntries('three-dragon-ante', phases, {
      capRaises: v.boolean(),
      raises: count,
    }),
    dealer: idOrNull,
    /** Every participant, clockwise from the dealer's left. */
    order: v.array(v.string()),
    /** The round of reveals (1 to 3) while the dice are being revealed. */
    revealRound: nullableCount,
    /** The highest stake: what everyone still in must reach. */
    highest: count,
    /** Raises still allowed in this round of reveals, when they are capped; null where nobody may raise or there is no cap. */
    raisesLeft: nullableCount,
    /** Who made the raise being answered. */
    raiser: idOrNull,
    /** Whose turn it is to reveal. */
    revealer: idOrNull,
    /** The seat the table waits on now. */
    turn: idOrNull,
    waiting: v.array(v.string()),
    seats: v.array(
      v.looseObject({
        ...seatEntries,
        /** `waiting` outside a game, `out` sitting it out (short of the opening bet); after a game, how it ended for the seat. */
        status: v.picklist(['in', 'allIn', 'folded', 'waiting', 'out'] as const satisfies (
          | HandStatus
          | 'waiting'
          | 'out'
        )[]),
        /** The table waits on this seat: its reveal, or its answer to a raise. */
        isTurn: v.pipe(v.boolean(), turnFromWaiting),
        dealer: v.boolean(),
        /** The five dice, a face this viewer may not see as null. */
        dice: v.array(die),
        /** Dice still face down to the table. */
        hidden: v.pipe(
          count,
          derived((seat: { dice: PublicDie[] }) => seat.dice.length - faceUp(seat.dice).length),
        ),
        /** The sum of the dice face up to the table. */
        showing: v.pipe(
          count,
          derived((seat: { dice: PublicDie[] }) =>
            faceUp(seat.dice).reduce((t, d) => t + d.face!, 0),
          ),
        ),
        /** The sum of all five, when this viewer sees them all. */
        total: nullableCount,
        /** Gold this seat has bet this game, the opening bet included. */
        stake: count,
        /** What it must add to stay in: up to the highest stake, or all it has left when that is less. */
        toStay: count,
        /** What it took from the pot, once the game is over. */
        won: nullableCount,
        /** The stakes this viewer may raise this seat to now, or null. */
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
