/**
 * What the table on the map shows, as plain data: built up from the public table every client holds, plus the
 * hidden dice of the viewer's own seat, taken from their own view and nothing else of it. A GM's client (whose view
 * holds every hidden die, and whose map may be streamed) draws the public table alone.
 */
import type { TableView } from '../../machines/catalog';
import { GAME_TITLES } from '../../machines/catalog';
import { gameParts } from './games';
import type { MapDie, SeatState } from './pieces';

export type { MapDie, SeatState } from './pieces';

export interface MapSeat {
  id: string;
  name: string;
  purse: number;
  state: SeatState;
  toAct: boolean;
  dice: MapDie[];
}

export interface MapTable {
  /** The game's name and mode, as the lobby says them. */
  title: string;
  phase: string;
  round: number | null;
  pot: number;
  house: number;
  seats: MapSeat[];
  /** Dice the table shares rather than a seat's: the dealer's, a throw, the last turn. */
  centre: MapDie[];
  /** The last round's outcome in a line ("Ana wins 30 gp with 21"), or null. */
  result: string | null;
}

/** Who looks at the map: a GM draws no secret; a player the hidden dice of their own seat. */
export interface MapViewer {
  role: 'GM' | 'PLAYER';
  /** The player's own view, the only place their secrets come from; null before it arrives. */
  own: TableView | null;
}

/** "roundOver" → "round over". */
const phaseWords = (phase: string) => phase.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** The seat the viewer plays themselves: a player's own, never an NPC the GM plays. */
function ownSeat(viewer: MapViewer): string | null {
  if (viewer.role !== 'PLAYER' || !viewer.own) return null;
  const seat = viewer.own.seats.find((s) => s.mine && s.controller === 'player');
  return seat?.id ?? null;
}

/**
 * The owner's dice over the public ones: a face the table does not see is taken from the owner's own view, at the
 * same place; every other field stays the public table's.
 */
function withSecrets(table: MapDie[], own: MapDie[]): MapDie[] {
  return table.map((die, i) => {
    const mine = own[i];
    if (die.face !== null || !mine || mine.face === null || mine.kind !== die.kind) return die;
    return { ...die, face: mine.face, secret: true };
  });
}

/** The map's table for this viewer, from the public table's view. */
export function mapTable(table: TableView, viewer: MapViewer): MapTable {
  const parts = gameParts(table);
  const mineId = ownSeat(viewer);
  const own = mineId && viewer.own?.game === table.game ? gameParts(viewer.own) : null;
  return {
    title: GAME_TITLES[table.game],
    phase: phaseWords(table.phase),
    round: table.round,
    pot: table.pot,
    house: table.house,
    seats: table.seats.map((seat) => {
      const dice = parts.dice(seat.id);
      return {
        id: seat.id,
        name: seat.name,
        purse: seat.purse,
        state: seat.isTurn ? 'to act' : parts.state(seat.id),
        toAct: seat.isTurn,
        dice: own && seat.id === mineId ? withSecrets(dice, own.dice(seat.id)) : dice,
      };
    }),
    centre: parts.centre(),
    result: parts.result(),
  };
}
