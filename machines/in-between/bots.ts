/**
 * In Between's styles of play for self-playing seats (machines/engine/bot.ts).
 * Every die is public, so a seat's view is the whole table; a style still
 * decides from that view alone, among the moves it offers.
 */
import type { BotLevel, BotStyle } from '../engine/bot';
import { styleMaker } from '../engine/botKit';
import { bestOf, firstOf, offersOf, slips } from '../engine/botMoves';
import type { Intent } from '../engine/game';
import type { Mode, Side } from './context';
import { betweenWins, oddsOf, sideOf } from './rules';
import type { InBetweenIntent } from './moves';
import type { ActionView, InBetweenView } from './view';
import { IN_BETWEEN_STYLES } from './styles';

/** How often a regular seat (a novice twice as often) makes a call by gut instead of by the odds. */
const SLIP = 0.3;

/**
 * The between part's chance to win a round from its first throw: inside the surrounds, or doubles then the final
 * re-roll (whoever doubles cost rolls again, as the odds tell them to: see `doublesCall`).
 */
export function betweenWinsRound(mode: Mode): number {
  const fresh = oddsOf(null);
  const final = betweenWins(fresh, mode, true) / fresh.outOf;
  return fresh.inside / fresh.outOf + (fresh.doubles / fresh.outOf) * final;
}

/** The chance a side wins the round about to be thrown. */
const sideWins = (mode: Mode, side: Side): number =>
  side === sideOf(mode, 'between') ? betweenWinsRound(mode) : 1 - betweenWinsRound(mode);

/**
 * On doubles, the expected return of rolling again against accepting the loss (`stake` each side now): rolling again
 * stakes as much again at even money, and the view's `odds.win` is the between's chance on the final re-roll.
 */
export function rollAgainGain(view: InBetweenView, me: string): number {
  const w = view.odds ? view.odds.win.ways / view.odds.win.outOf : 0;
  const between = view.parts.find((p) => p.part === 'between')?.seat === me;
  const again = 2 * view.stake * (between ? 2 * w - 1 : 1 - 2 * w);
  return again - -view.stake;
}

/**
 * A side bet's expected gain, `amount` on `side`. Against the bank, even money: each gp wins or loses its like.
 * In the watchers' pool, the pool as it stands: the winner's backers share the whole pool by their stakes, and with
 * nobody against them have their stakes back, against what others already staked.
 */
export function sideBetGain(view: InBetweenView, side: Side, amount: number): number {
  const p = sideWins(view.mode, side);
  if (!view.options.sideBetPool) return amount * (2 * p - 1);
  let mine = 0;
  let against = 0;
  for (const b of view.sideBets)
    if (b.on === side) mine += b.amount;
    else against += b.amount;
  if (against === 0) return 0;
  return p * ((amount * against) / (amount + mine)) - (1 - p) * amount;
}

/**
 * The stake on a side that gains most from the pool as it stands: √(p·against·backers / (1 − p)) − backers. Against
 * the bank every gp loses alike (the bank takes the favourite's side), so the least loses least.
 */
function sideBetAmount(view: InBetweenView, a: ActionView): number {
  if (a.intent.type !== 'SIDE_BET' || !a.amount) return 0;
  if (!view.options.sideBetPool) return a.amount.min;
  const side = a.intent.on;
  const p = sideWins(view.mode, side);
  let backers = 0;
  let against = 0;
  for (const b of view.sideBets)
    if (b.on === side) backers += b.amount;
    else against += b.amount;
  const best = Math.round(Math.sqrt((p * against * backers) / (1 - p)) - backers);
  return Math.min(a.amount.max, Math.max(a.amount.min, best));
}

interface Character {
  /** The wager it names with a roll, in antes (one ante at least, the offered range at most). */
  wager: number;
  /** Its side bet, or null to pass: the sharp one sizes it by the pool. */
  sideBet(view: InBetweenView, bets: ActionView[]): ActionView | null;
  /** Its call on doubles: by the odds, or always the same whatever they say. */
  doubles: 'odds' | 'again' | 'accept';
}

function play(
  view: InBetweenView,
  level: BotLevel,
  chance: () => number,
  c: Character,
): Intent | null {
  const { actions } = view;
  if (actions.length === 0) return null;
  const slip = slips(level, chance, SLIP);
  const me = view.viewer.role === 'player' ? view.viewer.id : '';
  const bets = offersOf(actions, 'SIDE_BET');
  if (bets.length > 0 || firstOf(actions, 'NO_BET')) {
    // A slip backs the long shot on hope, for three times the long shot's stake: a player who has not yet seen that the
    // bank takes the favourite's side, or is chasing.
    const bet = slip ? longShot(view, bets, 6) : c.sideBet(view, bets);
    return bet ? bet.intent : (firstOf(actions, 'NO_BET') ?? actions[0]!).intent;
  }
  const roll = firstOf(actions, 'ROLL');
  if (roll && roll.intent.type === 'ROLL' && roll.amount) {
    // A slip wagers by feel: one to three antes more than it means to.
    const antes = slip ? c.wager + 1 + Math.floor(3 * chance()) : c.wager;
    const wager = Math.min(roll.amount.max, Math.max(roll.amount.min, antes * view.options.ante));
    const named: InBetweenIntent = { ...roll.intent, wager };
    return named;
  }
  const again = firstOf(actions, 'ROLL_AGAIN');
  const accept = firstOf(actions, 'ACCEPT_LOSS');
  if (again && accept) {
    // A slip takes the sure loss rather than risk twice the stake.
    if (slip || c.doubles === 'accept') return accept.intent;
    return (c.doubles === 'again' || rollAgainGain(view, me) > 0 ? again : accept).intent;
  }
  return actions[0]!.intent;
}

/**
 * The side bet with the greatest expected gain, sized for it. Against the bank none gains (the bank takes the
 * favourite's side), so none is placed; in the pool, the favourite at the least when none gains yet.
 */
function exactBet(view: InBetweenView, bets: ActionView[]): ActionView | null {
  const sized = bets.map((a) =>
    a.intent.type === 'SIDE_BET'
      ? { ...a, intent: { ...a.intent, amount: sideBetAmount(view, a) } }
      : a,
  );
  const gain = (a: ActionView) =>
    a.intent.type === 'SIDE_BET' ? sideBetGain(view, a.intent.on, a.intent.amount) : -Infinity;
  const best = bestOf(sized, gain);
  if (best && gain(best) > 0) return best;
  if (!view.options.sideBetPool) return null;
  // Nothing to gain yet: the favourite at the least, which loses nothing unless someone backs the other side.
  return (
    bestOf(bets, (a) => (a.intent.type === 'SIDE_BET' ? sideWins(view.mode, a.intent.on) : 0)) ??
    null
  );
}

/** The underdog (the between part) for `antes` antes (two by default), or the least the purse allows. */
function longShot(view: InBetweenView, bets: ActionView[], antes = 2): ActionView | null {
  const under = bets.find(
    (a) => a.intent.type === 'SIDE_BET' && a.intent.on === sideOf(view.mode, 'between'),
  );
  if (under?.intent.type !== 'SIDE_BET' || !under.amount) return null;
  const amount = Math.min(under.amount.max, Math.max(under.amount.min, antes * view.options.ante));
  return { ...under, intent: { ...under.intent, amount } };
}

/** The roller's side (in the two-player game the betweener's) for the least: a well-wisher's coin on every throw. */
function friendlyBet(view: InBetweenView, bets: ActionView[]): ActionView | null {
  const roller = bets.find(
    (a) => a.intent.type === 'SIDE_BET' && a.intent.on === sideOf(view.mode, 'between'),
  );
  if (roller?.intent.type !== 'SIDE_BET' || !roller.amount) return null;
  return { ...roller, intent: { ...roller.intent, amount: roller.amount.min } };
}

const style = styleMaker<InBetweenView, Character>((c, view, level, chance) =>
  play(view, level, chance, c),
);

export const inBetweenStyles: readonly BotStyle<InBetweenView>[] = [
  style(IN_BETWEEN_STYLES.sharp, { wager: 1, sideBet: exactBet, doubles: 'odds' }),
  style(IN_BETWEEN_STYLES.careful, { wager: 1, sideBet: friendlyBet, doubles: 'accept' }),
  style(IN_BETWEEN_STYLES.daredevil, { wager: 5, sideBet: longShot, doubles: 'again' }),
];

export const styles = inBetweenStyles as readonly BotStyle[];
