/**
 * A viewer's moves, surveyed from a game's declarations: each candidate its
 * offers propose, kept when its check passes (and the chart takes it), and,
 * for a view, each move of the phase the viewer may not make, with why. The
 * same survey lists a viewer's moves by family (one offer of one seat, or one
 * of the GM's buttons), each family's candidates checked only when asked: a
 * driver that picks a family first checks one family, not every candidate.
 */
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { sameReason, type Reason } from './reason';
import {
  acceptedEvents,
  legalDecides,
  perRestingState,
  type AnyDeclaration,
  type Candidate,
  type Controller,
  type MoveFamily,
  type Offered,
  type Intent,
  type Stamp,
  type Viewer,
} from './game';

/** A move this viewer could make in this phase but may not now, and why not (the panel says the move in its words). */
export interface Unavailable {
  /**
   * The intent it would be (its type, and the NPC seat it acts for); for one of several candidates, that candidate;
   * for every candidate of a move refused for one reason, the type alone (and the NPC seat).
   */
  intent: Intent;
  reason: Reason;
}

export type { Candidate, MoveFamily } from './game';

/** A candidate whose check passed: its intent, and what it costs or risks when asked. */
export type Passed = { intent: Intent; describe: () => Offered };
type Refused = Unavailable;
/** A candidate's dice: the survey never draws any. */
const NO_DICE = Object.freeze({});
type Check = NonNullable<AnyDeclaration['check']>;
type SeatOffering = Extract<NonNullable<AnyDeclaration['offer']>, { seat: unknown }>;
/** An offer the resting state takes, with what is asked of its candidates (`check`) and whether the chart then takes them (`decides`). */
type Offer = { type: string; d: AnyDeclaration; check: Check | undefined; decides: boolean };
type SeatOffer = Offer & { offer: SeatOffering };
/** A GM's button: an offer with nothing to describe. */
type GmOffer = Offer & { describe: () => Offered };
const NOTHING = Object.freeze({});
/** What a move offers beside its intent when it costs and risks nothing of its own: one frozen object, not one a candidate. */
export const nothing = (): Offered => NOTHING;
type Seat = { id: string; name: string; controller: Controller };

/** What one survey asks about: the snapshot, the viewer (`by`), whether to say why not, and what it found so far. */
type Survey = {
  ctx: unknown;
  any: AnyMachineSnapshot;
  by: string;
  explain: boolean;
  passed: Passed[];
  unavailable: Unavailable[];
};

/** What `refusalOf` answers when the check passed and the chart alone says no: nothing a player can act on. */
const CHART = Symbol('the chart says no');

/**
 * Why a candidate may not be sent (its check's reason, or CHART), or null when it may. `check` is what is left to ask
 * of it (the whole check, or its rest when its seat is ready); `decides`, whether the chart takes it once that passes.
 */
function refusalOf(
  ctx: unknown,
  any: AnyMachineSnapshot,
  by: string,
  seat: string | undefined,
  intent: Intent,
  check: Check | undefined,
  decides: boolean,
): Reason | typeof CHART | null {
  // Nothing left to ask (an exact offer's candidate): no event to build.
  if (check === undefined && decides) return null;
  // Assigned onto a new object (see the engine's send): faster than a spread literal over candidates of many shapes.
  const event: Intent & Stamp = Object.assign({}, intent, {
    by,
    seat: seat ?? intent.seat,
    at: 0,
    dice: NO_DICE,
  });
  const reason = check?.(ctx, event) ?? null;
  if (reason !== null) return reason;
  // Its check passed: the chart has the last word only where a guard other than `legal` could still say no.
  return decides || any.can(event) ? null : CHART;
}

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

const byOf = (viewer: Viewer): string => (viewer.role === 'player' ? viewer.id : 'gm');
const surveyOf = (snapshot: AnyMachineSnapshot, viewer: Viewer, explain: boolean): Survey => ({
  ctx: snapshot.context,
  any: snapshot,
  by: byOf(viewer),
  explain,
  passed: [],
  unavailable: [],
});

/** The survey of a game's declarations, given how its seats are read from a snapshot. */
export function surveyor(
  intents: Readonly<Record<string, AnyDeclaration>>,
  seatsOf: (snapshot: AnyMachineSnapshot) => readonly Seat[],
) {
  const types = Object.keys(intents);

  /**
   * The offers the resting state takes, in declaration order: a seat's (`seat`), then the GM's own and the table's
   * (`gm`). They depend on the chart's state alone, so they are listed once per resting state, not per survey.
   */
  const offersByLeaf = new WeakMap<AnyStateNode, { seat: SeatOffer[]; gm: GmOffer[] }>();
  const offersNow = (snapshot: AnyMachineSnapshot) =>
    perRestingState(offersByLeaf, snapshot, () => {
      const accepted = acceptedEvents(snapshot);
      const taken = types.filter((t) => intents[t]!.offer && accepted.has(t));
      const offer = (type: string, check: Check | undefined): Offer => ({
        type,
        d: intents[type]!,
        check,
        decides: legalDecides(snapshot, type),
      });
      const seat = taken.flatMap((t) => {
        const d = intents[t]!;
        // A seat whose `ready` passed is asked only the rest of the check; an exact offer's candidates, nothing.
        if (!('seat' in d.offer!)) return [];
        return [
          {
            ...offer(
              t,
              d.offer.exact ? undefined : d.ready && d.afterReady ? d.afterReady : d.check,
            ),
            offer: d.offer,
          },
        ];
      });
      const gm = (table: boolean) =>
        taken.flatMap((t) => {
          const o = intents[t]!.offer!;
          return 'gm' in o && Boolean(o.table) === table
            ? [{ ...offer(t, intents[t]!.check), describe: nothing }]
            : [];
        });
      return { seat, gm: [...gm(false), ...gm(true)] };
    });

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
    const s = surveyOf(snapshot, viewer, explain);
    const { passed, unavailable } = s;
    const offers = offersNow(snapshot);
    const seats = seatsOf(snapshot);
    if (viewer.role === 'player') {
      if (seats.some((seat) => seat.id === viewer.id)) surveySeat(s, offers.seat, viewer.id, false);
      return { passed, unavailable };
    }
    for (const seat of seats)
      if (seat.controller === 'gm') surveySeat(s, offers.seat, seat.id, true);
    for (const { type, describe, check, decides } of offers.gm) {
      const r = propose(s, undefined, { type }, describe, check, decides);
      if (r) unavailable.push(r);
    }
    return { passed, unavailable };
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
    seat: string,
    npc: boolean,
  ): void {
    const { passed, unavailable } = s;
    const before = passed.length;
    let refused: Refused[] | undefined;
    offer.seat(s.ctx, seat, (intent: Intent, describe: () => Offered) => {
      const own = intent.type === type; // an offer proposes its own type; another is asked whole
      const r = propose(
        s,
        seat,
        npc ? { ...intent, seat } : intent,
        describe,
        own ? check : intents[intent.type]?.check,
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

  /**
   * The viewer's moves by family, in the order `survey` lists them (so their moves, one family after another, are
   * its `passed`): a seat's offers whose `ready` passed, each checking its candidates when first asked; for the GM,
   * each NPC seat's, then each of the GM's buttons.
   */
  function families(snapshot: AnyMachineSnapshot, viewer: Viewer): MoveFamily[] {
    const offers = offersNow(snapshot);
    const seats = seatsOf(snapshot);
    const found: MoveFamily[] = [];
    if (viewer.role === 'player') {
      if (seats.some((seat) => seat.id === viewer.id))
        familiesOfSeat(found, snapshot, viewer, offers.seat, viewer.id, false);
      return found;
    }
    for (const seat of seats)
      if (seat.controller === 'gm')
        familiesOfSeat(found, snapshot, viewer, offers.seat, seat.id, true);
    for (const button of offers.gm)
      found.push(new Family(snapshot, viewer, button, undefined, false));
    return found;
  }

  function familiesOfSeat(
    found: MoveFamily[],
    snapshot: AnyMachineSnapshot,
    viewer: Viewer,
    offers: readonly SeatOffer[],
    seat: string,
    npc: boolean,
  ) {
    for (const o of offers)
      if (!(npc && o.offer.players) && !o.d.ready?.(snapshot.context, seat))
        found.push(new Family(snapshot, viewer, o, seat, npc));
  }

  /** One family: its candidates listed on the first `candidates()` or `moves()`, then kept (a class, so a survey makes no closures). */
  class Family implements MoveFamily {
    readonly type: string;
    readonly seat?: string;
    readonly by: string;
    #candidates: FamilyCandidate[] | undefined;
    #moves: Intent[] | undefined;
    constructor(
      readonly snapshot: AnyMachineSnapshot,
      viewer: Viewer,
      private readonly offer: SeatOffer | GmOffer,
      /** The seat whose offer it is (none for a GM's button). */
      readonly of: string | undefined,
      private readonly npc: boolean,
    ) {
      this.type = offer.type;
      this.by = byOf(viewer);
      if (npc) this.seat = of;
    }
    candidates(): readonly Candidate[] {
      if (this.#candidates) return this.#candidates;
      const found: FamilyCandidate[] = [];
      const o = this.offer;
      if ('offer' in o) {
        const { of: seat, npc } = this;
        o.offer.seat(this.snapshot.context, seat!, (intent: Intent, describe: () => Offered) => {
          const type = intent.type;
          const own = type === o.type; // an offer proposes its own type; another is asked whole
          const check = own ? o.check : intents[type]?.check;
          found.push(
            new FamilyCandidate(
              this,
              npc ? { ...intent, seat } : intent,
              type,
              describe,
              check,
              own ? o.decides : legalDecides(this.snapshot, type),
            ),
          );
        });
      } else
        found.push(
          new FamilyCandidate(this, { type: o.type }, o.type, o.describe, o.check, o.decides),
        );
      this.#candidates = found;
      return found;
    }
    moves(): readonly Intent[] {
      if (this.#moves) return this.#moves;
      const moves: Intent[] = [];
      for (const c of this.candidates()) if (c.legal()) moves.push(c.intent);
      this.#moves = moves;
      return moves;
    }
  }

  class FamilyCandidate implements Candidate {
    #legal: boolean | undefined;
    constructor(
      private readonly family: Family,
      readonly intent: Intent,
      readonly type: string,
      readonly describe: () => Offered,
      private readonly check: Check | undefined,
      private readonly decides: boolean,
    ) {}
    legal(): boolean {
      const f = this.family;
      this.#legal ??=
        refusalOf(
          f.snapshot.context,
          f.snapshot,
          f.by,
          f.of,
          this.intent,
          this.check,
          this.decides,
        ) === null;
      return this.#legal;
    }
  }

  return { survey, families };
}
