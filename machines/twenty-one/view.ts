/**
 * What one viewer may see of a Twenty-One table. Views are built up from what
 * the viewer may know, never by deleting secrets from the context: a field
 * that is not written here cannot leak.
 */
import type { SnapshotFrom } from 'xstate';
import type { Die } from '../engine/dice';
import type { Viewer } from '../engine/game';
import { balanceOf } from '../engine/ledger';
import type { Stats } from '../table/context';
import { seatName } from '../table/rules';
import { isMine, seatHeader, type SeatHeader } from '../table/view';
import { phaseOf as enginePhase } from '../engine/phase';
import type { Offer } from './offers';
import type { CheatRecord, DuelRoll, Hand, HandDie, RoundResult, SeatStatus, SideBet, TableOptions, TwentyOneContext } from './context';
import type { TwentyOneIntent } from './intents';
import type { TwentyOneMachine } from './machine';
import {
  BUYABLE_DICE,
  CHEAT_DELTAS,
  accusationFee,
  bustChance,
  drinksFor,
  handTotal,
  heatDC,
  highOrLow,
  minimumSideBet,
  rollCost,
  seatToAct,
  sideBetsOpen,
} from './rules';

export type TwentyOneSnapshot = SnapshotFrom<TwentyOneMachine>;

/** The phases a table rests in; the transient ones (ante, opening, reveal, settle, payout) pass within one event. */
export type Phase = 'lobby' | 'cut' | 'betting' | 'staredown' | 'duel' | 'roundOver';

export interface DieView {
  die: Die;
  /** The face, or null when this viewer may not see it. */
  face: number | null;
  /** What it counts toward the total, or null when this viewer may not know. */
  counts: number | null;
  /** A hole die (shown to its owner, hidden from others until the reveal). */
  hole: boolean;
  /** A blind die (hidden even from its owner until the reveal). */
  blind: boolean;
}

/** What only the seat's owner and the GM know. */
export interface SeatSecrets {
  stats: Stats;
  /** The DC of this seat's next cheat. */
  heatDC: number;
  skillUsed: boolean;
  mustRoll: 'any' | 'd20' | null;
  nextRollBlind: boolean;
  /** Foresight: the exact face, or HIGH/LOW, of the next roll of each die kind. */
  foreseen: { die: Die; face: number | null; hint: 'HIGH' | 'LOW' }[];
  cheats: CheatRecord[];
}

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

/** An intent this viewer may send right now, ready to send, with what it costs and risks (offers.ts). */
export interface ActionView extends Offer {
  intent: TwentyOneIntent;
}

export interface LogLine {
  at: number;
  text: string;
}

export interface TwentyOneView {
  game: 'twenty-one';
  viewer: Viewer;
  phase: Phase;
  options: TableOptions;
  round: number | null;
  pot: number;
  house: number;
  seats: SeatView[];
  /** Seat ids in betting order (empty outside a round). */
  order: string[];
  turn: string | null;
  lap: number | null;
  cutter: string | null;
  staredownEndsAt: number | null;
  /** The seat deciding whether to cheat the die it just rolled. */
  deciding: string | null;
  sideBets: SideBet[];
  sideBetsOpen: boolean;
  /** The duel: this lap's rolls so far, and the tied laps before it. */
  duel: { lap: number; duelists: string[]; rolls: DuelRoll[]; earlier: DuelRoll[][] } | null;
  result: RoundResult | null;
  log: LogLine[];
  /** The log lines meant for this viewer alone: foresight, profiles, cheats, backfires. */
  private: LogLine[];
  actions: ActionView[];
}

/** The phase the chart's active state names in its `meta`. */
export const phaseOf = (snapshot: TwentyOneSnapshot): Phase => enginePhase(snapshot).phase as Phase;

/** May this viewer see this seat's secrets (its hole die, stats, foresight, cheats)? */
const ownsOrRules = (viewer: Viewer, seat: string): boolean => viewer.role === 'gm' || (viewer.role === 'player' && viewer.id === seat);

/** May this viewer see this die's face? Hole dice: owner, GM, after the reveal. Blind dice: GM, after the reveal. */
function seesDie(ctx: TwentyOneContext, viewer: Viewer, seat: string, d: HandDie): boolean {
  if (d.visibility === 'public' || ctx.round?.revealed || viewer.role === 'gm') return true;
  return d.visibility === 'hole' && ownsOrRules(viewer, seat);
}

function dieView(ctx: TwentyOneContext, viewer: Viewer, seat: string, hand: Hand, d: HandDie): DieView {
  const sees = seesDie(ctx, viewer, seat, d);
  // A d20's natural 20 counts 21 minus the rest, so its count tells the rest to whoever sees it.
  const countsKnown = sees && (d.die !== 'd20' || d.face !== 20 || hand.dice.every((other) => seesDie(ctx, viewer, seat, other)));
  return { die: d.die, face: sees ? d.face : null, counts: countsKnown ? d.value : null, hole: d.visibility === 'hole', blind: d.visibility === 'blind' };
}

function secretsOf(ctx: TwentyOneContext, seat: string, hand: Hand | undefined): SeatSecrets {
  const stats = ctx.seats.find((s) => s.id === seat)!.stats;
  return {
    stats: { ...stats },
    heatDC: heatDC(ctx, seat),
    skillUsed: hand?.skillUsed ?? false,
    mustRoll: hand?.mustRoll ?? null,
    nextRollBlind: hand?.nextRollBlind ?? false,
    foreseen: Object.entries(hand?.foreseen ?? {}).map(([die, f]) => ({ die: die as Die, face: f.exact ? f.face : null, hint: highOrLow(die as Die, f.face) })),
    cheats: (hand?.cheats ?? []).map((c) => ({ ...c })),
  };
}

const copyRoll = (r: DuelRoll): DuelRoll => ({ seat: r.seat, d20: r.d20, d4s: [...r.d4s], total: r.total });

export function viewTable(snapshot: TwentyOneSnapshot, viewer: Viewer, actions: () => ActionView[]): TwentyOneView {
  const ctx = snapshot.context;
  const round = ctx.round;
  const turn = seatToAct(ctx);
  const seats: SeatView[] = ctx.seats.map((seat) => {
    const hand = round?.hands[seat.id];
    const dice = hand ? hand.dice.map((d) => dieView(ctx, viewer, seat.id, hand, d)) : [];
    const knowsAll = dice.every((d) => d.counts !== null);
    return {
      ...seatHeader(ctx, seat),
      status: hand?.status ?? 'waiting',
      dice,
      showing: dice.reduce((sum, d) => sum + (d.counts ?? 0), 0),
      total: hand && knowsAll ? handTotal(hand.dice) : null,
      fees: hand && (round!.revealed || ownsOrRules(viewer, seat.id)) ? hand.fees : null,
      isTurn: turn === seat.id,
      mine: isMine(ctx, viewer, seat.id),
      sloppy: hand?.sloppy ?? false,
      drinks: hand?.drinks ?? 0,
      owesRetaliation: hand?.owesRetaliation ?? null,
      accused: hand?.accused ?? false,
      secrets: ownsOrRules(viewer, seat.id) ? secretsOf(ctx, seat.id, hand) : null,
    };
  });
  const duel = round?.duel;
  return {
    game: 'twenty-one',
    viewer,
    phase: phaseOf(snapshot),
    options: { ...ctx.options },
    round: round?.number ?? null,
    pot: balanceOf(ctx.ledger, 'pot'),
    house: balanceOf(ctx.ledger, 'house'),
    seats,
    order: round ? [...round.order] : [],
    turn,
    lap: round ? round.lap : null,
    cutter: round?.cutter ?? null,
    deciding: round?.rolled?.seat ?? null,
    sideBets: (round?.sideBets ?? []).map((b) => ({ ...b })),
    sideBetsOpen: Boolean(round && phaseOf(snapshot) === 'betting' && sideBetsOpen(round)),
    staredownEndsAt: round?.staredownEndsAt ?? null,
    duel: duel ? { lap: duel.lap, duelists: [...duel.duelists], rolls: duel.rolls.map(copyRoll), earlier: duel.earlier.map((lap) => lap.map(copyRoll)) } : null,
    result: round?.result ? { ...round.result, feesPaid: { ...round.result.feesPaid } } : null,
    log: (round?.log ?? []).flatMap((entry) => {
      const text = [entry.text, entry.secret && ownsOrRules(viewer, entry.secret.seat) ? entry.secret.text : ''].filter(Boolean).join(' ');
      return text ? [{ at: entry.at, text }] : [];
    }),
    private: (round?.log ?? []).flatMap((entry) =>
      entry.secret && ownsOrRules(viewer, entry.secret.seat)
        ? [{ at: entry.at, text: viewer.role === 'gm' ? `${seatName(ctx, entry.secret.seat)}: ${entry.secret.text}` : entry.secret.text }]
        : [],
    ),
    actions: actions(),
  };
}
