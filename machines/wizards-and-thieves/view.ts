/**
 * What one viewer may see of a Wizards and Thieves table. Nothing in the game
 * is secret: every roll, stack and declaration is public, so every viewer gets
 * the same table and only `mine` and `actions` depend on who is looking. The
 * view is still built up field by field from the context, never by handing the
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
  type SeatSeen,
  seatView,
  type Shown,
} from '../table/view';
import { coinsOf, openersToGo, seatToAct } from './board';
import type {
  LogEntry,
  Opening,
  Outcome,
  Stakes,
  Turn,
  WizardsContext,
  WizardsOptions,
} from './context';
import type { WizardsMachine } from './machine';
import type { meta, Phase } from './meta';
import type { WizardsIntent } from './moves';
import { POT_SHARE } from './rules';
import { playedForLine, STAKES } from './stakes';

export type WizardsSnapshot = SnapshotFrom<WizardsMachine>;

/** The phases a table rests in (meta.ts lists them); bring, settleOpening and payout pass within one event. */
export type { Phase };

type PublicView = Shown<(typeof meta)['publicView']>;

/** A seat, as everyone sees it (meta.ts), and whether it is this viewer's. */
export type SeatView = SeatSeen<PublicView['seats'][number]>;

export type TurnView = NonNullable<PublicView['last']>;
export type DieView = TurnView['dice'][number];
export type OpeningView = NonNullable<PublicView['opening']>;
export type OpeningRollView = OpeningView['rolls'][number];
export type StakesView = NonNullable<PublicView['stakes']>;

/** An intent this viewer may send right now, ready to send. */
export interface ActionView {
  intent: WizardsIntent;
  /** Declaring: the exact chance (0–1) of each way the roll can turn out. */
  outcomes?: Partial<Record<Outcome, number>>;
}

/** Every viewer sees the same table: only `mine` and `actions` depend on who is looking. */
export type WizardsView = GameView<
  (typeof meta)['publicView'],
  WizardsOptions,
  ActionView,
  LogEntry,
  { seats: SeatView[] }
>;

/** The phase the chart's active state names in its `meta`. */
export const phaseOf = (snapshot: WizardsSnapshot): Phase => enginePhase(snapshot).phase as Phase;

/** The seats the table waits on: the opening's rollers still to roll, or the active player. */
export function waitingOn(snapshot: WizardsSnapshot): string[] {
  const phase = phaseOf(snapshot);
  if (phase === 'opening') return openersToGo(snapshot.context);
  const active = phase === 'play' ? seatToAct(snapshot.context) : null;
  return active ? [active] : [];
}

const rollView = (r: OpeningRollView): OpeningRollView => ({
  seat: r.seat,
  dice: [...r.dice],
  total: r.total,
});

function statusOf(ctx: WizardsContext, seat: string): SeatView['status'] {
  const coins = coinsOf(ctx, seat);
  if (coins === null) return 'waiting';
  return coins > 0 ? 'in' : 'out';
}

const stakesView = (stakes: Stakes): StakesView => ({
  tier: stakes.tier,
  name: STAKES[stakes.tier].name,
  roll: stakes.roll,
  playedFor: stakes.playedFor,
  line: playedForLine(stakes.playedFor),
});

const openingView = (ctx: WizardsContext, opening: Opening): OpeningView => ({
  volley: opening.volley,
  contenders: [...opening.contenders],
  toRoll: openersToGo(ctx),
  rolls: opening.rolls.map(rollView),
  earlier: opening.earlier.map((v) => v.map(rollView)),
});

/** The last roll of the game, copied field by field. */
const turnView = (last: Turn): TurnView => ({
  seat: last.seat,
  call: last.call,
  dice: last.reading.dice.map((d) => ({
    face: d.face,
    kind: d.kind,
    cancelled: d.cancelled,
    counted: d.counted,
  })),
  majority: last.reading.majority,
  triple: last.reading.triple,
  amount: last.reading.amount,
  outcome: last.outcome,
  moves: last.moves.map((m) => ({ seat: m.seat, amount: m.amount, to: m.to })),
  wentOut: [...last.wentOut],
  again: last.again,
});

export function viewTable(
  snapshot: WizardsSnapshot,
  viewer: Viewer,
  actions: () => ActionView[],
): WizardsView {
  const ctx = snapshot.context;
  const round = ctx.round;
  const waiting = waitingOn(snapshot);
  const phase = phaseOf(snapshot);
  const { coins, stakes } = ctx.options;
  return Object.assign(
    commonView<'wizards-and-thieves', Phase, WizardsOptions, ActionView, LogEntry>({
      game: 'wizards-and-thieves',
      ctx,
      viewer,
      phase,
      options: Object.assign(baseOptionsView(ctx.options), { coins, stakes }),
      actions,
    }),
    {
      potShare: POT_SHARE,
      stakes: round?.stakes ? stakesView(round.stakes) : null,
      seats: ctx.seats.map((seat) =>
        seatView<SeatView>(ctx, seat, viewer, {
          status: statusOf(ctx, seat.id),
          coins: coinsOf(ctx, seat.id),
          brought: round?.brought[seat.id] ?? null,
          isTurn: waiting.includes(seat.id),
          mine: isMine(ctx, viewer, seat.id),
        }),
      ),
      turn: phase === 'play' ? seatToAct(ctx) : null,
      waiting,
      streak: round?.streak ?? 0,
      opening: round ? openingView(ctx, round.opening) : null,
      last: round?.last ? turnView(round.last) : null,
      result: round?.result
        ? { ending: round.result.ending, winners: [...round.result.winners] }
        : null,
    },
  );
}
