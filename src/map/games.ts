/**
 * Each game's part of the map: where its dice are (a seat's, or the table's centre), what a seat's status means in
 * the map's few states, and its result in a line. Read from one view, field by field; a game's view types only.
 */
import type { TableView } from '../../machines/catalog';
import type { MapDie, SeatState } from './pieces';

export interface GameParts {
  dice(seat: string): MapDie[];
  state(seat: string): SeatState;
  centre(): MapDie[];
  result(): string | null;
}

type ViewOf<G extends TableView['game']> = Extract<TableView, { game: G }>;

const gp = new Intl.NumberFormat('en-US');
const nameOf = (view: TableView, id: string | null | undefined) =>
  view.seats.find((s) => s.id === id)?.name ?? 'The House';

/** The map's state for a game's own status word. */
const STATES: Record<string, SeatState> = {
  in: 'in',
  playing: 'in',
  allIn: 'in',
  roller: 'in',
  betweener: 'in',
  surrounds: 'in',
  betting: 'in',
  held: 'held',
  stood: 'held',
  standing: 'held',
  done: 'held',
  busted: 'bust',
  bust: 'bust',
  dead: 'bust',
  caught: 'bust',
  folded: 'folded',
  forfeited: 'folded',
  out: 'out',
};

const stateOf = (status: string): SeatState => STATES[status] ?? 'waiting';

function seatOf<V extends TableView>(view: V, id: string): V['seats'][number] | undefined {
  return (view.seats as V['seats'][number][]).find((s) => s.id === id);
}

function twentyOne(view: ViewOf<'twenty-one'> | ViewOf<'twenty-one-classic'>): GameParts {
  return {
    dice: (id) => (seatOf(view, id)?.dice ?? []).map((d) => ({ kind: d.die, face: d.face })),
    state: (id) => stateOf(seatOf(view, id)?.status ?? 'waiting'),
    centre: () => [],
    result: () => {
      const r = view.result;
      if (!r) return null;
      if (!r.winner)
        return `Nobody wins; ${gp.format(r.pot)} gp ${r.rolledOver ? 'rolls over' : 'to the House'}`;
      return `${nameOf(view, r.winner)} wins ${gp.format(r.pot)} gp${r.best === null ? '' : ` with ${r.best}`}`;
    },
  };
}

function goblin(view: ViewOf<'goblin'>): GameParts {
  return {
    dice: (id) =>
      (seatOf(view, id)?.rolls ?? []).map((d) => ({
        kind: d.die === 'd2' ? 'coin' : d.die,
        face: d.face,
      })),
    state: (id) => stateOf(seatOf(view, id)?.status ?? 'waiting'),
    centre: () => [],
    result: () => {
      const r = view.result;
      if (!r) return null;
      if (!r.winner) return `Total wipeout: the House takes ${gp.format(r.pot)} gp`;
      return `${nameOf(view, r.winner)} wins ${gp.format(r.won)} gp${r.score === null ? '' : ` with ${r.score}`}`;
    },
  };
}

function inBetween(view: ViewOf<'in-between'>): GameParts {
  return {
    dice: () => [],
    state: (id) => {
      const status = seatOf(view, id)?.status ?? 'waiting';
      return status === 'watching' ? 'out' : stateOf(status);
    },
    centre: () => {
      const last = view.throws.at(-1);
      if (!last) return [];
      const dice = last.between ? [last.between, ...last.surrounds] : [...last.surrounds];
      return dice.map((d) => ({ kind: 'd20', face: d.face }));
    },
    result: () => {
      const r = view.result;
      if (!r) return null;
      const winner = r.seat ? nameOf(view, r.seat) : `The ${r.winner}`;
      return `${winner} wins ${gp.format(r.stake)} gp (${r.how})`;
    },
  };
}

function blackBaron(view: ViewOf<'black-baron'>): GameParts {
  return {
    dice: (id) =>
      (seatOf(view, id)?.hands ?? []).flatMap((h) => h.dice.map((face) => ({ kind: 'd10', face }))),
    state: (id) => {
      const seat = seatOf(view, id);
      if (!seat) return 'waiting';
      if (seat.hands.length > 0 && seat.hands.every((h) => h.status === 'bust')) return 'bust';
      return stateOf(seat.status);
    },
    centre: () =>
      (view.dealer?.dice ?? []).map((d) => ({ kind: 'd10', face: d.hidden ? null : d.face })),
    result: () => {
      const settled = view.seats.filter((s) => s.net !== null);
      if (settled.length === 0) return null;
      return settled
        .map(
          (s) =>
            `${s.name} ${s.net! > 0 ? `wins ${gp.format(s.net!)}` : s.net! < 0 ? `loses ${gp.format(-s.net!)}` : 'pushes'}`,
        )
        .join(', ');
    },
  };
}

function wizards(view: ViewOf<'wizards-and-thieves'>): GameParts {
  return {
    dice: (id) => {
      const opening = view.opening?.rolls.find((r) => r.seat === id);
      return (opening?.dice ?? []).map((face) => ({ kind: 'd6', face }));
    },
    state: (id) => stateOf(seatOf(view, id)?.status ?? 'waiting'),
    centre: () =>
      (view.last?.dice ?? []).map((d) => ({ kind: 'd6', face: d.face, cancelled: d.cancelled })),
    result: () => {
      const r = view.result;
      if (!r) return null;
      const names = r.winners.map((id) => nameOf(view, id)).join(' and ');
      return `${names || 'Nobody'} ${r.winners.length > 1 ? 'win' : 'wins'} (${r.ending.replace(/-/g, ' ')})`;
    },
  };
}

function threeDragons(view: ViewOf<'three-dragon-ante'>): GameParts {
  return {
    dice: (id) => (seatOf(view, id)?.dice ?? []).map((d) => ({ kind: 'd12', face: d.face })),
    state: (id) => stateOf(seatOf(view, id)?.status ?? 'waiting'),
    centre: () => [],
    result: () => {
      const r = view.result;
      if (!r) return null;
      const won = r.won[r.winner] ?? 0;
      return `${nameOf(view, r.winner)} wins ${gp.format(won)} gp${r.top === null ? '' : ` with ${r.top}`}`;
    },
  };
}

/** The map's reading of this view's game. */
export function gameParts(view: TableView): GameParts {
  switch (view.game) {
    case 'twenty-one':
    case 'twenty-one-classic':
      return twentyOne(view);
    case 'goblin':
      return goblin(view);
    case 'in-between':
      return inBetween(view);
    case 'black-baron':
      return blackBaron(view);
    case 'wizards-and-thieves':
      return wizards(view);
    case 'three-dragon-ante':
      return threeDragons(view);
  }
}
