/**
 * The players' turns in Black Baron as pure context updates: hit, stay, double down and split.
 * The chart reads them through updates.ts, which re-exports every update here.
 */
import { purse } from '../engine/ledger';
import { seatName } from '../table/rules';
import { pay } from '../table/updates';
import type { BlackBaronContext, Hand } from './context';
import { advance, d10s, log, playOf, withHand, withPlayer } from './edits';
import {
  awaitsSecondDie,
  currentHand,
  handValue,
  isBust,
  isRoundTable,
  MAX_DICE,
  netOf,
  sum,
} from './rules';
import type { Rolled } from '../engine/define';

type Ctx = BlackBaronContext;

/** The hand's number once its seat has split ("Ana's hand 2"), or null while it plays one hand ("Ana"). */
const handNumber = (ctx: Ctx, seat: string, index: number): number | null =>
  playOf(ctx, seat).hands.length > 1 ? index + 1 : null;

/** After a move: a bust or a Black Baron is decided at once, a hand of 7 dice stays, and the turn moves on when the hand is done. */
function afterDie(ctx: Ctx, seat: string, at: number, done: boolean): Ctx {
  const play = playOf(ctx, seat);
  const index = play.active;
  const hand = play.hands[index]!;
  const named = { seat, hand: handNumber(ctx, seat, index) };
  let next = ctx;
  if (isBust(hand.dice)) {
    next = withHand(next, seat, (h) => ({
      status: 'bust',
      result: { outcome: 'bust', net: netOf('bust', h.bet) },
    }));
    next = log(next, at, { say: 'bust', ...named, total: sum(hand.dice), bet: hand.bet });
  } else if (hand.dice.length === MAX_DICE) {
    next = withHand(next, seat, () => ({ status: 'stood' }));
    if (isRoundTable(hand.dice))
      next = log(next, at, { say: 'roundTable', ...named, total: sum(hand.dice) });
  } else if (done) {
    next = withHand(next, seat, () => ({ status: 'stood' }));
  }
  return advance(next);
}

export function hit(ctx: Ctx, p: Rolled): Ctx {
  const face = d10s(p.dice)[0]!;
  const index = playOf(ctx, p.seat).active;
  const second = awaitsSecondDie(currentHand(ctx)!);
  const next = withHand(ctx, p.seat, (h) => ({ dice: [...h.dice, face] }));
  const hand = handNumber(ctx, p.seat, index);
  const total = sum(currentHand(next)!.dice);
  const line = { say: 'hit', seat: p.seat, hand, second, face, total } as const;
  return afterDie(log(next, p.at, line), p.seat, p.at, false);
}

export function stay(ctx: Ctx, p: { seat: string; at: number }): Ctx {
  const index = playOf(ctx, p.seat).active;
  const hand = currentHand(ctx)!;
  const next = log(ctx, p.at, {
    say: 'stay',
    seat: p.seat,
    hand: handNumber(ctx, p.seat, index),
    total: handValue(hand.dice),
  });
  return advance(withHand(next, p.seat, () => ({ status: 'stood' })));
}

/** "put an additional amount equal to their original bet and HIT to roll one dice. They pass the action." */
export function double(ctx: Ctx, p: Rolled): Ctx {
  const face = d10s(p.dice)[0]!;
  const index = playOf(ctx, p.seat).active;
  const stake = currentHand(ctx)!.bet;
  const hand = handNumber(ctx, p.seat, index);
  let next = pay(ctx, {
    from: purse(p.seat),
    to: 'pot',
    amount: stake,
    reason: `${seatName(ctx, p.seat)} doubles down`,
  });
  next = withHand(next, p.seat, (h) => ({
    dice: [...h.dice, face],
    bet: h.bet * 2,
    doubled: true,
  }));
  const total = sum(currentHand(next)!.dice);
  next = log(next, p.at, { say: 'double', seat: p.seat, hand, stake, face, total });
  return afterDie(next, p.seat, p.at, true);
}

/**
 * "put an amount of coin equal to their original bet and roll 1d10 to create 2 starting hands": the one die goes onto
 * the first hand; the second hand keeps its die of the pair alone until play reaches it ("For his second hand,
 * Player 4 rolls …"), and its first move rolls its second die.
 */
export function split(ctx: Ctx, p: Rolled): Ctx {
  const first = d10s(p.dice)[0]!;
  const play = playOf(ctx, p.seat);
  const hand = play.hands[play.active]!;
  const pair = hand.dice[0]!;
  const name = seatName(ctx, p.seat);
  let next = pay(ctx, {
    from: purse(p.seat),
    to: 'pot',
    amount: hand.bet,
    reason: `${name} splits a pair of ${pair}s`,
  });
  const made = (dice: number[]): Hand => ({ ...hand, dice, split: true });
  next = withPlayer(next, p.seat, (pl) => ({
    hands: [
      ...pl.hands.slice(0, pl.active),
      made([pair, first]),
      made([pair]),
      ...pl.hands.slice(pl.active + 1),
    ],
  }));
  return log(next, p.at, {
    say: 'split',
    seat: p.seat,
    pair,
    stake: hand.bet,
    hand: play.active + 1,
    face: first,
    total: pair + first,
  });
}
