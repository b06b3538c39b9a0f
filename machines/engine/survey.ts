/**
 * A viewer's moves, surveyed from a game's declarations: each candidate its
 * offers propose, kept when its check passes (and the chart takes it), and,
 * for a view, each move of the phase the viewer may not make, with why. The
 * same survey lists a viewer's moves by family (one offer of one seat, or one
 * of the GM's buttons), each family's candidates checked only when asked: a
 * driver that picks a family first checks one family, not every candidate.
 */
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import type { AnyDeclaration, Offered } from './define';
import { acceptedEvents, legalDecides, perRestingState, type Controller, type Intent, type Stamp, type Viewer } from './game';

/** A move this viewer could make in this phase but may not now: its label and why not. */
export interface Unavailable {
  /** The intent it would be (its type, and the NPC seat it acts for); for one of several candidates, that candidate. */
  intent: Intent;
  label: string;
  reason: string;
}

/** One kind of move a viewer may make now: its type, and its candidates that pass, checked when first asked. */
export interface MoveFamily {
  type: string;
  /** The NPC seat it acts for, when the GM plays one. */
  seat?: string;
  moves(): readonly Intent[];
}

/** A candidate whose check passed: its intent, and its words (with the NPC's name before them) when asked. */
export type Passed = { intent: Intent; describe: () => Offered; who: string };
type Refused = Unavailable;
/** A candidate's dice: the survey never draws any. */
const NO_DICE = Object.freeze({});
type Check = NonNullable<AnyDeclaration['check']>;
type SeatOffering = Extract<NonNullable<AnyDeclaration['offer']>, { seat: unknown }>;
/** An offer the resting state takes, with what is asked of its candidates (`check`) and whether the chart then takes them (`decides`). */
type Offer = { type: string; d: AnyDeclaration; check: Check | undefined; decides: boolean };
type SeatOffer = Offer & { offer: SeatOffering };
type Seat = { id: string; name: string; controller: Controller };

/** What one survey asks about: the snapshot, the viewer (`by`), whether to say why not, and what it found so far. */
type Survey = { ctx: unknown; any: AnyMachineSnapshot; by: string; explain: boolean; passed: Passed[]; unavailable: Unavailable[] };

/**
 * Keeps the candidate, or returns why not (null when the chart alone says no: nothing a player can act on).
 * `check` is what is left to ask of it (the whole check, or its rest when its seat is ready); `decides`, whether
 * the chart takes it once that passes. Written at module level, not per survey: a survey makes no closures of its own.
 */
function propose(s: Survey, seat: string | undefined, intent: Intent, describe: () => Offered, who: string, check: Check | undefined, decides: boolean): Refused | null {
  // Assigned onto a new object (see the engine's send): faster than a spread literal over candidates of many shapes.
  const event: Intent & Stamp = Object.assign({}, intent, { by: s.by, seat: seat ?? intent.seat, at: 0, dice: NO_DICE });
  const reason = check?.(s.ctx, event) ?? null;
  if (reason !== null) return s.explain ? { intent, label: who + describe().label, reason } : null;
  // Its check passed: the chart has the last word only where a guard other than `legal` could still say no.
  if (!decides && !s.any.can(event)) return null;
  s.passed.push({ intent, describe, who });
  return null;
}

const capitalised = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);
const surveyOf = (snapshot: AnyMachineSnapshot, viewer: Viewer, explain: boolean): Survey => ({
  ctx: snapshot.context,
  any: snapshot,
  by: viewer.role === 'player' ? viewer.id : 'gm',
  explain,
  passed: [],
  unavailable: [],
});

/** The survey of a game's declarations, given how its seats are read from a snapshot. */
export function surveyor(intents: Readonly<Record<string, AnyDeclaration>>, seatsOf: (snapshot: AnyMachineSnapshot) => readonly Seat[]) {
  const types = Object.keys(intents);

  /**
   * The offers the resting state takes, in declaration order: a seat's (`seat`), then the GM's own and the table's
   * (`gm`). They depend on the chart's state alone, so they are listed once per resting state, not per survey.
   */
  const offersByLeaf = new WeakMap<AnyStateNode, { seat: SeatOffer[]; gm: (Offer & { label: string })[] }>();
  const offersNow = (snapshot: AnyMachineSnapshot) =>
    perRestingState(offersByLeaf, snapshot, () => {
      const accepted = acceptedEvents(snapshot);
      const taken = types.filter((t) => intents[t]!.offer && accepted.has(t));
      const offer = (type: string, check: Check | undefined): Offer => ({ type, d: intents[type]!, check, decides: legalDecides(snapshot, type) });
      const seat = taken.flatMap((t) => {
        const d = intents[t]!;
        // A seat whose `ready` passed is asked only the rest of the check.
        return 'seat' in d.offer! ? [{ ...offer(t, d.ready && d.afterReady ? d.afterReady : d.check), offer: d.offer }] : [];
      });
      const gm = (table: boolean) =>
        taken.flatMap((t) => {
          const o = intents[t]!.offer!;
          return 'gm' in o && Boolean(o.table) === table ? [{ ...offer(t, intents[t]!.check), label: o.gm }] : [];
        });
      return { seat, gm: [...gm(false), ...gm(true)] };
    });

  /**
   * What this viewer may send now (`passed`: each candidate whose check passed, with how to describe it) and, when
   * `explain`, each move of this phase they may not, with the reason its check gives: the machine's guard and the
   * panel's greyed-out button read the same words.
   */
  function survey(snapshot: AnyMachineSnapshot, viewer: Viewer, explain: boolean): { passed: Passed[]; unavailable: Unavailable[] } {
    const s = surveyOf(snapshot, viewer, explain);
    const { passed, unavailable } = s;
    const offers = offersNow(snapshot);
    const seats = seatsOf(snapshot);
    if (viewer.role === 'player') {
      if (seats.some((seat) => seat.id === viewer.id)) surveySeat(s, offers.seat, viewer.id, null);
      return { passed, unavailable };
    }
    for (const seat of seats) if (seat.controller === 'gm') surveySeat(s, offers.seat, seat.id, seat.name);
    for (const { type, label, check, decides } of offers.gm) {
      const r = propose(s, undefined, { type }, () => ({ label }), '', check, decides);
      if (r) unavailable.push(r);
    }
    return { passed, unavailable };
  }

  /** One seat's offers (an NPC's, named, when the GM surveys). */
  function surveySeat(s: Survey, offers: readonly SeatOffer[], seat: string, npc: string | null): void {
    for (const o of offers) {
      if (npc !== null && o.offer.players) continue;
      const ready = o.d.ready?.(s.ctx, seat);
      if (!ready) surveyCandidates(s, o, seat, npc);
      else if (s.explain) s.unavailable.push({ intent: { type: o.type, ...(npc === null ? {} : { seat }) }, label: whoIs(npc) + capitalised(o.d.label), reason: ready });
    }
  }

  const whoIs = (npc: string | null) => (npc === null ? '' : `${npc}: `);

  /** The candidates of one offer of a seat whose `ready` passed. */
  function surveyCandidates(s: Survey, { type, d, check, decides, offer }: SeatOffer, seat: string, npc: string | null): void {
    const { passed, unavailable } = s;
    const who = whoIs(npc);
    const before = passed.length;
    let refused: Refused[] | undefined;
    offer.seat(s.ctx, seat, (intent: Intent, describe: () => Offered) => {
      const own = intent.type === type; // an offer proposes its own type; another is asked whole
      const r = propose(s, seat, npc === null ? intent : { ...intent, seat }, describe, who, own ? check : intents[intent.type]?.check, own ? decides : legalDecides(s.any, intent.type));
      if (r) (refused ??= []).push(r);
    });
    if (!refused) return;
    // Every candidate refused for one reason: one line for the move ("Buy a die: it is not your turn"), not one per die.
    const reason = refused[0]!.reason;
    const one = passed.length === before && refused.every((r) => r.reason === reason);
    if (one && refused.length > 1) unavailable.push({ intent: { type, ...(npc === null ? {} : { seat }) }, label: who + capitalised(d.label), reason });
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
      if (seats.some((seat) => seat.id === viewer.id)) familiesOfSeat(found, snapshot, viewer, offers.seat, viewer.id, null);
      return found;
    }
    for (const seat of seats) if (seat.controller === 'gm') familiesOfSeat(found, snapshot, viewer, offers.seat, seat.id, seat.name);
    for (const button of offers.gm) found.push(new Family(snapshot, viewer, button, undefined, null));
    return found;
  }

  function familiesOfSeat(found: MoveFamily[], snapshot: AnyMachineSnapshot, viewer: Viewer, offers: readonly SeatOffer[], seat: string, npc: string | null) {
    for (const o of offers) if (!(npc !== null && o.offer.players) && !o.d.ready?.(snapshot.context, seat)) found.push(new Family(snapshot, viewer, o, seat, npc));
  }

  /** One family: its candidates surveyed on the first `moves()`, then kept (a class, so a survey makes no closures). */
  class Family implements MoveFamily {
    readonly type: string;
    readonly seat?: string;
    #moves: Intent[] | undefined;
    constructor(
      private readonly snapshot: AnyMachineSnapshot,
      private readonly viewer: Viewer,
      private readonly offer: SeatOffer | (Offer & { label: string }),
      private readonly of: string | undefined,
      private readonly npc: string | null,
    ) {
      this.type = offer.type;
      if (npc !== null) this.seat = of;
    }
    moves(): readonly Intent[] {
      if (this.#moves) return this.#moves;
      const s = surveyOf(this.snapshot, this.viewer, false);
      const o = this.offer;
      if ('offer' in o) surveyCandidates(s, o, this.of!, this.npc);
      else propose(s, undefined, { type: o.type }, () => ({ label: o.label }), '', o.check, o.decides);
      return (this.#moves = s.passed.map((p) => p.intent));
    }
  }

  return { survey, families };
}
