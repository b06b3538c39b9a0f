/**
 * A round of each of the seven games, in one sandbox, through any engine's driver (./driver.ts): the GM and two
 * players, each acting from their own popover, the GM choosing each game in turn in the lobby. Each seat plays the
 * plainest way the game offers (hold, stay, pass a side bet), which keeps the rounds short; what matters here is that
 * every move a player makes reaches the host and every seat, and that every seat ends on the same result.
 */
import { expect } from 'vitest';
import type { SeatScreen, Target } from './probe';
import type { EngineDriver } from './driver';

export const GM = 'GM';
export const PLAYERS = ['Ana', 'Brom'];
export const SEATS = [GM, ...PLAYERS];
/** Seven rounds, each a dozen moves or so, in an engine slower than Chromium on two busy cores. */
export const ROUNDS_TIMEOUT_MS = 300_000;
/** How long a seat may take to show what a move did: a slow engine on a busy machine. */
const WAIT_MS = 20_000;

type Screens = Record<string, SeatScreen>;

/** A move by its name, or by the start of it (`Hold (x)`, `Stay · 10% over 20`). */
const exact = (name: string, within?: string): Target => ({ role: 'button', name, within });
const prefix = (name: string): Target => ({ role: 'button', name, exact: false });

export interface GameScript {
  /** The game's mode, as the lobby's Game list names it after the game (`Tavern Twenty-One · Goblin Mode`). */
  mode: string;
  /** What the GM clicks to begin. */
  start: string;
  /** What a player's popover offers, in the order this script prefers it. */
  moves: Target[];
  /** The GM's move in a phase that waits on the GM (a staredown), if any. */
  gm?: (phase: string) => Target | undefined;
  /** The lobby options the GM saves first (each field's label and the text typed into it), and the banner's words once saved. */
  options?: { fields: [string, string][]; banner: string };
  /** The heading a finished round shows. */
  over: RegExp;
}

/** Tavern Twenty-One's moves, Standard's and Classic's: pass the Cut, keep every roll, hold when holding is offered. */
const TWENTY_ONE = [
  exact('Pass the Cut'),
  exact('Keep the roll'),
  exact('Re-roll it'),
  prefix('Roll for the duel'),
  exact('Hold'),
  prefix('Roll a d4'),
];

const endStaredown = (phase: string) =>
  phase.startsWith('Staredown') ? exact('End the staredown') : undefined;

export const GAMES: GameScript[] = [
  {
    mode: 'Standard mode',
    start: 'Start the round',
    moves: TWENTY_ONE,
    gm: endStaredown,
    over: /^Round over/,
  },
  {
    mode: 'Goblin Mode',
    start: 'Start the round',
    moves: [prefix('Flip the coin'), prefix('Hold'), prefix('Pull the trigger')],
    over: /^Round over/,
  },
  {
    mode: 'Classic',
    start: 'Start the round',
    moves: [exact('Roll them', 'Your opener'), ...TWENTY_ONE],
    gm: endStaredown,
    over: /^Round over/,
  },
  {
    mode: 'Against the Dealer',
    start: 'Start the round',
    // The smallest bet the popover offers comes first.
    moves: [prefix('Bet '), prefix('Roll this hand'), prefix('Stay')],
    over: /^Round over/,
  },
  {
    mode: 'Three d20s',
    start: 'Start the round',
    moves: [
      exact('No side bet'),
      exact('Roll', 'Your roll'),
      exact('Accept the loss'),
      prefix('Roll the'),
      prefix('Roll again'),
    ],
    over: /^Round over/,
  },
  {
    mode: 'Three d6 and a pot',
    start: 'Start the game',
    // Seven coins each: six for the pot and one to play, so the game is over in a few throws.
    options: { fields: [['Coins each brings (gp)', '7']], banner: 'each brings 7 coins' },
    moves: [exact('Roll 3d6 for the first turn'), exact('Declare thief and roll 3d6')],
    over: /^Game over/,
  },
  {
    mode: 'Five hidden d12s',
    start: 'Start the game',
    moves: [prefix('Reveal'), prefix('Match'), prefix('All in')],
    over: /^Game over/,
  },
];

export class Table {
  constructor(private readonly driver: EngineDriver) {}

  read(): Promise<Screens> {
    return this.driver.probe('read', SEATS);
  }

  /** Polls every seat's screen until `done` holds; fails saying what the seats showed last. */
  async until(what: string, done: (screens: Screens) => boolean): Promise<Screens> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const screens = await this.read();
      if (done(screens)) return screens;
      if (Date.now() > deadline)
        throw new Error(
          `${this.driver.engine}: waited ${WAIT_MS} ms for ${what}; the seats show ${JSON.stringify(screens)}`,
        );
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Marks what `target` names on the seat's popover, waiting for it to be offered. */
  async find(seat: string, target: Target): Promise<string> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const selector = await this.driver.probe('mark', seat, target);
      if (selector) return selector;
      if (Date.now() > deadline)
        throw new Error(
          `${this.driver.engine}: ${seat}'s popover never offered ${JSON.stringify(target)}; it shows: ${await this.driver.probe('screenText', seat)}`,
        );
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async press(seat: string, target: Target): Promise<void> {
    await this.driver.click(seat, await this.find(seat, target));
  }

  /**
   * Makes a move of the round and waits until every seat's log has its line. A move that left no line in any log and
   * is still offered (a click the engine's driver lost, or a request the host never answered, which the popover says
   * after its reply timeout) is made again, as a player would: once. A failure says what the seat's popover showed.
   */
  async act(seat: string, target: Target): Promise<void> {
    const before = await this.read();
    const logged = (now: Screens) => SEATS.every((s) => now[s]!.log > before[s]!.log);
    await this.press(seat, target);
    for (let ask = 0; ; ask++) {
      try {
        await this.until(`${seat}'s ${target.name} in every log`, logged);
        return;
      } catch (error) {
        const now = await this.read();
        const untouched = SEATS.every((s) => now[s]!.log === before[s]!.log);
        const again = untouched ? await this.driver.probe('mark', seat, target) : null;
        if (ask > 0 || !again)
          throw new Error(
            `${(error as Error).message}; ${seat}'s popover shows: ${await this.driver.probe('screenText', seat)}`,
          );
        await this.driver.click(seat, again);
      }
    }
  }

  async sitDown(): Promise<void> {
    await this.until('every seat to load its panel', (s) => SEATS.every((seat) => s[seat]!.ready));
    for (const name of PLAYERS) await this.press(name, exact('Take a seat'));
    for (const name of PLAYERS) await this.seated(name);
    await this.until('both players seated', (s) =>
      PLAYERS.every((name) => s[name]!.phase === 'Lobby'),
    );
    await expect
      .poll(() => this.driver.probe('textOf', GM, 'Seats'), { timeout: WAIT_MS })
      .toMatch(/Ana[\s\S]*Brom/);
  }

  /**
   * Waits for the GM's seats to list `name`. A join the host left unanswered (a slow engine on a busy machine) gives
   * the player back the form with the reason, and the player asks again, as a person would: once.
   */
  private async seated(name: string): Promise<void> {
    const listed = async () =>
      ((await this.driver.probe('textOf', GM, 'Seats')) ?? '').includes(name);
    for (let ask = 0; ; ask++) {
      const deadline = Date.now() + WAIT_MS;
      while (Date.now() < deadline) {
        if (await listed()) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      const again = await this.driver.probe('mark', name, exact('Take a seat'));
      if (ask > 0 || !again)
        throw new Error(
          `${this.driver.engine}: the GM's seats never listed ${name}; ${name}'s popover shows: ${await this.driver.probe('screenText', name)}`,
        );
      await this.driver.click(name, again);
    }
  }

  async choose(game: GameScript): Promise<void> {
    const field = await this.find(GM, { role: 'field', name: 'Game', within: 'Game' });
    await this.driver.select(GM, field, ` · ${game.mode}`);
    await this.press(GM, exact('Play this game', 'Game'));
    await this.until(`every banner to say ${game.mode}`, (s) =>
      SEATS.every((seat) => s[seat]!.banner.includes(` · ${game.mode} · `)),
    );
    if (!game.options) return;
    for (const [label, text] of game.options.fields)
      await this.driver.fill(GM, await this.find(GM, { role: 'field', name: label }), text);
    await this.press(GM, exact('Save options', 'Table options'));
    const { banner } = game.options;
    await this.until(`every banner to say ${banner}`, (s) =>
      SEATS.every((seat) => s[seat]!.banner.includes(banner)),
    );
  }

  /** The next move the script makes: the GM's when the phase waits on the GM, else the first player offered one. */
  private next(game: GameScript, screens: Screens): [string, Target] | undefined {
    const gm = game.gm?.(screens[GM]!.phase);
    if (gm) return [GM, gm];
    for (const seat of PLAYERS) {
      const offered = screens[seat]!.moves;
      const target = game.moves.find((t) =>
        offered.some((m) => (t.exact === false ? m.startsWith(t.name) : m === t.name)),
      );
      if (target) return [seat, target];
    }
    return undefined;
  }

  /** Plays one round of `game` from the lobby to its result; returns the result every seat shows. */
  async play(game: GameScript): Promise<string> {
    const done = (s: Screens) =>
      SEATS.every((seat) => game.over.test(s[seat]!.phase) && s[seat]!.result !== null);
    await this.act(GM, exact(game.start));
    let over: Screens | undefined;
    for (let moves = 0; moves < 100 && !over; moves++) {
      // Whatever the dice did, some seat has a move this script makes, or the round is over.
      const screens = await this.until(
        `a move in ${game.mode}`,
        (s) => done(s) || this.next(game, s) !== undefined,
      );
      if (done(screens)) over = screens;
      else await this.act(...this.next(game, screens)!);
    }
    if (!over) throw new Error(`${this.driver.engine}: ${game.mode} went on past 100 moves`);
    const result = over[GM]!.result!;
    for (const seat of PLAYERS) expect(over[seat]!.result, `${seat}'s result`).toBe(result);
    await this.press(GM, exact('Back to the lobby'));
    await this.until('every seat back in the lobby', (s) =>
      SEATS.every((seat) => s[seat]!.phase === 'Lobby'),
    );
    return result;
  }
}

/** The sandbox with the GM and the two players, running the extension at `manifest`, its traffic pane closed. */
export const sandboxUrl = (server: string, manifest: string) =>
  `${server}/?${new URLSearchParams({ manifest, seats: [`${GM}:GM`, ...PLAYERS].join(','), traffic: 'closed' })}`;

/** Seats the players, then plays a round of each game in turn; resolves with each game's result. */
export async function playEveryGame(driver: EngineDriver, url: string): Promise<string[]> {
  await driver.open(url);
  const table = new Table(driver);
  await table.sitDown();
  const results: string[] = [];
  for (const [i, game] of GAMES.entries()) {
    if (i > 0) await table.choose(game);
    results.push(await table.play(game));
  }
  expect(await driver.probe('errors')).toEqual([]);
  return results;
}
