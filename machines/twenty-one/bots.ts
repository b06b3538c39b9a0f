/**
 * Standard mode's styles of play for self-playing seats (machines/engine/bot.ts):
 * each decides from its seat's own view and picks one of the actions that view
 * offers, so it never sends a move the table would refuse.
 */
import type { BotLevel, BotStyle } from '../engine/bot';
import { ownTurn, styleMaker } from '../engine/botKit';
import type { Intent } from '../engine/game';
import { type HandSlip, handMove, winChance, type Temper } from './botPlay';
import {
  type ActOf,
  accusation,
  cut,
  holdWithCheat,
  ofType,
  retaliation,
  rollDecision,
  sideBet,
  skill,
  type SkillUse,
} from './botMoves';
import type { ActionView, TwentyOneView } from './view';
import { STANDARD_STYLES } from './styles';

type Act = ActionView;

/** What makes a style itself. */
interface Character {
  /** How it values a standing total, given the chance it wins and the pot. */
  temper(win: (t: number) => number, pot: number): Temper;
  cheats: boolean;
  skills: readonly SkillUse[];
  /** It backs itself with a side bet from this total of its own (null: never). */
  backsItselfFrom: number | null;
  /** It calls out a cheat its Profile found. */
  accuses: boolean;
  /** It pays for its dice with drinks when the table runs a tab. */
  drinks: boolean;
  /** It re-rolls a hole die under this at the Cut. */
  cutBelow: number;
  /** It folds a hand worth less than the fold's refund (a gambler never folds). */
  folds: boolean;
  /** How a forgiving one slips with its hand (a careful one stands too early). */
  slip: HandSlip;
}

/** One decision of a Standard seat, from its own view. */
function decide(
  character: Character,
  view: TwentyOneView,
  level: BotLevel,
  chance: () => number,
): Intent | null {
  const turn = ownTurn(view);
  if (!turn) return null;
  const { me, mine, acts, send } = turn;
  const has = (type: Act['intent']['type']) => acts.some((a) => a.intent.type === type);
  if (has('DUEL_ROLL')) return send(ofType(acts, 'DUEL_ROLL')[0]);
  if (has('RETALIATE')) return send(retaliation(view, acts, mine, level, chance));
  if (has('CUT_REROLL') || has('CUT_PASS'))
    return send(cut(acts, mine, character.cutBelow, level, chance));
  if (has('KEEP_ROLL')) {
    if (!character.cheats) return send(ofType(acts, 'KEEP_ROLL')[0]);
    const temper = character.temper((t) => winChance(view.seats, me, t), view.pot);
    const worth = (t: number) => temper.hold(t);
    return send(rollDecision(view, acts, mine, worth, level, chance));
  }
  const from = character.backsItselfFrom;
  const bet = from === null ? null : sideBet(acts, me, mine.total, from, level, chance);
  if (bet) return send(bet);
  if (character.accuses) {
    const called = accusation(view, acts, me);
    if (called) return send(called);
  }
  if (!has('HOLD') && !has('ROLL') && !has('FOLD')) return null;
  const temper = character.temper((t) => winChance(view.seats, me, t), view.pot);
  const act = handMove(acts, mine, temper, character, level, chance);
  const main = { act, rolling: act?.intent.type === 'ROLL' };
  // With nothing else it may do (no die it can pay for, and a roll owed), even a gambler folds.
  if (!main.act) return send(ofType(acts, 'FOLD')[0]);
  const used = skill(view, acts, mine, character.skills, main.rolling, level, chance);
  if (used) return send(used);
  // A card-sharp's hold may carry a cheat of its hole die (a roll has its decision for that).
  if (character.cheats && main.act.intent.type === 'HOLD')
    return send(holdWithCheat(view, main.act as ActOf<'HOLD'>, mine, temper.hold, level, chance));
  return send(main.act);
}

const plain = (win: (t: number) => number, pot: number, bustDread: number): Temper => ({
  hold: (t) => win(t) * pot,
  bustDread,
  thrift: 1,
});

const CAREFUL: Character = {
  temper: (win, pot) => plain(win, pot, pot / 8),
  cheats: false,
  skills: ['FORESIGHT', 'PROFILE'],
  backsItselfFrom: 19,
  accuses: true,
  drinks: false,
  cutBelow: 5,
  folds: true,
  slip: 'early',
};

const GAMBLER: Character = {
  // Chases 21: a hold under 20 is worth little to it, and it counts the pot more than the price of a die.
  temper: (win, pot) => ({
    hold: (t) => win(t) * pot * (t >= 20 ? 1 : 0.35),
    bustDread: 0,
    thrift: 0.4,
  }),
  cheats: false,
  skills: ['GOAD'],
  backsItselfFrom: 2,
  accuses: false,
  drinks: true,
  cutBelow: 7,
  folds: false,
  slip: 'gut',
};

const SHARP: Character = {
  temper: (win, pot) => plain(win, pot, 0),
  cheats: true,
  skills: ['FORESIGHT', 'GOAD', 'BUMP', 'PROFILE'],
  backsItselfFrom: 17,
  accuses: true,
  drinks: false,
  cutBelow: 6,
  folds: true,
  slip: 'gut',
};

const style = styleMaker<TwentyOneView, Character>(decide);

export const standardStyles: readonly BotStyle<TwentyOneView>[] = [
  style(STANDARD_STYLES.careful, CAREFUL),
  style(STANDARD_STYLES.gambler, GAMBLER),
  style(STANDARD_STYLES.cheat, SHARP),
];

export const styles = standardStyles as readonly BotStyle[];
