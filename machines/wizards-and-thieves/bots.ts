/**
 * Wizards and Thieves' styles of play for self-playing seats
 * (machines/engine/bot.ts). The only choice a seat makes is its call before
 * each roll; every stack and the pot are public, so its view is the board.
 */
import type { BotLevel, BotStyle } from '../engine/bot';
import { styleMaker } from '../engine/botKit';
import { firstOf, offersOf, slips } from '../engine/botMoves';
import type { Intent } from '../engine/game';
import type { Call } from './context';
import { type Reckoning, reckon, stacksOf } from './reckoning';
import type { ActionView, WizardsView } from './view';
import { WIZARDS_AND_THIEVES_STYLES } from './styles';

/** How often a regular seat (a novice twice as often) calls on a whim. */
const SLIP = 0.3;

/** A call's expected lead after its roll, over every roll of 3d6 as the rules resolve them (./reckoning.ts). */
export const expectedLead = (view: WizardsView, me: string, call: Call): number =>
  reckon(stacksOf(view, me))[call];

/** Each call's expected lead minus the other's: above zero, the wizard's call leaves the seat further ahead. */
const wizardGain = (r: Reckoning): number => r.wizard - r.thief;

/**
 * A call by the exact odds, leaning `lean` coins toward one side (a character's taste): the other side only when it is
 * better by more than that. Where the two come out even, a seat ahead calls thief, draining the pot toward the end,
 * and one behind calls wizard, keeping the game going.
 */
function leaningCall(lean: number | ((ahead: boolean) => number)) {
  return (r: Reckoning, calls: ActionView[]): ActionView => {
    const [wizard, thief] = [callOf(calls, 'wizard'), callOf(calls, 'thief')];
    if (!wizard || !thief) return (wizard ?? thief ?? calls[0])!;
    const taste = typeof lean === 'number' ? lean : lean(r.now > 0);
    const gap = wizardGain(r) + taste;
    if (Math.abs(gap) > 1e-9) return gap > 0 ? wizard : thief;
    return r.now > 0 ? thief : wizard;
  };
}

/** A slip: the call the odds say is the worse one. */
function worseCall(r: Reckoning, calls: ActionView[]): ActionView {
  const [wizard, thief] = [callOf(calls, 'wizard'), callOf(calls, 'thief')];
  if (!wizard || !thief) return (wizard ?? thief ?? calls[0])!;
  return wizardGain(r) > 0 ? thief : wizard;
}

const callOf = (calls: ActionView[], call: Call): ActionView | undefined =>
  calls.find((a) => a.intent.type === 'DECLARE' && a.intent.call === call);

function play(
  view: WizardsView,
  level: BotLevel,
  chance: () => number,
  choose: Choose,
): Intent | null {
  const { actions } = view;
  if (actions.length === 0) return null;
  const slip = slips(level, chance, SLIP);
  const calls = offersOf(actions, 'DECLARE');
  if (calls.length === 0) return (firstOf(actions, 'OPENING_ROLL') ?? actions[0]!).intent;
  const me = view.viewer.role === 'player' ? view.viewer.id : '';
  const r = reckon(stacksOf(view, me));
  return (slip ? worseCall(r, calls) : choose(r, calls)).intent;
}

type Choose = (r: Reckoning, calls: ActionView[]) => ActionView;

const style = styleMaker<WizardsView, Choose>((choose, view, level, chance) =>
  play(view, level, chance, choose),
);

/**
 * How many coins a character's taste is worth to it: it makes the other call only when that is better by more. A
 * thief's call gains only while the pot lasts, so a cutpurse leans on it a quarter coin; a hedge-wizard leans a coin
 * toward the wizard while behind, and toward the thief once ahead (coins from the pot put no stack at risk).
 */
const THIEF_TASTE = 0.25;
const HEDGE_TASTE = 1;

export const wizardsStyles: readonly BotStyle<WizardsView>[] = [
  style(WIZARDS_AND_THIEVES_STYLES.sharp, leaningCall(0)),
  style(WIZARDS_AND_THIEVES_STYLES.cutpurse, leaningCall(-THIEF_TASTE)),
  style(
    WIZARDS_AND_THIEVES_STYLES['hedge-wizard'],
    leaningCall((ahead) => (ahead ? -HEDGE_TASTE : HEDGE_TASTE)),
  ),
];

export const styles = wizardsStyles as readonly BotStyle[];
