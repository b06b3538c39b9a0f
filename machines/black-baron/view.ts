/**
 * What one viewer may see of a Black Baron table. Every player's dice are
 * public; the one secret is the dealer's face-down die (rolled at once behind
 * a shown 10), which only the GM sees until it is turned over. The view is
 * built up field by field from the context, never by handing the context out,
 * so nothing added to the context later can leak through it.
 */
import type { SnapshotFrom } from 'xstate';
import type { Viewer } from '../engine/game';
import { phaseOf as enginePhase } from '../engine/phase';
import {
  baseOptionsView,
  type CommonView,
  commonView,
  isMine,
  seatView,
  type SeatHeader,
} from '../table/view';
import type {
  BlackBaronContext,
  BlackBaronOptions,
  Hand,
  HandStatus,
  LogEntry,
  Outcome,
} from './context';
import type { BlackBaronMachine } from './machine';
import type { Phase } from './meta';
import type { BlackBaronIntent } from './moves';
import {
  canAffordMinimum,
  handValue,
  isBust,
  isRoundTable,
  largestBet,
  seatToAct,
  sum,
  undecided,
} from './rules';

export type BlackBaronSnapshot = SnapshotFrom<BlackBaronMachine>;

/** The phases a table rests in (meta.ts lists them). */
export type { Phase };

export interface HandView {
  dice: number[];
  /** The sum of the dice. */
  total: number;
  /** What the hand counts (20 at the Round Table); null when bust. */
  value: number | null;
  roundTable: boolean;
  bet: number;
  doubled: boolean;
  split: boolean;
  status: HandStatus;
  /** The hand being played now. */
  inPlay: boolean;
  /** How it ended, with its line: "Hand 2: 15 vs dealer bust — wins 2". */
  result: { outcome: Outcome; net: number; line: string } | null;
}

export interface SeatView extends SeatHeader {
  /** `waiting` outside a round; `betting` still to bet; `in` with a hand to play; `done` with every hand played; `out` sitting the round out. */
  status: 'waiting' | 'betting' | 'in' | 'done' | 'out';
  /** The bet placed before the deal, or null. */
  bet: number | null;
  /** Gold on the table for this seat: the bet, with every double down and split. */
  staked: number;
  hands: HandView[];
  /** What the seat won (or, below zero, lost) this round, once every hand is settled. */
  net: number | null;
  /** The table waits on this seat: its bet, or its turn. */
  isTurn: boolean;
  /** This viewer's own seat, or an NPC seat the GM plays. */
  mine: boolean;
  /** The bets this viewer may place for this seat now (min and max, whole gp), or null. */
  betRange: { min: number; max: number } | null;
}

export interface DealerView {
  /** The first die is the shown one; a face-down die is `face: null` for everyone but the GM. */
  dice: { face: number | null; hidden: boolean }[];
  /** The sum of the dice this viewer sees. */
  total: number;
  /** What the hand counts, once nothing is hidden and it is not bust. */
  value: number | null;
  roundTable: boolean;
  bust: boolean;
}

/** An intent this viewer may send right now, ready to send. */
export interface ActionView {
  intent: BlackBaronIntent;
  /** Gold it takes from the purse: a bet, or the extra bet of a double down or a split. */
  cost?: number;
  /** The exact chance (0–1) that the die it rolls busts the hand. */
  bustChance?: number;
  /** A split: the face of the pair it splits. */
  pair?: number;
  /** A hit that rolls the second die of a hand made by a split. */
  secondDie?: boolean;
}

/** Its `pot` holds every bet on the table; its `house` is the dealer's bank. */
export interface BlackBaronView
  extends CommonView<'black-baron', Phase, BlackBaronOptions, ActionView, LogEntry> {
  seats: SeatView[];
  dealer: DealerView | null;
  /** The seat to act, and every seat the table waits on. */
  turn: string | null;
  waiting: string[];
  plague: boolean;
}

/** The phase the chart's active state names in its `meta`. */
export const phaseOf = (snapshot: BlackBaronSnapshot): Phase =>
  enginePhase(snapshot).phase as Phase;

/** The seats the table waits on: those still to bet, or the seat to act. */
export function waitingOn(snapshot: BlackBaronSnapshot): string[] {
  const phase = phaseOf(snapshot);
  if (phase === 'bets') return undecided(snapshot.context);
  const toAct = phase === 'players' ? seatToAct(snapshot.context) : null;
  return toAct ? [toAct] : [];
}

const wins = (net: number): string =>
  net > 0 ? `wins ${net}` : net < 0 ? `loses ${-net}` : 'push';

function resultLine(hand: Hand, index: number, count: number, dealer: readonly number[]): string {
  const prefix = count > 1 ? `Hand ${index + 1}: ` : '';
  const { outcome, net } = hand.result!;
  const against = isBust(dealer) ? 'dealer bust' : `dealer ${handValue(dealer)}`;
  const what =
    outcome === 'baron'
      ? 'Black Baron'
      : outcome === 'plague'
        ? 'Black Plague'
        : outcome === 'bust'
          ? `bust at ${sum(hand.dice)}`
          : `${handValue(hand.dice)} vs ${against}`;
  return `${prefix}${what} \u2014 ${wins(net)}`;
}

function seatStatus(ctx: BlackBaronContext, seat: string, phase: Phase): SeatView['status'] {
  const round = ctx.round;
  if (!round || phase === 'lobby') return 'waiting';
  const bet = round.bets[seat];
  if (bet === undefined) return 'betting';
  if (bet === 'out') return 'out';
  const play = round.players[seat];
  return !play || play.hands.some((h) => h.status === 'playing') ? 'in' : 'done';
}

export function viewTable(
  snapshot: BlackBaronSnapshot,
  viewer: Viewer,
  actions: () => ActionView[],
): BlackBaronView {
  const ctx = snapshot.context;
  const round = ctx.round;
  const phase = phaseOf(snapshot);
  const turn = phase === 'players' ? seatToAct(ctx) : null;
  const waiting = waitingOn(snapshot);
  const dealer = round?.dealer ?? null;
  const gm = viewer.role === 'gm';
  const seen = dealer ? dealer.dice.filter((_, i) => gm || !(dealer.hidden && i === 1)) : [];
  const seats: SeatView[] = ctx.seats.map((seat) => {
    const play = round?.players[seat.id];
    const bet = round?.bets[seat.id];
    const hands = play?.hands ?? [];
    const settled = hands.length > 0 && hands.every((h) => h.result !== null);
    const mine = isMine(ctx, viewer, seat.id);
    const betting = phase === 'bets' && bet === undefined && mine && canAffordMinimum(ctx, seat.id);
    return seatView<SeatView>(ctx, seat, viewer, {
      status: seatStatus(ctx, seat.id, phase),
      bet: typeof bet === 'number' ? bet : null,
      staked: hands.reduce((t, h) => t + h.bet, 0) || (typeof bet === 'number' ? bet : 0),
      hands: hands.map((h, i) => ({
        dice: [...h.dice],
        total: sum(h.dice),
        value: isBust(h.dice) ? null : handValue(h.dice),
        roundTable: isRoundTable(h.dice),
        bet: h.bet,
        doubled: h.doubled,
        split: h.split,
        status: h.status,
        inPlay: turn === seat.id && play!.active === i,
        result: h.result
          ? {
              outcome: h.result.outcome,
              net: h.result.net,
              line: resultLine(h, i, hands.length, dealer?.dice ?? []),
            }
          : null,
      })),
      net: settled ? hands.reduce((t, h) => t + h.result!.net, 0) : null,
      isTurn: waiting.includes(seat.id),
      mine,
      betRange: betting ? { min: ctx.options.minBet, max: largestBet(ctx, seat.id) } : null,
    });
  });
  const open = dealer !== null && !dealer.hidden;
  return Object.assign(
    commonView<'black-baron', Phase, BlackBaronOptions, ActionView, LogEntry>({
      game: 'black-baron',
      ctx,
      viewer,
      phase,
      options: Object.assign(baseOptionsView(ctx.options), {
        minBet: ctx.options.minBet,
        maxBet: ctx.options.maxBet,
        dealer: ctx.options.dealer,
      }),
      actions,
    }),
    {
      seats,
      dealer: dealer
        ? {
            dice: dealer.dice.map((face, i) => {
              const hidden = dealer.hidden && i === 1;
              return { face: hidden && !gm ? null : face, hidden };
            }),
            total: sum(seen),
            value: open && !isBust(dealer.dice) ? handValue(dealer.dice) : null,
            roundTable: open && isRoundTable(dealer.dice),
            bust: open && isBust(dealer.dice),
          }
        : null,
      turn,
      waiting,
      plague: round?.plague ?? false,
    },
  );
}
