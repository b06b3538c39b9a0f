/**
 * Classic's styles of play for self-playing seats (machines/engine/bot.ts):
 * each decides from its seat's own view and picks one of the actions that
 * view offers. The hand is weighed as in Standard mode (../botPlay.ts), at
 * Classic's prices: the free d20, the opener's two dice chosen for the best
 * value over every pair of faces, a cheat named by the face it makes.
 */
import type { BotLevel, BotStyle, Glance } from '../engine/bot';
import { anyOf, bestBy, offersAny, ownTurn, slips, styleMaker } from '../engine/botKit';
import { DIE_SIDES, type Die } from '../engine/dice';
import type { Intent } from '../engine/game';
import {
  type HandSlip,
  handMove,
  totalValues,
  winChance,
  type Temper,
} from '../twenty-one-kit/botPlay';
import { BUYABLE_DICE, TARGET } from '../twenty-one-kit/rules';
import { CLASSIC } from '../twenty-one-kit/ruleset';
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
  const n20 = (die: Die, face: number) => die === 'd20' && face === 20;
  return n20(shown, a) || n20(hole, b) ? TARGET : a + b;
}

/** The opener worth most: the mean over every pair of faces of the value its total has, looked ahead. */
function opener(
  acts: readonly Act[],
  values: readonly number[],
  level: BotLevel,
  chance: () => number,
): Act | null {
  const openers = acts.filter((a) => a.intent.type === 'OPEN');
  if (slips(level, chance, 0.25)) return anyOf(openers, chance);
  return bestBy(openers, (a) => {
    const { shown, hole } = a.intent as { shown: Die; hole: Die };
    let sum = 0;
    for (let x = 1; x <= DIE_SIDES[shown]; x++)
      for (let y = 1; y <= DIE_SIDES[hole]; y++) {
        const t = openerTotal(shown, x, hole, y);
        sum += t > TARGET ? 0 : values[t]!;
      }
    return sum / (DIE_SIDES[shown] * DIE_SIDES[hole]);
  });
}

function decide(
  c: ClassicCharacter,
  view: ClassicView,
  level: BotLevel,
  chance: () => number,
): Intent | null {
  const turn = ownTurn(view);
  if (!turn) return null;
  const { me, mine, acts, send } = turn;
  const has = (type: string) => acts.some((a) => a.intent.type === type);
  if (has('DUEL_ROLL')) return send(acts.find((a) => a.intent.type === 'DUEL_ROLL'));
  if (has('RETALIATE')) return send(retaliation(view, acts, mine, level, chance));
  const temper = c.temper((t) => winChance(view.seats, me, t, c.ties), view.pot);
  // Worked out only for a move that weighs it: most decisions (a staredown, a plain keep) never do.
  const values = () => totalValues(pricesAt(view.options.ante), temper);
  if (has('OPEN')) return send(opener(acts, values(), level, chance));
  if (has('KEEP_ROLL')) {
    const keep = acts.find((a) => a.intent.type === 'KEEP_ROLL');
    return send(c.cheats ? (cheatChoice(view, acts, mine, values(), level, chance) ?? keep) : keep);
  }
  if (has('INVESTIGATE') || has('ACCUSE'))
    return c.investigates ? send(staredownMove(view, acts, mine, level, chance, c.snoops)) : null;
  if (!has('ROLL') && !has('HOLD')) return null;
  const act = handMove(
    acts,
    mine,
    temper,
    { folds: false, drinks: false, slip: c.slip },
    level,
    chance,
  );
  const rolling = act?.intent.type === 'ROLL';
  const brawl = c.brawls ? turnSkill(view, acts, mine, rolling) : null;
  const bully = c.bullies ? bullySkill(view, acts, mine, rolling, c.bullies === 'bully') : null;
  return send(brawl ?? bully ?? act);
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

const plain = (win: (t: number) => number, pot: number, bustDread: number, thrift = 1): Temper => ({
  hold: (t) => win(t) * pot,
  bustDread,
  thrift,
});

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
    temper: (win, pot) => plain(win, pot, pot / 8),
    cheats: false,
    investigates: true,
    brawls: false,
    slip: 'early',
  }),
  style(CLASSIC_STYLES.brawler, {
    temper: (win, pot) => ({
      hold: (t) => win(t) * pot * (t >= 20 ? 1 : 0.5),
      bustDread: 0,
      thrift: 0.5,
    }),
    cheats: false,
    investigates: false,
    brawls: true,
    slip: 'gut',
  }),
  style(CLASSIC_STYLES.cheat, {
    temper: (win, pot) => plain(win, pot, 0),
    cheats: true,
    investigates: false,
    brawls: false,
    slip: 'gut',
  }),
  style(CLASSIC_STYLES.schemer, {
    // A schemer counts every coin: a die is worth buying only at twice its price, gold kept for the staredown.
    temper: (win, pot) => plain(win, pot, 0, 2),
    cheats: false,
    investigates: true,
    snoops: true,
    brawls: false,
    slip: 'early',
  }),
  style(CLASSIC_STYLES.bully, {
    temper: (win, pot) => plain(win, pot, 0),
    cheats: false,
    investigates: false,
    brawls: false,
    bullies: 'bully',
    slip: 'gut',
  }),
  style(CLASSIC_STYLES.duelist, {
    temper: (win, pot) => plain(win, pot, 0),
    cheats: false,
    investigates: false,
    brawls: false,
    slip: 'gut',
    ties: 1,
  }),
  style(CLASSIC_STYLES.drunk, {
    temper: (win, pot) => ({
      hold: (t) => win(t) * pot * (t >= 18 ? 1 : 0.5),
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
