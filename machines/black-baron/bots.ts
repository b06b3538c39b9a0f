/**
 * Black Baron's styles of play for self-playing seats (machines/engine/bot.ts).
 * Each reads only its seat's view: its hand, the dealer's shown die (a
 * face-down one stays unknown) and the moves offered.
 */
import type { BotLevel, BotStyle } from '../engine/bot';
import { styleMaker } from '../engine/botKit';
import { anyOf, bestOf, firstOf, offersOf, slips } from '../engine/botMoves';
import type { Intent } from '../engine/game';
import { handOdds, playerEdge, type HandOdds } from './odds';
import type { ActionView, BlackBaronView, HandView } from './view';
import { BLACK_BARON_STYLES } from './styles';

/** How often a regular seat (a novice twice as often) hits or stays on a hunch instead of by the odds. */
const SLIP = 0.3;

interface Character {
  /** Which offered bet it places: the smallest, the middle one or the largest. */
  bet(edge: number): 'min' | 'mid' | 'max';
  /** Whether it ever doubles down or splits. */
  doubles: boolean;
  /** How much expected return per gp it gives up to double or split rather than hit or stay (a gambler's taste). */
  daring: number;
  /** How much expected return per gp it gives up to stay rather than hit (a careful player's dread of a bust). */
  caution: number;
}

/** The move this character plays now, or null when its seat has none. */
function play(
  view: BlackBaronView,
  level: BotLevel,
  chance: () => number,
  c: Character,
): Intent | null {
  const { actions } = view;
  if (actions.length === 0) return null;
  const slip = slips(level, chance, SLIP);
  const bets = offersOf(actions, 'BET');
  if (bets.length > 0) return placeBet(bets, c.bet(playerEdge())).intent;
  const hand = view.seats.find((s) => s.mine)?.hands.find((h) => h.inPlay);
  if (!hand || !view.dealer) return (firstOf(actions, 'STAY') ?? actions[0]!).intent;
  // A slip: hit or stay on a hunch, a coin's toss between them.
  if (slip)
    return (
      anyOf(offersOf(actions, 'HIT').concat(offersOf(actions, 'STAY')), chance) ?? actions[0]!
    ).intent;
  const shown = view.dealer.dice.flatMap((d) => (d.face === null ? [] : [d.face]));
  const odds = handOdds(
    shown,
    view.dealer.dice.some((d) => d.face === null),
  );
  const chosen = bestOf(actions, (a) => returnOf(a, hand, odds, c));
  return (chosen ?? actions[0]!).intent;
}

/** The expected return per gp of the hand's bet of each move, a gambler's taste for doubling and a careful one's for staying added. */
function returnOf(a: ActionView, hand: HandView, odds: HandOdds, c: Character): number {
  const n = hand.dice.length;
  switch (a.intent.type) {
    case 'STAY':
      return odds.stay(hand.total, n) + c.caution;
    case 'HIT':
      return odds.hit(hand.total, n);
    case 'DOUBLE':
      return c.doubles ? odds.double(hand.total) + c.daring : -Infinity;
    case 'SPLIT':
      return c.doubles ? odds.split(hand.dice[0]!) + c.daring : -Infinity;
    default:
      return -Infinity;
  }
}

/** The bet as offered: the smallest, the middle or the largest. */
function placeBet(bets: ActionView[], pick: 'min' | 'mid' | 'max'): ActionView {
  const amount = (a: ActionView) => (a.intent.type === 'BET' ? a.intent.amount : 0);
  const sorted = bets.slice().sort((a, b) => amount(a) - amount(b));
  if (pick === 'min') return sorted[0]!;
  if (pick === 'max') return sorted.at(-1)!;
  return sorted[Math.floor(sorted.length / 2)]!;
}

const style = styleMaker<BlackBaronView, Character>((c, view, level, chance) =>
  play(view, level, chance, c),
);

export const blackBaronStyles: readonly BotStyle<BlackBaronView>[] = [
  style(BLACK_BARON_STYLES.sharp, {
    bet: (edge) => (edge > 0 ? 'max' : 'min'),
    doubles: true,
    daring: 0,
    caution: 0,
  }),
  style(BLACK_BARON_STYLES.careful, { bet: () => 'min', doubles: false, daring: 0, caution: 0.35 }),
  style(BLACK_BARON_STYLES['high-roller'], {
    bet: () => 'mid',
    doubles: true,
    daring: 0.15,
    caution: 0,
  }),
];

export const styles = blackBaronStyles as readonly BotStyle[];
