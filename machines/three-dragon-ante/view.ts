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
  commonView,
  type GameView,
  isMine,
  type SeatSeen,
  seatView,
  type Shown,
} from '../table/view';
import type { AnteContext, AnteOptions, AnteRound, LogEntry } from './context';
import type { AnteMachine } from './machine';
import type { meta, Phase } from './meta';
import { type AnteIntent, raisesOpen } from './moves';
import { highestStake, REVEAL_ROUNDS, revealer, seatToAct, sum, toStayIn } from './rules';
import { diceFor } from './sight';

export type { DieView } from './sight';
export type AnteSnapshot = SnapshotFrom<AnteMachine>;

/** The phases a table rests in (meta.ts lists them). */
export type { Phase };

type PublicView = Shown<(typeof meta)['publicView']>;

/** A seat, as this viewer may see it: its dice as `sight.ts` gives them; the rest is public (meta.ts). */
export type SeatView = SeatSeen<PublicView['seats'][number]>;

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

export type PotView = NonNullable<PublicView['result']>['pots'][number];

export type AnteView = GameView<
  (typeof meta)['publicView'],
  AnteOptions,
  ActionView,
  LogEntry,
  { seats: SeatView[] }
>;

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
  waiting: readonly string[],
): { min: number; max: number } | null {
  return isMine(ctx, viewer, seat) && waiting.includes(seat) ? raisesOpen(ctx, seat) : null;
}

/** Every seat as this viewer may see it: a hand's hidden faces are its owner's and the GM's (sight.ts). */
function seatsFor(
  ctx: AnteContext,
  viewer: Viewer,
  playing: boolean,
  waiting: readonly string[],
): SeatView[] {
  const round = ctx.round;
  return ctx.seats.map((seat) => {
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
}

/** How the game ended, and the pots each winner took: public once it is over. */
function resultView(round: AnteRound | null): AnteView['result'] {
  const result = round?.result;
  return result
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
    : null;
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
      seats: seatsFor(ctx, viewer, playing, waiting),
      result: resultView(round),
    },
  );
}
