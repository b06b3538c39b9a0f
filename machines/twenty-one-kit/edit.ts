/** Small pure editors of the Twenty-One context, shared by every update. */
import { own } from '../engine/own';
import { RoundDraft, logEntry, withHand as withHandOf, withRound } from '../table/round';
import type { Line } from '../engine/line';
import type { Hand, LogEntry, RoundEntry, TwentyOneContext, TwentyOneLine } from './context';
import { bustsNow, handTotal, hidesTotal, isOver, nextTurn } from './rules';

type Ctx = TwentyOneContext;

export { withRound };

export const withHand = (ctx: Ctx, seat: string, update: (hand: Hand) => Partial<Hand>): Ctx =>
  withHandOf<Ctx, Hand>(ctx, seat, update);

export const handOf = (ctx: Ctx, seat: string): Hand => own(ctx.round!.hands, seat)!;

/** One of Twenty-One's lines (context.ts), checked against its values, as a part of a log entry. */
export const said = (line: TwentyOneLine): Line => line;

export const log = (ctx: Ctx, entry: LogEntry): Ctx => logEntry<Ctx, RoundEntry>(ctx, entry);

/** Several edits of one action on one copy of the round (table/round.ts). */
export type Draft = RoundDraft<Ctx, Hand, LogEntry>;
export const draft = (ctx: Ctx): Draft => new RoundDraft<Ctx, Hand, LogEntry>(ctx);

/** Passes the turn to the next seat still in, counting laps; the new turn has its skill to use. */
export function passTurnIn(d: Draft): Draft {
  const round = d.round;
  const { turn, wrapped } = nextTurn(round.order, round.hands, round.turn);
  return d.set({ turn, lap: wrapped ? round.lap + 1 : round.lap, skillThisTurn: false });
}

export const passTurn = (ctx: Ctx): Ctx => passTurnIn(draft(ctx)).done();

/** A retaliation is made, or lapses: nobody owes one, and its deadline is gone. */
export function endRetaliationIn(d: Draft): Draft {
  d.set({ retaliationEndsAt: null });
  for (const id in d.round.hands)
    if (d.hand(id).owesRetaliation) d.editHand(id, { owesRetaliation: null });
  return d;
}

/**
 * A retaliation this seat owes or is owed lapses once its hand is out of the betting (a hand out of the round has
 * nothing left to lose to a re-roll): the table stops waiting on it.
 */
export function lapseRetaliationOf(d: Draft, seat: string): Draft {
  for (const id in d.round.hands) {
    const owes = d.round.hands[id]!.owesRetaliation;
    if (owes && (id === seat || owes === seat)) return endRetaliationIn(d);
  }
  return d;
}

/**
 * Takes a seat out of the betting (bust, fold, caught); passes the turn if it
 * was theirs. A retaliation it owes or is owed lapses: the table stops waiting on it.
 */
export function knockOutIn(
  d: Draft,
  seat: string,
  status: 'busted' | 'folded' | 'caught' | 'forfeited',
): Draft {
  const round = d.round;
  const wasTurn = round.order[round.turn] === seat;
  lapseRetaliationOf(d.editHand(seat, { status }), seat);
  return wasTurn ? passTurnIn(d) : d;
}

export const knockOut = (
  ctx: Ctx,
  seat: string,
  status: 'busted' | 'folded' | 'caught' | 'forfeited',
): Ctx => knockOutIn(draft(ctx), seat, status).done();

/**
 * A hand over 21 behind a blind die is bust for good, but told to the table
 * only at the reveal (telling it now would tell the blind face); the GM is told now.
 */
const turnsBustUnseen = (hand: Hand): boolean =>
  !hand.bustUnseen &&
  (hand.status === 'in' || hand.status === 'held') &&
  isOver(hand) &&
  hidesTotal(hand);

export function bustUnseenIfOverIn(d: Draft, seat: string, at: number): Draft {
  const hand = d.hand(seat);
  if (!turnsBustUnseen(hand)) return d;
  d.editHand(seat, { bustUnseen: true });
  return d.addLog({ at, gm: said({ say: 'overUnseen', seat, total: handTotal(hand.dice) }) });
}

/**
 * Judges a hand whose total changed (a bump, a retaliation, a cheat): over 21
 * is bust for good, at once in front of everyone, or at the reveal when a
 * blind die hides it from its owner.
 */
export function bustIfOverIn(d: Draft, seat: string, at: number): Draft {
  const hand = d.hand(seat);
  if (hand.status !== 'in' && hand.status !== 'held') return d;
  if (!bustsNow(hand)) return bustUnseenIfOverIn(d, seat, at);
  return knockOutIn(d, seat, 'busted').addLog({
    at,
    line: said({ say: 'busts', seat }),
    secret: { seat, line: said({ say: 'total', total: handTotal(hand.dice) }) },
  });
}
