/**
 * Classic's styles of play for self-playing seats (machines/engine/bot.ts):
 * each decides from its seat's own view and picks one of the actions that
 * view offers. The hand is weighed as in Standard mode
 * (../twenty-one-kit/botPlay.ts), at Classic's prices: the free d20, the
 * opener's two dice chosen for the best value over every pair of faces, a
 * cheat named by the face it makes.
 */
import type { BotLevel, BotStyle, Glance } from '../engine/bot';
import { anyOf, bestBy, offersAny, ownTurn, slips, styleMaker } from '../engine/botKit';
import { DIE_SIDES, type Die } from '../engine/dice';
import { firstOf } from '../engine/botMoves';
import type { Intent } from '../engine/game';
import {
  type HandSlip,
  handMove,
  holdOf,
  oddsTemper,
  temperIn,
  totalValues,
  type Temper,
} from '../twenty-one-kit/botPlay';
import { BUYABLE_DICE, TARGET } from '../twenty-one-kit/rules';
import { CLASSIC } from '../twenty-one-kit/ruleset';
import { rivalsKey } from '../twenty-one-kit/winOdds';
import type { SeatView } from '../twenty-one-kit/view';
import type { ClassicActionView, ClassicView } from './index';
import { bullySkill, cheatChoice, staredownMove, turnSkill } from './botMoves';
import { CLASSIC_STYLES } from './styles';

type Act = ClassicActionView;

export interface ClassicCharacter {
  temper(win: (t: number) => number, pot: number): Temper;
  cheats: boolean;
  /** It investigates in the staredown and accuses whom it found. */
  investigates: boolean;
  /** It investigates both ways in every staredown, whatever the pot (a schemer). */
  snoops?: boolean;
  /** It spends its turn on a Goad or a Bump when one pays. */
  brawls: boolean;
  /** It goads a holding leader and bumps the leader once a round each (`shove`: the Bump alone). */
  bullies?: 'bully' | 'shove';
  /** What a tie (a duel) is worth to it, of a win: half unless said. */
  ties?: number;
  /** How a regular or novice slips with its hand (a careful one stands too early). */
  slip: HandSlip;
}

/** Classic's price of each die ("d20 free, d10 ½, d8 and d6 1×, d4 2×"), half an odd ante rounded up. */
const pricesAt = (ante: number): Map<Die, number> =>
  new Map(BUYABLE_DICE.map((d) => [d, Math.ceil((CLASSIC.costInHalfAntes[d] * ante) / 2)]));

/** An opener's total from its two faces: "A Natural 20 is an Instant 21" (two: 21), else their sum. */
function openerTotal(shown: Die, a: number, hole: Die, b: number): number {
  return (shown === 'd20' && a === 20) || (hole === 'd20' && b === 20) ? TARGET : a + b;
}

/**
 * Each opener's totals, face pair by face pair, listed once per pair of dice: every opener is weighed at every
 * deal, and its mean is added up in this order, so the same opener always gets the same value.
 */
const openerTotals = new Map<string, Uint8Array>();
function totalsOfOpener(shown: Die, hole: Die): Uint8Array {
  const key = `${shown}${hole}`;
  let totals = openerTotals.get(key);
  if (!totals) {
    totals = new Uint8Array(DIE_SIDES[shown] * DIE_SIDES[hole]);
    let at = 0;
    for (let x = 1; x <= DIE_SIDES[shown]; x++)
      for (let y = 1; y <= DIE_SIDES[hole]; y++) totals[at++] = openerTotal(shown, x, hole, y);
    openerTotals.set(key, totals);
  }
  return totals;
}

/** The opener worth most: the mean over every pair of faces of the value its total has, looked ahead. */
function opener(
  acts: readonly Act[],
  worth: () => OpenerWorths,
  level: BotLevel,
  chance: () => number,
): Act | null {
  const openers = acts.filter((a) => a.intent.type === 'OPEN');
  if (slips(level, chance, 0.25)) return anyOf(openers, chance);
  const { values, means } = worth();
  return bestBy(openers, (a) => {
    const { shown, hole } = a.intent as { shown: Die; hole: Die };
    const key = `${shown}${hole}`;
    let mean = means.get(key);
    if (mean === undefined) {
      const totals = totalsOfOpener(shown, hole);
      let sum = 0;
      for (const t of totals) sum += t > TARGET ? 0 : values[t]!;
      mean = sum / totals.length;
      means.set(key, mean);
    }
    return mean;
  });
}

/**
 * Each opener's worth to a character, by what its values depend on (the rivals it sees, the pot, the ante): most
 * rounds open against tables alike, so an opener is weighed once for them all. Bounded like the win chances.
 */
const openerWorths = new WeakMap<ClassicCharacter, Map<string, OpenerWorths>>();
/** A character's values in one such view, and the mean each opener weighed so far has from them. */
type OpenerWorths = { values: readonly number[]; means: Map<string, number> };

function openerWorthsOf(c: ClassicCharacter, view: ClassicView, me: string): OpenerWorths {
  const seen = openerWorths.get(c) ?? new Map<string, OpenerWorths>();
  openerWorths.set(c, seen);
  const key = `${rivalsKey(view.seats, me, c.ties)}|${view.pot}|${view.options.ante}`;
  let worths = seen.get(key);
  if (!worths) {
    if (seen.size >= 4096) seen.clear();
    worths = { values: valuesOf(c, view, me), means: new Map() };
    seen.set(key, worths);
  }
  return worths;
}

/**
 * How this character values each standing total in this view (its chance at the pot from there, read from a table
 * worked out once per view), and so every total looked ahead at Classic's prices.
 */
function valuesOf(c: ClassicCharacter, view: ClassicView, me: string): number[] {
  return totalValues(pricesAt(view.options.ante), temperIn(c.temper, view, me, c.ties));
}

/**
 * One decision, by the move the view offers: a duel's roll, a retaliation, the opener, a kept roll (or a cheat), the
 * staredown, else the turn's hand. Only the opener, a cheat and the hand weigh the totals, so only they work them out.
 */
function decide(
  c: ClassicCharacter,
  view: ClassicView,
  level: BotLevel,
  chance: () => number,
): Intent | null {
  const turn = ownTurn(view);
  if (!turn) return null;
  const { me, mine, acts, send } = turn;
  const duel = firstOf(acts, 'DUEL_ROLL');
  if (duel) return send(duel);
  if (firstOf(acts, 'RETALIATE')) return send(retaliation(view, acts, mine, level, chance));
  if (firstOf(acts, 'OPEN'))
    return send(opener(acts, () => openerWorthsOf(c, view, me), level, chance));
  const keep = firstOf(acts, 'KEEP_ROLL');
  if (keep) {
    if (!c.cheats) return send(keep);
    return send(cheatChoice(view, acts, mine, valuesOf(c, view, me), level, chance) ?? keep);
  }
  if (firstOf(acts, 'INVESTIGATE') || firstOf(acts, 'ACCUSE'))
    return c.investigates ? send(staredownMove(view, acts, mine, level, chance, c.snoops)) : null;
  if (!firstOf(acts, 'ROLL') && !firstOf(acts, 'HOLD')) return null;
  return send(turnMove(c, view, mine, level, chance));
}

/** The turn's one move: the hand's (hold or a die), unless a brawler's or a bully's skill pays more. */
function turnMove(
  c: ClassicCharacter,
  view: ClassicView,
  mine: SeatView,
  level: BotLevel,
  chance: () => number,
): Act | null {
  const acts = view.actions;
  const how = { folds: false, drinks: false, slip: c.slip };
  const act = handMove(acts, mine, temperIn(c.temper, view, mine.id, c.ties), how, level, chance);
  const rolling = act?.intent.type === 'ROLL';
  const brawl = c.brawls ? turnSkill(view, acts, mine, rolling) : null;
  const bully = c.bullies ? bullySkill(view, acts, mine, rolling, c.bullies === 'bully') : null;
  return brawl ?? bully ?? act;
}

/** A retaliation: re-roll the bumper's highest die the avenger can read (its hole die when none), a slipping one any. */
function retaliation(
  view: ClassicView,
  acts: readonly Act[],
  mine: SeatView,
  level: BotLevel,
  chance: () => number,
) {
  const options = acts.filter((a) => a.intent.type === 'RETALIATE');
  if (slips(level, chance, 0.5)) return anyOf(options, chance);
  const bumper = view.seats.find((s) => s.id === mine.owesRetaliation);
  return bestBy(options, (a) => bumper?.dice[(a.intent as { die: number }).die]?.counts ?? 5.5);
}

/** The moves `decide` acts on whatever its character: a seat the table waits on has one of them. */
const ALWAYS_WEIGHED = ['DUEL_ROLL', 'RETALIATE', 'OPEN', 'KEEP_ROLL', 'ROLL', 'HOLD'];

/**
 * Would `decide` look at its view now? Only with a move above, or in the staredown when it investigates: otherwise
 * it returns null before drawing a chance (a seat that never investigates sits every staredown out).
 */
const looks = (c: ClassicCharacter, glance: Glance<ClassicView>): boolean =>
  offersAny(glance, ALWAYS_WEIGHED) ||
  (c.investigates && (glance.offers('INVESTIGATE') || glance.offers('ACCUSE')));

const style = styleMaker<ClassicView, ClassicCharacter>(decide, looks);

export const classicStyles: readonly BotStyle<ClassicView>[] = [
  style(CLASSIC_STYLES.careful, {
    temper: (win, pot) => oddsTemper(win, pot, pot / 8),
    cheats: false,
    investigates: true,
    brawls: false,
    slip: 'early',
  }),
  style(CLASSIC_STYLES.brawler, {
    temper: (win, pot) => ({
      hold: holdOf(win, pot, 20, 0.5),
      bustDread: 0,
      thrift: 0.5,
    }),
    cheats: false,
    investigates: false,
    brawls: true,
    slip: 'gut',
  }),
  style(CLASSIC_STYLES.cheat, {
    temper: (win, pot) => oddsTemper(win, pot, 0),
    cheats: true,
    investigates: false,
    brawls: false,
    slip: 'gut',
  }),
  style(CLASSIC_STYLES.schemer, {
    // A schemer counts every coin: a die is worth buying only at twice its price, gold kept for the staredown.
    temper: (win, pot) => oddsTemper(win, pot, 0, 2),
    cheats: false,
    investigates: true,
    snoops: true,
    brawls: false,
    slip: 'early',
  }),
  style(CLASSIC_STYLES.bully, {
    temper: (win, pot) => oddsTemper(win, pot, 0),
    cheats: false,
    investigates: false,
    brawls: false,
    bullies: 'bully',
    slip: 'gut',
  }),
  style(CLASSIC_STYLES.duelist, {
    temper: (win, pot) => oddsTemper(win, pot, 0),
    cheats: false,
    investigates: false,
    brawls: false,
    slip: 'gut',
    ties: 1,
  }),
  style(CLASSIC_STYLES.drunk, {
    temper: (win, pot) => ({
      hold: holdOf(win, pot, 18, 0.5),
      bustDread: 0,
      thrift: 0.2,
    }),
    cheats: false,
    investigates: false,
    brawls: false,
    bullies: 'shove',
    slip: 'wild',
  }),
];

export const styles = classicStyles as readonly BotStyle[];
