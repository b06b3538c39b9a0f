/**
 * Classic's Spilled Drink ("If you Bust on a Natural 1 (on any die), you knock over your ale. Pay a 1gp Cleaning
 * Fee to the House") where a die is re-rolled rather than hit: a Bump's and a retaliation's re-roll, which its owner
 * makes ("you must Re-roll it"). Standard's retaliation, with that judgement of the re-roll.
 */
import { balanceOf, purse } from '../engine/ledger';
import { seatName } from '../table/rules';
import { payIn } from '../table/updates';
import {
  retaliate as standardRetaliate,
  retaliationTimeout as standardTimeout,
  type RerollJudge,
} from '../twenty-one-kit/bump';
import type { TwentyOneContext } from '../twenty-one-kit/context';
import { bustIfOverIn, type Draft } from '../twenty-one-kit/edit';
import { classicSaid } from './lines';
import { CLEANING_FEE } from './rules';

type Ctx = TwentyOneContext;

/** "Spilled Drink: … Pay a 1gp Cleaning Fee to the House", as much as the purse holds; returns what was paid. */
export function payCleaningFeeIn(d: Draft, seat: string): number {
  const fee = Math.min(CLEANING_FEE, balanceOf(d.ctx.ledger, purse(seat)));
  payIn(d, {
    from: purse(seat),
    to: 'house',
    amount: fee,
    reason: `${seatName(d.ctx, seat)}'s cleaning fee`,
  });
  return fee;
}

/**
 * Judges a hand after a Bump or a retaliation re-rolled its die `index`: its owner re-rolls it ("you must Re-roll
 * it"), so a bust on its natural 1 spills their drink as a hit's would ("If you Bust on a Natural 1 (on any die)").
 */
export const spillOnRerollIn: RerollJudge = (d, seat, index, at) => {
  const before = d.hand(seat).status;
  bustIfOverIn(d, seat, at);
  const hand = d.hand(seat);
  if (before === 'busted' || hand.status !== 'busted' || hand.dice[index]!.face !== 1) return d;
  const fee = payCleaningFeeIn(d, seat);
  return d.addLog({ at, line: classicSaid({ say: 'spilled', seat, fee }) });
};

/** Standard's retaliation ("Backfire: … you must Re-roll it"), with the Spilled Drink. */
export const retaliate = (ctx: Ctx, p: Parameters<typeof standardRetaliate>[1]): Ctx =>
  standardRetaliate(ctx, p, spillOnRerollIn);

export const retaliationTimeout = (ctx: Ctx, p: Parameters<typeof standardTimeout>[1]): Ctx =>
  standardTimeout(ctx, p, spillOnRerollIn);
