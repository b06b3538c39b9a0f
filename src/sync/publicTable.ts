/**
 * The public table: what everyone in the room may see, kept in one
 * room-metadata key. Room metadata is limited to 16 kB shared by every
 * extension in the room, so the encoding is compact: seats are referred to by
 * index, dice are short strings, and the round log is left out (it travels in
 * each player's sealed view). It also carries what a new host needs to void a
 * round it cannot resume: the stake each seat and the House have in the pot.
 */
import * as v from 'valibot';
import type { DieView, Phase, SeatView, TwentyOneView } from '../../machines/twenty-one/view';
import type { DuelRoll, RoundResult } from '../../machines/twenty-one/context';

export const PUBLIC_TABLE_VERSION = 1;

/** Whose eyes the public table is for: a player with no seat knows nothing hidden. */
export const PUBLIC_VIEWER = { role: 'player', id: '' } as const;

/** What the host adds to the public view. */
export interface TableMeta {
  /** A random id per table: a saved table only resumes the table it was saved from. */
  tableId: string;
  /** Grows with every change; private views carry the same number. */
  rev: number;
  roundsPlayed: number;
  /** Gold each seat has in the unsettled round (what a void returns); empty outside a round. */
  stakes: Record<string, number>;
  /** Gold the House has in the unsettled round. */
  houseStake: number;
}

export interface PublicTable extends TableMeta {
  view: TwentyOneView;
}

const PHASES = ['lobby', 'cut', 'betting', 'staredown', 'duel', 'roundOver'] as const satisfies readonly Phase[];
const STATUSES = ['in', 'held', 'busted', 'folded', 'waiting'] as const satisfies readonly SeatView['status'][];
const HOWS = ['highest-total', 'duel', 'nobody-standing'] as const satisfies readonly RoundResult['how'][];

const int = v.pipe(v.number(), v.integer());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const index = v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(63));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const DIE = /^(d\d{1,2}):(\d{1,2}|\?)(?:=(\d{1,2}|\?))?(h?)$/;

/** One seat: id, name, controller, purse, status, dice, showing, total, fees, stake. */
const seatSchema = v.tuple([
  text(128),
  text(64),
  v.picklist(['p', 'g']),
  int,
  v.picklist(STATUSES),
  text(400),
  int,
  v.nullable(int),
  v.nullable(count),
  count,
]);

const duelRollSchema = v.tuple([index, count, v.array(count), count]);

const schema = v.object({
  v: v.literal(PUBLIC_TABLE_VERSION),
  id: text(64),
  rev: count,
  n: count,
  ph: v.picklist(PHASES),
  r: v.nullable(count),
  o: v.tuple([count, v.picklist(['house', 'npc']), v.picklist([0, 1]), count]),
  pot: int,
  h: int,
  hs: count,
  s: v.pipe(v.array(seatSchema), v.maxLength(64)),
  ord: v.array(index),
  t: index,
  lap: v.nullable(count),
  cut: index,
  sd: v.nullable(count),
  du: v.nullable(v.tuple([count, v.array(index), v.array(duelRollSchema), v.array(v.array(duelRollSchema))])),
  res: v.nullable(v.tuple([index, v.nullable(int), v.picklist(HOWS), count, v.picklist([0, 1]), v.array(v.tuple([index, count]))])),
});

export type EncodedTable = v.InferOutput<typeof schema>;
type EncodedRoll = v.InferOutput<typeof duelRollSchema>;

function encodeDie(d: DieView): string {
  const face = d.face ?? '?';
  const counts = d.counts === d.face ? '' : `=${d.counts ?? '?'}`;
  return `${d.die}:${face}${counts}${d.hole ? 'h' : ''}`;
}

function decodeDie(raw: string): DieView | null {
  const m = DIE.exec(raw);
  if (!m) return null;
  const face = m[2] === '?' ? null : Number(m[2]);
  const counts = m[3] === undefined ? face : m[3] === '?' ? null : Number(m[3]);
  return { die: m[1] as DieView['die'], face, counts, hole: m[4] === 'h' };
}

/** Encodes the public view (seen by `PUBLIC_VIEWER`) and the host's meta for room metadata. */
export function encodePublicTable(view: TwentyOneView, meta: TableMeta): EncodedTable {
  const at = (seat: string | null) => (seat === null ? -1 : view.seats.findIndex((s) => s.id === seat));
  const roll = (r: DuelRoll): EncodedRoll => [at(r.seat), r.d20, r.d4s, r.total];
  return {
    v: PUBLIC_TABLE_VERSION,
    id: meta.tableId,
    rev: meta.rev,
    n: meta.roundsPlayed,
    ph: view.phase,
    r: view.round,
    o: [view.options.ante, view.options.gmRole, view.options.rollover ? 1 : 0, view.options.staredownSeconds],
    pot: view.pot,
    h: view.house,
    hs: meta.houseStake,
    s: view.seats.map((s) => [
      s.id,
      s.name,
      s.controller === 'gm' ? 'g' : 'p',
      s.purse,
      s.status,
      s.dice.map(encodeDie).join(','),
      s.showing,
      s.total,
      s.fees,
      meta.stakes[s.id] ?? 0,
    ]),
    ord: view.order.map(at),
    t: at(view.turn),
    lap: view.lap,
    cut: at(view.cutter),
    sd: view.staredownEndsAt,
    du: view.duel ? [view.duel.lap, view.duel.duelists.map(at), view.duel.rolls.map(roll), view.duel.earlier.map((lap) => lap.map(roll))] : null,
    res: view.result
      ? [
          at(view.result.winner),
          view.result.best,
          view.result.how,
          view.result.pot,
          view.result.rolledOver ? 1 : 0,
          Object.entries(view.result.feesPaid).map(([seat, gp]) => [at(seat), gp]),
        ]
      : null,
  };
}

/** Reads the public table from room metadata; null when it is absent or not a table this build can read. */
export function decodePublicTable(raw: unknown): PublicTable | null {
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) return null;
  const e = parsed.output;
  const ids = e.s.map((s) => s[0]);
  const idAt = (i: number): string | null => (i >= 0 && i < ids.length ? ids[i]! : null);
  const roll = ([i, d20, d4s, total]: EncodedRoll): DuelRoll => ({ seat: idAt(i) ?? '', d20, d4s, total });
  const seats: SeatView[] = [];
  for (const [i, [id, name, controller, purse, status, dice, showing, total, fees]] of e.s.entries()) {
    const decoded = dice === '' ? [] : dice.split(',').map(decodeDie);
    if (decoded.some((d) => d === null)) return null;
    seats.push({ id, name, controller: controller === 'g' ? 'gm' : 'player', purse, status, dice: decoded as DieView[], showing, total, fees, isTurn: e.t === i, mine: false });
  }
  if (e.ord.some((i) => idAt(i) === null)) return null;
  const [ante, gmRole, rollover, staredownSeconds] = e.o;
  const view: TwentyOneView = {
    game: 'twenty-one',
    viewer: { ...PUBLIC_VIEWER },
    phase: e.ph,
    options: { ante, gmRole, rollover: rollover === 1, staredownSeconds },
    round: e.r,
    pot: e.pot,
    house: e.h,
    seats,
    order: e.ord.map((i) => idAt(i)!),
    turn: idAt(e.t),
    lap: e.lap,
    cutter: idAt(e.cut),
    staredownEndsAt: e.sd,
    duel: e.du ? { lap: e.du[0], duelists: e.du[1].flatMap((i) => idAt(i) ?? []), rolls: e.du[2].map(roll), earlier: e.du[3].map((lap) => lap.map(roll)) } : null,
    result: e.res
      ? {
          winner: idAt(e.res[0]),
          best: e.res[1],
          how: e.res[2],
          pot: e.res[3],
          rolledOver: e.res[4] === 1,
          feesPaid: Object.fromEntries(e.res[5].flatMap(([i, gp]) => (idAt(i) === null ? [] : [[idAt(i)!, gp]]))),
        }
      : null,
    log: [],
    actions: [],
  };
  const stakes = Object.fromEntries(e.s.filter((s) => s[9] > 0).map((s) => [s[0], s[9]]));
  return { view, tableId: e.id, rev: e.rev, roundsPlayed: e.n, stakes, houseStake: e.hs };
}
