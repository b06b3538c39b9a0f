/**
 * The moves a Standard-mode bot weighs besides its main action: the Cut, the
 * decision after a roll (keep or cheat), a retaliation, side bets,
 * accusations and skills. Each reads the seat's own view alone and picks
 * from the actions it offers.
 */
import type { BotLevel } from '../engine/bot';
import { anyOf, bestBy, checkOdds, slips } from '../engine/botKit';
import { DIE_SIDES } from '../engine/dice';
import { FORESIGHT_DC, TARGET } from '../twenty-one-kit/rules';
import type { TurnCheat } from '../twenty-one-kit/moves/cheats';
import type { ActionView, SeatView, TwentyOneView } from '../twenty-one-kit/view';

type Act = ActionView;
type Chance = () => number;
/** What a bot takes a rival's unknown passive Deception and Insight to be: 10 and a middling +2. */
const ASSUMED_DEFENCE = 12;

/** An action of one type, its intent narrowed to that type. */
export type ActOf<T extends Act['intent']['type']> = Act & {
  intent: Extract<Act['intent'], { type: T }>;
};

export const ofType = <T extends Act['intent']['type']>(acts: readonly Act[], type: T) =>
  acts.filter((a): a is ActOf<T> => a.intent.type === type);

/** The rivals still in the round (in or held), highest showing first. */
export const rivals = (view: TwentyOneView, me: string): SeatView[] =>
  view.seats
    .filter((s) => s.id !== me && (s.status === 'in' || s.status === 'held'))
    .sort((a, b) => b.showing - a.showing);

/** The Cut: re-roll a hole die under `below` (a regular or novice sometimes misjudges it). */
export function cut(
  acts: readonly Act[],
  mine: SeatView,
  below: number,
  level: BotLevel,
  chance: Chance,
): Act | null {
  const hole = mine.dice.find((d) => d.hole)?.face ?? 10;
  const reroll = hole < below !== slips(level, chance, 0.2);
  return ofType(acts, reroll ? 'CUT_REROLL' : 'CUT_PASS')[0] ?? ofType(acts, 'CUT_PASS')[0] ?? null;
}

/** A retaliation: re-roll the bumper's highest die the avenger can read (the hole die when none), a slipping one any. */
export function retaliation(
  view: TwentyOneView,
  acts: readonly Act[],
  mine: SeatView,
  level: BotLevel,
  chance: Chance,
): Act | null {
  const options = ofType(acts, 'RETALIATE');
  if (slips(level, chance, 0.5)) return anyOf(options, chance);
  const bumper = view.seats.find((s) => s.id === mine.owesRetaliation);
  return bestBy(options, (a) => bumper?.dice[a.intent.die]?.counts ?? 5.5);
}

/** The Heat a cheat allows: under these odds of beating its Heat DC, a card-sharp keeps its hands still. */
const MIN_CHEAT_ODDS = 0.4;

/** A cheat of die `die` by `delta`, as a bot weighs it. */
type CheatPick = { die: number; delta: number };

/**
 * The cheat that pays best at the odds its Heat gives (a hand saved from a bust, or brought nearer 21), moving only a
 * die the others cannot see (the hole die, and the die under a decision when `also` names it); null when none pays.
 */
function bestCheat(
  view: TwentyOneView,
  mine: SeatView,
  picks: readonly CheatPick[],
  worth: (total: number) => number,
  level: BotLevel,
  chance: Chance,
  also?: number,
): CheatPick | null {
  const secrets = mine.secrets;
  if (!secrets || mine.total === null) return null;
  const ante = view.options.ante;
  // A forgiving cheat trusts its hands whatever its Heat; the best reads its odds from its Heat DC.
  const careless = slips(level, chance, 0.5);
  const odds = careless
    ? 0.75
    : checkOdds(secrets.stats.sleightOfHand ?? 0, secrets.heatDC, mine.sloppy);
  if (odds < MIN_CHEAT_ODDS) return null;
  const now = worth(mine.total);
  const gainOf = (c: CheatPick) => {
    const d = mine.dice[c.die];
    if (!d || d.face === null || d.counts === null || d.blind) return -Infinity;
    if (!d.hole && c.die !== also) return -Infinity;
    if (d.die === 'd20' && d.face === 20) return -Infinity;
    const face = Math.min(DIE_SIDES[d.die], Math.max(1, d.face + c.delta));
    const total = mine.total! - d.counts + face;
    const after = total > TARGET ? 0 : worth(total);
    // Caught on a natural 1: the ante paid and the hand lost; a failed attempt only costs Heat.
    return odds * (after - now) - 0.05 * (now + ante) - 0.1 * ante;
  };
  const best = bestBy(picks, gainOf);
  return best && gainOf(best) > 0 ? best : null;
}

/**
 * The decision after a roll: a cheat when one pays, of the hole die or the die just rolled; else keep.
 */
export function rollDecision(
  view: TwentyOneView,
  acts: readonly Act[],
  mine: SeatView,
  worth: (total: number) => number,
  level: BotLevel,
  chance: Chance,
): Act | null {
  const keep = ofType(acts, 'KEEP_ROLL')[0] ?? null;
  const cheats = ofType(acts, 'CHEAT');
  const picks = cheats.map((a) => a.intent);
  const best = bestCheat(view, mine, picks, worth, level, chance, mine.dice.length - 1);
  return (best && cheats[picks.indexOf(best as (typeof picks)[number])]) || keep;
}

/**
 * A hold that carries a cheat of the hole die when one pays, as the roll decision weighs it: on one's turn a cheat
 * rides with the main action (its offer's `cheat` names the candidates).
 */
export function holdWithCheat(
  view: TwentyOneView,
  hold: ActOf<'HOLD'>,
  mine: SeatView,
  worth: (total: number) => number,
  level: BotLevel,
  chance: Chance,
): Act {
  const offer = hold.cheat;
  if (!offer) return hold;
  const picks = offer.dice.flatMap((die) => offer.deltas.map((delta) => ({ die, delta })));
  const best = bestCheat(view, mine, picks, worth, level, chance);
  return best ? { ...hold, intent: { ...hold.intent, cheat: best as TurnCheat } } : hold;
}

/** A side bet on the seat `on` names, or none; a regular or novice backs anyone now and then. */
function sideBetOn(
  acts: readonly Act[],
  level: BotLevel,
  chance: Chance,
  on: () => string | null,
): Act | null {
  const bets = ofType(acts, 'SIDE_BET');
  if (bets.length === 0) return null;
  if (slips(level, chance, 0.1)) return anyOf(bets, chance);
  const seat = on();
  return seat === null ? null : (bets.find((b) => b.intent.on === seat) ?? null);
}

/** A side bet on itself once its own total reaches `from`. */
export function sideBet(
  acts: readonly Act[],
  me: string,
  total: number | null,
  from: number,
  level: BotLevel,
  chance: Chance,
): Act | null {
  return sideBetOn(acts, level, chance, () => (total === null || total < from ? null : me));
}

/** What a seat's hand reads as to this viewer: its own total, or what it shows plus its unseen dice at their mean. */
const readTotal = (s: SeatView): number =>
  s.total ?? s.dice.reduce((sum, d) => sum + (d.counts ?? (DIE_SIDES[d.die] + 1) / 2), 0);

/** A schemer's side bet: on the seat whose hand reads highest (itself included), once that reads `from` or more. */
export function favouriteBet(
  view: TwentyOneView,
  acts: readonly Act[],
  from: number,
  level: BotLevel,
  chance: Chance,
): Act | null {
  return sideBetOn(acts, level, chance, () => {
    const standing = view.seats.filter((s) => s.status === 'in' || s.status === 'held');
    const best = bestBy(standing, readTotal);
    return best && readTotal(best) >= from ? best.id : null;
  });
}

/**
 * An accusation backed by what its own Profile found (its private `profiled` line: Brom has cheated, die 2):
 * the die it names, or else the hole die, where a cheat is hidden best.
 */
export function accusation(view: TwentyOneView, acts: readonly Act[], me: string): Act | null {
  const accusations = ofType(acts, 'ACCUSE');
  if (accusations.length === 0) return null;
  for (const rival of view.seats) {
    if (rival.id === me) continue;
    const line = view.private.find(
      (l) => l.say === 'profiled' && l.target === rival.id && l.cheated === true,
    );
    if (!line) continue;
    const named = (line.dice as readonly number[] | undefined)?.[0];
    const die = named ? named - 1 : rival.dice.findIndex((d) => d.hole);
    const act = accusations.find(
      (a) => a.intent.target === rival.id && a.intent.die === Math.max(0, die),
    );
    if (act) return act;
  }
  return null;
}

/**
 * A skill a style uses when it pays: `GOAD_LEADER` and `BUMP_LEADER` are a bully's, aimed at the leader whatever
 * it shows and whatever the odds.
 */
export type SkillUse = 'FORESIGHT' | 'PROFILE' | 'GOAD' | 'BUMP' | 'GOAD_LEADER' | 'BUMP_LEADER';

/** The Goad of `target` by the better of its goading skills. */
function goadOf(acts: readonly Act[], stats: Record<string, number>, target?: SeatView) {
  const by = (stats.intimidation ?? 0) >= (stats.persuasion ?? 0) ? 'intimidation' : 'persuasion';
  return ofType(acts, 'GOAD').find((a) => a.intent.target === target?.id && a.intent.skill === by);
}

/** The Bump of `target`'s highest die its bumper can read. */
function bumpOf(acts: readonly Act[], target?: SeatView) {
  const die = target
    ? bestBy(
        target.dice.map((d, i) => ({ d, i })),
        ({ d }) => d.counts ?? 0,
      )
    : null;
  const act = ofType(acts, 'BUMP').find(
    (a) => a.intent.target === target?.id && a.intent.die === die?.i,
  );
  return act && { act, counts: die?.d.counts ?? 0 };
}

/**
 * A skill before the main action, when it pays: Foresight before a roll at odds of `bar` or better (a slipping one
 * sometimes lets a chance pass or tries at poorer odds); a Profile of the leading rival; a Goad of the leader still
 * betting when it rolls anyway (a backfire then costs nothing); a Bump of a held rival ahead of it before it holds.
 * A bully goads the leader still betting, and bumps the leader's highest die, whether it rolls or holds.
 */
export function skill(
  view: TwentyOneView,
  acts: readonly Act[],
  mine: SeatView,
  uses: readonly SkillUse[],
  rolling: boolean,
  level: BotLevel,
  chance: Chance,
  bar = 0.6,
): Act | null {
  const stats = mine.secrets?.stats ?? {};
  const sloppy = mine.sloppy;
  const leaders = rivals(view, mine.id);
  const odds = slips(level, chance, 0.3) ? bar - 0.2 : bar;
  for (const use of uses) {
    if (slips(level, chance, 0.3)) continue;
    if (use === 'FORESIGHT' && rolling && !mine.secrets?.foreseen.length) {
      if (checkOdds(stats.wis ?? 0, FORESIGHT_DC, sloppy) >= odds)
        return ofType(acts, 'FORESIGHT')[0] ?? null;
    }
    if (use === 'PROFILE' && leaders[0]) {
      const act = ofType(acts, 'PROFILE').find((a) => a.intent.target === leaders[0]!.id);
      if (act && checkOdds(stats.investigation ?? 0, ASSUMED_DEFENCE, sloppy) >= odds) return act;
    }
    if (use === 'GOAD' && rolling) {
      const act = goadOf(
        acts,
        stats,
        leaders.find((s) => s.status === 'in' && s.showing >= 10),
      );
      if (act) return act;
    }
    if (use === 'GOAD_LEADER' && leaders[0]?.status === 'in') {
      const act = goadOf(acts, stats, leaders[0]);
      if (act) return act;
    }
    if (use === 'BUMP' && !rolling && (stats.str ?? 0) >= 1 && mine.total !== null) {
      const bump = bumpOf(
        acts,
        leaders.find((s) => s.status === 'held' && s.showing >= mine.total! - 5),
      );
      if (bump && bump.counts >= 6) return bump.act;
    }
    if (use === 'BUMP_LEADER') {
      const bump = bumpOf(acts, leaders[0]);
      if (bump) return bump.act;
    }
  }
  return null;
}
