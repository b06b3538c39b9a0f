/**
 * What one viewer may see of a Twenty-One table. Views are built up from what
 * the viewer may know, never by deleting secrets from the context: a field
 * that is not written here cannot leak.
 */
import type { SnapshotFrom } from 'xstate';
import type { Die } from '../engine/dice';
import type { Controller, Viewer } from '../engine/game';
import { balanceOf, purse } from '../engine/ledger';
import type { DuelRoll, HandDie, RoundResult, SeatStatus, TableOptions, TwentyOneContext } from './context';
import type { TwentyOneIntent } from './intents';
import type { TwentyOneMachine } from './machine';
import { BUYABLE_DICE, bustChance, handTotal, rollCost, seatToAct } from './rules';

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
}

export interface SeatView {
  id: string;
  name: string;
  controller: Controller;
  purse: number;
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
  /** The duel: this lap's rolls so far, and the tied laps before it. */
  duel: { lap: number; duelists: string[]; rolls: DuelRoll[]; earlier: DuelRoll[][] } | null;
  result: RoundResult | null;
  log: LogLine[];
  actions: ActionView[];
}

export function phaseOf(snapshot: TwentyOneSnapshot): Phase {
  const value = snapshot.value;
  if (typeof value === 'string') return value as Phase;
  const inner = (value as { round: string }).round;
  return (['cut', 'betting', 'staredown', 'duel'].includes(inner) ? inner : 'betting') as Phase;
}

const PHASE_WORDS: Record<Phase, string> = {
  lobby: 'in the lobby',
  cut: 'waiting on the Cut',
  betting: 'betting',
  staredown: 'in the staredown',
  duel: 'in a duel',
  roundOver: 'between rounds',
};

export const describePhase = (snapshot: TwentyOneSnapshot): string => PHASE_WORDS[phaseOf(snapshot)];

/** May this viewer see the secrets of this seat? */
function knowsSeat(ctx: TwentyOneContext, viewer: Viewer, seat: string): boolean {
  return viewer.role === 'gm' || (viewer.role === 'player' && viewer.id === seat) || Boolean(ctx.round?.revealed);
}

function dieView(d: HandDie, known: boolean): DieView {
  const hidden = d.visibility === 'hole' && !known;
  // A d20's natural 20 counts 21 minus the rest, so its count would give the hole die away.
  const countHidden = hidden || (!known && d.die === 'd20' && d.face === 20);
  return { die: d.die, face: hidden ? null : d.face, counts: countHidden ? null : d.value, hole: d.visibility === 'hole' };
}

const copyRoll = (r: DuelRoll): DuelRoll => ({ seat: r.seat, d20: r.d20, d4s: [...r.d4s], total: r.total });

function isMine(ctx: TwentyOneContext, viewer: Viewer, seat: string): boolean {
  if (viewer.role === 'player') return viewer.id === seat;
  return ctx.seats.find((s) => s.id === seat)?.controller === 'gm';
}

export function viewTable(snapshot: TwentyOneSnapshot, viewer: Viewer): TwentyOneView {
  const ctx = snapshot.context;
  const round = ctx.round;
  const turn = seatToAct(ctx);
  const seats: SeatView[] = ctx.seats.map((seat) => {
    const hand = round?.hands[seat.id];
    const known = knowsSeat(ctx, viewer, seat.id);
    const dice = hand ? hand.dice.map((d) => dieView(d, known)) : [];
    return {
      id: seat.id,
      name: seat.name,
      controller: seat.controller,
      purse: balanceOf(ctx.ledger, purse(seat.id)),
      status: hand?.status ?? 'waiting',
      dice,
      showing: dice.reduce((sum, d) => sum + (d.counts ?? 0), 0),
      total: hand && known ? handTotal(hand.dice) : null,
      fees: hand && known ? hand.fees : null,
      isTurn: turn === seat.id,
      mine: isMine(ctx, viewer, seat.id),
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
    staredownEndsAt: round?.staredownEndsAt ?? null,
    duel: duel ? { lap: duel.lap, duelists: [...duel.duelists], rolls: duel.rolls.map(copyRoll), earlier: duel.earlier.map((lap) => lap.map(copyRoll)) } : null,
    result: round?.result ? { ...round.result, feesPaid: { ...round.result.feesPaid } } : null,
    log: (round?.log ?? []).map((entry) => {
      const secret = entry.secret && (viewer.role === 'gm' || (viewer.role === 'player' && viewer.id === entry.secret.seat));
      return { at: entry.at, text: secret ? `${entry.text} ${entry.secret!.text}` : entry.text };
    }),
    actions: legalActions(snapshot, viewer),
  };
}

/** Every intent this viewer may send now, found by asking the machine (`snapshot.can`). */
export function legalActions(snapshot: TwentyOneSnapshot, viewer: Viewer): ActionView[] {
  const ctx = snapshot.context;
  const candidates: { seat?: string; action: ActionView }[] = [];
  const seatActions = (seat: string, forNpc: boolean) => {
    const named = forNpc ? { seat } : {};
    const hand = ctx.round?.hands[seat];
    const who = forNpc ? `${ctx.seats.find((s) => s.id === seat)?.name}: ` : '';
    for (const die of BUYABLE_DICE) {
      candidates.push({
        seat,
        action: {
          intent: { type: 'ROLL', die, ...named },
          label: `${who}Roll a ${die}`,
          cost: rollCost(die, ctx.options.ante),
          ...(hand ? { bustChance: bustChance(die, handTotal(hand.dice)) } : {}),
        },
      });
    }
    candidates.push({ seat, action: { intent: { type: 'HOLD', ...named }, label: `${who}Hold` } });
    candidates.push({ seat, action: { intent: { type: 'FOLD', ...named }, label: `${who}Fold` } });
    candidates.push({ seat, action: { intent: { type: 'CUT_REROLL', ...named }, label: `${who}Take the Cut (re-roll your hole die)` } });
    candidates.push({ seat, action: { intent: { type: 'CUT_PASS', ...named }, label: `${who}Pass the Cut` } });
    candidates.push({ seat, action: { intent: { type: 'DUEL_ROLL', ...named }, label: `${who}Roll for the duel` } });
  };
  if (viewer.role === 'player') {
    if (ctx.seats.some((s) => s.id === viewer.id)) {
      seatActions(viewer.id, false);
      candidates.push({ seat: viewer.id, action: { intent: { type: 'LEAVE' }, label: 'Leave the table' } });
    }
  } else {
    for (const seat of ctx.seats.filter((s) => s.controller === 'gm')) seatActions(seat.id, true);
    const gmIntents: [TwentyOneIntent, string][] = [
      [{ type: 'START_ROUND' }, 'Start the round'],
      [{ type: 'END_STAREDOWN' }, 'End the staredown'],
      [{ type: 'NEXT_ROUND' }, 'Next round'],
      [{ type: 'BACK_TO_LOBBY' }, 'Back to the lobby'],
      [{ type: 'VOID_ROUND' }, 'Void the round (refund every stake)'],
    ];
    for (const [intent, label] of gmIntents) candidates.push({ action: { intent, label } });
  }
  const by = viewer.role === 'player' ? viewer.id : 'gm';
  return candidates
    .filter(({ seat, action }) => snapshot.can({ ...action.intent, by, seat, at: 0, dice: {} } as never))
    .map(({ action }) => action);
}
