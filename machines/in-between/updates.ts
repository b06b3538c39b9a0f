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
  if (mode === 'one-player')
    return log(next, {
      at: p.at,
      text: `Round ${round.number}: ${seatName(ctx, parts.between)} rolls against the bank. Side bets are open until the dice are thrown.`,
    });
  next = withRound(stakeBoth(next, ante, 'wager'), () => ({ wager: ante }));
  const text = `Round ${round.number}: ${seatName(ctx, parts.between)} rolls the between and ${seatName(ctx, parts.surrounds!)} the surrounds, for ${ante} gp each. Side bets are open until the surrounds are thrown.`;
  return log(next, { at: p.at, text });
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

function describeThrow(ctx: Ctx, t: Throw): string {
  const round = ctx.round!;
  const [a, b] = t.surrounds;
  if (round.mode === 'two-player')
    return t.between === null
      ? `the surrounds show ${a} and ${b}`
      : `the between shows ${t.between}, against ${a} and ${b}`;
  const [ca, cb] = surroundColours(round.betweenDie!);
  return `the ${round.betweenDie} between shows ${t.between}, the ${ca} and ${cb} surrounds ${a} and ${b}`;
}

function throwDice(ctx: Ctx, p: Drawn, who: string, what: string): Ctx {
  const t = readThrow(ctx.round!, p.dice);
  const next = withRound(ctx, (round) => ({ throws: [...round.throws, t] }));
  return log(next, { at: p.at, text: `${who} ${what}: ${describeThrow(next, t)}.` });
}

/**
 * The one-player roll: the named between, the wager (one ante when the roller names none) and the bank's cover on
 * the table, then three dice at once.
 */
export function roll(ctx: Ctx, p: Drawn & { between: DieColour; wager?: number }): Ctx {
  const name = seatName(ctx, ctx.round!.seats.between);
  const wager = p.wager ?? ctx.options.ante;
  let next = withRound(ctx, () => ({ betweenDie: p.between, wager }));
  next = stakeBoth(next, wager, 'wager');
  return throwDice(
    next,
    p,
    name,
    `names the ${p.between} die the between, wagers ${wager} gp (the bank covers it) and rolls`,
  );
}

export function rollSurrounds(ctx: Ctx, p: Drawn): Ctx {
  return throwDice(ctx, p, seatName(ctx, ctx.round!.seats.surrounds!), 'rolls the surrounds');
}

/** The two-player between: one die against the surrounds already on the table. */
export function rollBetween(ctx: Ctx, p: Drawn): Ctx {
  const face = new DiceCursor(p.dice).next('d20');
  const next = withRound(ctx, (round) => ({
    throws: [...round.throws.slice(0, -1), { ...round.throws.at(-1)!, between: face }],
  }));
  return log(next, {
    at: p.at,
    text: `${seatName(ctx, ctx.round!.seats.between)} rolls the between: ${describeThrow(next, next.round!.throws.at(-1)!)}.`,
  });
}

export function acceptLoss(ctx: Ctx, p: { seat: string; at: number }): Ctx {
  return log(
    withRound(ctx, () => ({ accepted: true })),
    { at: p.at, text: `${seatName(ctx, p.seat)} accepts the loss on the doubles.` },
  );
}

/** Doubles rolled again: each part stakes its wager a second time, and the doubles' dice are thrown afresh. */
export function rollAgain(ctx: Ctx, p: Drawn & { seat: string }): Ctx {
  const wager = ctx.round!.wager!;
  let next = stakeBoth(ctx, wager, 'second wager, for the re-roll');
  next = withRound(next, () => ({ doubled: true }));
  const what =
    ctx.round!.mode === 'one-player' ? 'rolls all three dice again' : 'rolls the surrounds again';
  return throwDice(next, p, seatName(ctx, p.seat), `${what} for double, ${2 * wager} gp a side`);
}

export function sideBet(ctx: Ctx, p: { seat: string; on: Side; amount: number; at: number }): Ctx {
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
  return log(next, { at: p.at, text: `${seatName(ctx, p.seat)} bets ${p.amount} gp on ${them}.` });
}

export function noBet(ctx: Ctx, p: { seat: string; at: number }): Ctx {
  return log(
    withRound(ctx, (round) => ({ passed: [...round.passed, p.seat] })),
    { at: p.at, text: `${seatName(ctx, p.seat)} places no side bet.` },
  );
}

const VERDICTS = {
  inside: (t: Throw) => `${t.between} is between ${t.surrounds[0]} and ${t.surrounds[1]}`,
  outside: (t: Throw) => `${t.between} is not between ${t.surrounds[0]} and ${t.surrounds[1]}`,
  equal: (t: Throw) => `${t.between} equals a surround, so it is not between them`,
  sequential: (t: Throw) => `${t.surrounds[0]} and ${t.surrounds[1]} are sequential surrounds`,
  doubles: (t: Throw) => `doubles again (${t.surrounds[0]} and ${t.surrounds[1]}) on the re-roll`,
  accepted: () => 'the loss on the doubles is accepted',
};

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
  const betLine = sideBetsLine(ctx, round.sideBets, side, bets);
  const loser = partName(ctx, otherPart(winner));
  const text = `${VERDICTS[verdict.how](round.throws.at(-1)!)}: ${name} wins ${stake} gp from ${loser}${round.doubled ? ', double the wager' : ''}.${betLine}`;
  next = log(next, { at: p.at, text: text[0]!.toUpperCase() + text.slice(1) });
  return { ...next, roundsPlayed: ctx.roundsPlayed + 1, lastBetweener: round.seats.between };
}
