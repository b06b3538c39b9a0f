/**
 * What the GM did to the table behind everyone's back, read from two views in
 * a row of one viewer's own: a voided round (it ended without its result), a
 * rewind (the log went back), a player cashed out (the view's `cashedOut`
 * names someone new), the answer to the purse this seat asked for (granted,
 * or declined), or this seat going on autoplay or coming back from it (what
 * the style did while its player was away). The popover's panel and the background page (which runs with
 * the popover closed) tell every seat the same words.
 */

/** What the news reads of a view. */
export interface Glance {
  game: string;
  phase: string;
  round: number | null;
  log: readonly unknown[];
  /** Who the GM cashed out, with the purse they took (machines/table/context.ts, `Away`). */
  cashedOut?: readonly { id: string; name: string; purse: number }[];
  /**
   * The viewer's own seat is `mine`; `asks`, a purse its player asked for and the GM has not answered; `selfPlay`,
   * how a style plays it while it is on autoplay.
   */
  seats?: readonly { mine?: boolean; purse: number; asks?: number | null; selfPlay?: Autoplayed }[];
  /** The game's styles of play by name (src/sync/npcStyles.ts), so a style is named, never by its id. */
  npcStyles?: readonly { id: string; name: string }[];
}

/** How a style plays a seat on autoplay, as its own player's view says it (machines/table/selfPlay.ts). */
interface Autoplayed {
  style?: string;
  level?: string;
  since?: { rounds: number; purse: number };
}

export const VOIDED = 'The GM voided the round: every stake is back in its purse.';
export const REWOUND = 'The GM rewound the table: what you see is the table as it stands now.';

export const cashedOutNews = (name: string, purse: number): string =>
  `The GM cashed ${name} out with ${purse} gp: the table keeps nothing for ${name}, who starts with a new purse if they sit down again.`;

/** Phases between rounds: leaving a round for the lobby from any other phase is a void. */
const BETWEEN_ROUNDS = new Set(['lobby', 'roundOver']);

const whole = new Intl.NumberFormat('en-US');

/** The GM's answer to the purse this seat asked for: it was asked before and is not now, and the seat sits on. */
function purseAnswer(before: Glance, after: Glance): string | null {
  const asked = before.seats?.find((s) => s.mine)?.asks;
  const now = after.seats?.find((s) => s.mine);
  if (typeof asked !== 'number' || !now || typeof now.asks === 'number') return null;
  return now.purse === asked
    ? `The GM granted the ${whole.format(asked)} gp you asked for.`
    : `The GM declined the ${whole.format(asked)} gp you asked for: you sit with ${whole.format(now.purse)} gp.`;
}

/** A style's id and its name, as a game's words say it (machines/catalog.ts, `loadStyleWords`). */
export interface StyleName {
  id: string;
  name: string;
}

/**
 * News in words. News about a seat's style names it: the GM's view carries the game's style words, a player's does
 * not, so `about` says which game's words `say` needs to name it, and a reader loads them on demand (`sayNews`).
 */
export interface Told {
  say(styles?: readonly StyleName[]): string;
  about?: { game: string; style: string };
}

const told = (words: string): Told => ({ say: () => words });

/** The style by its name, and its level: "Sharp, shark"; the level alone where no words name the style. */
const styleNamed = (plays: Autoplayed, styles: readonly StyleName[] = []): string =>
  [styles.find((s) => s.id === plays.style)?.name, plays.level].filter(Boolean).join(', ');

/** News about a style, worded by `words` once the style's name is known: the view's own words, else the game's. */
function aboutStyle(plays: Autoplayed, view: Glance, words: (how: string) => string): Told {
  const { npcStyles } = view;
  if (npcStyles || !plays.style) return told(words(styleNamed(plays, npcStyles)));
  return {
    say: (styles) => words(styleNamed(plays, styles)),
    about: { game: view.game, style: plays.style },
  };
}

/** This seat went on autoplay, or came back from it: what the style did while its player was away. */
function autoplayNews(before: Glance, after: Glance): Told | null {
  const was = before.seats?.find((s) => s.mine)?.selfPlay;
  const now = after.seats?.find((s) => s.mine);
  if (!now) return null;
  if (!was && now.selfPlay)
    return aboutStyle(
      now.selfPlay,
      after,
      (how) => `Your seat is on autoplay (${how}): it plays for you until you take it back.`,
    );
  if (!was?.since || now.selfPlay) return null;
  const { rounds, purse } = was.since;
  const change = now.purse - purse;
  const signed = change > 0 ? `+${whole.format(change)}` : `−${whole.format(-change)}`;
  return aboutStyle(
    was,
    before,
    (how) =>
      `Your seat is yours again. While you were away, autoplay (${how}) played ${rounds === 1 ? '1 round' : `${rounds} rounds`} for you: your purse went from ${whole.format(purse)} gp to ${whole.format(now.purse)} gp${change === 0 ? '' : ` (${signed} gp)`}.`,
  );
}

/** The news in words, the game's style words loaded first when it names a style the view does not. */
export async function sayNews(
  news: Told,
  load: (game: string) => Promise<readonly StyleName[]>,
): Promise<string> {
  if (!news.about) return news.say();
  const styles = await load(news.about.game).catch(() => []);
  return news.say(styles);
}

export function newsBetween(before: Glance, after: Glance): Told | null {
  if (before.game !== after.game) return null;
  const purse = purseAnswer(before, after);
  if (purse) return told(purse);
  const autoplay = autoplayNews(before, after);
  if (autoplay) return autoplay;
  const answer = wordedNews(before, after);
  return answer ? told(answer) : null;
}

/** News told in words alone: a void, a cash-out, a rewind. */
function wordedNews(before: Glance, after: Glance): string | null {
  if (!BETWEEN_ROUNDS.has(before.phase) && after.phase === 'lobby') return VOIDED;
  const known = new Set((before.cashedOut ?? []).map((c) => c.id));
  const cashed = (after.cashedOut ?? []).find((c) => !known.has(c.id));
  if (cashed) return cashedOutNews(cashed.name, cashed.purse);
  if (
    before.round !== null &&
    after.round !== null &&
    (after.round < before.round ||
      (after.round === before.round && after.log.length < before.log.length))
  )
    return REWOUND;
  return null;
}
