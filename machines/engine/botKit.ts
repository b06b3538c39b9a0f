/**
 * What every game's styles of play share (machines/engine/bot.ts): whose seat
 * a view is for, the intent it sends for that seat, and the human slip a
 * level below the top makes. Pure: chance comes from the caller's draws.
 */
import {
  type BotLevel,
  type BotStyle,
  type Glance,
  LEVELS,
  slipChance,
  type StyleWords,
} from './bot';
import type { Intent } from './game';

/** The seat a view was built for: a bot's seat is the player viewer of its own id. */
export const seatOf = (view: { viewer: { role: string; id?: string } }): string | null =>
  view.viewer.role === 'player' ? (view.viewer.id ?? null) : null;

/** The intent as its seat sends it: naming the seat, as the GM names the NPC seat it acts for. */
export const forSeat = <I extends Intent>(intent: I, seat: string): I => ({ ...intent, seat });

/**
 * The bot's own seat in a view, its moves now, and the way to send one for that seat; null when the view is not a
 * seat's or offers it nothing (the bot waits).
 */
export function ownTurn<S extends { id: string }, A extends { intent: Intent }>(view: {
  viewer: { role: string; id?: string };
  seats: readonly S[];
  actions: readonly A[];
}): {
  me: string;
  mine: S;
  acts: readonly A[];
  send: (a: A | null | undefined) => Intent | null;
} | null {
  const me = seatOf(view);
  const mine = view.seats.find((s) => s.id === me);
  if (!me || !mine || view.actions.length === 0) return null;
  return { me, mine, acts: view.actions, send: sendAs(me) };
}

/**
 * Sends an offered move for `seat`. Made here, not as an arrow written in `ownTurn`'s result, because the bench's
 * loader renames such a property's arrow at every call, a cost paid by every decision.
 */
const sendAs =
  (seat: string) =>
  <A extends { intent: Intent }>(a: A | null | undefined): Intent | null =>
    a ? forSeat(a.intent, seat) : null;

/** Does a player of this level slip now, a mistake a regular makes at `rate` (one draw)? A shark never draws. */
export const slips = (level: BotLevel, chance: () => number, rate: number): boolean =>
  LEVELS[level].slips > 0 && chance() < slipChance(level, rate);

/** One item, uniformly by one draw; null from none. */
export function anyOf<T>(items: readonly T[], chance: () => number): T | null {
  if (items.length === 0) return null;
  return items[Math.min(items.length - 1, Math.floor(chance() * items.length))]!;
}

/** The item with the highest score (the first on a tie); null from none. */
export function bestBy<T>(items: readonly T[], score: (item: T) => number): T | null {
  let best: T | null = null;
  let top = -Infinity;
  for (const item of items) {
    const s = score(item);
    if (s > top) [best, top] = [item, s];
  }
  return best;
}

/** The chance a d20 check with this modifier meets `dc`: a natural 1 fails, a natural 20 passes; `twice` for disadvantage. */
export function checkOdds(modifier: number, dc: number, disadvantage = false): number {
  let passing = 1; // the natural 20
  for (let face = 2; face <= 19; face++) if (face + modifier >= dc) passing++;
  const p = passing / 20;
  return disadvantage ? p * p : p;
}

/**
 * A game's maker of styles: each style is its words (the game's `styles.ts`) and the character's
 * settings, played by the game's one decision function; `looks`, when given, says for a character whether that
 * function would even look at the view now (BotStyle's `looks`).
 */
export const styleMaker =
  <V, C>(
    play: (c: C, view: V, level: BotLevel, chance: () => number) => Intent | null,
    looks?: (c: C, glance: Glance<V>, level: BotLevel) => boolean,
  ) =>
  (words: StyleWords, c: C): BotStyle<V> => ({
    id: words.id,
    name: words.name,
    character: words.character,
    temper: words.temper,
    ...(words.variant ? { variant: true as const } : {}),
    decide: (view, level, chance) => play(c, view, level, chance),
    ...(looks ? { looks: (glance: Glance<V>, level: BotLevel) => looks(c, glance, level) } : {}),
  });

/** Is any of these types offered (a style's `looks` over the moves it would act on)? */
export const offersAny = (glance: Glance<unknown>, types: readonly string[]): boolean =>
  types.some((type) => glance.offers(type));
