/**
 * The moves a Classic bot weighs besides its hand: a cheat named by its face,
 * the staredown's investigation and accusation, and a Goad or a Bump as the
 * turn's one move. Each reads the seat's own view alone.
 */
import type { BotLevel } from '../engine/bot';
import { bestBy, checkOdds, slips } from '../engine/botKit';
import { winChance } from '../twenty-one-kit/winOdds';
import { TARGET } from '../twenty-one-kit/rules';
import type { SeatView } from '../twenty-one-kit/view';
import type { ClassicActionView, ClassicView } from './index';
import { FUMBLE_BELOW, cheatKind, type CheatMethod } from './rules';

type Act = ClassicActionView;
type Chance = () => number;
/** What a bot takes a rival's unknown Insight or Arcana to be, and how often it takes each rival to investigate. */
const RIVAL_MODIFIER = 2;
const RIVAL_INVESTIGATES = 0.3;

const METHOD_STAT = {
  sleightOfHand: 'sleightOfHand',
  deception: 'deception',
  spellcasting: 'spellcasting',
} as const;

/** The chance a cheat's check is under 10: "you are caught immediately" (a physical cheat only). */
const fumbleOdds = (method: CheatMethod, modifier: number) =>
  cheatKind(method) === 'magical' ? 0 : 1 - checkOdds(modifier, FUMBLE_BELOW);

/**
 * A cheat after a roll, when it pays: the face that makes the hand worth most, by the method its stats make
 * safest, weighed against a fumble ("caught immediately") and any rival's investigation meeting its DC (a bounty
 * of 5× ante and the hand lost): the more rivals watch, the less a cheat pays. A cheat below the top level sometimes forgets the risk.
 */
export function cheatChoice(
  view: ClassicView,
  acts: readonly Act[],
  mine: SeatView,
  values: readonly number[],
  level: BotLevel,
  chance: Chance,
): Act | null {
  const total = mine.total;
  if (total === null || !mine.secrets) return null;
  const stats = mine.secrets.stats;
  const ante = view.options.ante;
  const careless = slips(level, chance, 0.4);
  // Any seat of the round not caught or forfeited may investigate, a busted one included.
  const watchers = view.seats.filter(
    (s) => s.id !== mine.id && (s.status === 'in' || s.status === 'held' || s.status === 'busted'),
  ).length;
  const now = total > TARGET ? 0 : values[total]!;
  const worth = (a: Act): number => {
    const { die, face, method } = a.intent as { die: number; face: number; method: CheatMethod };
    const d = mine.dice[die];
    if (!d || d.counts === null) return -Infinity;
    const rest = total - d.counts;
    const after = Math.min(TARGET, rest + (d.die === 'd20' && face === 20 ? TARGET - rest : face));
    const modifier = stats[METHOD_STAT[method]] ?? 0;
    if (careless) return values[after]!;
    const fumble = fumbleOdds(method, modifier);
    const dc = Math.round(10.5 + modifier);
    const found = 1 - (1 - RIVAL_INVESTIGATES * checkOdds(RIVAL_MODIFIER, dc)) ** watchers;
    return (1 - fumble) * (values[after]! * (1 - found) - found * 5 * ante);
  };
  const best = bestBy(
    acts.filter((a) => a.intent.type === 'CHEAT'),
    worth,
  );
  return best && worth(best) > now + 0.1 * ante ? best : null;
}

/** What a bot takes the chance to be that a rival cheated by each kind (hand or magic) this round, and its cheat's DC. */
const RIVAL_CHEATS = 0.06;
const ASSUMED_CHEAT_DC = 15;

/**
 * An investigation's worth to its payer, in gp: for each rival it may catch (one of its kind is taken to have cheated at
 * `RIVAL_CHEATS`, found at the odds its own stat meets `ASSUMED_CHEAT_DC`), the 5× ante bounty and what that
 * rival's disqualification adds to its own chance at the pot; less the 1× ante fee, which it wins back with the pot.
 */
function investigationWorth(view: ClassicView, mine: SeatView, modifier: number): number {
  const ante = view.options.ante;
  const t = mine.total ?? TARGET + 1;
  const win = winChance(view.seats, mine.id, t);
  const found = RIVAL_CHEATS * checkOdds(modifier, ASSUMED_CHEAT_DC, mine.sloppy);
  let gain = 0;
  for (const r of view.seats) {
    if (r.id === mine.id || (r.status !== 'in' && r.status !== 'held' && r.status !== 'busted'))
      continue;
    const without = view.seats.filter((s) => s.id !== r.id);
    gain += found * (5 * ante + view.pot * (winChance(without, mine.id, t) - win));
  }
  return gain - ante * (1 - win);
}

/**
 * The staredown: accuse a seat its own investigation found; else investigate while it pays (`investigationWorth`),
 * by the stat it reads best first (Insight for a Read of the Table, Arcana for an Arcane Scan), then the other way
 * when `both` (it cannot know whether a cheat was by hand or by magic). A slipping seat follows a hunch instead: it
 * pays for one that does not pay, or lets one pass that does.
 */
export function staredownMove(
  view: ClassicView,
  acts: readonly Act[],
  mine: SeatView,
  level: BotLevel,
  chance: Chance,
  both = false,
): Act | null {
  const made = view.classic?.investigations ?? [];
  const found = made.flatMap((i) => i.found);
  const accuse = acts.find(
    (a) => a.intent.type === 'ACCUSE' && found.includes((a.intent as { target: string }).target),
  );
  if (accuse) return accuse;
  if (made.length >= (both ? 2 : 1)) return null;
  const stats = mine.secrets?.stats ?? {};
  const first = (stats.arcana ?? 0) > (stats.insight ?? 0) ? 'scan' : 'read';
  const kind = made.length === 0 ? first : first === 'read' ? 'scan' : 'read';
  const modifier = (kind === 'read' ? stats.insight : stats.arcana) ?? 0;
  const pays = investigationWorth(view, mine, modifier) > 0;
  if (pays === slips(level, chance, 0.3)) return null;
  return (
    acts.find(
      (a) => a.intent.type === 'INVESTIGATE' && (a.intent as { kind: string }).kind === kind,
    ) ?? null
  );
}

/**
 * A Goad or a Bump as the turn's one move: a Goad at the best-showing rival still standing when it would hit
 * anyway (a backfire only makes it hit at the ante); a Bump at a rival showing at least its own total, its
 * highest die, when it would hold.
 */
export function turnSkill(
  view: ClassicView,
  acts: readonly Act[],
  mine: SeatView,
  rolling: boolean,
): Act | null {
  const rivals = view.seats
    .filter((s) => s.id !== mine.id && (s.status === 'in' || s.status === 'held'))
    .sort((a, b) => b.showing - a.showing);
  const stats = mine.secrets?.stats ?? {};
  const leader = rivals[0];
  if (!leader) return null;
  if (rolling && leader.showing >= 12) {
    const skill =
      (stats.intimidation ?? 0) >= (stats.persuasion ?? 0) ? 'intimidation' : 'persuasion';
    return (
      acts.find((a) => {
        const i = a.intent as { type: string; target?: string; skill?: string };
        return i.type === 'GOAD' && i.target === leader.id && i.skill === skill;
      }) ?? null
    );
  }
  if (!rolling && mine.total !== null && leader.showing >= mine.total) {
    const die = bestBy(
      leader.dice.map((d, i) => ({ i, counts: d.counts ?? 5 })),
      (d) => d.counts,
    );
    return (
      acts.find((a) => {
        const i = a.intent as { type: string; target?: string; die?: number };
        return i.type === 'BUMP' && i.target === leader.id && i.die === die?.i;
      }) ?? null
    );
  }
  return null;
}

/** The leader: the best-showing rival still standing. */
const leaderOf = (view: ClassicView, me: string) =>
  bestBy(
    view.seats.filter((s) => s.id !== me && (s.status === 'in' || s.status === 'held')),
    (s) => s.showing,
  );

/**
 * A bully's turn, each once a round (its own secrets list the skills it used): when it would hit, a Goad of the
 * leader if it holds (it must hit at the ante, and may bust); when it would hold, a Bump of the leader's highest die
 * if the leader shows within 4 of its total. `goads` false: a drunk's shove, the Bump alone.
 */
export function bullySkill(
  view: ClassicView,
  acts: readonly Act[],
  mine: SeatView,
  rolling: boolean,
  goads: boolean,
): Act | null {
  const leader = leaderOf(view, mine.id);
  const used = mine.secrets?.skillsUsed ?? [];
  const stats = mine.secrets?.stats ?? {};
  if (!leader) return null;
  const is = (a: Act, type: string) =>
    a.intent.type === type && (a.intent as { target?: string }).target === leader.id;
  if (rolling && goads && leader.status === 'held' && !used.includes('GOAD')) {
    const skill =
      (stats.intimidation ?? 0) >= (stats.persuasion ?? 0) ? 'intimidation' : 'persuasion';
    return (
      acts.find((a) => is(a, 'GOAD') && (a.intent as { skill?: string }).skill === skill) ?? null
    );
  }
  if (rolling || used.includes('BUMP') || mine.total === null || leader.showing < mine.total - 4)
    return null;
  const die = bestBy(
    leader.dice.map((d, i) => ({ i, counts: d.counts ?? 5 })),
    (d) => d.counts,
  );
  return acts.find((a) => is(a, 'BUMP') && (a.intent as { die?: number }).die === die?.i) ?? null;
}
