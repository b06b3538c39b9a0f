/**
 * What a survey asks of a game's declarations: the offers the chart's resting
 * state takes, and why one candidate may not be sent.
 */
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import type { Reason } from './reason';
import {
  acceptedEvents,
  legalDecides,
  perRestingState,
  type AnyDeclaration,
  type Controller,
  type Offered,
  type Intent,
  type MoveFamily,
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

/** A candidate whose check passed: its intent, and what it costs or risks when asked. */
export type Passed = { intent: Intent; describe: () => Offered };

/** The legal candidates of `families`, in the survey's order, each checked once. */
export const passedIn = (families: readonly MoveFamily[]): Passed[] =>
  families.flatMap((family) => family.candidates().filter((c) => c.legal()));
/** A candidate's dice: the survey never draws any. */
const NO_DICE = Object.freeze({});
export type Check = NonNullable<AnyDeclaration['check']>;
type SeatOffering = Extract<NonNullable<AnyDeclaration['offer']>, { seat: unknown }>;
/** An offer the resting state takes, with what is asked of its candidates (`check`) and whether the chart then takes them (`decides`). */
export type Offer = { type: string; d: AnyDeclaration; check: Check | undefined; decides: boolean };
export type SeatOffer = Offer & { offer: SeatOffering };
/** A GM's button: an offer with nothing to describe. */
export type GmOffer = Offer & { describe: () => Offered };
const NOTHING = Object.freeze({});
/** What a move offers beside its intent when it costs and risks nothing of its own: one frozen object, not one a candidate. */
export const nothing = (): Offered => NOTHING;
export type Seat = { id: string; name: string; controller: Controller };

/** What `refusalOf` answers when the check passed and the chart alone says no: nothing a player can act on. */
export const CHART = Symbol('the chart says no');

/**
 * Why a candidate may not be sent (its check's reason, or CHART), or null when it may. `check` is what is left to ask
 * of it (the whole check, or its rest when its seat is ready); `decides`, whether the chart takes it once that passes.
 */
export function refusalOf(
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

export const byOf = (viewer: Viewer): string => (viewer.role === 'player' ? viewer.id : 'gm');

type GmProposing = Extract<NonNullable<AnyDeclaration['offer']>, { propose: unknown }>;
/** A GM's offer with candidates, read as a seat's offer whose seat is none. */
const asSeatOffering = (o: GmProposing): SeatOffering => ({
  seat: (ctx, _seat, propose) => o.propose(ctx, propose),
  ceiling: o.ceiling,
});

/**
 * The offers the resting state takes, in declaration order: a seat's (`seat`), then the GM's own and the table's
 * (`gm`). They depend on the chart's state alone, so they are listed once per resting state, not per survey.
 */
export function offerLister(intents: Readonly<Record<string, AnyDeclaration>>) {
  const types = Object.keys(intents);
  const offersByLeaf = new WeakMap<
    AnyStateNode,
    { seat: SeatOffer[]; gm: (GmOffer | SeatOffer)[] }
  >();
  return (snapshot: AnyMachineSnapshot) =>
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
      const gm = (table: boolean): (GmOffer | SeatOffer)[] =>
        taken.flatMap((t): (GmOffer | SeatOffer)[] => {
          const o = intents[t]!.offer!;
          if (!('gm' in o) || Boolean('table' in o && o.table) !== table) return [];
          // A GM's move naming what it rules on proposes its candidates as a seat's offer does, for no seat.
          if ('propose' in o) return [{ ...offer(t, intents[t]!.check), offer: asSeatOffering(o) }];
          return [{ ...offer(t, intents[t]!.check), describe: nothing }];
        });
      return { seat, gm: [...gm(false), ...gm(true)] };
    });
}
