/**
 * The end of a Standard round as pure context updates: the reveal, the staredown's end and the
 * payout (the duel: duel.ts). Gold moves only through the ledger.
 */
import { balanceOf, purse } from '../engine/ledger';
import { seatName } from '../table/rules';
import { payIn } from '../table/updates';
import type { TwentyOneContext } from './context';
import { draft, endRetaliationIn, said, type Draft } from './edit';
import { TARGET, bestStanding, bustsUnseen, handTotal, sideBetPayouts } from './rules';
import { duelWinner } from './duel';

type Ctx = TwentyOneContext;

/* ---------- reveal, staredown (the duel: duel.ts) ---------- */

/**
 * Shows every hole and blind die; a held hand that went over 21 behind a blind
 * die busts now, even if a later die, bump or natural 20 brought its total back.
 */
export function reveal(ctx: Ctx, p: { at: number; staredownSeconds: number }): Ctx {
  // One copy of the round for the lapsed retaliation, the busts and the line.
  const d = endRetaliationIn(draft(ctx)).set({
    revealed: true,
    staredownEndsAt: p.at + p.staredownSeconds * 1000,
  });
  for (const id in d.round.hands) {
    const hand = d.hand(id);
    if (hand.status === 'held' && (bustsUnseen(hand) || handTotal(hand.dice) > TARGET))
      d.editHand(id, { status: 'busted' });
  }
  const hands = ctx.seats.map((s) => {
    const hand = ctx.round!.hands[s.id]!;
    const hidden = hand.dice.filter((d) => d.visibility !== 'public').map((d) => d.face);
    const bust = d.hand(s.id).status === 'busted' && hand.status === 'held';
    return { seat: s.id, hidden, total: handTotal(hand.dice), bust };
  });
  return d.addLog({ at: p.at, line: said({ say: 'revealed', hands }) }).done();
}

export function endStaredown(ctx: Ctx, p: { at: number; by: 'gm' | 'deadline' }): Ctx {
  return draft(ctx)
    .set({ staredownEndsAt: null })
    .addLog({ at: p.at, line: said({ say: 'staredownOver', by: p.by }) })
    .done();
}

/* ---------- payout ---------- */

/** Collects cleaning fees into the pot, as much as each purse holds; what each seat that owed paid. */
function collectFeesIn(d: Draft, ctx: Ctx): Record<string, number> {
  const feesPaid: Record<string, number> = {};
  for (const seat of ctx.seats) {
    const owed = ctx.round!.hands[seat.id]!.fees;
    const paid = Math.min(owed, balanceOf(d.ctx.ledger, purse(seat.id)));
    if (paid > 0)
      payIn(d, {
        from: purse(seat.id),
        to: 'pot',
        amount: paid,
        reason: `${seat.name}'s cleaning fees`,
      });
    if (owed > 0) feesPaid[seat.id] = paid;
  }
  return feesPaid;
}

/** Pays the pot to the winner, else to the House unless it rolls over, then the side bets; the side bets paid. */
function payPotIn(
  d: Draft,
  ctx: Ctx,
  p: { winner: string | null; pot: number; rolledOver: boolean },
): Record<string, number> {
  if (p.winner)
    payIn(d, {
      from: 'pot',
      to: purse(p.winner),
      amount: p.pot,
      reason: `${seatName(ctx, p.winner)} wins the pot`,
    });
  else if (!p.rolledOver)
    payIn(d, {
      from: 'pot',
      to: 'house',
      amount: p.pot,
      reason: 'nobody stands: the House keeps the pot',
    });
  const sideBets = sideBetPayouts(ctx.round!.sideBets, p.winner);
  for (const [seat, gp] of Object.entries(sideBets)) {
    payIn(d, {
      from: 'pool:side',
      to: purse(seat),
      amount: gp,
      reason: `${seatName(ctx, seat)}'s side-bet payout`,
    });
  }
  return sideBets;
}

/** Collects cleaning fees into the pot (as much as each purse holds), then pays the pot out. */
export function payout(ctx: Ctx, p: { at: number }): Ctx {
  // One copy of the context and the round for every payment, the result and the line.
  const d = draft(ctx);
  const feesPaid = collectFeesIn(d, ctx);
  const { best, leaders } = bestStanding(ctx);
  const winner = leaders.length === 1 ? leaders[0]! : duelWinner(ctx);
  const pot = balanceOf(d.ctx.ledger, 'pot');
  const rolledOver = winner === null && ctx.options.rollover;
  const sideBets = payPotIn(d, ctx, { winner, pot, rolledOver });
  const how = winner === null ? 'nobody-standing' : leaders.length > 1 ? 'duel' : 'highest-total';
  d.set({ result: { winner, best, how, pot, rolledOver, feesPaid, sideBets } });
  d.ctx.roundsPlayed = ctx.roundsPlayed + 1;
  const paid = (gold: Record<string, number>) =>
    Object.entries(gold).map(([seat, gp]) => ({ seat, gp }));
  const line = said({
    say: 'payout',
    fees: paid(feesPaid),
    winner,
    pot,
    best,
    duel: how === 'duel',
    rolledOver,
    sideBets: paid(sideBets),
    backed: ctx.round!.sideBets.some((b) => b.on === winner),
  });
  return d.addLog({ at: p.at, line }).done();
}
