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
  commonView,
  type GameView,
  isMine,
  type SeatSeen,
  seatView,
  type Shown,
} from '../table/view';
import type { BlackBaronContext, BlackBaronOptions, Dealer, Hand, LogEntry } from './context';
import type { BlackBaronMachine } from './machine';
import type { meta, Phase } from './meta';
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

type PublicView = Shown<(typeof meta)['publicView']>;

/** A seat's hand, as everyone sees it (meta.ts writes its fields). */
export type HandView = PublicView['seats'][number]['hands'][number];

/** A seat, as everyone sees it (meta.ts), and whether it is this viewer's. */
export type SeatView = SeatSeen<PublicView['seats'][number]>;

/** The dealer's hand: its face-down die is `face: null` for everyone but the GM. */
export type DealerView = NonNullable<PublicView['dealer']>;

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
export type BlackBaronView = GameView<
  (typeof meta)['publicView'],
  BlackBaronOptions,
  ActionView,
  LogEntry,
  { seats: SeatView[] }
>;

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

/** A seat's hands, each with its line once settled. */
function handsView(
  round: BlackBaronContext['round'],
  seat: string,
  turn: string | null,
): HandView[] {
  const play = round?.players[seat];
  const hands = play?.hands ?? [];
  const dealer = round?.dealer?.dice ?? [];
  return hands.map((h, i) => ({
    dice: [...h.dice],
    total: sum(h.dice),
    value: isBust(h.dice) ? null : handValue(h.dice),
    roundTable: isRoundTable(h.dice),
    bet: h.bet,
    doubled: h.doubled,
    split: h.split,
    status: h.status,
    inPlay: turn === seat && play!.active === i,
    result: h.result
      ? {
          outcome: h.result.outcome,
          net: h.result.net,
          line: resultLine(h, i, hands.length, dealer),
        }
      : null,
  }));
}

/** Every seat as this viewer may see it: every die is public; only the bets this viewer may place are theirs. */
function seatsFor(
  ctx: BlackBaronContext,
  viewer: Viewer,
  table: { phase: Phase; turn: string | null; waiting: readonly string[] },
): SeatView[] {
  const { phase, turn, waiting } = table;
  const round = ctx.round;
  return ctx.seats.map((seat) => {
    const bet = round?.bets[seat.id];
    const hands = handsView(round, seat.id, turn);
    const settled = hands.length > 0 && hands.every((h) => h.result !== null);
    const mine = isMine(ctx, viewer, seat.id);
    const betting = phase === 'bets' && bet === undefined && mine && canAffordMinimum(ctx, seat.id);
    return seatView<SeatView>(ctx, seat, viewer, {
      status: seatStatus(ctx, seat.id, phase),
      bet: typeof bet === 'number' ? bet : null,
      staked: hands.reduce((t, h) => t + h.bet, 0) || (typeof bet === 'number' ? bet : 0),
      hands,
      net: settled ? hands.reduce((t, h) => t + h.result!.net, 0) : null,
      isTurn: waiting.includes(seat.id),
      mine,
      betRange: betting ? { min: ctx.options.minBet, max: largestBet(ctx, seat.id) } : null,
    });
  });
}

/** The dealer's hand: its face-down die, and what it adds up to, is the GM's alone until it is turned over. */
function dealerView(dealer: Dealer | null, viewer: Viewer): DealerView | null {
  if (!dealer) return null;
  const gm = viewer.role === 'gm';
  const open = !dealer.hidden;
  const hiddenAt = (i: number) => dealer.hidden && i === 1;
  return {
    dice: dealer.dice.map((face, i) => ({
      face: hiddenAt(i) && !gm ? null : face,
      hidden: hiddenAt(i),
    })),
    total: sum(dealer.dice.filter((_, i) => gm || !hiddenAt(i))),
    value: open && !isBust(dealer.dice) ? handValue(dealer.dice) : null,
    roundTable: open && isRoundTable(dealer.dice),
    bust: open && isBust(dealer.dice),
  };
}

export function viewTable(
  snapshot: BlackBaronSnapshot,
  viewer: Viewer,
  actions: () => ActionView[],
): BlackBaronView {
  const ctx = snapshot.context;
  const phase = phaseOf(snapshot);
  const turn = phase === 'players' ? seatToAct(ctx) : null;
  const waiting = waitingOn(snapshot);
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
      seats: seatsFor(ctx, viewer, { phase, turn, waiting }),
      dealer: dealerView(ctx.round?.dealer ?? null, viewer),
      turn,
      waiting,
      plague: ctx.round?.plague ?? false,
    },
  );
}
