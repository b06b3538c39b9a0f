/**
 * Goblin Mode's styles of play for self-playing seats (machines/engine/bot.ts).
 * Every score is public, so a seat's view is the whole table; a style still
 * reads nothing but that view, and picks one of the actions it offers.
 *
 * The odds: a rival still rolling beats a score `s` if it climbs above `s`
 * before the Bullet (a 1) finds it, over the stages it has left; holding at
 * `s` wins when no rival does (a tie, a coin: half). Rolling on is worth the
 * mean over the die's faces of the best of holding and rolling from there,
 * to standing after the d4, looked ahead exactly over every stage.
 */
import type { BotLevel, BotStyle } from '../engine/bot';
import { ownTurn, slips, styleMaker } from '../engine/botKit';
import { DIE_SIDES } from '../engine/dice';
import type { Intent } from '../engine/game';
import type { ActionView, GoblinView, SeatView } from './view';
import { GOBLIN_STYLES } from './styles';

type Act = ActionView;

/** Where a rival stands: its score, the stage it rolls next (none for a holder), and whether it holds. */
interface Rival {
  score: number;
  from: number | null;
}

/** The chance a seat at `r`, rolling from stage `j` on, climbs above `s` before a 1 kills it. */
function overtakes(
  sides: readonly number[],
  r: number,
  s: number,
  j: number,
  memo: Map<number, number>,
): number {
  if (r > s) return 1;
  if (j >= sides.length) return 0;
  const key = r * 16 + j;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const n = sides[j]!;
  let p = 0;
  for (let f = 2; f <= n; f++) p += overtakes(sides, r + f, s, j + 1, memo) / n;
  memo.set(key, p);
  return p;
}

/** The chance a score `s` that rolls no more wins against these rivals; `memo` keeps each climb's odds per score. */
function winsAt(
  sides: readonly number[],
  rivals: readonly Rival[],
  s: number,
  memo: Map<number, Map<number, number>>,
): number {
  let climbs = memo.get(s);
  if (!climbs) {
    climbs = new Map();
    memo.set(s, climbs);
  }
  let p = 1;
  for (const r of rivals) {
    if (r.from === null) p *= r.score < s ? 1 : r.score === s ? 0.5 : 0;
    else p *= 1 - overtakes(sides, r.score, s, r.from, climbs);
  }
  return p;
}

/** How a style weighs a Hold: by the odds or short of them, never in a taxed stage; and whom it boots. */
interface Character {
  /** It holds unless pulling the trigger is worth more than `1 / nerve` times holding (1 plays the odds). */
  nerve: number;
  /** A novice's nerve: it overdoes its character, or misjudges the odds (a regular and a shark play `nerve`). */
  noviceNerve: number;
  /** A slip (a regular's, a novice's twice as often): its nerve fails and it holds the moment it may, or it misreads the odds and does the other. */
  slip: 'panics' | 'misreads';
  /** It never holds in a stage that pays the Coward's Tax. */
  refusesTax: boolean;
  /** Whom it boots: every holder, or one whose score blocks its own Hold. */
  boots: 'every' | 'blocking';
}

/** The worth of holding now and of pulling the trigger, as shares of the pot, looked ahead over every stage left. */
function worths(view: GoblinView, mine: SeatView, c: Character): { hold: number; roll: number } {
  const sides = view.stages.map((d) => DIE_SIDES[d]);
  const k = view.stage ? view.stages.indexOf(view.stage) : sides.length;
  const after = new Set(view.waiting.slice(view.waiting.indexOf(mine.id) + 1));
  const rivals: Rival[] = view.seats
    .filter(
      (s) => s.id !== mine.id && s.score !== null && s.status !== 'dead' && s.status !== 'waiting',
    )
    .map((s) => ({
      score: s.score!,
      from: s.status === 'in' ? (after.has(s.id) ? k : k + 1) : null,
    }));
  const top = Math.max(0, ...rivals.map((r) => r.score));
  const taxed = (stage: number) => stage < view.stages.indexOf(view.cowardsTax.taxFreeFrom);
  const memo = new Map<number, number>();
  const climbs = new Map<number, Map<number, number>>();
  const value = (s: number, stage: number): number => {
    if (stage >= sides.length) return winsAt(sides, rivals, s, climbs);
    const key = s * 16 + stage;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const n = sides[stage]!;
    let roll = 0;
    for (let f = 2; f <= n; f++) roll += value(s + f, stage + 1) / n;
    const mayHold = s > top && !(c.refusesTax && taxed(stage));
    const hold = mayHold ? winsAt(sides, rivals, s, climbs) * (taxed(stage) ? 0.5 : 1) : 0;
    const best = Math.max(roll, hold);
    memo.set(key, best);
    return best;
  };
  const score = mine.score ?? 0;
  const n = sides[k] ?? 0;
  let roll = 0;
  for (let f = 2; f <= n; f++) roll += value(score + f, k + 1) / n;
  const hold = winsAt(sides, rivals, score, climbs) * (taxed(k) ? 0.5 : 1);
  return { hold, roll };
}

/** A Boot, before its roll: at a holder it must break, the highest first. */
function boot(view: GoblinView, acts: readonly Act[], mine: SeatView, c: Character): Act | null {
  const score = mine.score ?? 0;
  const targets = acts
    .filter((a) => a.intent.type === 'BOOT')
    .map((a) => ({
      a,
      held: view.seats.find((s) => s.id === (a.intent as { target: string }).target)?.score ?? 0,
    }))
    .filter(({ held }) => c.boots === 'every' || held >= score)
    .sort((x, y) => y.held - x.held);
  return targets[0]?.a ?? null;
}

function decide(
  c: Character,
  view: GoblinView,
  level: BotLevel,
  chance: () => number,
): Intent | null {
  const turn = ownTurn(view);
  if (!turn) return null;
  const { mine, acts, send } = turn;
  const find = (type: Act['intent']['type']) => acts.find((a) => a.intent.type === type);
  if (find('FLIP')) return send(find('FLIP'));
  const roll = find('ROLL');
  const hold = find('HOLD');
  if (!roll && !hold) return null;
  const kick = slips(level, chance, 0.3) ? null : boot(view, acts, mine, c);
  if (kick) return send(kick);
  if (!hold) return send(roll);
  if (!roll) return send(hold);
  let holds: boolean;
  if (c.refusesTax && hold.cowardsTax) holds = false;
  else {
    const w = worths(view, mine, c);
    holds = w.hold >= (level === 'novice' ? c.noviceNerve : c.nerve) * w.roll;
  }
  // A regular's nerve fails it, or it misreads the Chamber, now and then.
  if (slips(level, chance, 0.25)) holds = c.slip === 'panics' || !holds;
  return send(holds ? hold : roll);
}

const style = styleMaker<GoblinView, Character>(decide);

export const goblinStyles: readonly BotStyle<GoblinView>[] = [
  style(GOBLIN_STYLES.coward, {
    nerve: 0.4,
    noviceNerve: 0.25,
    slip: 'panics',
    refusesTax: false,
    boots: 'blocking',
  }),
  style(GOBLIN_STYLES.daredevil, {
    nerve: 1.25,
    noviceNerve: 2,
    slip: 'misreads',
    refusesTax: true,
    boots: 'every',
  }),
  style(GOBLIN_STYLES.odds, {
    nerve: 1,
    noviceNerve: 0.6,
    slip: 'misreads',
    refusesTax: false,
    boots: 'blocking',
  }),
];

export const styles = goblinStyles as readonly BotStyle[];
