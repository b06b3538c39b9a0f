/**
 * What one viewer may see of a Twenty-One table. Views are built up from what
 * the viewer may know, never by deleting secrets from the context: a field
 * that is not written here cannot leak.
 */
import type * as v from 'valibot';
import type { MachineSnapshot } from 'xstate';
import type { Viewer } from '../engine/game';
import { phaseOf as enginePhase, roundStep } from '../engine/phase';
import {
  commonView,
  isMine,
  type SeatSeen,
  type Seen,
  seatView,
  type Shown,
  type ViewersOwn,
} from '../table/view';
import type { DuelRoll, Investigation, TableOptions, TwentyOneContext } from './context';
import type { Offer, TwentyOneIntent } from './moves';
import {
  dieView,
  feesSeen,
  logFor,
  ownsOrRules,
  secretsOf,
  type LogLine,
  type OwnLine,
  type SeatSecrets,
} from './sight';

export type { DieView, LogLine, OwnLine, SeatSecrets } from './sight';
import { rulesOf, type Ruleset } from './ruleset';
import type { classicRound } from './classicRound';
import { type Phase, type publicViewEntries, showingOf } from './tableMeta';
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

/**
 * What a viewer may see of a Classic round beyond what every Twenty-One table shows (Classic's sight.ts builds it), as
 * its schema writes it (classicRound.ts), with the investigations sealed to this viewer: their own (every one, for the GM).
 */
export type ClassicRoundView = Seen<
  Shown<typeof classicRound>,
  { investigations: Investigation[] }
>;

/** A ruleset's own part of a round's view, as one viewer may see it (Classic's), or nothing. */
export type RoundView = (ctx: TwentyOneContext, viewer: Viewer) => ClassicRoundView | undefined;

/** The phases a table rests in (meta.ts lists them); the transient ones (ante, opening, reveal, settle, payout) pass within one event. */
export type { Phase };

/** A Twenty-One table's public view for game `G`, as its schema (tableMeta.ts) writes it. */
type PublicView<G extends string> = Shown<
  v.ObjectSchema<ReturnType<typeof publicViewEntries<G, Phase>>, undefined>
>;

/** A seat as this viewer may see it: its dice as `sight.ts` gives them, and its secrets for its owner and the GM. */
export type SeatView = SeatSeen<
  PublicView<string>['seats'][number],
  {
    /** Present only for the seat's owner and the GM. */
    secrets: SeatSecrets | null;
  }
>;

/** An intent this viewer may send right now, ready to send, with what it costs and risks (its offer, moves/). */
export interface ActionView extends Offer {
  intent: TwentyOneIntent;
}

/** The view of a table of one ruleset's game (`G`), whose actions are that game's (`A`). */
export type TwentyOneView<G extends Ruleset['game'] = 'twenty-one', A = ActionView> = Seen<
  PublicView<G>,
  ViewersOwn<TableOptions, A, LogLine> & {
    seats: SeatView[];
    /** The log lines meant for this viewer alone: foresight, profiles, cheats, backfires. */
    private: OwnLine[];
    /** Classic's own round state, as this viewer may see it (only at a Classic table). */
    classic?: ClassicRoundView;
  }
>;

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
