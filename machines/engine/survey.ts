/**
 * A viewer's moves, surveyed from a game's declarations: each candidate its
 * offers propose, kept when its check passes (and the chart takes it), and,
 * for a view, each move of the phase the viewer may not make, with why. The
 * same survey lists a viewer's moves by family (one offer of one seat, or one
 * of the GM's buttons), each family's candidates checked only when asked: a
 * driver that picks a family first checks one family, not every candidate.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { sameReason } from './reason';
import { legalDecides, type AnyDeclaration, type Offered, type Intent, type Viewer } from './game';
import { familyLister } from './moveFamilies';
import {
  byOf,
  CHART,
  offerLister,
  refusalOf,
  type Check,
  type Passed,
  type Seat,
  type SeatOffer,
  type Unavailable,
} from './surveyOffers';

export type { Candidate, MoveFamily } from './game';
export { nothing, passedIn, type Passed, type Unavailable } from './surveyOffers';

type Refused = Unavailable;
type Intents = Readonly<Record<string, AnyDeclaration>>;

/** What one survey asks about: the snapshot, the viewer (`by`), whether to say why not, and what it found so far. */
type Survey = {
  intents: Intents;
  ctx: unknown;
  any: AnyMachineSnapshot;
  by: string;
  explain: boolean;
  passed: Passed[];
  unavailable: Unavailable[];
};

/**
 * Keeps the candidate, or returns why not (null when the chart alone says no). Written at module level, not per
 * survey: a survey makes no closures of its own.
 */
function propose(
  s: Survey,
  seat: string | undefined,
  intent: Intent,
  describe: () => Offered,
  check: Check | undefined,
  decides: boolean,
): Refused | null {
  const reason = refusalOf(s.ctx, s.any, s.by, seat, intent, check, decides);
  if (reason === null) s.passed.push({ intent, describe });
  else if (reason !== CHART && s.explain) return { intent, reason };
  return null;
}

const surveyOf = (
  intents: Intents,
  snapshot: AnyMachineSnapshot,
  viewer: Viewer,
  explain: boolean,
): Survey => ({
  intents,
  ctx: snapshot.context,
  any: snapshot,
  by: byOf(viewer),
  explain,
  passed: [],
  unavailable: [],
});

/** The survey of a game's declarations, given how its seats are read from a snapshot. */
export function surveyor(
  intents: Intents,
  seatsOf: (snapshot: AnyMachineSnapshot) => readonly Seat[],
) {
  const offersNow = offerLister(intents);

  /**
   * What this viewer may send now (`passed`: each candidate whose check passed, with how to describe it) and, when
   * `explain`, each move of this phase they may not, with the reason its check gives: the machine's guard and the
   * panel's greyed-out button read the same reason.
   */
  function survey(
    snapshot: AnyMachineSnapshot,
    viewer: Viewer,
    explain: boolean,
  ): { passed: Passed[]; unavailable: Unavailable[] } {
    const s = surveyOf(intents, snapshot, viewer, explain);
    const { passed, unavailable } = s;
    const offers = offersNow(snapshot);
    const seats = seatsOf(snapshot);
    if (viewer.role === 'player') {
      if (seats.some((seat) => seat.id === viewer.id)) surveySeat(s, offers.seat, viewer.id, false);
      return { passed, unavailable };
    }
    for (const seat of seats)
      if (seat.controller === 'gm') surveySeat(s, offers.seat, seat.id, true);
    for (const o of offers.gm) {
      if ('offer' in o) {
        surveyCandidates(s, o, undefined, false);
        continue;
      }
      const r = propose(s, undefined, { type: o.type }, o.describe, o.check, o.decides);
      if (r) unavailable.push(r);
    }
    return { passed, unavailable };
  }

  return { survey, families: familyLister(intents, offersNow, seatsOf) };
}

/** One seat's offers (an NPC's, its seat named in each intent, when the GM surveys). */
function surveySeat(s: Survey, offers: readonly SeatOffer[], seat: string, npc: boolean): void {
  for (const o of offers) {
    if (npc && o.offer.players) continue;
    const ready = o.d.ready?.(s.ctx, seat);
    if (!ready) surveyCandidates(s, o, seat, npc);
    else if (s.explain)
      s.unavailable.push({
        intent: npc ? { type: o.type, seat } : { type: o.type },
        reason: ready,
      });
  }
}

/** The candidates of one offer of a seat whose `ready` passed. */
function surveyCandidates(
  s: Survey,
  { type, check, decides, offer }: SeatOffer,
  seat: string | undefined,
  npc: boolean,
): void {
  const { passed, unavailable } = s;
  const before = passed.length;
  let refused: Refused[] | undefined;
  offer.seat(s.ctx, seat!, (intent: Intent, describe: () => Offered) => {
    const own = intent.type === type; // an offer proposes its own type; another is asked whole
    const r = propose(
      s,
      seat,
      npc ? { ...intent, seat } : intent,
      describe,
      own ? check : s.intents[intent.type]?.check,
      own ? decides : legalDecides(s.any, intent.type),
    );
    if (r) {
      refused ??= [];
      refused.push(r);
    }
  });
  if (!refused) return;
  // Every candidate refused for one reason: one line for the move ("Buy a die: it is not your turn"), not one per die.
  const reason = refused[0]!.reason;
  const one = passed.length === before && refused.every((r) => sameReason(r.reason, reason));
  if (one && refused.length > 1)
    unavailable.push({ intent: npc ? { type, seat } : { type }, reason });
  else unavailable.push(...refused);
}
