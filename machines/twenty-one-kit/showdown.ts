/**
 * The end of a Standard round as pure context updates: the reveal, the staredown's end and the
 * payout (the duel: duel.ts). Gold moves only through the ledger.
 */
import { balanceOf, purse } from '../engine/ledger';
import { seatName } from '../table/rules';
import { payIn } from '../table/updates';
import type { TwentyOneContext } from './context';
import { draft, endRetaliationIn } from './edit';
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
  const shown = ctx.seats.map((s) => {
    const hand = ctx.round!.hands[s.id]!;
    const hidden = hand.dice.filter((d) => d.visibility !== 'public').map((d) => d.face);
    return `${s.name} ${hidden.join(' and ') || 'nothing hidden'} (total ${handTotal(hand.dice)}${d.hand(s.id).status === 'busted' && hand.status === 'held' ? ': bust' : ''})`;
  });
  return d
    .addLog({ at: p.at, text: `Hole dice revealed: ${shown.join(', ')}. The staredown begins.` })
    .done();
}

export function endStaredown(ctx: Ctx, p: { at: number; by: 'gm' | 'deadline' }): Ctx {
  return draft(ctx)
    .set({ staredownEndsAt: null })
    .addLog({
      at: p.at,
      text: p.by === 'gm' ? 'The GM ends the staredown.' : 'The staredown is over.',
    })
    .done();
}

/* ---------- payout ---------- */

/** Collects cleaning fees into the pot (as much as each purse holds), then pays the pot out. */
export function payout(ctx: Ctx, p: { at: number }): Ctx {
  // One copy of the context and the round for every payment, the result and the line.
  const d = draft(ctx);
  const next = d.ctx;
  const feesPaid: Record<string, number> = {};
  for (const seat of ctx.seats) {
    const owed = ctx.round!.hands[seat.id]!.fees;
    const paid = Math.min(owed, balanceOf(next.ledger, purse(seat.id)));
    if (paid > 0)
      payIn(d, {
        from: purse(seat.id),
        to: 'pot',
        amount: paid,
        reason: `${seat.name}'s cleaning fees`,
      });
    if (owed > 0) feesPaid[seat.id] = paid;
  }
  const { best, leaders } = bestStanding(ctx);
  const winner = leaders.length === 1 ? leaders[0]! : duelWinner(ctx);
  const pot = balanceOf(next.ledger, 'pot');
  const rolledOver = winner === null && ctx.options.rollover;
  if (winner)
    payIn(d, {
      from: 'pot',
      to: purse(winner),
      amount: pot,
      reason: `${seatName(ctx, winner)} wins the pot`,
    });
  else if (!rolledOver)
    payIn(d, {
      from: 'pot',
      to: 'house',
      amount: pot,
      reason: 'nobody stands: the House keeps the pot',
    });
  const how = winner === null ? 'nobody-standing' : leaders.length > 1 ? 'duel' : 'highest-total';
  const sideBets = sideBetPayouts(ctx.round!.sideBets, winner);
  for (const [seat, gp] of Object.entries(sideBets)) {
    payIn(d, {
      from: 'pool:side',
      to: purse(seat),
      amount: gp,
      reason: `${seatName(ctx, seat)}'s side-bet payout`,
    });
  }
  d.set({ result: { winner, best, how, pot, rolledOver, feesPaid, sideBets } });
  next.roundsPlayed = ctx.roundsPlayed + 1;
  const feeText = Object.entries(feesPaid)
    .map(([id, gp]) => `${seatName(ctx, id)} ${gp} gp`)
    .join(', ');
  const outcome = winner
    ? `${seatName(ctx, winner)} wins ${pot} gp with ${best}${how === 'duel' ? ' after the duel' : ''}.`
    : rolledOver
      ? `Nobody stands: the ${pot} gp pot rolls over to the next round.`
      : `Nobody stands: the House keeps the ${pot} gp pot.`;
  const betText = Object.entries(sideBets)
    .map(([id, gp]) => `${seatName(ctx, id)} ${gp} gp`)
    .join(', ');
  const backed = ctx.round!.sideBets.some((b) => b.on === winner);
  const sideBetLine = betText
    ? ` Side bets ${backed ? 'pay' : 'are returned (nobody backed the winner)'}: ${betText}.`
    : '';
  return d
    .addLog({
      at: p.at,
      text: `${feeText ? `Cleaning fees: ${feeText}. ` : ''}${outcome}${sideBetLine}`,
    })
    .done();
}
