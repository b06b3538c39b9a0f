/**
 * A viewer's moves by family (one offer of one seat, or one of the GM's
 * buttons), each family's candidates listed and checked only when asked.
 */
import type { AnyMachineSnapshot } from 'xstate';
import {
  legalDecides,
  type AnyDeclaration,
  type Candidate,
  type MoveFamily,
  type Offered,
  type Intent,
  type Viewer,
} from './game';
import {
  byOf,
  refusalOf,
  type Check,
  type GmOffer,
  type Seat,
  type SeatOffer,
  type offerLister,
} from './surveyOffers';

type Intents = Readonly<Record<string, AnyDeclaration>>;

/** The families of a game's declarations, given its offers now and how its seats are read from a snapshot. */
export function familyLister(
  intents: Intents,
  offersNow: ReturnType<typeof offerLister>,
  seatsOf: (snapshot: AnyMachineSnapshot) => readonly Seat[],
) {
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
        familiesOfSeat(intents, found, snapshot, viewer, offers.seat, viewer.id, false);
      return found;
    }
    for (const seat of seats)
      if (seat.controller === 'gm')
        familiesOfSeat(intents, found, snapshot, viewer, offers.seat, seat.id, true);
    for (const button of offers.gm)
      found.push(new Family(intents, snapshot, viewer, button, undefined, false));
    return found;
  }
  return families;
}

function familiesOfSeat(
  intents: Intents,
  found: MoveFamily[],
  snapshot: AnyMachineSnapshot,
  viewer: Viewer,
  offers: readonly SeatOffer[],
  seat: string,
  npc: boolean,
) {
  for (const o of offers)
    if (!(npc && o.offer.players) && !o.d.ready?.(snapshot.context, seat))
      found.push(new Family(intents, snapshot, viewer, o, seat, npc));
}

/** One family: its candidates listed on the first `candidates()` or `moves()`, then kept (a class, so a survey makes no closures). */
class Family implements MoveFamily {
  readonly type: string;
  readonly seat?: string;
  readonly by: string;
  #candidates: FamilyCandidate[] | undefined;
  #moves: Intent[] | undefined;
  constructor(
    private readonly intents: Intents,
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
        const check = own ? o.check : this.intents[type]?.check;
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
