/**
 * The table on the map, in the sandbox, in real Chromium (issue: "A browser test plays a round of every game with the
 * table on the map and checks what every seat's scene shows: public dice for all, hidden dice for their owner alone,
 * the marker on the seat to act, and the result"). The GM puts the table on the map from the lobby; Ana and Brom
 * play a round of each of the seven games in turn through their panels; each seat's scene pane is read as drawn.
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS, type SandboxPage, type SeatHandle } from './harness';
import { chooseGame, everyoneSees, joinAll, logLength, phaseOf } from './runtime-table';
import { fileSandbox } from './fileSandbox';
import { type PaneTable, panesAgree, placeTable } from './scene-table';

const PLAYERS = ['Ana', 'Brom'];
const VIEWERS = ['GM', ...PLAYERS];
/** Seven rounds on three clients, each move awaited on every panel and each check on every pane: minutes on a busy machine. */
const TIMEOUT_MS = 600_000;

const env = fileSandbox();

interface Game {
  /** The lobby's mode label, and the banner every panel then shows. */
  mode: string;
  banner: RegExp;
  start: 'Start the round' | 'Start the game';
  over: RegExp;
  /** The phase in which the marker and the players' dice are read, at the first move a player is offered in it. */
  checkIn: RegExp;
  /** Its players' hidden dice are drawn for their owner: from `checkIn` on, each player holds one. */
  hidden: boolean;
  /** The move a player makes of those offered, given what they played this round; undefined to wait. */
  pick(moves: string[], played: string[]): string | undefined;
}

/** The first offered move matching one of `wanted`, in that order. */
const first =
  (...wanted: RegExp[]) =>
  (moves: string[]) =>
    wanted.map((w) => moves.find((m) => w.test(m))).find((m) => m !== undefined);

const twentyOneMoves = first(
  /^Roll them$/,
  /^Pass the Cut$/,
  /^Keep the roll$/,
  /^Re-roll it$/,
  /^Roll for the duel/,
  /^Hold$/,
  /^Roll a d4/,
);

const GAMES: Game[] = [
  {
    mode: 'Standard mode',
    banner: / · Standard mode · /,
    start: 'Start the round',
    over: /^Round over/,
    checkIn: /^(The Cut|Betting)/,
    hidden: true,
    pick: twentyOneMoves,
  },
  {
    mode: 'Goblin Mode',
    banner: / · Goblin Mode · /,
    start: 'Start the round',
    over: /^Round over/,
    checkIn: /^The Chamber/,
    hidden: false,
    // One pull of the trigger, then hold: a round of dice drawn, kept short.
    pick: (moves, played) =>
      first(/^Flip the coin/)(moves) ??
      (played.length > 0 ? first(/^Hold/)(moves) : undefined) ??
      first(/^Pull the trigger/, /^Hold/)(moves),
  },
  {
    mode: 'Classic',
    banner: / · Classic · /,
    start: 'Start the round',
    over: /^Round over/,
    checkIn: /^Betting/,
    hidden: true,
    pick: twentyOneMoves,
  },
  {
    mode: 'Against the Dealer',
    banner: / · Against the Dealer · /,
    start: 'Start the round',
    over: /^Round over/,
    checkIn: /^The players/,
    hidden: false,
    pick: first(/^Place the bet$/, /^Roll this hand/, /^Stay/),
  },
  {
    mode: 'Three d20s',
    banner: / · Three d20s · /,
    start: 'Start the round',
    over: /^Round over/,
    checkIn: /^Place your bets/,
    hidden: false,
    pick: first(/^Roll$/, /^Roll again for double/, /^No side bet$/),
  },
  {
    mode: 'Three d6 and a pot',
    banner: / · Three d6 and a pot · /,
    start: 'Start the game',
    over: /^Game over/,
    checkIn: /^Roll for the first turn/,
    hidden: false,
    pick: (moves, played) =>
      first(/^Roll 3d6 for the first turn$/)(moves) ??
      first(played.length % 2 ? /^Declare wizard/ : /^Declare thief/)(moves),
  },
  {
    mode: 'Five hidden d12s',
    banner: / · Five hidden d12s · /,
    start: 'Start the game',
    over: /^Game over/,
    checkIn: /^First reveal/,
    hidden: true,
    pick: first(/^Reveal /, /^Match /),
  },
];

/** Every move a seat's panel offers now: its enabled buttons' names. */
const offered = (seat: SeatHandle): Promise<string[]> =>
  seat.action
    .locator('button:not([disabled])')
    .evaluateAll((buttons) => [
      ...new Set(buttons.map((b) => b.getAttribute('aria-label') ?? (b as HTMLElement).innerText)),
    ]);

/** Clicks a seat's button and waits until every seat's log has the move (each counts its own lines). */
async function act(all: SeatHandle[], seat: SeatHandle, name: string): Promise<void> {
  const before = await Promise.all(all.map((s) => logLength(s.action)));
  await seat.action
    .getByRole('button', { name: exactly(name) })
    .first()
    .click();
  await Promise.all(all.map((s, i) => everyoneSees([s], before[i]! + 1)));
}

const exactly = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Mid-round, with a player to act: every pane shows the same public table with the marker on the plate that says
 * "to act"; each player's hidden dice show their faces in their own pane only, outlined as theirs, face down in
 * the other player's pane and the GM's.
 */
async function checkMidRound(sandbox: SandboxPage, game: Game): Promise<void> {
  const panes = await panesAgree(
    sandbox,
    VIEWERS,
    (t) =>
      t.marker !== null &&
      (!game.hidden || t.plates.every((p) => p.dice.some((d) => d.face === '?'))),
  );
  const gm = panes.GM!;
  expect(gm.title).toContain(game.mode);
  expect(gm.plates.map((p) => p.name)).toEqual(PLAYERS);
  expect(gm.plates.find((p) => p.name === gm.marker)?.line).toMatch(/ · to act$/);
  expect(allDice(gm).filter((d) => d.secret)).toEqual([]);
  for (const viewer of PLAYERS) {
    const pane = panes[viewer]!;
    expect(pane.marker).toBe(gm.marker);
    for (const plate of pane.plates) {
      const secrets = plate.dice.filter((d) => d.secret);
      if (plate.name !== viewer || !game.hidden) {
        expect(secrets, `${viewer}'s pane shows ${plate.name}'s hidden dice`).toEqual([]);
        continue;
      }
      expect(secrets.length, `${viewer}'s pane shows their own hidden dice`).toBeGreaterThan(0);
      for (const die of secrets) expect(die.face).toMatch(/^\d+$/);
    }
  }
}

/** At the round's end: every pane shows the same result line, the dice it was played with, and no marker. */
async function checkResult(sandbox: SandboxPage, game: Game): Promise<void> {
  const panes = await panesAgree(sandbox, VIEWERS, (t) => t.result !== null && t.marker === null);
  const gm = panes.GM!;
  // "Ana wins 30 gp with 18", "Brom loses 5, Ana pushes", "The bank wins …", "Total wipeout: …", "Nobody wins; …".
  expect(gm.result).toMatch(/^(Ana|Brom|Nobody|Total wipeout|The \w+)\b/);
  expect(allDice(gm).length, `${game.mode}: dice on the table at the end`).toBeGreaterThan(0);
}

const allDice = (table: PaneTable) => [...table.plates.flatMap((p) => p.dice), ...table.centre];

/** Plays the round from the players' panels (the GM ends a staredown), checking the panes once mid-round. */
async function playRound(sandbox: SandboxPage, game: Game): Promise<void> {
  const gm = sandbox.seat('GM');
  const all = VIEWERS.map((n) => sandbox.seat(n));
  const players = PLAYERS.map((n) => sandbox.seat(n));
  const played: Record<string, string[]> = Object.fromEntries(PLAYERS.map((n) => [n, []]));
  let checked = false;
  await act(all, gm, game.start);
  for (let step = 0; step < 120; step++) {
    const phase = await phaseOf(gm);
    if (game.over.test(phase)) break;
    const picks = await Promise.all(
      players.map(async (p) => game.pick(await offered(p), played[p.name]!)),
    );
    const i = picks.findIndex((pick) => pick !== undefined);
    if (i >= 0 && !checked && game.checkIn.test(phase)) {
      await checkMidRound(sandbox, game);
      checked = true;
    }
    if (i >= 0) {
      await act(all, players[i]!, picks[i]!);
      played[players[i]!.name]!.push(picks[i]!);
    } else if ((await offered(gm)).includes('End the staredown')) {
      await act(all, gm, 'End the staredown');
    } else await sandbox.page.waitForTimeout(50);
  }
  for (const seat of all)
    await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toMatch(game.over);
  expect(checked, `${game.mode}: the panes were read mid-round`).toBe(true);
}

describe('the table on the map, in the sandbox', () => {
  it(
    'a round of each game: every pane shows the public dice, its own hidden dice alone, the marker and the result',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
      const gm = sandbox.seat('GM');
      const all = VIEWERS.map((n) => sandbox.seat(n));
      await joinAll(sandbox, PLAYERS);
      await placeTable(sandbox, VIEWERS);
      for (const [i, game] of GAMES.entries()) {
        if (i > 0) {
          await gm.action.getByRole('button', { name: 'Back to the lobby' }).click();
          for (const seat of all)
            await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toBe('Lobby');
          await chooseGame(gm, game.mode, all, game.banner);
        }
        await playRound(sandbox, game);
        await checkResult(sandbox, game);
      }
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    TIMEOUT_MS,
  );
});
