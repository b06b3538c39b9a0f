/**
 * The pure context updates the In Between chart's actions apply, one per
 * thing that happens at the table. Each takes the context and the action's
 * params and returns the next context; gold moves only through the ledger.
 * Every stake waits in the pot (side bets in their pool) until the round is
 * settled, so a void gives each one back.
 */
import { logEntry, withRound } from '../table/round';
import { DiceCursor, type DiceDraw } from '../engine/dice';
import { balanceOf, closeJournal, purse } from '../engine/ledger';
import { seatName } from '../table/rules';
import { pay } from '../table/updates';
import {
  DICE,
  type DieColour,
  type InBetweenContext,
  type InBetweenRound,
  type LogEntry,
  type Part,
  type Side,
  type Throw,
  type ThrowLine,
} from './context';
import {
  accountOf,
  judge,
  nextParts,
  otherPart,
  partOf,
  seatOf,
  SIDE_POOL,
  sideOf,
  stakeOf,
  surroundColours,
} from './rules';
import type { Drawn } from '../engine/define';
import { sideBetsLine, sideBetsPaid } from './sideBets';

type Ctx = InBetweenContext;

const log = (ctx: Ctx, entry: LogEntry): Ctx => logEntry(ctx, entry);

/** A part as the log names it: its player, or the bank. */
const partName = (ctx: Ctx, part: Part): string => {
  const seat = seatOf(ctx.round!, part);
  return seat === null ? 'the bank' : seatName(ctx, seat);
};

/** Both parts put `amount` on the table: the one-player roller and the bank that covers them, or the two players. */
function stakeBoth(ctx: Ctx, amount: number, why: string): Ctx {
  let next = ctx;
  for (const part of ['between', 'surrounds'] as const)
    next = pay(next, {
      from: accountOf(ctx.round!, part),
      to: 'pot',
      amount,
      reason: `${partName(ctx, part)}\u2019s ${why}`,
    });
  return next;
}

/** Opens the round's books and seats its parts; two players stake one ante each at once. */
export function openRound(ctx: Ctx, p: { at: number }): Ctx {
  const parts = nextParts(ctx)!;
  const { mode, ante } = ctx.options;
  const round: InBetweenRound = {
    number: ctx.roundsPlayed + 1,
    openedAt: p.at,
    mode,
    seats: parts,
    betweenDie: null,
    wager: null,
    doubled: false,
    accepted: false,
    throws: [],
    sideBets: [],
    passed: [],
    result: null,
    log: [],
  };
  let next: Ctx = { ...ctx, ledger: closeJournal(ctx.ledger), round };
  if (mode === 'two-player')
    next = withRound(stakeBoth(next, ante, 'wager'), () => ({ wager: ante }));
  const { between, surrounds } = parts;
  return log(next, { at: p.at, say: 'opens', number: round.number, between, surrounds, ante });
}

/** Reads a throw from the event's dice: the three dice in colour order (one-player), or the two surrounds. */
function readThrow(round: InBetweenRound, dice: DiceDraw): Throw {
  const cursor = new DiceCursor(dice);
  if (round.mode === 'two-player')
    return { surrounds: [cursor.next('d20'), cursor.next('d20')], between: null };
  const faces = DICE.map(() => cursor.next('d20'));
  const named = DICE.indexOf(round.betweenDie!);
  const others = faces.filter((_, i) => i !== named);
  return { surrounds: [others[0]!, others[1]!], between: faces[named]! };
}

/** A throw as a line says it: in the one-player game, with the die named the between and the surrounds' colours. */
function thrown(round: InBetweenRound, t: Throw): ThrowLine {
  const die = round.mode === 'one-player' ? round.betweenDie : null;
  const colours = die === null ? null : surroundColours(die);
  return { surrounds: [...t.surrounds], between: t.between, die, colours };
}

/** The round's next throw, read from the event's dice, and its line. */
function throwDice(ctx: Ctx, p: Drawn, line: (thrown: ThrowLine) => LogEntry): Ctx {
  const t = readThrow(ctx.round!, p.dice);
  const next = withRound(ctx, (round) => ({ throws: [...round.throws, t] }));
  return log(next, line(thrown(next.round!, t)));
}

/**
 * The one-player roll: the named between, the wager (one ante when the roller names none) and the bank's cover on
 * the table, then three dice at once.
 */
export function roll(ctx: Ctx, p: Drawn & { between: DieColour; wager?: number }): Ctx {
  const seat = ctx.round!.seats.between;
  const wager = p.wager ?? ctx.options.ante;
  let next = withRound(ctx, () => ({ betweenDie: p.between, wager }));
  next = stakeBoth(next, wager, 'wager');
  return throwDice(next, p, (thrown) => ({ at: p.at, say: 'rolled', seat, wager, thrown }));
}

export function rollSurrounds(ctx: Ctx, p: Drawn): Ctx {
  const seat = ctx.round!.seats.surrounds!;
  return throwDice(ctx, p, (thrown) => ({ at: p.at, say: 'surrounds', seat, thrown }));
}

/** The two-player between: one die against the surrounds already on the table. */
export function rollBetween(ctx: Ctx, p: Drawn): Ctx {
  const face = new DiceCursor(p.dice).next('d20');
  const next = withRound(ctx, (round) => ({
    throws: [...round.throws.slice(0, -1), { ...round.throws.at(-1)!, between: face }],
  }));
  const thrownNow = thrown(next.round!, next.round!.throws.at(-1)!);
  return log(next, { at: p.at, say: 'between', seat: ctx.round!.seats.between, thrown: thrownNow });
}

export function acceptLoss(ctx: Ctx, p: { seat: string; at: number }): Ctx {
  return log(
    withRound(ctx, () => ({ accepted: true })),
    { at: p.at, say: 'accepts', seat: p.seat },
  );
}

/** Doubles rolled again: each part stakes its wager a second time, and the doubles' dice are thrown afresh. */
export function rollAgain(ctx: Ctx, p: Drawn & { seat: string }): Ctx {
  const wager = ctx.round!.wager!;
  let next = stakeBoth(ctx, wager, 'second wager, for the re-roll');
  next = withRound(next, () => ({ doubled: true }));
  const stake = 2 * wager;
  return throwDice(next, p, (thrown) => ({ at: p.at, say: 'again', seat: p.seat, stake, thrown }));
}

export function sideBet(ctx: Ctx, p: { seat: string; on: Side; amount: number; at: number }): Ctx {
  const on = seatOf(ctx.round!, partOf(p.on));
  const them = partName(ctx, partOf(p.on));
  let next = pay(ctx, {
    from: purse(p.seat),
    to: SIDE_POOL,
    amount: p.amount,
    reason: `${seatName(ctx, p.seat)}\u2019s side bet on ${them}`,
  });
  next = withRound(next, (r) => ({
    sideBets: [...r.sideBets, { by: p.seat, on: p.on, amount: p.amount }],
  }));
  return log(next, { at: p.at, say: 'sideBet', seat: p.seat, amount: p.amount, on });
}

export function noBet(ctx: Ctx, p: { seat: string; at: number }): Ctx {
  return log(
    withRound(ctx, (round) => ({ passed: [...round.passed, p.seat] })),
    { at: p.at, say: 'noBet', seat: p.seat },
  );
}

/** Settles the round: the pot to the winning part, the side bets against the bank (or the pool to the winner's backers). */
export function payout(ctx: Ctx, p: { at: number }): Ctx {
  const round = ctx.round!;
  const verdict = judge(round);
  if ('waiting' in verdict) throw new Error('The round cannot be settled before it is decided.');
  const pot = balanceOf(ctx.ledger, 'pot');
  const winner = verdict.winner;
  const name = partName(ctx, winner);
  let next = pay(ctx, {
    from: 'pot',
    to: accountOf(round, winner),
    amount: pot,
    reason: `${name} wins the round`,
  });
  const side = sideOf(round.mode, winner);
  const bets = sideBetsPaid(next, round.sideBets, side);
  next = bets.ctx;
  const sideBets = bets.payouts;
  const stake = stakeOf(round);
  next = withRound(next, () => ({
    result: {
      winner: side,
      seat: seatOf(round, winner),
      how: verdict.how,
      stake,
      pot,
      sideBets,
      sideBetsReturned: bets.returned,
    },
  }));
  const last = round.throws.at(-1)!;
  next = log(next, {
    at: p.at,
    say: 'settled',
    how: verdict.how,
    surrounds: [...last.surrounds],
    between: last.between,
    winner: seatOf(round, winner),
    loser: seatOf(round, otherPart(winner)),
    stake,
    doubled: round.doubled,
    sideBets: sideBetsLine(ctx, round.sideBets, side, bets),
  });
  return { ...next, roundsPlayed: ctx.roundsPlayed + 1, lastBetweener: round.seats.between };
}
