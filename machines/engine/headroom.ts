/**
 * How much longer than the public view one reader's view may be, counted from public facts alone. The host pads
 * each sealed view to the public view's length plus this (src/host/sealing.ts), so a view's length follows what
 * everyone knows and nothing its reader alone knows. A game counts what a reader's view can add to the public one:
 * its moves (`actions`) and those it may not make with why (`unavailable`), its seats' secrets, the log lines meant
 * for it. Every count is a ceiling: each family of moves at its most candidates, each at its longest line as the
 * view's JSON writes it (compaction only shortens it: src/sync/compact.ts); tests/engine/headroom.test.ts derives
 * each game's longest lines from their longest forms.
 */
import type { AnyDeclaration, Ceiling, HeadroomOf, Reader } from './game';

export type { Reader } from './game';

const utf8 = new TextEncoder();

/** The bytes `value` takes as JSON text, as a sealed view counts them. */
export const jsonBytes = (value: unknown): number => utf8.encode(JSON.stringify(value)).length;

/** What every game's public view shows of the table and its seats. */
export interface PublicTable {
  seats: readonly { id: string; name: string; controller: 'player' | 'gm'; purse: number }[];
  pot: number;
  house: number;
  options: { ante: number };
}

/** The longest name at the table, in the bytes JSON writes it in. */
export const longestName = (view: PublicTable): number =>
  Math.max(0, ...view.seats.map((s) => jsonBytes(s.name) - 2));

/**
 * The characters a sum of gold takes at most now: a cost, a fee, a purse or a limit is at most the largest purse,
 * pot, House balance or option, or a hundred antes, and a debt writes a minus sign.
 */
export function goldChars(view: PublicTable): number {
  const options = Object.values(view.options).filter((o): o is number => typeof o === 'number');
  const figures = [100 * view.options.ante, view.pot, view.house, ...options];
  for (const seat of view.seats) figures.push(seat.purse);
  return 1 + String(Math.ceil(Math.max(...figures.map(Math.abs)))).length;
}

export type { Ceiling } from './game';

/** What a game counts of a reader's view beyond its moves (machines/engine/game.ts). */
export type HeadroomSpec<S, V> = HeadroomOf<S, V>;

/** The ceiling of a move offered once, whose line takes at most `bytes`. */
export const oneLine = (bytes: number) => (): Ceiling => [1, bytes];

/** What a seat's `selfPlay` adds for a reader told how it plays: a style and a level at their longest, escaped, and `since`. */
export const SELF_PLAY_BYTES = 504;

/** What naming an NPC's seat adds to a move's line: `,"seat":"#7"`. */
export const NPC_SEAT = 12;

/** The line `{"intent":{"type":…},"reason":…}` saying why a move (an NPC's, naming its seat) may not be made now. */
export const lineBytes = (type: string, notNow: number, npc: boolean): number =>
  32 + type.length + notNow + (npc ? NPC_SEAT : 0);

/**
 * A game's headroom: for the GM, every NPC seat's moves at their ceilings (each offer's `ceiling`), the GM's buttons
 * and how each self-playing seat plays (a style and a level as long as the lobby takes); for a seated player, their
 * seat's moves, and how it plays while on autoplay; for anyone, the game's `rest`, the viewer (a player with no seat is named by an id of up to 64 characters,
 * each escaped at worst) and the keys of the shapes its own lists add, written once. A move with no candidate now
 * gets one line saying why not. Every seat offer has a ceiling: its declaration does not compile without one.
 */
export function headroomOf<S, V extends PublicTable>(
  intents: Readonly<Record<string, AnyDeclaration>>,
  spec: HeadroomSpec<S, V>,
) {
  const offered = Object.entries(intents).filter(([, d]) => d.offer);
  const seatOffers = offered.flatMap(([type, d]) =>
    'seat' in d.offer! ? [{ type, o: d.offer }] : [],
  );
  const buttons = offered.filter(([, d]) => 'gm' in d.offer!);
  const movesOf = (view: V, seat: string, notNow: number, npc: boolean) => {
    let bytes = 0;
    for (const { type, o } of seatOffers) {
      if (npc && o.players) continue;
      const [count, longest] = o.ceiling(view, seat);
      bytes +=
        1 + Math.max(lineBytes(type, notNow, npc), count * (longest + 1 + (npc ? NPC_SEAT : 0)));
    }
    return bytes;
  };
  return {
    viewHeadroom(snapshot: S, view: V, reader: Reader): number {
      const notNow = spec.notNow(view);
      const gm = reader.role === 'gm';
      let bytes = (gm || reader.seat !== null ? 40 : 420) + 512 + spec.rest(snapshot, view, reader);
      if (gm) {
        for (const [type, d] of buttons) {
          const o = d.offer!;
          // A button with candidates (a seat it rules on) takes each at its longest, or one line saying why not.
          const [count, longest] = 'propose' in o ? o.ceiling(view, '') : [0, 0];
          bytes += 1 + Math.max(lineBytes(type, notNow, false), count * (longest + 1));
        }
        for (const seat of view.seats)
          if (seat.controller === 'gm') bytes += movesOf(view, seat.id, notNow, true);
      } else if (view.seats.some((s) => s.id === reader.seat))
        bytes += movesOf(view, reader.seat!, notNow, false);
      // How a seat plays itself, which the public view says only that it does: the GM reads every seat's, a player
      // on autoplay their own (a style and a level as long as the lobby takes, and where autoplay began).
      for (const seat of view.seats)
        if ('selfPlay' in seat && (gm || seat.id === reader.seat)) bytes += SELF_PLAY_BYTES;
      return bytes;
    },
    // A GM's button with candidates is counted as a seat's offer is (whatever the seat: it is for none).
    ceilings: (view: V, seat: string): Record<string, Ceiling> =>
      Object.fromEntries([
        ...seatOffers.map(({ type, o }) => [type, o.ceiling(view, seat)]),
        ...buttons.flatMap(([type, d]) =>
          'propose' in d.offer! ? [[type, d.offer.ceiling(view, seat)]] : [],
        ),
      ]),
  };
}
