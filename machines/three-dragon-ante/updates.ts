/**
 * The pure context updates Three-Dragon Ante's chart applies, one per thing
 * that happens at the table. Each takes the context and the action's params
 * and returns the next context. Gold moves only through the ledger: every
 * bet goes from its purse to the pot as it is made, and the pot goes to the
 * winners when the game ends, so a void gives every bet back.
 */
import { DiceCursor, type DiceDraw } from '../engine/dice';
import { balanceOf, closeJournal, purse, transfer, type Ledger } from '../engine/ledger';
import { purseOf, seatName } from '../table/rules';
import { pay } from '../table/updates';
import type { LineOf } from '../engine/line';
import type { AnteContext, AnteLines, AnteResult, AnteRound, Hand, LogEntry, Pot } from './context';
import {
  answerers,
  clockwiseFrom,
  DICE_PER_HAND,
  HAND_DIE,
  handOf,
  handTotal,
  highestStake,
  keptDealer,
  nextTurn,
  participants,
  PICK_D20S,
  pickSeat,
  revealer,
  shares,
  showdownPots,
  stillIn,
} from './rules';
import type { At, SeatAt } from '../engine/define';

type Ctx = AnteContext;
type AnteLine = LineOf<AnteLines>;

function withRound(ctx: Ctx, update: (round: AnteRound) => Partial<AnteRound>): Ctx {
  if (!ctx.round) throw new Error('No game is being played.');
  return { ...ctx, round: { ...ctx.round, ...update(ctx.round) } };
}

function withHand(ctx: Ctx, seat: string, update: (hand: Hand) => Partial<Hand>): Ctx {
  return withRound(ctx, (round) => ({
    hands: { ...round.hands, [seat]: { ...handOf(ctx, seat)!, ...update(handOf(ctx, seat)!) } },
  }));
}

/** Adds a line (`AnteLines`) to the game's log. */
const log = (ctx: Ctx, at: number, line: AnteLine): Ctx =>
  withRound(ctx, (round) => ({ log: [...round.log, { at, ...line } as LogEntry] }));

/**
 * The game opens: a fresh journal (so a void gives back exactly this game),
 * the dealer (the last winner, or the dice's pick), every seat's opening bet
 * into the pot and five d12s for each, in seat order.
 */
export function openRound(ctx: Ctx, p: { dice: DiceDraw; at: number }): Ctx {
  const ids = participants(ctx);
  const cursor = new DiceCursor(p.dice);
  const kept = keptDealer(ctx);
  const dealer = kept ?? ids[pickSeat(cursor.take('d20', PICK_D20S), ids.length)]!;
  const { ante } = ctx.options;
  let ledger: Ledger = closeJournal(ctx.ledger);
  const hands: Record<string, Hand> = {};
  for (const id of ids) {
    const dice = cursor.take(HAND_DIE, DICE_PER_HAND);
    ledger = transfer(ledger, {
      from: purse(id),
      to: 'pot',
      amount: ante,
      reason: `${seatName(ctx, id)}\u2019s opening bet`,
    });
    hands[id] = {
      dice,
      revealed: [],
      status: balanceOf(ledger, purse(id)) === 0 ? 'allIn' : 'in',
      stake: ante,
    };
  }
  const order = clockwiseFrom(ids, dealer);
  const round: AnteRound = {
    number: ctx.roundsPlayed + 1,
    dealer,
    order,
    reveal: 1,
    turn: 0,
    raised: false,
    raises: 0,
    betting: null,
    hands,
    result: null,
    log: [],
  };
  const next: Ctx = { ...ctx, ledger, round };
  return log(next, p.at, {
    say: 'opens',
    number: round.number,
    kept: kept !== null,
    dealer,
    ante,
    first: order[0]!,
    allIn: order.filter((id) => hands[id]!.status === 'allIn'),
    out: ctx.seats.filter((s) => !ids.includes(s.id)).map((s) => s.id),
  });
}

/** The turn passes on; a new round of reveals is announced. */
function passTurn(ctx: Ctx, at: number): Ctx {
  const before = ctx.round!.reveal;
  const next = withRound(ctx, (round) => nextTurn(round));
  const round = next.round!;
  if (round.reveal === before || !revealer(round)) return next;
  return log(next, at, { say: 'reveals', reveal: round.reveal, seat: revealer(round)! });
}

/** The participant whose turn it is turns one of their dice face up. */
export function reveal(ctx: Ctx, p: SeatAt & { die: number }): Ctx {
  const face = handOf(ctx, p.seat)!.dice[p.die]!;
  const next = withHand(ctx, p.seat, (hand) => ({ revealed: [...hand.revealed, p.die] }));
  return passTurn(log(next, p.at, { say: 'reveal', seat: p.seat, face }), p.at);
}

/** Puts `amount` of the seat's purse on its stake; every coin of it makes the seat all in. */
function bet(ctx: Ctx, seat: string, amount: number, why: string): Ctx {
  const next = pay(ctx, {
    from: purse(seat),
    to: 'pot',
    amount,
    reason: `${seatName(ctx, seat)} ${why}`,
  });
  return withHand(next, seat, (hand) => ({
    stake: hand.stake + amount,
    status: purseOf(next, seat) === 0 ? 'allIn' : hand.status,
  }));
}

/** An answer given: the seat leaves the queue; when nobody is left to answer, the raise is settled and a folded revealer's turn passes. */
function answered(ctx: Ctx, seat: string, at: number): Ctx {
  const next = withRound(ctx, (round) => {
    const queue = round.betting!.queue.filter((id) => id !== seat);
    return { betting: queue.length ? { ...round.betting!, queue } : null };
  });
  const round = next.round!;
  if (round.betting || stillIn(round).length <= 1) return next;
  return round.hands[revealer(round)!]!.status === 'folded' ? passTurn(next, at) : next;
}

/** Raises the seat's stake to `to`: everyone else still betting must answer, clockwise from the raiser's left. */
export function raise(ctx: Ctx, p: SeatAt & { to: number }): Ctx {
  const added = p.to - handOf(ctx, p.seat)!.stake;
  let next = bet(ctx, p.seat, added, `raises to ${p.to} gp`);
  next = withRound(next, (r) => ({
    raises: r.raises + 1,
    raised: r.raised || (!r.betting && revealer(r) === p.seat),
    betting: { raiser: p.seat, queue: answerers(r, p.seat) },
  }));
  const allIn = handOf(next, p.seat)!.status === 'allIn';
  return log(next, p.at, { say: 'raise', seat: p.seat, to: p.to, added, allIn });
}

/** Matches the highest stake, or puts in every coin left when that falls short. */
export function match(ctx: Ctx, p: SeatAt): Ctx {
  const highest = highestStake(ctx.round!);
  const owed = highest - handOf(ctx, p.seat)!.stake;
  const left = purseOf(ctx, p.seat);
  if (left < owed) {
    const next = bet(ctx, p.seat, left, `goes all in`);
    const line = { say: 'short', seat: p.seat, left, highest } as const;
    return answered(log(next, p.at, line), p.seat, p.at);
  }
  const next = bet(ctx, p.seat, owed, `matches ${highest} gp`);
  const allIn = handOf(next, p.seat)!.status === 'allIn';
  const line = { say: 'match', seat: p.seat, highest, added: owed, allIn } as const;
  return answered(log(next, p.at, line), p.seat, p.at);
}

/** Drops out, forfeiting the stake. */
export function fold(ctx: Ctx, p: SeatAt): Ctx {
  const stake = handOf(ctx, p.seat)!.stake;
  const next = withHand(ctx, p.seat, () => ({ status: 'folded' }));
  return answered(log(next, p.at, { say: 'fold', seat: p.seat, stake }), p.seat, p.at);
}

/** One pot's line at the showdown: its winners, and each one's share when they split it. */
const potLine = (pot: Pot, index: number, pots: number, won: Record<string, number>): AnteLine => ({
  say: 'pot',
  index,
  pots,
  amount: pot.amount,
  total: pot.total,
  winners: [...pot.winners],
  shares: pot.winners.map((seat) => ({ seat, amount: won[seat] ?? 0 })),
});

/**
 * The game ends: the last participant standing takes the pot without showing
 * anything; otherwise every hand still in is shown and each pot goes to the
 * highest total that reached it. The winner deals the next game.
 */
export function payout(ctx: Ctx, p: At): Ctx {
  const round = ctx.round!;
  const left = stillIn(round);
  const potGold = balanceOf(ctx.ledger, 'pot');
  let next = ctx;
  let result: AnteResult;
  const lines: AnteLine[] = [];
  if (left.length === 1) {
    const winner = left[0]!;
    next = pay(next, {
      from: 'pot',
      to: purse(winner),
      amount: potGold,
      reason: `${seatName(ctx, winner)} takes the pot: everyone else folded`,
    });
    result = { how: 'folds', winner, top: null, pots: [], won: { [winner]: potGold } };
    lines.push({ say: 'folds', seat: winner, pot: potGold });
  } else {
    const pots = showdownPots(round);
    // Gold already in the pot before this game (a pot carried over) goes with the main pot.
    pots[0]!.amount += potGold - pots.reduce((t, pot) => t + pot.amount, 0);
    const won: Record<string, number> = {};
    const hands = left.map((seat) => {
      const hand = round.hands[seat]!;
      return { seat, dice: [...hand.dice], total: handTotal(hand) };
    });
    lines.push({ say: 'showdown', hands });
    pots.forEach((pot, i) => {
      const split = shares(pot.amount, pot.winners);
      for (const [id, amount] of Object.entries(split)) {
        won[id] = (won[id] ?? 0) + amount;
        next = pay(next, {
          from: 'pot',
          to: purse(id),
          amount,
          reason: `${seatName(ctx, id)}\u2019s share of ${pots.length === 1 ? 'the pot' : i === 0 ? 'the main pot' : `side pot ${i}`}`,
        });
      }
      lines.push(potLine(pot, i, pots.length, split));
    });
    result = { how: 'showdown', winner: pots[0]!.winners[0]!, top: pots[0]!.total, pots, won };
  }
  lines.push({ say: 'deals', seat: result.winner });
  next = withRound(next, () => ({ result, betting: null }));
  next = lines.reduce((acc, line) => log(acc, p.at, line), next);
  return { ...next, roundsPlayed: ctx.roundsPlayed + 1, nextDealer: result.winner };
}
