/**
 * What one viewer may see of a Twenty-One table. Views are built up from what
 * the viewer may know, never by deleting secrets from the context: a field
 * that is not written here cannot leak.
 */
import type { MachineSnapshot } from 'xstate';
import type { Viewer } from '../engine/game';
import { phaseOf as enginePhase, roundStep } from '../engine/phase';
import { type CommonView, commonView, isMine, type SeatHeader, seatView } from '../table/view';
import type {
  DuelContest,
  DuelRoll,
  Investigation,
  RoundResult,
  SeatStatus,
  SideBet,
  TableOptions,
  TwentyOneContext,
} from './context';
import type { Offer, TwentyOneIntent } from './moves';
import {
  dieView,
  feesSeen,
  logFor,
  ownsOrRules,
  secretsOf,
  type DieView,
  type LogLine,
  type OwnLine,
  type SeatSecrets,
} from './sight';

export type { DieView, LogLine, OwnLine, SeatSecrets } from './sight';
import { rulesOf, type Ruleset } from './ruleset';
import { showingOf, type Phase } from './tableMeta';
import { duelistsToRoll } from './duel';
import { handTotal, pendingRetaliation, seatAwaited, seatToAct, sideBetsOpen } from './rules';

/** A snapshot of either ruleset's chart (each builds its own): what its views, waits and deadlines read. */
// biome-ignore lint/suspicious/noExplicitAny: each ruleset's chart has its own events, states and tags.
type ChartsOwn = any;
export type TwentyOneSnapshot = MachineSnapshot<
  TwentyOneContext,
  ChartsOwn,
  ChartsOwn,
  ChartsOwn,
  ChartsOwn,
  ChartsOwn,
  ChartsOwn,
  ChartsOwn
>;

/** What a viewer may see of a Classic round beyond what every Twenty-One table shows (Classic's sight.ts builds it). */
export interface ClassicRoundView {
  /** The seat rolling its opener now, while the opener lasts. */
  opening: string | null;
  /** A Goad's loser, whom the table waits on to pay the ante and hit. */
  forcedHit: string | null;
  contest: DuelContest | null;
  /** The investigations sealed to this viewer: their own (every one, for the GM). */
  investigations: Investigation[];
}

/** A ruleset's own part of a round's view, as one viewer may see it (Classic's), or nothing. */
export type RoundView = (ctx: TwentyOneContext, viewer: Viewer) => ClassicRoundView | undefined;

/** The phases a table rests in (meta.ts lists them); the transient ones (ante, opening, reveal, settle, payout) pass within one event. */
export type { Phase };

export interface SeatView extends SeatHeader {
  /** `waiting` in the lobby and between rounds. */
  status: SeatStatus | 'waiting';
  dice: DieView[];
  /** The sum of the dice this viewer can count. */
  showing: number;
  /** The whole total, when this viewer may know it (their own, the GM, after the reveal). */
  total: number | null;
  /** Cleaning fees owed this round, when this viewer may know them. */
  fees: number | null;
  /** The table waits on this seat: its turn, or its choice of a die to re-roll after a failed bump. */
  isTurn: boolean;
  /** This viewer's own seat, or an NPC seat the GM plays. */
  mine: boolean;
  /** Failed a CON save: disadvantage on checks, no more drinks. */
  sloppy: boolean;
  drinks: number;
  /** Owes the seat named here a re-roll of one of its dice (a failed bump). */
  owesRetaliation: string | null;
  accused: boolean;
  /** Present only for the seat's owner and the GM. */
  secrets: SeatSecrets | null;
}

/** An intent this viewer may send right now, ready to send, with what it costs and risks (its offer, moves/). */
export interface ActionView extends Offer {
  intent: TwentyOneIntent;
}

/** The view of a table of one ruleset's game (`G`), whose actions are that game's (`A`). */
export interface TwentyOneView<G extends Ruleset['game'] = 'twenty-one', A = ActionView>
  extends CommonView<G, Phase, TableOptions, A, LogLine> {
  seats: SeatView[];
  /** Seat ids in betting order (empty outside a round). */
  order: string[];
  turn: string | null;
  lap: number | null;
  cutter: string | null;
  staredownEndsAt: number | null;
  /** When the host re-rolls one of a failed bumper's dice at random, unless the target chooses first. */
  retaliationEndsAt: number | null;
  /** The seat deciding whether to cheat the die it just rolled. */
  deciding: string | null;
  sideBets: SideBet[];
  sideBetsOpen: boolean;
  /** The duel: this lap's rolls so far, and the tied laps before it. */
  duel: { lap: number; duelists: string[]; rolls: DuelRoll[]; earlier: DuelRoll[][] } | null;
  result: RoundResult | null;
  /** The log lines meant for this viewer alone: foresight, profiles, cheats, backfires. */
  private: OwnLine[];
  /** Classic's own round state, as this viewer may see it (only at a Classic table). */
  classic?: ClassicRoundView;
}

/** The phase the chart's active state names in its `meta`. */
export const phaseOf = (snapshot: TwentyOneSnapshot): Phase => enginePhase(snapshot).phase as Phase;

const copyRoll = (r: DuelRoll): DuelRoll => ({
  seat: r.seat,
  d20: r.d20,
  d4s: [...r.d4s],
  ...(r.hits === undefined ? {} : { hits: r.hits }),
  total: r.total,
  // Classic's duel adds the contest's stat: the roll says by how much.
  ...(r.modifier === undefined ? {} : { modifier: r.modifier }),
});

/** The seats the table waits on: a seat the table waits on is told it is its turn. */
export function seatsAwaited(snapshot: TwentyOneSnapshot): string[] {
  const round = snapshot.context.round;
  if (!round) return [];
  const step = roundStep(snapshot);
  if (step === 'cut') return round.cutter ? [round.cutter] : [];
  if (step === 'opener') return [round.rolled?.seat ?? round.classic!.toOpen[0]!];
  if (step === 'duel') return duelistsToRoll(snapshot.context);
  if (step !== 'betting') return [];
  const toAct = round.rolled?.seat ?? seatAwaited(snapshot.context);
  // Standard: the target of a failed bump may retaliate while the table plays on.
  const avenger = pendingRetaliation(snapshot.context)?.avenger;
  return [...new Set([toAct, avenger].filter((id): id is string => Boolean(id)))];
}

/** Every seat as this viewer may see it. */
function seatsFor(snapshot: TwentyOneSnapshot, viewer: Viewer): SeatView[] {
  const ctx = snapshot.context;
  const round = ctx.round;
  // Every seat the table waits on is that player's turn (their badge, their notification): the one to act, the
  // Cut's taker, the next opener, every duelist yet to roll, and the target of a failed bump who may retaliate.
  const waiting = seatsAwaited(snapshot);
  return ctx.seats.map((seat) => {
    const hand = round?.hands[seat.id];
    const dice = hand ? hand.dice.map((_, i) => dieView(ctx, viewer, seat.id, hand, i)) : [];
    const knowsAll = dice.every((d) => d.counts !== null);
    return seatView<SeatView>(ctx, seat, viewer, {
      status: hand?.status ?? 'waiting',
      dice,
      showing: showingOf(dice),
      total: hand && knowsAll ? handTotal(hand.dice) : null,
      fees: hand ? feesSeen(ctx, viewer, seat.id, hand) : null,
      isTurn: waiting.includes(seat.id),
      mine: isMine(ctx, viewer, seat.id),
      sloppy: hand?.sloppy ?? false,
      drinks: hand?.drinks ?? 0,
      owesRetaliation: hand?.owesRetaliation ?? null,
      accused: hand?.accused ?? false,
      secrets: ownsOrRules(viewer, seat.id) ? secretsOf(ctx, seat.id, hand) : null,
    });
  });
}

/** A viewer's view of the table; a round's own part by `roundView`, which the ruleset's game gives (Classic's). */
export function viewTable<A>(
  snapshot: TwentyOneSnapshot,
  viewer: Viewer,
  actions: () => A[],
  roundView?: RoundView,
): TwentyOneView<Ruleset['game'], A> {
  const ctx = snapshot.context;
  const round = ctx.round;
  const turn = seatToAct(ctx);
  const seats = seatsFor(snapshot, viewer);
  const duel = round?.duel;
  const lines = logFor(ctx, viewer);
  return Object.assign(
    commonView({
      game: rulesOf(ctx).game,
      ctx,
      viewer,
      phase: phaseOf(snapshot),
      // A table saved before Classic's once-a-round option lacks it: off.
      options: Object.assign({}, ctx.options, {
        goadBumpOnceARound: ctx.options.goadBumpOnceARound === true,
        duelD4PerHit: ctx.options.duelD4PerHit === true,
      }),
      actions,
      log: lines.log,
    }),
    {
      seats,
      order: round ? [...round.order] : [],
      turn,
      lap: round ? round.lap : null,
      cutter: round?.cutter ?? null,
      deciding: round?.rolled?.seat ?? null,
      sideBets: (round?.sideBets ?? []).map((b) => ({ ...b })),
      sideBetsOpen: Boolean(round && phaseOf(snapshot) === 'betting' && sideBetsOpen(round)),
      staredownEndsAt: round?.staredownEndsAt ?? null,
      retaliationEndsAt: round?.retaliationEndsAt ?? null,
      duel: duel
        ? {
            lap: duel.lap,
            duelists: [...duel.duelists],
            rolls: duel.rolls.map(copyRoll),
            earlier: duel.earlier.map((lap) => lap.map(copyRoll)),
          }
        : null,
      result: round?.result ? { ...round.result, feesPaid: { ...round.result.feesPaid } } : null,
      private: lines.private,
      ...(round?.classic && roundView ? { classic: roundView(ctx, viewer) } : {}),
    },
  );
}
