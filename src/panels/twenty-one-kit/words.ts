/**
 * Standard mode's moves in words, built from each move's intent, what the view
 * offers with it (a roll's drinks on the tab) and the view (seat names, the
 * dice each seat shows), its phases, and its refusals' (./reasons.ts): the host sends none
 * of these words.
 */
import type { CheckOffer } from '../../../machines/twenty-one-kit/checkOdds';
import type { StatKey } from '../../../machines/twenty-one-kit/stats';
import type { moves } from '../../../machines/twenty-one-kit/moves';
import type { TwentyOneView } from '../../../machines/twenty-one-kit/view';
import { exactPercent } from '../shared/format';
import { actorOf, nameIn, type GameWords, type MoveWords, type SentMove } from '../shared/words';
import { TWENTY_ONE_LINES } from './lines';
import { type ReasonView, TWENTY_ONE_ACTS, TWENTY_ONE_REASONS } from './reasons';

type View = Pick<TwentyOneView, 'viewer' | 'phase'> & ReasonView;

/**
 * Each phase of either ruleset once: its title in the panel's header, and what the table is doing in a refusal's
 * sentence ("the table is …"; the lobby's and between rounds' are the table's own words).
 */
export const PHASES: Readonly<Record<TwentyOneView['phase'], { title: string; doing?: string }>> = {
  lobby: { title: 'Lobby' },
  cut: { title: 'The Cut', doing: 'waiting on the Cut' },
  opener: { title: 'The opener', doing: 'rolling the opener' },
  betting: { title: 'Betting', doing: 'betting' },
  staredown: { title: 'Staredown', doing: 'in the staredown' },
  duel: { title: 'Duel', doing: 'in a duel' },
  roundOver: { title: 'Round over' },
};

/**
 * The phase in words, for "the table is …": in the betting (and Classic's opener), whom it waits on when that is
 * not simply the seat to act (a roll's decision, a retaliation, a Goad's loser), as every view shows it.
 */
export function phaseWords(phase: TwentyOneView['phase'], view: ReasonView): string | undefined {
  if (phase === 'betting' || phase === 'opener') {
    if (view.deciding)
      return `waiting for ${nameIn(view, view.deciding)} to keep or cheat their roll`;
    const avenger = view.seats.find((s) => s.owesRetaliation);
    if (avenger)
      return `waiting for ${nameIn(view, avenger.id)} to re-roll one of ${nameIn(view, avenger.owesRetaliation!)}'s dice`;
    const forced = view.classic?.forcedHit;
    if (forced) return `waiting for ${nameIn(view, forced)} to pay the ante and hit`;
  }
  return PHASES[phase]?.doing;
}

/** Each move by its kind alone: a move withheld for one reason, or one without choices. */
export const KINDS: MoveWords<SentMove<typeof moves>> = {
  SET_STATS: 'Save stats',
  CUT_REROLL: 'Take the Cut (re-roll your hole die)',
  CUT_PASS: 'Pass the Cut',
  ROLL: 'Buy a die',
  KEEP_ROLL: 'Keep the roll',
  GOAD: 'Goad',
  BUMP: 'Bump the table',
  RETALIATE: 'Retaliate',
  CHEAT: 'Cheat',
  FORESIGHT: 'Foresight',
  PROFILE: 'Profile',
  ACCUSE: 'Accuse',
  SIDE_BET: 'Place a side bet',
  HOLD: 'Hold',
  FOLD: 'Fold',
  END_STAREDOWN: 'End the staredown',
  DUEL_ROLL: 'Roll for the duel',
};

/** "Ana's d10 #2": one die of a seat, as its number in the hand. */
export function dieOf(view: View, seat: string | undefined, index: number): string {
  const die = view.seats.find((s) => s.id === seat)?.dice[index]?.die;
  return die ? `${die} #${index + 1}` : `die #${index + 1}`;
}

/** "Cheat: d10 #2 +2": a cheat of die `index` (a `die`, when known) by `delta`, in the decision or staged. */
export const cheatWords = (die: string | undefined, index: number, delta: number): string =>
  `Cheat: ${die ? `${die} #${index + 1}` : `die #${index + 1}`} ${delta > 0 ? '+' : ''}${delta}`;

/**
 * A cheat on your turn rides with your roll or your hold: the panel stages it, and says so to the player alone (the
 * view they read is theirs; nothing of a staged cheat leaves the panel until the move does).
 */
export const TURN_CHEAT_WORDS = {
  title: 'Cheat with your move',
  pick: 'Die and change',
  arm: 'Arm it for my roll or hold',
  disarm: 'Disarm',
  armed: (cheat: string) =>
    `Armed, seen by you alone: ${cheat}. It goes with your next roll or hold, first; a fold leaves it unmade.`,
  /** Beside a roll or hold button while a cheat is armed. */
  carried: 'with the cheat',
};

/** Classic's ways of cheating: the check's name, and the DC it leaves for an investigation to meet. */
export const CHEAT_METHOD_WORDS: Readonly<Record<string, { name: string; trace: string }>> = {
  sleightOfHand: { name: 'Sleight of Hand', trace: 'Tell' },
  deception: { name: 'Deception', trace: 'Tell' },
  spellcasting: { name: 'Magic', trace: 'Residue' },
};

/** Each modifier's name, as the stats form and a check's words say it. */
export const STAT_LABELS: Record<StatKey, string> = {
  str: 'STR',
  dex: 'DEX',
  con: 'CON',
  int: 'INT',
  wis: 'WIS',
  cha: 'CHA',
  intimidation: 'Intimidation',
  persuasion: 'Persuasion',
  insight: 'Insight',
  sleightOfHand: 'Sleight of Hand',
  investigation: 'Investigation',
  deception: 'Deception',
  spellcasting: 'Spellcasting ability',
  arcana: 'Arcana',
  athletics: 'Athletics',
  dexSave: 'Dexterity save',
};

const signed = (n: number) => (n < 0 ? `\u2212${-n}` : `+${n}`);

/**
 * A skill's check as its offer says it: "d20 +3 (your Persuasion) vs their Insight roll (a tie is theirs)",
 * "d20 +1 (your WIS) vs DC 12: 55% to succeed". A chance only where the offer gives one: their modifier is theirs.
 */
export function checkWords(check: CheckOffer): string {
  const rolls = check.disadvantage ? ', Sloppy: two d20s, the lower kept' : '';
  const vs =
    check.dc !== undefined
      ? `DC ${check.dc}`
      : check.passive
        ? `their passive ${STAT_LABELS[check.vs!]} (10 + their modifier)`
        : `their ${STAT_LABELS[check.vs!]} roll (a tie is theirs)`;
  const chance = check.chance === undefined ? '' : `: ${exactPercent(check.chance)} to succeed`;
  return `d20 ${signed(check.mod)} (your ${STAT_LABELS[check.stat]}${rolls}) vs ${vs}${chance}`;
}

/** Classic's duel roll, as its offer says it: "d20 +2 (your STR) against each duelist’s; a tie duels again". */
export const duelWords = (check: CheckOffer): string =>
  `d20 ${signed(check.mod)} (your ${STAT_LABELS[check.stat]}) against each duelist’s; a tie duels again`;

/** "1 drink", "2 drinks": what a roll on the tab costs. */
export const drinksWords = (n: number) => `${n} drink${n === 1 ? '' : 's'}`;
const skillWords = { intimidation: 'Intimidation', persuasion: 'Persuasion' } as const;

export const TWENTY_ONE_WORDS: GameWords<View, typeof moves> = {
  acts: TWENTY_ONE_ACTS,
  phase: phaseWords,
  reasons: TWENTY_ONE_REASONS,
  lines: TWENTY_ONE_LINES,
  kinds: KINDS,
  move(move, view) {
    const i = move.intent;
    const actor = actorOf(move, view);
    switch (i.type) {
      case 'ROLL':
        return i.drink
          ? `Roll a ${String(i.die)} on the tab${typeof move.drinks === 'number' ? ` (${drinksWords(move.drinks)})` : ''}`
          : `Roll a ${String(i.die)}`;
      case 'CHEAT': {
        const die = Number(i.die);
        return cheatWords(
          view.seats.find((s) => s.id === actor)?.dice[die]?.die,
          die,
          Number(i.delta),
        );
      }
      case 'GOAD':
        return `Goad ${nameIn(view, String(i.target))} (${skillWords[i.skill as keyof typeof skillWords] ?? String(i.skill)})`;
      case 'FORESIGHT':
        return typeof move.dc === 'number' ? `Foresight (WIS vs DC ${move.dc})` : undefined;
      case 'PROFILE':
        return `Profile ${nameIn(view, String(i.target))}`;
      case 'BUMP':
        return `Bump ${nameIn(view, String(i.target))}'s ${dieOf(view, String(i.target), Number(i.die))}`;
      case 'ACCUSE':
        return `Accuse ${nameIn(view, String(i.target))}: ${dieOf(view, String(i.target), Number(i.die))}`;
      case 'RETALIATE': {
        const bumper = view.seats.find((s) => s.id === actor)?.owesRetaliation;
        return bumper
          ? `Re-roll ${nameIn(view, bumper)}'s ${dieOf(view, bumper, Number(i.die))}`
          : undefined;
      }
      case 'SIDE_BET':
        return `Side bet on ${i.on === actor ? 'yourself' : nameIn(view, String(i.on))}`;
      default:
        return undefined;
    }
  },
};
