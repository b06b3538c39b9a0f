/**
 * Wizards and Thieves' styles of play for self-playing seats
 * (machines/engine/bot.ts). The only choice a seat makes is its call before
 * each roll; every stack and the pot are public, so its view is the board.
 */
import type { BotLevel, BotStyle } from '../engine/bot';
import { styleMaker } from '../engine/botKit';
import { firstOf, offersOf } from '../engine/botMoves';
import type { Intent } from '../engine/game';
import type { Call } from './context';
import { type Reckoning, reckon, stacksOf } from './reckoning';
import type { ActionView, WizardsView } from './view';
import { WIZARDS_AND_THIEVES_STYLES } from './styles';

/**
 * How often a regular makes its character's mistake (a novice makes it every time, a shark never): one draw a call,
 * at every level, so a seat's draws do not depend on its level. A hedge-wizard's nerve fails it more often.
 */
const REGULAR_SLIP = 0.45;
const NERVOUS_SLIP = 0.65;

/** A call's expected lead after its roll, over every roll of 3d6 as the rules resolve them (./reckoning.ts). */
export const expectedLead = (view: WizardsView, me: string, call: Call): number =>
  reckon(stacksOf(view, me))[call];

/** A way of making the call, from the seat's reckoning of its roll. */
type Pick = (r: Reckoning) => Call;

/**
 * A character: its call at its best (a shark's), and the mistake it makes when it plays worse (a novice's every
 * time, a regular's at `slip`).
 */
interface Character {
  best: Pick;
  mistake: Pick;
  slip: number;
}

/**
 * The call by the exact odds, leaning `taste` coins toward the wizard (below zero, toward the thief): the other call
 * only when it is better by more than that. Where the two come out even, a seat ahead calls thief, draining the pot
 * toward the end, and one behind calls wizard, keeping the game going.
 */
const byOdds =
  (taste: number): Pick =>
  (r) => {
    const gap = r.wizard - r.thief + taste;
    if (Math.abs(gap) > 1e-9) return gap > 0 ? 'wizard' : 'thief';
    return r.now > 0 ? 'thief' : 'wizard';
  };

const exactly = byOdds(0);

const callOf = (calls: ActionView[], call: Call): ActionView | undefined =>
  calls.find((a) => a.intent.type === 'DECLARE' && a.intent.call === call);

function play(
  view: WizardsView,
  level: BotLevel,
  chance: () => number,
  character: Character,
): Intent | null {
  const { actions } = view;
  if (actions.length === 0) return null;
  const calls = offersOf(actions, 'DECLARE');
  if (calls.length === 0) return (firstOf(actions, 'OPENING_ROLL') ?? actions[0]!).intent;
  const [wizard, thief] = [callOf(calls, 'wizard'), callOf(calls, 'thief')];
  if (!wizard || !thief) return (wizard ?? thief ?? calls[0])!.intent;
  const drawn = chance();
  const wrong = level === 'novice' || (level === 'regular' && drawn < character.slip);
  const me = view.viewer.role === 'player' ? view.viewer.id : '';
  const r = reckon(stacksOf(view, me));
  return ((wrong ? character.mistake : character.best)(r) === 'wizard' ? wizard : thief).intent;
}

const style = styleMaker<WizardsView, Character>((character, view, level, chance) =>
  play(view, level, chance, character),
);

/** "Plainly better": by more than a coin on average. */
const PLAIN = 1;
const leanWizard = byOdds(PLAIN);
const leanThief = byOdds(-PLAIN);
/** A stack this thin is one bad roll from out: a cutpurse refills it from the pot. */
const THIN = 6;
/** Behind the strongest rival by more than this, even a novice hedge-wizard makes the table pay to catch up. */
const FAR_BEHIND = 8;

/**
 * The Table-Reader at its best makes the call the odds say; its novice reads them the wrong way round.
 * The Cutpurse at its best knows the wizard's call pays at this table and reaches for the pot only when its own stack
 * runs thin, unless the wizard is plainly better even then; its novice always reaches for the pot.
 * The Hedge-Wizard at its best leans a coin toward the wizard while behind and toward the thief once ahead; its
 * novice hedges on every roll, calling wizard only when far behind.
 */
export const wizardsStyles: readonly BotStyle<WizardsView>[] = [
  style(WIZARDS_AND_THIEVES_STYLES.sharp, {
    best: exactly,
    mistake: (r) => (exactly(r) === 'wizard' ? 'thief' : 'wizard'),
    slip: REGULAR_SLIP,
  }),
  style(WIZARDS_AND_THIEVES_STYLES.cutpurse, {
    best: (r) => (r.coins <= THIN && r.wizard - r.thief <= PLAIN ? 'thief' : exactly(r)),
    mistake: () => 'thief',
    slip: REGULAR_SLIP,
  }),
  style(WIZARDS_AND_THIEVES_STYLES['hedge-wizard'], {
    best: (r) => (r.now > 0 ? leanThief : leanWizard)(r),
    mistake: (r) => (r.now < -FAR_BEHIND ? 'wizard' : 'thief'),
    slip: NERVOUS_SLIP,
  }),
];

export const styles = wizardsStyles as readonly BotStyle[];
