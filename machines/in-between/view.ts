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
  commonView,
  type GameView,
  isMine,
  type SeatSeen,
  seatView,
  type Shown,
} from '../table/view';
import {
  DICE,
  type InBetweenContext,
  type InBetweenOptions,
  type InBetweenRound,
  type LogEntry,
  type Mode,
  type Side,
} from './context';
import type { InBetweenIntent } from './moves';
import type { InBetweenMachine } from './machine';
import type { meta, Phase } from './meta';
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

type PublicView = Shown<(typeof meta)['publicView']>;

/** A seat, as everyone sees it (meta.ts), and whether it is this viewer's. */
export type SeatView = SeatSeen<PublicView['seats'][number]>;

export type ThrowView = PublicView['throws'][number];
export type DieView = ThrowView['surrounds'][number];
export type OddsView = NonNullable<PublicView['odds']>;
export type Chance = OddsView['win'];
export type PartView = PublicView['parts'][number];

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

/** Every viewer sees the same table: only `mine` and `actions` depend on who is looking. */
export type InBetweenView = GameView<
  (typeof meta)['publicView'],
  InBetweenOptions,
  ActionView,
  LogEntry,
  { seats: SeatView[] }
>;

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

/** The round's two parts, between first, and who plays each (the bank, or a seat). */
function partsOf(ctx: InBetweenContext): PartView[] {
  const round = ctx.round;
  if (!round) return [];
  return (['between', 'surrounds'] as const).map((part) => {
    const seat = seatOf(round, part);
    return {
      part,
      side: sideOf(round.mode, part),
      seat,
      name: seat === null ? 'the bank' : (ctx.seats.find((s) => s.id === seat)?.name ?? seat),
    };
  });
}

/** Every seat as this viewer sees it: its part and side bet are public; only `mine` is the viewer's. */
function seatsFor(
  ctx: InBetweenContext,
  viewer: Viewer,
  parts: PartView[],
  waiting: readonly string[],
): SeatView[] {
  const round = ctx.round;
  return ctx.seats.map((seat) => {
    const part = parts.find((p) => p.seat === seat.id);
    const bet = round?.sideBets.find((b) => b.by === seat.id);
    return seatView<SeatView>(ctx, seat, viewer, {
      status: !round ? 'waiting' : part ? STATUS[part.side] : 'watching',
      isTurn: waiting.includes(seat.id),
      mine: isMine(ctx, viewer, seat.id),
      sideBet: bet ? { on: bet.on, amount: bet.amount } : null,
    });
  });
}

/** The dice thrown so far, the gap the latest surrounds leave, and the odds of the throw to come. */
function throwsOf(round: InBetweenRound | null) {
  const last = round?.throws.at(-1);
  const pending = round ? pendingOdds(round) : null;
  return {
    throws: round ? throwsView(round) : [],
    gap: last
      ? {
          low: Math.min(...last.surrounds),
          high: Math.max(...last.surrounds),
          inside: gapOf(last.surrounds),
        }
      : null,
    odds: pending ? oddsView(pending.odds, round!.mode, pending.reroll) : null,
  };
}

export function viewTable(
  snapshot: InBetweenSnapshot,
  viewer: Viewer,
  actions: () => ActionView[],
): InBetweenView {
  const ctx = snapshot.context;
  const round = ctx.round;
  const parts = partsOf(ctx);
  const waiting = waitingOn(ctx);
  const thrown = throwsOf(round);
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
      seats: seatsFor(ctx, viewer, parts, waiting),
      parts,
      turn: seatToAct(round),
      waiting,
      dice: [...DICE],
      betweenDie: round?.betweenDie ?? null,
      wager: round?.wager ?? null,
      stake: round ? stakeOf(round) : 0,
      throws: thrown.throws,
      gap: thrown.gap,
      odds: thrown.odds,
      pool: balanceOf(ctx.ledger, SIDE_POOL),
      sideBets: (round?.sideBets ?? []).map((b) => ({ by: b.by, on: b.on, amount: b.amount })),
      passed: [...(round?.passed ?? [])],
      result: round?.result
        ? { ...round.result, sideBets: round.result.sideBets.map((b) => ({ ...b })) }
        : null,
    },
  );
}
