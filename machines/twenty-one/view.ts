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
import { isMine, offerAtTable, offersFor, seatHeader, type SeatHeader } from '../table/view';
import type { CheatRecord, DuelRoll, Hand, RoundResult, SeatStatus, SideBet, Skill, TableOptions } from './context';
import type { TwentyOneIntent } from './intents';
import { refusal, seatLevel } from './checks';
import { dieView, logFor, ownsOrRules, secretsOf } from './sight';
import type { TwentyOneMachine } from './machine';
import {
  BUYABLE_DICE,
  CHEAT_DELTAS,
  accusationFee,
  bustChance,
  drinksFor,
  handTotal,
  highOrLow,
  minimumSideBet,
  pendingRetaliation,
  rollCost,
  seatAwaited,
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
  /** The skills used this round: each once a round. */
  skillsUsed: Skill[];
  /** This seat's turn, and it has used its one skill of the turn. */
  skillThisTurn: boolean;
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

/** An intent this viewer may send right now, ready to send, with what it costs and risks. */
export interface ActionView {
  intent: TwentyOneIntent;
  label: string;
  /** Gold it takes from the purse. */
  cost?: number;
  /** Chance (0–1) that this roll busts the hand, from what the roller knows. */
  bustChance?: number;
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
  /** When the host re-rolls one of a failed bumper's dice at random, unless the target chooses first. */
  retaliationEndsAt: number | null;
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

export function phaseOf(snapshot: TwentyOneSnapshot): Phase {
  const value = snapshot.value;
  if (typeof value === 'string') return value as Phase;
  const inner = (value as { round: string | object }).round;
  return (typeof inner === 'string' ? inner : 'betting') as Phase;
}

const PHASE_WORDS: Record<Phase, string> = {
  lobby: 'in the lobby',
  cut: 'waiting on the Cut',
  betting: 'betting',
  staredown: 'in the staredown',
  duel: 'in a duel',
  roundOver: 'between rounds',
};

export function describePhase(snapshot: TwentyOneSnapshot): string {
  const deciding = snapshot.context.round?.rolled;
  if (deciding && phaseOf(snapshot) === 'betting') return `waiting for ${seatName(snapshot.context, deciding.seat)} to keep or cheat their roll`;
  const pending = pendingRetaliation(snapshot.context);
  if (pending && phaseOf(snapshot) === 'betting') return `waiting for ${seatName(snapshot.context, pending.avenger)} to re-roll one of ${seatName(snapshot.context, pending.bumper)}'s dice`;
  return PHASE_WORDS[phaseOf(snapshot)];
}

const copyRoll = (r: DuelRoll): DuelRoll => ({ seat: r.seat, d20: r.d20, d4s: [...r.d4s], total: r.total });

export function viewTable(snapshot: TwentyOneSnapshot, viewer: Viewer): TwentyOneView {
  const ctx = snapshot.context;
  const round = ctx.round;
  const turn = seatToAct(ctx);
  const awaited = seatAwaited(ctx);
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
      isTurn: awaited === seat.id,
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
    retaliationEndsAt: round?.retaliationEndsAt ?? null,
    duel: duel ? { lap: duel.lap, duelists: [...duel.duelists], rolls: duel.rolls.map(copyRoll), earlier: duel.earlier.map((lap) => lap.map(copyRoll)) } : null,
    result: round?.result ? { ...round.result, feesPaid: { ...round.result.feesPaid } } : null,
    ...logFor(ctx, viewer),
    actions: legalActions(snapshot, viewer),
  };
}

/** The chance a roll busts, from what the roller knows: nothing when a blind die hides their total. */
function knownBustChance(hand: Hand, die: (typeof BUYABLE_DICE)[number]): number | undefined {
  if (hand.dice.some((d) => d.visibility === 'blind')) return undefined;
  const total = handTotal(hand.dice);
  const foreseen = hand.foreseen[die];
  if (!foreseen) return bustChance(die, total);
  return bustChance(die, total, foreseen.exact ? [foreseen.face] : undefined, highOrLow(die, foreseen.face));
}

/** Every intent this viewer may send now, found by asking the machine; labels are built only for the legal ones. */
export function legalActions(snapshot: TwentyOneSnapshot, viewer: Viewer): ActionView[] {
  const ctx = snapshot.context;
  const round = ctx.round;
  const { actions, accepts, offer } = offersFor<TwentyOneIntent, ActionView>(snapshot, viewer, (event) => refusal(ctx, event));
  const seatActions = (seat: string, forNpc: boolean) => {
    const hand = round?.hands[seat];
    const who = forNpc ? `${seatName(ctx, seat)}: ` : '';
    const blocked = new Map<string, boolean>();
    /** A whole family of candidates is skipped when its seat-level check refuses. */
    const familyBlocked = (type: TwentyOneIntent['type']) => {
      const check = seatLevel[type];
      if (!check || !accepts(type)) return !accepts(type);
      if (!blocked.has(type)) blocked.set(type, check(ctx, seat) !== null);
      return blocked.get(type)!;
    };
    const add = (intent: TwentyOneIntent, label: () => string, extra: () => Partial<ActionView> = () => ({})) => {
      if (familyBlocked(intent.type)) return;
      offer(seat, (forNpc ? { ...intent, seat } : intent) as TwentyOneIntent, () => ({ label: who + label(), ...extra() }));
    };
    for (const die of BUYABLE_DICE) {
      const cost = rollCost(die, ctx.options.ante);
      const risk = () => {
        const chance = hand ? knownBustChance(hand, die) : undefined;
        return chance === undefined ? {} : { bustChance: chance };
      };
      add({ type: 'ROLL', die }, () => `Roll a ${die}`, () => ({ cost, ...risk() }));
      if (ctx.options.liquidMode) {
        const drinks = drinksFor(cost, ctx.options.ante);
        add({ type: 'ROLL', die, drink: true }, () => `Roll a ${die} on the tab (${drinks} drink${drinks === 1 ? '' : 's'})`, risk);
      }
    }
    add({ type: 'HOLD' }, () => 'Hold');
    add({ type: 'FOLD' }, () => 'Fold');
    add({ type: 'CUT_REROLL' }, () => 'Take the Cut (re-roll your hole die)');
    add({ type: 'CUT_PASS' }, () => 'Pass the Cut');
    add({ type: 'KEEP_ROLL' }, () => 'Keep the roll');
    add({ type: 'FORESIGHT' }, () => 'Foresight (WIS vs DC 12)');
    hand?.dice.forEach((d, i) => {
      for (const delta of CHEAT_DELTAS) add({ type: 'CHEAT', die: i, delta }, () => `Cheat: ${d.die} #${i + 1} ${delta > 0 ? '+' : ''}${delta}`);
    });
    for (const other of ctx.seats) {
      if (other.id === seat) continue;
      add({ type: 'GOAD', target: other.id, skill: 'intimidation' }, () => `Goad ${other.name} (Intimidation)`);
      add({ type: 'GOAD', target: other.id, skill: 'persuasion' }, () => `Goad ${other.name} (Persuasion)`);
      add({ type: 'PROFILE', target: other.id }, () => `Profile ${other.name}`);
      (round?.hands[other.id]?.dice ?? []).forEach((d, i) => {
        add({ type: 'BUMP', target: other.id, die: i }, () => `Bump ${other.name}'s ${d.die} #${i + 1}`);
        add({ type: 'ACCUSE', target: other.id, die: i }, () => `Accuse ${other.name}: ${d.die} #${i + 1}`, () => ({ cost: accusationFee(ctx.options.ante) }));
      });
    }
    const bumper = hand?.owesRetaliation;
    if (bumper) round!.hands[bumper]!.dice.forEach((d, i) => add({ type: 'RETALIATE', die: i }, () => `Re-roll ${seatName(ctx, bumper)}'s ${d.die} #${i + 1}`));
    const amount = minimumSideBet(ctx.options.ante);
    for (const backed of ctx.seats) {
      add({ type: 'SIDE_BET', on: backed.id, amount }, () => `Side bet on ${backed.id === seat ? 'yourself' : backed.name}`, () => ({ cost: amount }));
    }
    add({ type: 'DUEL_ROLL' }, () => 'Roll for the duel');
  };
  offerAtTable(ctx, viewer, { offer, seatActions, gmIntents: [[{ type: 'END_STAREDOWN' }, 'End the staredown']] });
  return actions;
}
