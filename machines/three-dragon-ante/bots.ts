/**
 * Three-Dragon Ante's styles of play for self-playing seats
 * (machines/engine/bot.ts). A seat sees its own five dice and the faces its
 * rivals have revealed; its chance to win is reckoned from exactly that.
 */
import type { BotLevel, BotStyle } from '../engine/bot';
import { styleMaker } from '../engine/botKit';
import { bestOf, firstOf, offersOf, slips } from '../engine/botMoves';
import type { Intent } from '../engine/game';
import { expectedShare, rivalsIn } from './odds';
import type { ActionView, AnteView } from './view';
import { THREE_DRAGON_ANTE_STYLES } from './styles';

/** How often a regular seat (a novice about half the time) answers or reveals against its own judgement. */
const SLIP = 0.3;

interface Character {
  /** The stake, in opening bets, it raises toward at its level with this share of the pot (0 never raises). */
  raiseTo(share: number, fair: number, level: BotLevel): number;
  /** Whether it stays in at its level for `cost` more, with this share of a pot of `pot` (the cost added). */
  stays(share: number, pot: number, cost: number, fair: number, level: BotLevel): boolean;
  /** Its answer to a raise is its level's own rule, never a hunch against it (a slip only turns up the other die). */
  answersByLevel?: boolean;
  /** Which die it turns up: its lowest or its highest still hidden. */
  reveals(share: number, fair: number): 'low' | 'high';
}

function play(view: AnteView, level: BotLevel, chance: () => number, c: Character): Intent | null {
  const { actions } = view;
  if (actions.length === 0) return null;
  const slip = slips(level, chance, SLIP);
  const me = view.viewer.role === 'player' ? view.viewer.id : '';
  const mine = view.seats.find((s) => s.id === me);
  const share = expectedShare(view, me);
  if (!mine || share === null) return actions[0]!.intent;
  const fair = 1 / (rivalsIn(view, me).length + 1);
  const ante = view.options.ante;
  // A raise only toward the stake its hand is worth: each raise adds an opening bet or more, so it stops.
  const raises = offersOf(actions, 'RAISE');
  const wanted = c.raiseTo(share, fair, level) * ante;
  if (!slip && raises.length > 0 && wanted > view.highest) {
    const to = (a: ActionView) => (a.intent.type === 'RAISE' ? a.intent.to : Infinity);
    const raise = bestOf(raises, (a) => -to(a));
    if (raise && to(raise) <= Math.max(wanted, view.highest + ante)) return raise.intent;
  }
  const match = firstOf(actions, 'MATCH');
  const fold = firstOf(actions, 'FOLD');
  if (match && fold) {
    // A slip answers against its own judgement: it folds the hand it would keep, or chases the one it would drop.
    const cost = match.cost ?? 0;
    const stays = c.stays(share, view.pot + cost, cost, fair, level);
    return (stays !== (slip && !c.answersByLevel) ? match : fold).intent;
  }
  const reveals = offersOf(actions, 'REVEAL');
  if (reveals.length > 0) {
    const face = (a: ActionView) =>
      a.intent.type === 'REVEAL' ? (mine.dice[a.intent.die]?.face ?? 0) : 0;
    const high = (c.reveals(share, fair) === 'high') !== slip;
    return bestOf(reveals, (a) => (high ? face(a) : -face(a)))!.intent;
  }
  return (match ?? actions[0]!).intent;
}

/** The share of a fair one from which a Firebrand raises, by level. */
const RAISES_FROM: Readonly<Record<BotLevel, number>> = { novice: 0, regular: 0.5, shark: 0.8 };

const style = styleMaker<AnteView, Character>((c, view, level, chance) =>
  play(view, level, chance, c),
);

export const anteStyles: readonly BotStyle<AnteView>[] = [
  style(THREE_DRAGON_ANTE_STYLES.sharp, {
    raiseTo: (share, fair) => (share >= 0.8 ? 6 : share >= 0.6 ? 4 : share >= fair + 0.15 ? 2 : 0),
    // Staying in pays when its share of the pot, this cost in it, is worth more than the cost.
    stays: (share, pot, cost) => share * pot >= cost,
    // Shows its lowest die while strong, to keep rivals in; its highest while weak, to push them out.
    reveals: (share, fair) => (share >= fair ? 'low' : 'high'),
  }),
  style(THREE_DRAGON_ANTE_STYLES['stone-face'], {
    raiseTo: () => 0,
    // Its character is the answer to a raise: a novice never lets go, a regular lets go only of a hand under a quarter of a fair share, a shark
    // stays exactly when its share of the pot pays for the stake.
    stays: (share, pot, cost, fair, level) =>
      level === 'novice' ? true : level === 'regular' ? share >= fair / 4 : share * pot >= cost,
    answersByLevel: true,
    reveals: () => 'low',
  }),
  style(THREE_DRAGON_ANTE_STYLES.firebrand, {
    // Its character is the raise: a novice raises on any hand and never folds, a regular on half a fair share.
    raiseTo: (share, fair, level) => (share >= fair * RAISES_FROM[level] ? 5 : 0),
    stays: (share, _pot, _cost, _fair, level) => level === 'novice' || share >= 0.05,
    reveals: () => 'high',
  }),
];

export const styles = anteStyles as readonly BotStyle[];
