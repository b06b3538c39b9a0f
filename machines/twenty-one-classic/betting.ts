/**
 * Classic's opener and betting (tavern-twenty-one-vtt-edition.md, sections 1, 3
 * and 4) as pure context updates: the two dice of each seat's choice, the hit
 * and its cheat decision, the physical and magical cheats (Goad and Bump as
 * turns: contests.ts). What Standard mode does the same way (the reveal, a
 * bump's retaliation, passing the turn) is its code, reused.
 */
import { DiceCursor, type DiceDraw } from '../engine/dice';
import { balanceOf, purse } from '../engine/ledger';
import { seatName } from '../table/rules';
import { pay } from '../table/updates';
import type { CheatRecord, HandDie, TwentyOneContext } from '../twenty-one-kit/context';
import {
  draft,
  handOf,
  knockOutIn,
  passTurnIn,
  said as kitSaid,
  withRound,
  type Draft,
} from '../twenty-one-kit/edit';
import {
  bustsNow,
  countedValue,
  handTotal,
  modifier,
  rollCost,
  type BuyableDie,
} from '../twenty-one-kit/rules';
import { contestLine, describeDie } from '../twenty-one-kit/skills';
import { alter } from './faces';
import { classicSaid as said } from './lines';
import { payCleaningFeeIn } from './spill';
import {
  FUMBLE_BELOW,
  cheatKind,
  classicRound,
  clockwiseOrder,
  firstInTurn,
  recount,
  type CheatMethod,
} from './rules';

type Ctx = TwentyOneContext;

export const withClassic = (
  ctx: Ctx,
  update: (c: NonNullable<Ctx['round']>['classic'] & object) => object,
): Ctx =>
  withRound(ctx, (round) => ({ classic: { ...round.classic!, ...update(round.classic!) } }));

/** A d20 check: its face and total, told to the GM alone. */
export function d20Check(
  ctx: Ctx,
  seat: string,
  stat: Parameters<typeof modifier>[2],
  cursor: DiceCursor,
): number {
  return cursor.next('d20') + modifier(ctx, seat, stat);
}

/* ---------- the opener ---------- */

/** The round opens with nothing dealt: "Each player rolls 2 dice of their choice", in seat order. */
export function beginOpener(ctx: Ctx, p: { at: number }): Ctx {
  return draft(ctx)
    .set({
      classic: {
        toOpen: ctx.seats.map((s) => s.id),
        forcedHit: null,
        investigations: [],
        contest: null,
      },
    })
    .addLog({ at: p.at, line: said({ say: 'opener' }) })
    .done();
}

/** "Die 1 (Public): Visible to everyone. Die 2 (The Hole Die): Visible only to the owner (and GM)." Then the cheat decision. */
export function open(
  ctx: Ctx,
  p: { seat: string; shown: BuyableDie; hole: BuyableDie; dice: DiceDraw; at: number },
): Ctx {
  const cursor = new DiceCursor(p.dice);
  const shown = cursor.next(p.shown);
  const hole = cursor.next(p.hole);
  const dice: HandDie[] = recount([
    { die: p.shown, face: shown, value: shown, visibility: 'public' },
    { die: p.hole, face: hole, value: hole, visibility: 'hole' },
  ]);
  return draft(ctx)
    .editHand(p.seat, { dice })
    .set({ rolled: { seat: p.seat, die: 0 } })
    .addLog({
      at: p.at,
      line: said({ say: 'opened', seat: p.seat, shown: p.shown, hole: p.hole }),
      secret: { seat: p.seat, line: said({ say: 'holeOpened', die: p.hole, face: hole }) },
    })
    .done();
}

/** Betting begins once every opener is in: "Starting with the player with the lowest visible total, turns proceed clockwise." */
function startBettingIfOpenedIn(d: Draft, at: number): Draft {
  const round = d.round;
  if (round.classic!.toOpen.length > 0 || round.rolled || round.order.length > 0) return d;
  const order = clockwiseOrder(d.ctx.seats, round.hands);
  const turn = firstInTurn(order, round.hands);
  d.set({ order, turn });
  return d.addLog({
    at,
    line: said({ say: 'bettingBegins', seat: turn < 0 ? null : order[turn]! }),
  });
}

/** A seat's opener is done (kept, cheated, or caught cheating): the next seat opens, or betting begins. */
export function endOpenIn(d: Draft, seat: string, at: number): Draft {
  if (d.round.rolled?.seat === seat) d.set({ rolled: null });
  const classic = d.round.classic!;
  d.set({ classic: { ...classic, toOpen: classic.toOpen.filter((id) => id !== seat) } });
  return startBettingIfOpenedIn(d, at);
}

export const endOpen = (ctx: Ctx, seat: string, at: number): Ctx =>
  endOpenIn(draft(ctx), seat, at).done();

/** The opener stands: its shown die is told, and a hand already over 21 busts. */
function settleOpenIn(d: Draft, p: { seat: string; at: number }): Draft {
  const hand = d.hand(p.seat);
  const shown = hand.dice[0]!;
  const bust = bustsNow(hand);
  if (bust) d.editHand(p.seat, { status: 'busted' });
  d.addLog({
    at: p.at,
    line: said({ say: 'openerShows', seat: p.seat, die: shown.die, face: shown.face, bust }),
  });
  return endOpenIn(d, p.seat, p.at);
}

/* ---------- hits ---------- */

/**
 * "HIT (Roll): Pay the cost to roll a Public die." A Goad's loser hits out of turn
 * and pays the ante, whatever the die ("must pay the ante and Hit"), as much as their purse holds.
 */
export function hit(
  ctx: Ctx,
  p: { seat: string; die: BuyableDie; dice: DiceDraw; at: number },
): Ctx {
  const name = seatName(ctx, p.seat);
  const forced = classicRound(ctx).forcedHit === p.seat;
  const cost = forced
    ? Math.min(ctx.options.ante, balanceOf(ctx.ledger, purse(p.seat)))
    : rollCost(p.die, ctx);
  const d = draft(
    pay(ctx, { from: purse(p.seat), to: 'pot', amount: cost, reason: `${name} buys a ${p.die}` }),
  );
  const before = d.hand(p.seat);
  const index = before.dice.length; // read before the draft edits this hand
  const face = new DiceCursor(p.dice).next(p.die);
  const rolled: HandDie = {
    die: p.die,
    face,
    value: countedValue(p.die, face, handTotal(before.dice)),
    visibility: 'public',
  };
  d.editHand(p.seat, { dice: [...before.dice, rolled], acted: true });
  if (forced) d.set({ classic: { ...d.round.classic!, forcedHit: null } });
  d.set({ rolled: { seat: p.seat, die: index, ...(forced ? { forced: true } : {}) } });
  return d
    .addLog({ at: p.at, line: said({ say: 'hits', seat: p.seat, die: p.die, cost, forced }) })
    .done();
}

/**
 * Ends the hitter's decision: the face is told, the bust judged ("Spilled Drink: If you Bust on a Natural 1, pay a 1gp
 * Cleaning Fee to the House"), and the turn passed unless this was a Goad's forced hit, which takes no turn.
 */
function settleHitIn(d: Draft, p: { seat: string; at: number }): Draft {
  const rolled = d.round.rolled!;
  const hand = d.hand(p.seat);
  const die = hand.dice[rolled.die]!;
  const busts = bustsNow(hand);
  const natural20 = die.die === 'd20' && die.face === 20;
  d.set({ rolled: null });
  const spilled = busts && die.face === 1 ? payCleaningFeeIn(d, p.seat) : null;
  const line = said({
    say: 'hitShows',
    seat: p.seat,
    die: die.die,
    face: die.face,
    bust: busts,
    spilled,
  });
  d.addLog({
    at: p.at,
    line,
    ...(natural20
      ? { secret: { seat: p.seat, line: kitSaid({ say: 'natural20', value: die.value }) } }
      : {}),
  });
  if (busts) d.editHand(p.seat, { status: 'busted' });
  const round = d.round;
  const toActIsOut = round.turn >= 0 && round.hands[round.order[round.turn]!]!.status !== 'in';
  return !rolled.forced || toActIsOut ? passTurnIn(d) : d;
}

/** The roller keeps the die (or dice) just rolled. */
export function keep(ctx: Ctx, p: { seat: string; at: number }): Ctx {
  return (ctx.round!.order.length === 0 ? settleOpenIn : settleHitIn)(draft(ctx), p).done();
}

/* ---------- cheats ---------- */

/**
 * "You may attempt to alter a die face (Public or Hidden) immediately after rolling it." The check's total is the
 * cheat's Tell DC (physical) or Residue DC (magical), secret to the cheater; "If your check is < 10, you are caught
 * immediately" (physical only), and the die keeps its face. Either way the table sees what a kept roll shows.
 */
export function cheat(
  ctx: Ctx,
  p: { seat: string; die: number; face: number; method: CheatMethod; dice: DiceDraw; at: number },
): Ctx {
  const total = d20Check(ctx, p.seat, p.method, new DiceCursor(p.dice));
  const kind = cheatKind(p.method);
  const hand = handOf(ctx, p.seat);
  const from = hand.dice[p.die]!.face;
  const caught = kind === 'physical' && total < FUMBLE_BELOW;
  const record: CheatRecord = {
    die: p.die,
    delta: caught ? 0 : p.face - from,
    from,
    to: caught ? from : p.face,
    outcome: caught ? 'caught' : 'success',
    method: kind,
    dc: total,
  };
  const d = draft(ctx).editHand(p.seat, { cheats: [...hand.cheats, record] });
  const opening = ctx.round!.order.length === 0;
  if (caught) {
    knockOutIn(d, p.seat, 'caught').addLog({
      at: p.at,
      ...contestLine([p.seat], said({ say: 'fumble', seat: p.seat }), {
        method: p.method,
        total,
      }),
    });
    return (opening ? endOpenIn(d, p.seat, p.at) : d.set({ rolled: null })).done();
  }
  // One copy of the round for the record, the die, the secret line and the settling of a hit.
  d.editHand(p.seat, { dice: alter(hand, p.die, p.face, opening) });
  const die = describeDie(hand, p.die);
  const line = said({ say: 'cheated', die, face: p.face, method: p.method, total });
  d.addLog({ at: p.at, secret: { seat: p.seat, line } });
  return (opening ? settleOpenIn : settleHitIn)(d, p).done();
}
