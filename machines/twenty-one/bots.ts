/**
 * Standard mode's styles of play for self-playing seats (machines/engine/bot.ts):
 * each decides from its seat's own view and picks one of the actions that view
 * offers, so it never sends a move the table would refuse.
 */
import type { BotLevel, BotStyle, Glance } from '../engine/bot';
import { anyOf, offersAny, ownTurn, styleMaker } from '../engine/botKit';
import type { Intent } from '../engine/game';
import {
  type HandSlip,
  handMove,
  holdOf,
  oddsTemper,
  type Temper,
  temperIn,
} from '../twenty-one-kit/botPlay';
import {
  type ActOf,
  accusation,
  cut,
  favouriteBet,
  holdWithCheat,
  ofType,
  retaliation,
  rollDecision,
  sideBet,
  skill,
  type SkillUse,
} from './botMoves';
import type { ActionView, SeatView, TwentyOneView } from '../twenty-one-kit/view';
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
  /** It backs whichever seat reads highest, once that reads this much (a schemer's bet; null: never). */
  backsFavouriteFrom?: number;
  /** It backs itself once it holds, whatever its total. */
  backsOnceHeld?: boolean;
  /** It backs a seat drawn at random with a side bet, at once. */
  backsAnyone?: boolean;
  /** The odds it wants before Foresight or a Profile (0.6 unless said). */
  skillOdds?: number;
  /** What a tie (a duel) is worth to it, of a win: half unless said. */
  ties?: number;
  /** It calls out a cheat its Profile found. */
  accuses: boolean;
  /** It pays for its dice with drinks when the table runs a tab. */
  drinks: boolean;
  /** It re-rolls a hole die under this at the Cut. */
  cutBelow: number;
  /** It folds a hand worth less than the fold's refund (a gambler never folds). */
  folds: boolean;
  /** How a regular or novice slips with its hand (a careful one stands too early). */
  slip: HandSlip;
}

/** One decision of a Standard seat, from its own view: a move owed first, then a side bet, an accusation, the turn. */
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
  if (has('KEEP_ROLL')) return send(keptRoll(character, view, mine, level, chance));
  const bet = sideBetOf(character, view, mine, level, chance);
  if (bet) return send(bet);
  if (character.accuses) {
    const called = accusation(view, acts, me);
    if (called) return send(called);
  }
  if (!has('HOLD') && !has('ROLL') && !has('FOLD')) return null;
  return send(turnMove(character, view, mine, level, chance));
}

/** After a roll: keep it, or (a card-sharp) weigh a cheat of the die it rolled. */
function keptRoll(
  character: Character,
  view: TwentyOneView,
  mine: SeatView,
  level: BotLevel,
  chance: () => number,
): Act | null | undefined {
  if (!character.cheats) return ofType(view.actions, 'KEEP_ROLL')[0];
  const temper = temperIn(character.temper, view, mine.id, character.ties);
  return rollDecision(view, view.actions, mine, (t) => temper.hold(t), level, chance);
}

/** The side bet this character makes now, if any: on a seat at random, on the favourite, or on itself. */
function sideBetOf(
  character: Character,
  view: TwentyOneView,
  mine: SeatView,
  level: BotLevel,
  chance: () => number,
): Act | null | undefined {
  const acts = view.actions;
  const from = character.backsItselfFrom;
  const favourite = character.backsFavouriteFrom;
  if (character.backsAnyone) return anyOf(ofType(acts, 'SIDE_BET'), chance);
  if (favourite !== undefined) return favouriteBet(view, acts, favourite, level, chance);
  if (from === null) return null;
  const total = character.backsOnceHeld && mine.status === 'held' ? from : mine.total;
  return sideBet(acts, mine.id, total, from, level, chance);
}

/** The turn: the hand's move (a fold when nothing else is left), unless a skill pays first; a sharp's hold may cheat. */
function turnMove(
  character: Character,
  view: TwentyOneView,
  mine: SeatView,
  level: BotLevel,
  chance: () => number,
): Act | null | undefined {
  const acts = view.actions;
  const temper = temperIn(character.temper, view, mine.id, character.ties);
  const act = handMove(acts, mine, temper, character, level, chance);
  // With nothing else it may do (no die it can pay for, and a roll owed), even a gambler folds.
  if (!act) return ofType(acts, 'FOLD')[0];
  const rolling = act.intent.type === 'ROLL';
  const skills = character.skills;
  const used = skill(view, acts, mine, skills, rolling, level, chance, character.skillOdds);
  if (used) return used;
  // A card-sharp's hold may carry a cheat of its hole die (a roll has its decision for that).
  if (character.cheats && act.intent.type === 'HOLD')
    return holdWithCheat(view, act as ActOf<'HOLD'>, mine, temper.hold, level, chance);
  return act;
}

const CAREFUL: Character = {
  temper: (win, pot) => oddsTemper(win, pot, pot / 8),
  cheats: false,
  skills: ['FORESIGHT', 'PROFILE'],
  backsItselfFrom: null,
  skillOdds: 0.45,
  accuses: true,
  drinks: false,
  cutBelow: 5,
  folds: true,
  slip: 'early',
};

const GAMBLER: Character = {
  // Chases 21: a hold under 20 is worth little to it, and it counts the pot more than the price of a die.
  temper: (win, pot) => ({
    hold: holdOf(win, pot, 20, 0.35),
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
  temper: (win, pot) => oddsTemper(win, pot, 0),
  cheats: true,
  skills: ['FORESIGHT', 'GOAD', 'BUMP', 'PROFILE'],
  backsItselfFrom: 12,
  accuses: true,
  drinks: false,
  cutBelow: 6,
  folds: true,
  slip: 'gut',
};

/** Goads the leader still betting and bumps the leader's best die, every round it can; plays the odds, never cheats. */
const BULLY: Character = {
  temper: (win, pot) => oddsTemper(win, pot, 0),
  cheats: false,
  skills: ['BUMP_LEADER', 'GOAD_LEADER'],
  backsItselfFrom: null,
  accuses: false,
  drinks: false,
  cutBelow: 6,
  folds: false,
  slip: 'gut',
};

/**
 * Fancies itself in the duel: a tie is as good as a win to it and a bust the worst of losses, so it stands on
 * anything that may tie (a third of the pot's dread of a bust); it backs itself from 16 or once it holds, and never
 * folds.
 */
const DUELIST: Character = {
  temper: (win, pot) => oddsTemper(win, pot, pot / 3),
  cheats: false,
  skills: [],
  backsItselfFrom: 16,
  backsOnceHeld: true,
  accuses: false,
  drinks: false,
  cutBelow: 4,
  folds: false,
  slip: 'gut',
  ties: 1,
};

/**
 * Knows before it moves: gazes ahead before every roll and profiles the leader at any fair odds, accuses what it
 * found, folds a poor hand while the fold refunds, and backs whoever reads as the favourite.
 */
const SCHEMER: Character = {
  temper: (win, pot) => oddsTemper(win, pot, 0),
  cheats: false,
  skills: ['PROFILE', 'FORESIGHT'],
  backsItselfFrom: null,
  backsFavouriteFrom: 16,
  skillOdds: 0.35,
  accuses: true,
  drinks: false,
  cutBelow: 6,
  folds: true,
  slip: 'early',
};

/** Drinks for every die, holds nothing under 18 gladly, never folds, and backs any seat at all with a side bet. */
const DRUNK: Character = {
  temper: (win, pot) => ({
    hold: holdOf(win, pot, 18, 0.5),
    bustDread: 0,
    thrift: 0.2,
  }),
  cheats: false,
  skills: [],
  backsItselfFrom: null,
  backsAnyone: true,
  accuses: false,
  drinks: true,
  cutBelow: 8,
  folds: false,
  slip: 'wild',
};

/** The moves `decide` acts on whatever its character: a seat the table waits on has one of them. */
const ALWAYS_WEIGHED = [
  'DUEL_ROLL',
  'RETALIATE',
  'CUT_REROLL',
  'CUT_PASS',
  'KEEP_ROLL',
  'HOLD',
  'ROLL',
  'FOLD',
];

/**
 * Would `decide` look at its view now? Only with a move above, a side bet when it ever bets, or an accusation
 * when it accuses and its own Profile found a cheat (a private line "… has cheated …"): otherwise it returns null
 * before drawing a chance, which is most of the asks out of turn.
 */
function looks(character: Character, glance: Glance<TwentyOneView>): boolean {
  if (offersAny(glance, ALWAYS_WEIGHED)) return true;
  const bets =
    character.backsAnyone === true ||
    character.backsFavouriteFrom !== undefined ||
    character.backsItselfFrom !== null;
  if (bets && glance.offers('SIDE_BET')) return true;
  return (
    character.accuses &&
    glance.offers('ACCUSE') &&
    glance.part('private').some((l) => l.say === 'profiled' && l.cheated === true)
  );
}

const style = styleMaker<TwentyOneView, Character>(decide, looks);

export const standardStyles: readonly BotStyle<TwentyOneView>[] = [
  style(STANDARD_STYLES.careful, CAREFUL),
  style(STANDARD_STYLES.gambler, GAMBLER),
  style(STANDARD_STYLES.cheat, SHARP),
  style(STANDARD_STYLES.schemer, SCHEMER),
  style(STANDARD_STYLES.bully, BULLY),
  style(STANDARD_STYLES.duelist, DUELIST),
  style(STANDARD_STYLES.drunk, DRUNK),
];

export const styles = standardStyles as readonly BotStyle[];
