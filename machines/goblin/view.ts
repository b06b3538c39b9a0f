/**
 * What one viewer may see of a Goblin Mode table. Goblin Mode has no hole
 * die: every roll, score, Boot and Hold is public, so every viewer gets the
 * same table and only `mine` and `actions` depend on who is looking. The view
 * is still built up field by field from the context, never by handing the
 * context out, so nothing added to the context later can leak through it.
 */
import type { SnapshotFrom } from 'xstate';
import type { Die } from '../engine/dice';
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
import {
  CHAMBER,
  type ChamberDie,
  type GoblinHand,
  type GoblinOptions,
  type GoblinResult,
  type HandStatus,
  type LogEntry,
  type Volley,
} from './context';
import type { GoblinMachine } from './machine';
import type { Phase } from './meta';
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

export interface SeatView extends SeatHeader {
  /** `waiting` in the lobby and between rounds. */
  status: HandStatus | 'waiting';
  score: number | null;
  rolls: { die: Die; face: number }[];
  boots: number;
  /** The stage of the seat's standing Hold, or null. */
  heldIn: ChamberDie | null;
  /** Their standing Hold came before the d8 stage: should they win, they claim half the pot. */
  cowardsTax: boolean;
  /** The table waits on this seat: its turn in the Chamber, or its flip still to come in Sudden Death's volley. */
  isTurn: boolean;
  /** This viewer's own seat, or an NPC seat the GM plays. */
  mine: boolean;
}

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

export interface HoldView {
  seat: string;
  stage: ChamberDie;
  score: number;
  brokenBy: string | null;
  brokenIn: ChamberDie | null;
}

export interface VolleyView {
  flippers: string[];
  flips: { seat: string; face: number; heads: boolean }[];
}

export interface GoblinView
  extends CommonView<'goblin', Phase, GoblinOptions, ActionView, LogEntry> {
  /** The Chamber's dice in order, and the one being rolled (null outside the Chamber). */
  stages: ChamberDie[];
  stage: ChamberDie | null;
  /** A Boot can still send someone into a later stage. */
  bootsOpen: boolean;
  seats: SeatView[];
  /** The seat to act in this stage, and the seats after it, in order. */
  turn: string | null;
  waiting: string[];
  holds: HoldView[];
  /** What the Coward's Tax warning needs: the stages it covers and whether a Hold right now falls in one. */
  cowardsTax: { taxedStages: ChamberDie[]; taxFreeFrom: ChamberDie; holdNowIsTaxed: boolean };
  suddenDeath: {
    volley: number;
    current: VolleyView;
    toFlip: string[];
    earlier: VolleyView[];
  } | null;
  result: GoblinResult | null;
}

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
  const seats: SeatView[] = ctx.seats.map((seat) =>
    seatView<SeatView>(
      ctx,
      seat,
      viewer,
      Object.assign(handView(round?.hands[seat.id]), {
        isTurn: turn === seat.id || toFlip.includes(seat.id),
        mine: isMine(ctx, viewer, seat.id),
      }),
    ),
  );
  const sd = round?.suddenDeath;
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
      seats,
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
      suddenDeath: sd
        ? {
            volley: sd.volley,
            current: volley(sd.current),
            toFlip,
            earlier: sd.earlier.map(volley),
          }
        : null,
      result: round?.result ? { ...round.result } : null,
    },
  );
}
