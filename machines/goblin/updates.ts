/**
 * The pure context updates the Goblin chart's actions apply, one per thing
 * that happens at the table. Each takes the context and the action's params
 * and returns the next context; gold moves only through the ledger.
 */
import { RoundDraft, logEntry, withHand as withHandOf, withRound } from '../table/round';
import { DiceCursor, type DiceDraw } from '../engine/dice';
import { balanceOf, purse } from '../engine/ledger';
import { own } from '../engine/own';
import { seatName } from '../table/rules';
import { anteUp, pay } from '../table/updates';
import { meta } from './meta';
import {
  CHAMBER,
  COIN,
  type ChamberDie,
  type GoblinContext,
  type GoblinHand,
  type GoblinRound,
  type LogEntry,
} from './context';
import {
  BULLET,
  HEADS,
  HEADS_BONUS,
  earnsBoot,
  isTaxedStage,
  leaders,
  splitPot,
  stageDie,
} from './rules';

type Ctx = GoblinContext;

const withHand = (ctx: Ctx, seat: string, update: (hand: GoblinHand) => Partial<GoblinHand>): Ctx =>
  withHandOf<Ctx, GoblinHand>(ctx, seat, update);

const log = (ctx: Ctx, entry: LogEntry): Ctx => logEntry(ctx, entry);

/* ---------- the round ---------- */

/** Antes in (the table's ante and House match), then a fresh hand for every seat. */
export function openRound(ctx: Ctx, p: { at: number }): Ctx {
  const ante = anteUp(ctx, { houseMatches: meta.houseMatchesAntes });
  const hands: Record<string, GoblinHand> = {};
  for (const seat of ctx.seats)
    hands[seat.id] = { status: 'in', score: 0, rolls: [], boots: 0, heldIn: null };
  const round: GoblinRound = {
    number: ante.number,
    stage: 0,
    queue: [],
    turn: 0,
    hands,
    holds: [],
    suddenDeath: null,
    result: null,
    log: [{ at: p.at, ...ante.line }],
  };
  return { ...ctx, ledger: ante.ledger, round };
}

/** Every living seat that has not held rolls this stage's die, in seat order. */
export function openStage(ctx: Ctx, p: { stage: ChamberDie; at: number }): Ctx {
  const queue = ctx.seats.map((s) => s.id).filter((id) => ctx.round!.hands[id]!.status === 'in');
  const next = withRound(ctx, () => ({ stage: CHAMBER.indexOf(p.stage), queue, turn: 0 }));
  return log(next, { at: p.at, say: 'stage', die: p.stage, seats: queue });
}

/** Several edits of one action on one copy of the round (table/round.ts). */
const draft = (ctx: Ctx) => new RoundDraft<Ctx, GoblinHand, LogEntry>(ctx);

/** A seat's edits and its line, then the next seat's turn: one copy of the round. */
const endTurn = (ctx: Ctx, seat: string, hand: Partial<GoblinHand>, entry: LogEntry): Ctx => {
  const d = draft(ctx).editHand(seat, hand).addLog(entry);
  return d.set({ turn: d.round.turn + 1 }).done();
};

/** Pulls the trigger: the stage's die, a 1 kills, the maximum earns a Boot. */
export function roll(ctx: Ctx, p: { seat: string; dice: DiceDraw; at: number }): Ctx {
  const die = stageDie(ctx.round!);
  const face = new DiceCursor(p.dice).next(die);
  const before = own(ctx.round!.hands, p.seat)!;
  const rolls = [...before.rolls, { die, face }];
  if (face === BULLET)
    return endTurn(
      ctx,
      p.seat,
      { rolls, status: 'dead', score: 0 },
      { at: p.at, say: 'bullet', seat: p.seat, die },
    );
  const boot = earnsBoot(die, face);
  const score = before.score + face;
  const hand: Partial<GoblinHand> = boot
    ? { rolls, score, boots: before.boots + 1 }
    : { rolls, score };
  return endTurn(ctx, p.seat, hand, {
    at: p.at,
    say: 'roll',
    seat: p.seat,
    die,
    face,
    score,
    boot,
  });
}

export function hold(ctx: Ctx, p: { seat: string; at: number }): Ctx {
  const stage = stageDie(ctx.round!);
  const score = own(ctx.round!.hands, p.seat)!.score;
  const next = withRound(ctx, (round) => ({
    holds: [...round.holds, { seat: p.seat, stage, score, brokenBy: null, brokenIn: null }],
  }));
  return endTurn(
    next,
    p.seat,
    { status: 'held', heldIn: stage },
    { at: p.at, say: 'hold', seat: p.seat, score, stage, taxed: isTaxedStage(stage) },
  );
}

/** Breaks the target's Hold; they roll again from the next stage. The booter's turn goes on. */
export function boot(ctx: Ctx, p: { seat: string; target: string; at: number }): Ctx {
  const stage = stageDie(ctx.round!);
  let next = withHand(ctx, p.seat, (hand) => ({ boots: hand.boots - 1 }));
  next = withHand(next, p.target, () => ({ status: 'in', heldIn: null }));
  // A seat has at most one unbroken Hold: holding again needs a Boot first.
  next = withRound(next, (round) => ({
    holds: round.holds.map((h) =>
      h.seat === p.target && h.brokenBy === null ? { ...h, brokenBy: p.seat, brokenIn: stage } : h,
    ),
  }));
  return log(next, { at: p.at, say: 'boot', seat: p.seat, target: p.target });
}

/** After the d4 stage: whoever is alive and unheld stands on their score. */
export function standAtChamberEnd(ctx: Ctx, p: { at: number }): Ctx {
  const standing = ctx.seats.map((s) => s.id).filter((id) => ctx.round!.hands[id]!.status === 'in');
  if (standing.length === 0) return ctx;
  let next = ctx;
  for (const id of standing) next = withHand(next, id, () => ({ status: 'standing' }));
  const scores = standing.map((seat) => ({ seat, score: ctx.round!.hands[seat]!.score }));
  return log(next, { at: p.at, say: 'standing', standing: scores });
}

/* ---------- Sudden Death ---------- */

/** Everyone alive and tied for the top flips the coin; a new volley after each one that settles nothing. */
export function openVolley(ctx: Ctx, p: { at: number }): Ctx {
  const { top, seats } = leaders(ctx);
  const previous = ctx.round!.suddenDeath;
  const current = { flippers: seats, flips: [] };
  const next = withRound(ctx, () => ({
    suddenDeath: previous
      ? { volley: previous.volley + 1, current, earlier: [...previous.earlier, previous.current] }
      : { volley: 1, current, earlier: [] },
  }));
  const after = !previous
    ? 'first'
    : previous.current.flippers.every((id) => seats.includes(id))
      ? 'heads'
      : 'died';
  return log(next, { at: p.at, say: 'volley', seats, top: top!, after });
}

export function flip(ctx: Ctx, p: { seat: string; dice: DiceDraw; at: number }): Ctx {
  const face = new DiceCursor(p.dice).next(COIN);
  const heads = face === HEADS;
  let next = withHand(ctx, p.seat, (hand) => ({
    rolls: [...hand.rolls, { die: COIN, face }],
    ...(heads ? { score: hand.score + HEADS_BONUS } : { status: 'dead' as const, score: 0 }),
  }));
  next = withRound(next, (round) => {
    const sd = round.suddenDeath!;
    return {
      suddenDeath: {
        ...sd,
        current: { ...sd.current, flips: [...sd.current.flips, { seat: p.seat, face }] },
      },
    };
  });
  return log(
    next,
    heads
      ? { at: p.at, say: 'heads', seat: p.seat, score: own(next.round!.hands, p.seat)!.score }
      : { at: p.at, say: 'tails', seat: p.seat },
  );
}

/* ---------- payout ---------- */

type Paid = { next: Ctx; result: NonNullable<GoblinRound['result']>; line: LogEntry };

/** A Total Wipeout: the House keeps the pot. */
function wipeout(ctx: Ctx, pot: number, at: number): Paid {
  return {
    next: pay(ctx, {
      from: 'pot',
      to: 'house',
      amount: pot,
      reason: 'Total Wipeout: the House keeps the pot',
    }),
    result: {
      winner: null,
      score: null,
      how: 'wipeout',
      pot,
      won: 0,
      houseTook: pot,
      cowardsTax: false,
    },
    line: { at, say: 'wipeout', pot },
  };
}

/** The winner takes the pot, less the Coward's Tax when its Hold came before the d8 stage. */
function win(ctx: Ctx, p: { winner: string; top: number; pot: number; at: number }): Paid {
  const round = ctx.round!;
  const { winner, top, pot } = p;
  const heldIn = round.hands[winner]!.heldIn;
  const taxed = heldIn !== null && isTaxedStage(heldIn);
  const { won, houseTook } = splitPot(pot, taxed);
  const name = seatName(ctx, winner);
  let next = pay(ctx, {
    from: 'pot',
    to: purse(winner),
    amount: won,
    reason: `${name} wins the pot`,
  });
  if (houseTook > 0)
    next = pay(next, {
      from: 'pot',
      to: 'house',
      amount: houseTook,
      reason: `the Coward\u2019s Tax on ${name}\u2019s Hold in the ${heldIn} stage`,
    });
  const how = round.suddenDeath?.current.flippers.includes(winner)
    ? 'sudden-death'
    : 'highest-score';
  const line: LogEntry = {
    at: p.at,
    say: 'win',
    seat: winner,
    score: top,
    pot,
    won,
    houseTook,
    heldIn: taxed ? heldIn : null,
    suddenDeath: how === 'sudden-death',
  };
  return {
    next,
    result: { winner, score: top, how, pot, won, houseTook, cowardsTax: taxed },
    line,
  };
}

/**
 * The highest living score takes the pot, halved by the Coward's Tax when its
 * Hold came before the d8 stage; on a Total Wipeout the House keeps it.
 */
export function payout(ctx: Ctx, p: { at: number }): Ctx {
  const pot = balanceOf(ctx.ledger, 'pot');
  const { top, seats } = leaders(ctx);
  if (seats.length > 1) throw new Error('The pot cannot be paid while the top is tied.');
  const winner = seats[0] ?? null;
  const paid =
    winner === null ? wipeout(ctx, pot, p.at) : win(ctx, { winner, top: top!, pot, at: p.at });
  const { result, line } = paid;
  const next = withRound(paid.next, () => ({ result, queue: [], turn: 0 }));
  return log({ ...next, roundsPlayed: ctx.roundsPlayed + 1 }, line);
}
