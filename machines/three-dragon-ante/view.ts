/**
 * What one viewer may see of a Three-Dragon Ante table. Bets, stakes and
 * revealed dice are public; each hand's other dice are its owner's and the
 * GM's (sight.ts). The view is built up field by field from the context,
 * never by handing the context out, so nothing added to the context later can
 * leak through it.
 */
import type { SnapshotFrom } from 'xstate';
import type { Viewer } from '../engine/game';
import { phaseOf as enginePhase } from '../engine/phase';
import {
  baseOptionsView,
  type CommonView,
  commonView,
  isMine,
  type SeatHeader,
  seatView,
} from '../table/view';
import type { AnteContext, AnteOptions, HandStatus, LogEntry } from './context';
import type { AnteMachine } from './machine';
import type { Phase } from './meta';
import { type AnteIntent, raisesOpen } from './moves';
import { highestStake, REVEAL_ROUNDS, revealer, seatToAct, sum, toStayIn } from './rules';
import { diceFor, type DieView } from './sight';

export type { DieView } from './sight';
export type AnteSnapshot = SnapshotFrom<AnteMachine>;

/** The phases a table rests in (meta.ts lists them). */
export type { Phase };

export interface SeatView extends SeatHeader {
  /** `waiting` outside a game, `out` sitting it out (short of the opening bet); after a game, how it ended for the seat. */
  status: HandStatus | 'waiting' | 'out';
  dealer: boolean;
  /** The five dice, a face this viewer may not see as null. */
  dice: DieView[];
  /** Dice still face down to the table. */
  hidden: number;
  /** The sum of the dice face up to the table. */
  showing: number;
  /** The sum of all five, when this viewer sees them all. */
  total: number | null;
  /** Gold this seat has bet this game, the opening bet included. */
  stake: number;
  /** What it must add to stay in: up to the highest stake, or all it has left when that is less. */
  toStay: number;
  /** What it took from the pot, once the game is over. */
  won: number | null;
  /** The table waits on this seat: its reveal, or its answer to a raise. */
  isTurn: boolean;
  /** This viewer's own seat, or an NPC seat the GM plays. */
  mine: boolean;
  /** The stakes this viewer may raise this seat to now, or null. */
  raiseRange: { min: number; max: number } | null;
}

/** An intent this viewer may send right now, ready to send. */
export interface ActionView {
  intent: AnteIntent;
  /** Gold it takes from the purse. */
  cost?: number;
  /** A raise to the most this seat can stake, or a match with less than the bet: everything the purse holds. */
  allIn?: true;
  /** An all-in match: what matching the bet would take. */
  owed?: number;
  /** A fold: the stake it leaves in the pot. */
  loses?: number;
}

export interface PotView {
  amount: number;
  eligible: string[];
  winners: string[];
  total: number;
}

export interface AnteView
  extends CommonView<'three-dragon-ante', Phase, AnteOptions, ActionView, LogEntry> {
  dealer: string | null;
  /** Every participant, clockwise from the dealer's left. */
  order: string[];
  /** The round of reveals (1 to 3) while the dice are being revealed. */
  revealRound: number | null;
  /** The highest stake: what everyone still in must reach. */
  highest: number;
  /** Raises still allowed in this round of reveals, when they are capped; null where nobody may raise or there is no cap. */
  raisesLeft: number | null;
  /** Who made the raise being answered. */
  raiser: string | null;
  /** Whose turn it is to reveal. */
  revealer: string | null;
  /** The seat the table waits on now. */
  turn: string | null;
  waiting: string[];
  seats: SeatView[];
  result: {
    how: 'showdown' | 'folds';
    winner: string;
    top: number | null;
    pots: PotView[];
    won: Record<string, number>;
  } | null;
}

/** The phase the chart's active state names in its `meta`. */
export const phaseOf = (snapshot: AnteSnapshot): Phase => enginePhase(snapshot).phase as Phase;

/** The seat the table waits on, while a game is being played. */
export function waitingOn(snapshot: AnteSnapshot): string[] {
  const phase = phaseOf(snapshot);
  const toAct = phase === 'reveal' || phase === 'raise' ? seatToAct(snapshot.context) : null;
  return toAct ? [toAct] : [];
}

/** The raises this seat may make now: only for its player (or the GM for an NPC), on its move. */
function raisesFor(
  ctx: AnteContext,
  viewer: Viewer,
  seat: string,
  waiting: string[],
): { min: number; max: number } | null {
  return isMine(ctx, viewer, seat) && waiting.includes(seat) ? raisesOpen(ctx, seat) : null;
}

export function viewTable(
  snapshot: AnteSnapshot,
  viewer: Viewer,
  actions: () => ActionView[],
): AnteView {
  const ctx = snapshot.context;
  const round = ctx.round;
  const phase = phaseOf(snapshot);
  const playing = phase === 'reveal' || phase === 'raise';
  const waiting = waitingOn(snapshot);
  const seats: SeatView[] = ctx.seats.map((seat) => {
    const hand = round?.hands[seat.id];
    const dice = round && hand ? diceFor(round, viewer, seat.id, hand) : [];
    const faces = dice.map((d) => d.face);
    return seatView<SeatView>(ctx, seat, viewer, {
      status: hand?.status ?? (round ? 'out' : 'waiting'),
      dealer: round?.dealer === seat.id,
      dice,
      hidden: dice.filter((d) => !d.up).length,
      showing: sum(dice.filter((d) => d.up).map((d) => d.face!)),
      total: hand && faces.every((f) => f !== null) ? sum(faces as number[]) : null,
      stake: hand?.stake ?? 0,
      toStay: playing ? toStayIn(ctx, seat.id) : 0,
      won: round?.result ? (round.result.won[seat.id] ?? 0) : null,
      isTurn: waiting.includes(seat.id),
      mine: isMine(ctx, viewer, seat.id),
      raiseRange: playing ? raisesFor(ctx, viewer, seat.id, waiting) : null,
    });
  });
  const result = round?.result;
  const betting = playing && round!.reveal > 1 && round!.reveal <= REVEAL_ROUNDS;
  return Object.assign(
    commonView<'three-dragon-ante', Phase, AnteOptions, ActionView, LogEntry>({
      game: 'three-dragon-ante',
      ctx,
      viewer,
      phase,
      options: Object.assign(baseOptionsView(ctx.options), {
        capRaises: ctx.options.capRaises === true,
        raises: ctx.options.raises,
      }),
      actions,
    }),
    {
      dealer: round?.dealer ?? null,
      order: round ? [...round.order] : [],
      revealRound: playing ? round!.reveal : null,
      highest: round ? highestStake(round) : 0,
      raisesLeft:
        betting && ctx.options.capRaises ? Math.max(0, ctx.options.raises - round!.raises) : null,
      raiser: playing ? (round!.betting?.raiser ?? null) : null,
      revealer: playing ? revealer(round!) : null,
      turn: waiting[0] ?? null,
      waiting,
      seats,
      result: result
        ? {
            how: result.how,
            winner: result.winner,
            top: result.top,
            pots: result.pots.map((p) => ({
              amount: p.amount,
              eligible: [...p.eligible],
              winners: [...p.winners],
              total: p.total,
            })),
            won: { ...result.won },
          }
        : null,
    },
  );
}
