/**
 * Wizards and Thieves' styles of play for self-playing seats
 * (machines/engine/bot.ts). The only choice a seat makes is its call before
 * each roll; every stack and the pot are public, so its view is the board.
 */
import type { BotLevel, BotStyle } from '../engine/bot';
import { styleMaker } from '../engine/botKit';
import { firstOf, offersOf, slips } from '../engine/botMoves';
import type { Intent } from '../engine/game';
import { own } from '../engine/own';
import type { Board, Call } from './context';
import { inPlay, readRoll, resolveRoll } from './rules';
import type { ActionView, WizardsView } from './view';
import { WIZARDS_AND_THIEVES_STYLES } from './styles';

/** How often a regular seat (a novice twice as often) calls on a whim. */
const SLIP = 0.3;
const FACES = [1, 2, 3, 4, 5, 6];

/** The board as a seat's view shows it: the stacks of the seats playing, in seat order, and the pot. */
function boardOf(view: WizardsView): Board {
  const order: string[] = [];
  const coins: Record<string, number> = {};
  for (const s of view.seats)
    if (s.coins !== null) {
      order.push(s.id);
      coins[s.id] = s.coins;
    }
  return { order, coins, pot: view.pot };
}

/**
 * How far ahead of the strongest rival a seat stands on a board: its coins against theirs, each with an equal share of
 * the pot while the game goes on (nobody can tell whom the pot will go to).
 */
function lead(board: Board, me: string, ended: boolean): number {
  const players = inPlay(board);
  const share = ended || players.length === 0 ? 0 : board.pot / players.length;
  let rival = -Infinity;
  for (const seat of board.order)
    if (seat !== me)
      rival = Math.max(rival, (board.coins[seat] ?? 0) + (players.includes(seat) ? share : 0));
  return (own(board.coins, me) ?? 0) + share - (rival === -Infinity ? 0 : rival);
}

/**
 * Every roll of 3d6 up to order, with how many of the 216 orders make it: the coins a roll moves do not depend on
 * the order its dice fell in, so 56 rolls stand for the 216. `reading` numbers the rolls alike in majority, triple
 * and amount, which move the same coins under either call.
 */
const ROLLS: { faces: number[]; ways: number; reading: number }[] = (() => {
  const byKey = new Map<string, { faces: number[]; ways: number; reading: number }>();
  const readings = new Map<string, number>();
  for (const a of FACES)
    for (const b of FACES)
      for (const c of FACES) {
        const faces = [a, b, c].sort((x, y) => x - y);
        const key = faces.join('');
        const { majority, triple, amount } = readRoll(faces);
        const read = `${majority}|${triple}|${amount}`;
        if (!readings.has(read)) readings.set(read, readings.size);
        const roll = byKey.get(key) ?? { faces, ways: 0, reading: readings.get(read)! };
        roll.ways++;
        byKey.set(key, roll);
      }
  return [...byKey.values()];
})();

/**
 * A call's expected lead after its roll, over every roll of 3d6 as the rules resolve them: each reading is resolved
 * once (a dozen, not 56), and the rolls are summed in the same order either way.
 */
export function expectedLead(view: WizardsView, me: string, call: Call): number {
  const board = boardOf(view);
  const leads: (number | undefined)[] = [];
  let total = 0;
  for (const { faces, ways, reading } of ROLLS) {
    let after = leads[reading];
    if (after === undefined) {
      const r = resolveRoll(board, me, call, faces);
      after = leads[reading] = lead(r.board, me, r.ending !== null);
    }
    total += ways * after;
  }
  return total / 216;
}

/** Each call's expected lead minus the other's: above zero, the wizard's call leaves the seat further ahead. */
const wizardGain = (view: WizardsView, me: string): number =>
  expectedLead(view, me, 'wizard') - expectedLead(view, me, 'thief');

/**
 * A call by the exact odds, leaning `lean` coins toward one side (a character's taste): the other side only when it is
 * better by more than that. Where the two come out even, a seat ahead calls thief, draining the pot toward the end,
 * and one behind calls wizard, keeping the game going.
 */
function leaningCall(lean: number | ((ahead: boolean) => number)) {
  return (view: WizardsView, me: string, calls: ActionView[]): ActionView => {
    const [wizard, thief] = [callOf(calls, 'wizard'), callOf(calls, 'thief')];
    if (!wizard || !thief) return (wizard ?? thief ?? calls[0])!;
    const taste = typeof lean === 'number' ? lean : lean(lead(boardOf(view), me, false) > 0);
    const gap = wizardGain(view, me) + taste;
    if (Math.abs(gap) > 1e-9) return gap > 0 ? wizard : thief;
    return lead(boardOf(view), me, false) > 0 ? thief : wizard;
  };
}

/** A slip: the call the odds say is the worse one. */
function worseCall(view: WizardsView, me: string, calls: ActionView[]): ActionView {
  const [wizard, thief] = [callOf(calls, 'wizard'), callOf(calls, 'thief')];
  if (!wizard || !thief) return (wizard ?? thief ?? calls[0])!;
  return wizardGain(view, me) > 0 ? thief : wizard;
}

const callOf = (calls: ActionView[], call: Call): ActionView | undefined =>
  calls.find((a) => a.intent.type === 'DECLARE' && a.intent.call === call);

function play(
  view: WizardsView,
  level: BotLevel,
  chance: () => number,
  choose: (view: WizardsView, me: string, calls: ActionView[]) => ActionView,
): Intent | null {
  const { actions } = view;
  if (actions.length === 0) return null;
  const slip = slips(level, chance, SLIP);
  const calls = offersOf(actions, 'DECLARE');
  if (calls.length === 0) return (firstOf(actions, 'OPENING_ROLL') ?? actions[0]!).intent;
  const me = view.viewer.role === 'player' ? view.viewer.id : '';
  return (slip ? worseCall(view, me, calls) : choose(view, me, calls)).intent;
}

type Choose = (view: WizardsView, me: string, calls: ActionView[]) => ActionView;

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
