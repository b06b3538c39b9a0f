/**
 * The table on the map, in the sandbox, in real Chromium (issue: "A browser test plays a round of every game with the
 * table on the map and checks what every seat's scene shows: public dice for all, hidden dice for their owner alone,
 * the marker on the seat to act, and the result"). The GM puts the table on the map from the lobby; Ana plays a round
 * of each of the seven games in turn through her panel against Brom, an NPC that plays itself at once; the GM's and
 * Ana's scene panes are read as drawn mid-round and at the round's end. Brom's hidden dice have no owner's view to
 * show in: face down in every pane, as Ana's are in the GM's.
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS, type SandboxPage, type SeatHandle } from './harness';
import { addSelfPlaying, chooseGame, joinAll, logLength, phaseOf } from './runtime-table';
import { fileSandbox } from './fileSandbox';
import { type PaneTable, panesAgree, placeTable } from './scene-table';

const PLAYERS = ['Ana', 'Brom'];
/** The seats with a client, and so a scene pane: Brom is an NPC. */
const VIEWERS = ['GM', 'Ana'];
/** Seven rounds on two clients, the panes read twice a round: minutes on a busy machine. */
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
  /** Lobby options (by label) that keep the round short. */
  options?: Record<string, string>;
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
    // The fewest coins a seat may bring: the game ends after a turn or two instead of a dozen.
    options: { 'Coins each brings (gp)': '7' },
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

const exactly = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Clicks a seat's button by its exact name. */
const click = (seat: SeatHandle, name: string) =>
  seat.action
    .getByRole('button', { name: exactly(name) })
    .first()
    .click();

/**
 * Mid-round, with Ana offered a move: both panes show the same public table with the marker on the plate that says
 * "to act"; Ana's hidden dice show their faces in her pane only, outlined as hers, face down in the GM's; Brom's are
 * face down in both.
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
  const ana = panes.Ana!;
  expect(ana.marker).toBe(gm.marker);
  for (const plate of ana.plates) {
    const secrets = plate.dice.filter((d) => d.secret);
    if (plate.name !== 'Ana' || !game.hidden) {
      expect(secrets, `Ana's pane shows ${plate.name}'s hidden dice`).toEqual([]);
      continue;
    }
    expect(secrets.length, `Ana's pane shows her own hidden dice`).toBeGreaterThan(0);
    for (const die of secrets) expect(die.face).toMatch(/^\d+$/);
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

/** Ana's next move, or the GM's ending of a staredown, once one is offered; undefined once the round is over. */
async function nextMove(
  sandbox: SandboxPage,
  game: Game,
  played: string[],
): Promise<{ seat: SeatHandle; name: string; phase: string } | undefined> {
  const ana = sandbox.seat('Ana');
  const gm = sandbox.seat('GM');
  let next: { seat: SeatHandle; name: string; phase: string } | undefined;
  // Brom moves by himself, and Ana's panel follows the host a moment later: poll what her panel offers.
  await expect
    .poll(
      async () => {
        const phase = await phaseOf(ana);
        if (game.over.test(phase)) return 'over';
        const pick = game.pick(await offered(ana), played);
        if (pick) next = { seat: ana, name: pick, phase };
        else if (phase.startsWith('Staredown') && (await offered(gm)).includes('End the staredown'))
          next = { seat: gm, name: 'End the staredown', phase };
        return next ? 'a move' : `nothing offered yet in ${phase}`;
      },
      { timeout: WAIT_MS, interval: 50 },
    )
    .toMatch(/^(over|a move)$/);
  return next;
}

/** What Ana reads of the round: its heading (the phase and the round's number) and its log. */
const roundRead = async (ana: SeatHandle) =>
  [
    await phaseOf(ana),
    ...(await ana.action
      .getByRole('list', { name: 'Round log' })
      .getByRole('listitem')
      .allTextContents()),
  ].join('\n');

/**
 * Plays a round from Ana's panel (the GM starts it with `start` and ends a staredown), Brom playing himself, checking
 * the panes once mid-round; false when the dice ended the round before Ana had a move in `checkIn`. Each move is
 * awaited in Ana's log alone: the panes are compared with each other at the checkpoints.
 */
async function playRound(sandbox: SandboxPage, game: Game, start: string): Promise<boolean> {
  const ana = sandbox.seat('Ana');
  const gm = sandbox.seat('GM');
  const played: string[] = [];
  let checked = false;
  // A new round may start with a shorter log than the last one ended with: it is its heading and log that change.
  const before = await roundRead(ana);
  await click(gm, start);
  await expect.poll(() => roundRead(ana), { timeout: WAIT_MS }).not.toBe(before);
  for (let step = 0; step < 120; step++) {
    const move = await nextMove(sandbox, game, played);
    if (!move) break;
    if (move.seat.name === 'Ana' && !checked && game.checkIn.test(move.phase)) {
      await checkMidRound(sandbox, game);
      checked = true;
    }
    const lines = await logLength(ana.action);
    await click(move.seat, move.name);
    if (move.seat.name === 'Ana') played.push(move.name);
    // Taken: Ana's log has a line more, and her panel no longer waits on the host's answer.
    await expect.poll(() => logLength(ana.action), { timeout: WAIT_MS }).toBeGreaterThan(lines);
  }
  for (const seat of [gm, ana])
    await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toMatch(game.over);
  return checked;
}

/** The GM sets lobby options by their labels and saves them; the next click waits for the host's answer. */
async function setOptions(gm: SeatHandle, options: Record<string, string>): Promise<void> {
  const form = gm.action.getByRole('form', { name: 'Table options' });
  for (const [label, value] of Object.entries(options)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Save options' }).click();
}

describe('the table on the map, in the sandbox', () => {
  it(
    'a round of each game: every pane shows the public dice, its own hidden dice alone, the marker and the result',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', 'Ana'] });
      const gm = sandbox.seat('GM');
      const all = VIEWERS.map((n) => sandbox.seat(n));
      await joinAll(sandbox, ['Ana']);
      // Brom plays himself without a pause: no clicks and no waiting for him.
      await setOptions(gm, { 'NPC pause (seconds)': '0' });
      await addSelfPlaying(gm, 'Brom', 'Careful');
      await placeTable(sandbox, VIEWERS);
      for (const [i, game] of GAMES.entries()) {
        if (i > 0) {
          await gm.action.getByRole('button', { name: 'Back to the lobby' }).click();
          for (const seat of all)
            await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toBe('Lobby');
          await chooseGame(gm, game.mode, all, game.banner);
        }
        if (game.options) await setOptions(gm, game.options);
        // A deal can settle a round at once (a dealer's Black Plague): then another round, up to three.
        for (
          let round = 1;
          !(await playRound(sandbox, game, round > 1 ? 'Next round' : game.start));
          round++
        )
          expect(
            round,
            `${game.mode}: a round with a move for Ana in ${game.checkIn}`,
          ).toBeLessThan(3);
        await checkResult(sandbox, game);
      }
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    TIMEOUT_MS,
  );
});
