/**
 * The pure context updates the machine's actions apply, one per thing that
 * happens at the table (the reveal, the staredown's end and the payout:
 * showdown.ts). Each takes the context and the action's params and returns
 * the next context; gold moves only through the ledger.
 */
import { DiceCursor, type DiceDraw } from '../engine/dice';
import { purse } from '../engine/ledger';
import { withStats, type Stats } from './stats';
import { seatName } from '../table/rules';
import { anteUp, pay, payIn } from '../table/updates';
import type { Hand, HandDie, Round, TwentyOneContext } from './context';
import {
  bustUnseenIfOverIn,
  draft,
  handOf,
  lapseRetaliationOf,
  passTurnIn,
  said,
  type Draft,
} from './edit';
import {
  OPENING_DIE,
  bettingOrder,
  bustsNow,
  countedValue,
  cutSeat,
  foldRefund,
  handTotal,
  rollCost,
  tableAllowsCheating,
  type BuyableDie,
} from './rules';
import { rulesOf } from './ruleset';
import { cheat } from './cheats';
import { ironLiverIn } from './skills';

export { duelRoll, duelWinner, openDuel } from './duel';
export { endStaredown, payout, reveal } from './showdown';

type Ctx = TwentyOneContext;

/* ---------- lobby (the rest is the table's: machines/table/updates.ts) ---------- */

export function setStats(ctx: Ctx, p: { seat: string; stats: Partial<Stats> }): Ctx {
  return {
    ...ctx,
    seats: ctx.seats.map((s) => (s.id === p.seat ? withStats(s, p.stats) : s)),
  };
}

/* ---------- ante and opening ---------- */

const newHand = (): Hand => ({
  dice: [],
  status: 'in',
  acted: false,
  fees: 0,
  skillsUsed: [],
  bustUnseen: false,
  sloppy: false,
  drinks: 0,
  mustRoll: null,
  nextRollBlind: false,
  foreseen: {},
  cheats: [],
  owesRetaliation: null,
  accused: false,
});

/** Opens a round: the table's ante (a fresh journal, every ante into the pot, and the House's match), and a fresh hand for every seat. */
export function collectAntes(ctx: Ctx, p: { at: number }): Ctx {
  const ante = anteUp(ctx, { houseMatches: rulesOf(ctx).houseMatchesAntes });
  const hands: Record<string, Hand> = {};
  for (const seat of ctx.seats) hands[seat.id] = newHand();
  const round: Round = {
    number: ante.number,
    order: [],
    turn: -1,
    rolled: null,
    skillThisTurn: false,
    retaliationEndsAt: null,
    sideBets: [],
    lap: 1,
    cutter: null,
    hands,
    revealed: false,
    staredownEndsAt: null,
    duel: null,
    result: null,
    log: [],
  };
  // The new round carries its first line from the start: no copy of it just to log.
  round.log.push({ at: p.at, ...ante.line });
  return { ...ctx, round, ledger: ante.ledger };
}

/** "Each player rolls 2d10: one visible and one hole", in seat order. */
export function dealOpening(ctx: Ctx, p: { dice: DiceDraw; at: number }): Ctx {
  const cursor = new DiceCursor(p.dice);
  const d = draft(ctx);
  for (const seat of ctx.seats) {
    const shown = cursor.next(OPENING_DIE);
    const hole = cursor.next(OPENING_DIE);
    const dice: HandDie[] = [
      { die: OPENING_DIE, face: shown, value: shown, visibility: 'public' },
      { die: OPENING_DIE, face: hole, value: hole, visibility: 'hole' },
    ];
    const fees = (shown === 1 ? 1 : 0) + (hole === 1 ? 1 : 0);
    d.editHand(seat.id, { dice, fees }).addLog({
      at: p.at,
      line: said({ say: 'shows', seat: seat.id, face: shown }),
      secret: { seat: seat.id, line: said({ say: 'holeDie', face: hole, cut: false }) },
    });
  }
  const hands = d.round.hands;
  const cutter = cutSeat(ctx.seats, hands);
  d.set({ order: bettingOrder(ctx.seats, hands), cutter });
  if (cutter) d.addLog({ at: p.at, line: said({ say: 'cutOffer', seat: cutter }) });
  return d.done();
}

/* ---------- the Cut ---------- */

export function takeCut(ctx: Ctx, p: { seat: string; dice: DiceDraw; at: number }): Ctx {
  const face = new DiceCursor(p.dice).next(OPENING_DIE);
  const hand = handOf(ctx, p.seat);
  const d = draft(ctx).editHand(p.seat, {
    dice: hand.dice.map((die) => (die.visibility === 'hole' ? { ...die, face, value: face } : die)),
    fees: hand.fees + (face === 1 ? 1 : 0),
  });
  return endCutIn(
    d.addLog({
      at: p.at,
      line: said({ say: 'cutTaken', seat: p.seat }),
      secret: { seat: p.seat, line: said({ say: 'holeDie', face, cut: true }) },
    }),
  ).done();
}

export function passCut(ctx: Ctx, p: { seat: string; at: number }): Ctx {
  return endCutIn(
    draft(ctx).addLog({ at: p.at, line: said({ say: 'cutPassed', seat: p.seat }) }),
  ).done();
}

const endCutIn = (d: Draft): Draft => d.set({ cutter: null, turn: 0 });

/* ---------- betting ---------- */

/**
 * Buys a die: pays (in gold, or in drinks with a CON save), rolls it (or takes
 * the foreseen face), and either opens the roller's cheat decision or settles
 * the roll at once. "If your total exceeds 21, you bust (resolved after any cheat decision)."
 */
export function buyDie(
  ctx: Ctx,
  p: { seat: string; die: BuyableDie; drink: boolean; dice: DiceDraw; at: number },
): Ctx {
  const name = seatName(ctx, p.seat);
  const cost = rollCost(p.die, ctx);
  const cursor = new DiceCursor(p.dice);
  // One copy of the round for the tab or the price, the die, the line and the settling.
  const d = draft(ctx);
  if (p.drink) {
    if (ironLiverIn(d, { seat: p.seat, die: p.die, cost, cursor, at: p.at }).passedOut)
      return d.done();
  } else {
    payIn(d, { from: purse(p.seat), to: 'pot', amount: cost, reason: `${name} buys a ${p.die}` });
  }
  const before = d.hand(p.seat);
  const index = before.dice.length; // read before the draft edits this hand (the tab may have copied it already)
  const foreseen = before.foreseen[p.die];
  const face = foreseen ? foreseen.face : cursor.next(p.die);
  const visibility = before.nextRollBlind ? 'blind' : 'public';
  const rolled: HandDie = {
    die: p.die,
    face,
    value: countedValue(p.die, face, handTotal(before.dice)),
    visibility,
  };
  const { [p.die]: _used, ...stillForeseen } = before.foreseen;
  d.editHand(p.seat, {
    dice: [...before.dice, rolled],
    acted: true,
    fees: before.fees + (face === 1 ? 1 : 0),
    blindFees: (before.blindFees ?? 0) + (face === 1 && visibility === 'blind' ? 1 : 0),
    mustRoll: null,
    nextRollBlind: false,
    foreseen: stillForeseen,
  })
    .addLog({
      at: p.at,
      line: said({ say: 'buys', seat: p.seat, die: p.die, cost, drink: p.drink }),
    })
    .set({ rolled: { seat: p.seat, die: index } });
  // A blind die cannot be cheated, so it settles at once; so does every roll at a table too small for cheating.
  return (visibility === 'blind' || !tableAllowsCheating(d.ctx) ? settleRollIn(d, p) : d).done();
}

/** Ends the roller's decision: the roll is told, the bust decided, the turn passed. */
export function settleRollIn(d: Draft, p: { seat: string; at: number }): Draft {
  const rolled = d.round.rolled!;
  const hand = d.hand(p.seat);
  const die = hand.dice[rolled.die]!;
  const busts = bustsNow(hand);
  const blind = die.visibility === 'blind';
  const secret =
    die.die === 'd20' && die.face === 20 && !blind
      ? { seat: p.seat, line: said({ say: 'natural20', value: die.value }) }
      : undefined;
  d.set({ rolled: null }).addLog({
    at: p.at,
    line: said({
      say: 'rolls',
      seat: p.seat,
      die: die.die,
      face: blind ? null : die.face,
      bust: busts ? handTotal(hand.dice) : null,
    }),
    ...(secret ? { secret } : {}),
  });
  if (busts) lapseRetaliationOf(d.editHand(p.seat, { status: 'busted' }), p.seat);
  else bustUnseenIfOverIn(d, p.seat, p.at);
  return passTurnIn(d);
}

export const settleRoll = (ctx: Ctx, p: { seat: string; at: number }): Ctx =>
  settleRollIn(draft(ctx), p).done();

export function hold(ctx: Ctx, p: { seat: string; at: number }): Ctx {
  return passTurnIn(
    draft(ctx)
      .editHand(p.seat, { status: 'held', acted: true })
      .addLog({ at: p.at, line: said({ say: 'holds', seat: p.seat }) }),
  ).done();
}

export function fold(ctx: Ctx, p: { seat: string; at: number }): Ctx {
  const hand = ctx.round!.hands[p.seat]!;
  const name = seatName(ctx, p.seat);
  const refund = hand.acted ? 0 : foldRefund(ctx.options.ante);
  const next =
    refund > 0
      ? pay(ctx, { from: 'pot', to: purse(p.seat), amount: refund, reason: `${name} folds early` })
      : ctx;
  return passTurnIn(
    lapseRetaliationOf(draft(next).editHand(p.seat, { status: 'folded' }), p.seat).addLog({
      at: p.at,
      line: said({ say: 'folds', seat: p.seat, refund }),
    }),
  ).done();
}

/** A cheat in the roller's decision: the roll settles after it, unless the cheater was caught. */
export function cheatRoll(
  ctx: Ctx,
  p: { seat: string; die: number; delta: number; dice: DiceDraw; at: number },
): Ctx {
  return cheat(ctx, p, settleRollIn);
}
