/**
 * What one viewer may see of an In Between table. Nothing is hidden: every
 * die is thrown in the open, and every wager and side bet is public, so every
 * viewer gets the same table and only `mine` and `actions` depend on who is
 * looking. The view is still built field by field from the context, so
 * nothing added to the context later can leak through it.
 */
import type { SnapshotFrom } from 'xstate';
import type { Viewer } from '../engine/game';
import { balanceOf } from '../engine/ledger';
import { phaseOf as enginePhase } from '../engine/phase';
import {
  baseOptionsView,
  type CommonView,
  commonView,
  isMine,
  seatView,
  type SeatHeader,
} from '../table/view';
import {
  DICE,
  type DieColour,
  type How,
  type InBetweenOptions,
  type InBetweenRound,
  type LogEntry,
  type Mode,
  type Part,
  type Side,
} from './context';
import type { InBetweenIntent } from './moves';
import type { InBetweenMachine } from './machine';
import type { Phase } from './meta';
import {
  betweenWins,
  gapOf,
  pendingOdds,
  seatOf,
  seatToAct,
  SIDE_POOL,
  sideBetWindowOf,
  sideOf,
  stakeOf,
  surroundColours,
  waitingOn,
  type Odds,
} from './rules';

export type InBetweenSnapshot = SnapshotFrom<InBetweenMachine>;

/** The phases a table rests in (meta.ts lists them); opening, judging and the payout pass within one event. */
export type { Phase };

export interface SeatView extends SeatHeader {
  /** The seat's part this round, `watching` for everyone else, `waiting` between rounds. */
  status: 'roller' | 'betweener' | 'surrounds' | 'watching' | 'waiting';
  /** The table waits on this seat: its roll or call, or its side bet. */
  isTurn: boolean;
  mine: boolean;
  sideBet: { on: Side; amount: number } | null;
}

/** One die on the table: its colour (one-player), and its face. */
export interface DieView {
  colour: DieColour | null;
  face: number;
}

export interface ThrowView {
  /** Apart from the surrounds, as the panel shows it; null until the two-player betweener rolls. */
  between: DieView | null;
  surrounds: [DieView, DieView];
  /** The re-roll after doubles, for double. */
  reroll: boolean;
}

/** A chance as an exact fraction, in lowest terms. */
export interface Chance {
  ways: number;
  outOf: number;
}

/** The odds of the throw to come: each outcome, and the between's chance to win it (sequential surrounds and doubles counted). */
export interface OddsView {
  /** The between part's (the roller's, the betweener's) chance to win this throw outright. */
  win: Chance;
  inside: Chance;
  equal: Chance;
  outside: Chance;
  sequential: Chance;
  doubles: Chance;
  /** The re-roll after doubles: doubles again lose, with no call to make. */
  final: boolean;
}

export interface PartView {
  part: Part;
  side: Side;
  /** Null for the bank. */
  seat: string | null;
  name: string;
}

/** An intent this viewer may send right now, ready to send. */
export interface ActionView {
  intent: InBetweenIntent;
  /** The amounts the intent may carry (a wager, a side bet), in gp. */
  amount?: { min: number; max: number };
  /** The gold it puts on the table as offered, in gp. */
  cost?: number;
  /** Rolling again after doubles: each side's stake once it is doubled, in gp. */
  stake?: number;
}

export interface InBetweenView
  extends CommonView<'in-between', Phase, InBetweenOptions, ActionView, LogEntry> {
  /** The mode of the round being played, or the table's between rounds. */
  mode: Mode;
  seats: SeatView[];
  /** The round's two parts, between first. */
  parts: PartView[];
  /** The seat to make the round's next roll or call. */
  turn: string | null;
  /** Every seat the table waits on now: those still to call their side bets, or else the seat in `turn`. */
  waiting: string[];
  /** The one-player game's dice, by colour, and the one named the between. */
  dice: DieColour[];
  betweenDie: DieColour | null;
  wager: number | null;
  /** Each part's stake now: the wager, doubled after a re-roll. */
  stake: number;
  throws: ThrowView[];
  /** The latest surrounds: the faces strictly between them are the between's to win. */
  gap: { low: number; high: number; inside: number } | null;
  odds: OddsView | null;
  pool: number;
  sideBets: { by: string; on: Side; amount: number }[];
  /** Seats watching that passed on side bets this round. */
  passed: string[];
  result: {
    winner: Side;
    seat: string | null;
    how: How;
    stake: number;
    pot: number;
    sideBets: { seat: string; amount: number }[];
    sideBetsReturned: boolean;
  } | null;
}

/** The phase the chart's active state names in its `meta`. */
export const phaseOf = (snapshot: InBetweenSnapshot): Phase => enginePhase(snapshot).phase as Phase;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const chance = (ways: number, outOf: number): Chance => {
  const d = gcd(ways, outOf) || 1;
  return { ways: ways / d, outOf: outOf / d };
};

function oddsView(odds: Odds, mode: Mode, final: boolean): OddsView {
  const c = (ways: number) => chance(ways, odds.outOf);
  return {
    win: c(betweenWins(odds, mode, final)),
    inside: c(odds.inside),
    equal: c(odds.equal),
    outside: c(odds.outside),
    sequential: c(odds.sequential),
    doubles: c(odds.doubles),
    final,
  };
}

function throwsView(round: InBetweenRound): ThrowView[] {
  const colours = round.betweenDie ? surroundColours(round.betweenDie) : [null, null];
  return round.throws.map((t, i) => ({
    between: t.between === null ? null : { colour: round.betweenDie, face: t.between },
    surrounds: [
      { colour: colours[0]!, face: t.surrounds[0] },
      { colour: colours[1]!, face: t.surrounds[1] },
    ],
    reroll: i > 0,
  }));
}

const STATUS: Record<Side, SeatView['status']> = {
  roller: 'roller',
  betweener: 'betweener',
  surrounds: 'surrounds',
  bank: 'watching',
};

export function viewTable(
  snapshot: InBetweenSnapshot,
  viewer: Viewer,
  actions: () => ActionView[],
): InBetweenView {
  const ctx = snapshot.context;
  const round = ctx.round;
  const turn = seatToAct(round);
  const waiting = waitingOn(ctx);
  const parts: PartView[] = round
    ? (['between', 'surrounds'] as const).map((part) => {
        const seat = seatOf(round, part);
        return {
          part,
          side: sideOf(round.mode, part),
          seat,
          name: seat === null ? 'the bank' : (ctx.seats.find((s) => s.id === seat)?.name ?? seat),
        };
      })
    : [];
  const seats: SeatView[] = ctx.seats.map((seat) => {
    const part = parts.find((p) => p.seat === seat.id);
    const bet = round?.sideBets.find((b) => b.by === seat.id);
    return seatView<SeatView>(ctx, seat, viewer, {
      status: !round ? 'waiting' : part ? STATUS[part.side] : 'watching',
      isTurn: waiting.includes(seat.id),
      mine: isMine(ctx, viewer, seat.id),
      sideBet: bet ? { on: bet.on, amount: bet.amount } : null,
    });
  });
  const last = round?.throws.at(-1);
  const pending = round ? pendingOdds(round) : null;
  return Object.assign(
    commonView<'in-between', Phase, InBetweenOptions, ActionView, LogEntry>({
      game: 'in-between',
      ctx,
      viewer,
      phase: phaseOf(snapshot),
      options: Object.assign(baseOptionsView(ctx.options), {
        mode: ctx.options.mode,
        sideBetPool: ctx.options.sideBetPool === true,
        sideBetWindow: sideBetWindowOf(ctx.options),
      }),
      actions,
    }),
    {
      mode: round?.mode ?? ctx.options.mode,
      seats,
      parts,
      turn,
      waiting,
      dice: [...DICE],
      betweenDie: round?.betweenDie ?? null,
      wager: round?.wager ?? null,
      stake: round ? stakeOf(round) : 0,
      throws: round ? throwsView(round) : [],
      gap: last
        ? {
            low: Math.min(...last.surrounds),
            high: Math.max(...last.surrounds),
            inside: gapOf(last.surrounds),
          }
        : null,
      odds: pending ? oddsView(pending.odds, round!.mode, pending.reroll) : null,
      pool: balanceOf(ctx.ledger, SIDE_POOL),
      sideBets: (round?.sideBets ?? []).map((b) => ({ by: b.by, on: b.on, amount: b.amount })),
      passed: [...(round?.passed ?? [])],
      result: round?.result
        ? { ...round.result, sideBets: round.result.sideBets.map((b) => ({ ...b })) }
        : null,
    },
  );
}
