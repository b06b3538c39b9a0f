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
import type { AnteContext, AnteResult, AnteRound, Hand, Pot } from './context';
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

function withRound(ctx: Ctx, update: (round: AnteRound) => Partial<AnteRound>): Ctx {
  if (!ctx.round) throw new Error('No game is being played.');
  return { ...ctx, round: { ...ctx.round, ...update(ctx.round) } };
}

function withHand(ctx: Ctx, seat: string, update: (hand: Hand) => Partial<Hand>): Ctx {
  return withRound(ctx, (round) => ({
    hands: { ...round.hands, [seat]: { ...handOf(ctx, seat)!, ...update(handOf(ctx, seat)!) } },
  }));
}

const log = (ctx: Ctx, at: number, text: string): Ctx =>
  withRound(ctx, (round) => ({ log: [...round.log, { at, text }] }));

const listNames = (names: readonly string[]): string =>
  names.length <= 1
    ? (names[0] ?? 'nobody')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

const ORDINAL = ['', 'first', 'second', 'third'];

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
  const why = kept ? 'the last game\u2019s winner deals' : 'the dice choose the dealer';
  const text = `Game ${round.number}: ${why}, ${seatName(ctx, dealer)}. Everyone bets ${ante} gp and rolls five d12s in secret; ${seatName(ctx, order[0]!)} reveals first.`;
  const broke = order.filter((id) => hands[id]!.status === 'allIn');
  const allIn = broke.length
    ? ` ${listNames(broke.map((id) => seatName(ctx, id)))} ${broke.length === 1 ? 'is' : 'are'} all in with the opening bet.`
    : '';
  const out = ctx.seats.filter((s) => !ids.includes(s.id)).map((s) => s.name);
  const sitting = out.length
    ? ` ${listNames(out)} cannot afford the opening bet and ${out.length === 1 ? 'sits' : 'sit'} this game out.`
    : '';
  return log(next, p.at, text + allIn + sitting);
}

/** The turn passes on; a new round of reveals is announced. */
function passTurn(ctx: Ctx, at: number): Ctx {
  const before = ctx.round!.reveal;
  const next = withRound(ctx, (round) => nextTurn(round));
  const round = next.round!;
  if (round.reveal === before || !revealer(round)) return next;
  const raising = round.reveal > 1 ? ' Each may raise before revealing.' : '';
  return log(
    next,
    at,
    `The ${ORDINAL[round.reveal]} round of reveals: ${seatName(ctx, revealer(round)!)} first.${raising}`,
  );
}

/** The participant whose turn it is turns one of their dice face up. */
export function reveal(ctx: Ctx, p: SeatAt & { die: number }): Ctx {
  const face = handOf(ctx, p.seat)!.dice[p.die]!;
  const next = withHand(ctx, p.seat, (hand) => ({ revealed: [...hand.revealed, p.die] }));
  return passTurn(
    log(
      next,
      p.at,
      `${seatName(ctx, p.seat)} reveals ${face === 8 || face === 11 ? 'an' : 'a'} ${face}.`,
    ),
    p.at,
  );
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
  const allIn = handOf(next, p.seat)!.status === 'allIn' ? ', all in' : '';
  return log(
    next,
    p.at,
    `${seatName(ctx, p.seat)} raises to ${p.to} gp (adding ${added} gp${allIn}).`,
  );
}

/** Matches the highest stake, or puts in every coin left when that falls short. */
export function match(ctx: Ctx, p: SeatAt): Ctx {
  const highest = highestStake(ctx.round!);
  const owed = highest - handOf(ctx, p.seat)!.stake;
  const left = purseOf(ctx, p.seat);
  const name = seatName(ctx, p.seat);
  if (left < owed) {
    const next = bet(ctx, p.seat, left, `goes all in`);
    return answered(
      log(
        next,
        p.at,
        `${name} goes all in with ${left} gp, short of the ${highest} gp stake: they can win only what they matched.`,
      ),
      p.seat,
      p.at,
    );
  }
  const next = bet(ctx, p.seat, owed, `matches ${highest} gp`);
  const allIn = handOf(next, p.seat)!.status === 'allIn' ? ', and is all in' : '';
  return answered(
    log(next, p.at, `${name} matches ${highest} gp (adding ${owed} gp${allIn}).`),
    p.seat,
    p.at,
  );
}

/** Drops out, forfeiting the stake. */
export function fold(ctx: Ctx, p: SeatAt): Ctx {
  const stake = handOf(ctx, p.seat)!.stake;
  const next = withHand(ctx, p.seat, () => ({ status: 'folded' }));
  return answered(
    log(next, p.at, `${seatName(ctx, p.seat)} folds, forfeiting ${stake} gp.`),
    p.seat,
    p.at,
  );
}

function potLine(ctx: Ctx, pot: Pot, won: Record<string, number>, name: string): string {
  const who = (id: string) => seatName(ctx, id);
  if (pot.winners.length === 1)
    return `${who(pot.winners[0]!)} wins ${name} (${pot.amount} gp) with ${pot.total}.`;
  const split = pot.winners.map((id) => `${who(id)} ${won[id]} gp`).join(', ');
  return `${listNames(pot.winners.map(who))} tie at ${pot.total} and split ${name} (${pot.amount} gp): ${split}.`;
}

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
  const lines: string[] = [];
  if (left.length === 1) {
    const winner = left[0]!;
    next = pay(next, {
      from: 'pot',
      to: purse(winner),
      amount: potGold,
      reason: `${seatName(ctx, winner)} takes the pot: everyone else folded`,
    });
    result = { how: 'folds', winner, top: null, pots: [], won: { [winner]: potGold } };
    lines.push(
      `Everyone else has folded: ${seatName(ctx, winner)} takes the ${potGold} gp pot without showing their hand.`,
    );
  } else {
    const pots = showdownPots(round);
    // Gold already in the pot before this game (a pot carried over) goes with the main pot.
    pots[0]!.amount += potGold - pots.reduce((t, pot) => t + pot.amount, 0);
    const won: Record<string, number> = {};
    const hands = left.map(
      (id) =>
        `${seatName(ctx, id)} ${round.hands[id]!.dice.join(', ')} = ${handTotal(round.hands[id]!)}`,
    );
    lines.push(`Showdown: ${hands.join('; ')}.`);
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
      lines.push(
        potLine(
          ctx,
          pot,
          split,
          pots.length === 1 ? 'the pot' : i === 0 ? 'the main pot' : `side pot ${i}`,
        ),
      );
    });
    result = { how: 'showdown', winner: pots[0]!.winners[0]!, top: pots[0]!.total, pots, won };
  }
  lines.push(`${seatName(ctx, result.winner)} deals the next game.`);
  next = withRound(next, () => ({ result, betting: null }));
  next = lines.reduce((acc, text) => log(acc, p.at, text), next);
  return { ...next, roundsPlayed: ctx.roundsPlayed + 1, nextDealer: result.winner };
}
