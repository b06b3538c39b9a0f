/**
 * The pure context updates Black Baron's chart applies, one per thing that
 * happens at the table (the players' moves: turns.ts). Each takes the context
 * and the event the chart names it for (a stamped intent: its seat, dice and
 * time) and returns the next context. Gold moves only through
 * the ledger: bets go into the pot as they are placed, and the dealer settles
 * the pot with the House when the round ends (see docs/rules/black-baron.md,
 * "When gold moves").
 */
import { withRound } from '../table/round';
import type { DiceDraw } from '../engine/dice';
import { closeJournal, purse } from '../engine/ledger';
import { seatName } from '../table/rules';
import { pay } from '../table/updates';
import type { BlackBaronContext, BlackBaronRound, Hand, PlayerHands } from './context';
import {
  BARON_PAYS,
  MAX_PLAYERS,
  TEN,
  canAffordMinimum,
  dealerDice,
  dealerMustHit,
  handValue,
  isBust,
  isRoundTable,
  isStartingTwenty,
  netOf,
  showdown,
  sum,
  undecided,
} from './rules';
import type { At } from '../engine/define';
import { advance, d10s, log, withPlayer } from './edits';

/** The players' moves live in turns.ts; the chart reads every update from here. */
export * from './turns';

type Ctx = BlackBaronContext;

/* ---------- bets ---------- */

/** A fresh journal (so a void gives back this round's bets alone); a seat that cannot cover the minimum sits out. */
export function openRound(ctx: Ctx, p: At): Ctx {
  const number = ctx.roundsPlayed + 1;
  const broke = ctx.seats.filter((s) => !canAffordMinimum(ctx, s.id));
  const round: BlackBaronRound = {
    number,
    bets: Object.fromEntries(broke.map((s) => [s.id, 'out'])),
    order: [],
    turn: 0,
    players: {},
    dealer: null,
    plague: false,
    settled: false,
    log: [{ at: p.at, say: 'bets', number, min: ctx.options.minBet, max: ctx.options.maxBet }],
  };
  let next: Ctx = { ...ctx, ledger: closeJournal(ctx.ledger), round };
  for (const s of broke) next = log(next, p.at, { say: 'broke', seat: s.id });
  return next;
}

/** The seats still to decide sit out once seven players have bet. */
function closeAtSeven(ctx: Ctx, at: number): Ctx {
  const bets = Object.values(ctx.round!.bets).filter((b) => b !== 'out').length;
  const left = undecided(ctx);
  if (bets < MAX_PLAYERS || left.length === 0) return ctx;
  const next = withRound(ctx, (round) => ({
    bets: { ...round.bets, ...Object.fromEntries(left.map((id) => [id, 'out'])) },
  }));
  return log(next, at, { say: 'closed', seats: left });
}

export function placeBet(ctx: Ctx, p: { seat: string; amount: number; at: number }): Ctx {
  const name = seatName(ctx, p.seat);
  let next = pay(ctx, {
    from: purse(p.seat),
    to: 'pot',
    amount: p.amount,
    reason: `${name}\u2019s bet`,
  });
  next = withRound(next, (round) => ({ bets: { ...round.bets, [p.seat]: p.amount } }));
  return closeAtSeven(log(next, p.at, { say: 'bet', seat: p.seat, amount: p.amount }), p.at);
}

export function sitOut(ctx: Ctx, p: { seat: string; at: number }): Ctx {
  const next = withRound(ctx, (round) => ({ bets: { ...round.bets, [p.seat]: 'out' as const } }));
  return log(next, p.at, { say: 'sitOut', seat: p.seat });
}

/* ---------- the deal ---------- */

/**
 * "The players roll 2d10 while the dealer rolls 1d10." A shown 10 makes the
 * dealer roll the second die face down at once; a second 10 is the Black Plague.
 * The event carries one die more than the deal uses unless the dealer shows a 10.
 */
export function deal(ctx: Ctx, p: { dice: DiceDraw; at: number }): Ctx {
  const faces = d10s(p.dice);
  let next = ctx;
  const round = ctx.round!;
  const order = ctx.seats.map((s) => s.id).filter((id) => typeof round.bets[id] === 'number');
  const players: Record<string, PlayerHands> = {};
  order.forEach((seat, i) => {
    const dice = [faces[2 * i]!, faces[2 * i + 1]!];
    const bet = round.bets[seat] as number;
    const baron = isStartingTwenty(dice);
    const hand: Hand = {
      dice,
      bet,
      doubled: false,
      split: false,
      status: baron ? 'baron' : 'playing',
      result: baron ? { outcome: 'baron', net: netOf('baron', bet) } : null,
    };
    players[seat] = { bet, hands: [hand], active: 0 };
    next = log(
      next,
      p.at,
      baron
        ? { say: 'baron', seat, won: BARON_PAYS * bet }
        : { say: 'dealt', seat, dice, total: sum(dice) },
    );
  });
  const shown = faces[2 * order.length]!;
  const dice = shown === TEN ? [shown, faces[2 * order.length + 1]!] : [shown];
  const plague = isStartingTwenty(dice);
  next = withRound(next, () => ({
    order,
    players,
    turn: 0,
    dealer: { dice, hidden: dice.length === 2 && !plague },
    plague,
  }));
  next = log(next, p.at, { say: 'shows', face: shown });
  return plague ? log(next, p.at, { say: 'plague' }) : advance(next);
}

/* ---------- the dealer ---------- */

/** Once every player has acted, the face-down die is turned over. */
export function reveal(ctx: Ctx, p: At): Ctx {
  const dealer = ctx.round?.dealer;
  if (!dealer?.hidden) return ctx;
  const next = withRound(ctx, () => ({ dealer: { ...dealer, hidden: false } }));
  return log(next, p.at, {
    say: 'turnsOver',
    face: dealer.dice[1]!,
    total: handValue(dealer.dice),
  });
}

function dealerRolls(ctx: Ctx, face: number, at: number): Ctx {
  const before = ctx.round!.dealer!;
  const dice = [...before.dice, face];
  const next = withRound(ctx, () => ({ dealer: { ...before, dice } }));
  const then = isBust(dice)
    ? 'bust'
    : isRoundTable(dice)
      ? 'roundTable'
      : dealerMustHit(dice)
        ? 'hit'
        : 'stay';
  const second = before.dice.length === 1;
  return log(next, at, { say: 'dealer', second, face, total: sum(dice), then });
}

/** The GM presses the dealer's forced hit. */
export const dealerHit = (ctx: Ctx, p: { dice: DiceDraw; at: number }): Ctx =>
  dealerRolls(ctx, d10s(p.dice)[0]!, p.at);

/** The table plays the dealer's forced hand with the dice at the end of the event (rules.ts, `dealerDice`). */
export function dealerPlays(ctx: Ctx, p: { dice: DiceDraw; at: number }): Ctx {
  const faces = d10s(p.dice);
  const tail = faces.slice(faces.length - dealerDice(ctx));
  let next = ctx;
  for (const face of tail) {
    if (!dealerMustHit(next.round!.dealer!.dice)) break;
    next = dealerRolls(next, face, p.at);
  }
  return next;
}

/* ---------- settlement ---------- */

/** Every open hand against the dealer (or forfeit to the Black Plague), then the pot is paid out: bets back to winners, winnings from the House. */
export function payout(ctx: Ctx, p: At): Ctx {
  let next = reveal(ctx, p);
  const round = next.round!;
  if (!round.dealer) next = log(next, p.at, { say: 'nobodyBets' });
  const dealer = round.dealer?.dice ?? [];
  for (const seat of round.order) {
    const name = seatName(ctx, seat);
    const hands = round.players[seat]!.hands.map((h): Hand => {
      if (h.result) return h;
      const outcome = round.plague ? 'plague' : showdown(h.dice, dealer);
      return { ...h, result: { outcome, net: netOf(outcome, h.bet) } };
    });
    next = withPlayer(next, seat, () => ({ hands }));
    for (const h of hands) {
      const { net } = h.result!;
      if (net >= 0)
        next = pay(next, {
          from: 'pot',
          to: purse(seat),
          amount: h.bet,
          reason: `${name}\u2019s bet comes back`,
        });
      if (net > 0)
        next = pay(next, {
          from: 'house',
          to: purse(seat),
          amount: net,
          reason: `the House pays ${name}`,
        });
      if (net < 0)
        next = pay(next, {
          from: 'pot',
          to: 'house',
          amount: h.bet,
          reason: `the House collects ${name}\u2019s bet`,
        });
    }
    const total = hands.reduce((t, h) => t + h.result!.net, 0);
    next = log(next, p.at, { say: 'settled', seat, net: total });
  }
  next = withRound(next, () => ({ settled: true }));
  return { ...next, roundsPlayed: ctx.roundsPlayed + 1 };
}
