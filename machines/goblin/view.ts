/**
 * What one viewer may see of a Goblin Mode table. Goblin Mode has no hole
 * die: every roll, score, Boot and Hold is public, so every viewer gets the
 * same table and only `mine` and `actions` depend on who is looking. The view
 * is still built up field by field from the context, never by handing the
 * context out, so nothing added to the context later can leak through it.
 */
import type { SnapshotFrom } from 'xstate';
import type { Viewer } from '../engine/game';
import { phaseOf as enginePhase } from '../engine/phase';
import {
  baseOptionsView,
  commonView,
  type GameView,
  isMine,
  type SeatHeader,
  type SeatSeen,
  seatView,
  type Shown,
} from '../table/view';
import {
  CHAMBER,
  type ChamberDie,
  type GoblinHand,
  type GoblinOptions,
  type LogEntry,
  type Volley,
} from './context';
import type { GoblinMachine } from './machine';
import type { meta, Phase } from './meta';
import type { GoblinIntent } from './moves';
import {
  HEADS,
  TAXED_STAGES,
  TAX_FREE_FROM,
  flippersToGo,
  isTaxedStage,
  nextStageExists,
  seatToAct,
  stageDie,
} from './rules';

export type GoblinSnapshot = SnapshotFrom<GoblinMachine>;

/** The phases a table rests in (meta.ts lists them); ante, settle and payout pass within one event. */
export type { Phase };

type PublicView = Shown<(typeof meta)['publicView']>;

/** A seat, as everyone sees it (meta.ts), and whether it is this viewer's. */
export type SeatView = SeatSeen<PublicView['seats'][number]>;

/** An intent this viewer may send right now, ready to send. */
export interface ActionView {
  intent: GoblinIntent;
  /** Pulling the trigger: the die of the Chamber's stage it rolls. */
  stage?: ChamberDie;
  /** Holding now pays the Coward's Tax if the holder wins. */
  cowardsTax?: boolean;
  /** The chance (0–1) this move kills the seat: the Bullet (a 1) on the stage's die, tails on the coin. */
  death?: number;
  /** The chance (0–1) the roll earns a Boot: the die's highest face. */
  boot?: number;
}

export type HoldView = PublicView['holds'][number];

export type VolleyView = NonNullable<PublicView['suddenDeath']>['current'];

/** Every viewer sees the same table: only `mine` and `actions` depend on who is looking. */
export type GoblinView = GameView<
  (typeof meta)['publicView'],
  GoblinOptions,
  ActionView,
  LogEntry,
  { seats: SeatView[] }
>;

/** The phase the chart's active state names in its `meta`. */
export const phaseOf = (snapshot: GoblinSnapshot): Phase => enginePhase(snapshot).phase as Phase;

const inChamber = (snapshot: GoblinSnapshot): boolean => phaseOf(snapshot) === 'chamber';

/** A seat's hand this round, as everyone sees it (a seat without one is waiting). */
const handView = (
  hand: GoblinHand | undefined,
): Omit<SeatView, keyof SeatHeader | 'isTurn' | 'mine'> => ({
  status: hand?.status ?? 'waiting',
  score: hand ? hand.score : null,
  rolls: hand ? hand.rolls.map((r) => ({ die: r.die, face: r.face })) : [],
  boots: hand?.boots ?? 0,
  heldIn: hand?.heldIn ?? null,
  cowardsTax: hand?.heldIn != null && isTaxedStage(hand.heldIn),
});

const volley = (v: Volley): VolleyView => ({
  flippers: [...v.flippers],
  flips: v.flips.map((f) => ({ seat: f.seat, face: f.face, heads: f.face === HEADS })),
});

/** Every seat as this viewer sees it: the whole hand is public; only `mine` is the viewer's. */
function seatsFor(
  snapshot: GoblinSnapshot,
  viewer: Viewer,
  turn: string | null,
  toFlip: readonly string[],
): SeatView[] {
  const ctx = snapshot.context;
  return ctx.seats.map((seat) =>
    seatView<SeatView>(
      ctx,
      seat,
      viewer,
      Object.assign(handView(ctx.round?.hands[seat.id]), {
        isTurn: turn === seat.id || toFlip.includes(seat.id),
        mine: isMine(ctx, viewer, seat.id),
      }),
    ),
  );
}

/** Sudden Death's coin: this volley's flips, who is still to flip, and the tied volleys before it. */
function suddenDeathView(snapshot: GoblinSnapshot, toFlip: string[]): GoblinView['suddenDeath'] {
  const sd = snapshot.context.round?.suddenDeath;
  return sd
    ? { volley: sd.volley, current: volley(sd.current), toFlip, earlier: sd.earlier.map(volley) }
    : null;
}

export function viewTable(
  snapshot: GoblinSnapshot,
  viewer: Viewer,
  actions: () => ActionView[],
): GoblinView {
  const ctx = snapshot.context;
  const round = ctx.round;
  const chamber = inChamber(snapshot);
  const turn = chamber ? seatToAct(ctx) : null;
  const stage = chamber ? stageDie(round!) : null;
  const toFlip = flippersToGo(ctx);
  return Object.assign(
    commonView<'goblin', Phase, GoblinOptions, ActionView, LogEntry>({
      game: 'goblin',
      ctx,
      viewer,
      phase: phaseOf(snapshot),
      options: baseOptionsView(ctx.options),
      actions,
    }),
    {
      stages: [...CHAMBER],
      stage,
      bootsOpen: chamber && nextStageExists(round!),
      seats: seatsFor(snapshot, viewer, turn, toFlip),
      turn,
      waiting: chamber ? round!.queue.slice(round!.turn) : [],
      holds: (round?.holds ?? []).map((h) => ({
        seat: h.seat,
        stage: h.stage,
        score: h.score,
        brokenBy: h.brokenBy,
        brokenIn: h.brokenIn,
      })),
      cowardsTax: {
        taxedStages: [...TAXED_STAGES],
        taxFreeFrom: TAX_FREE_FROM,
        holdNowIsTaxed: stage !== null && isTaxedStage(stage),
      },
      suddenDeath: suddenDeathView(snapshot, toFlip),
      result: round?.result ? { ...round.result } : null,
    },
  );
}
