/**
 * Black Baron in the local sandbox, in real Chromium, through the labels on
 * screen: the GM chooses it in the lobby, three players bet against the
 * dealer round after round until the dice deal someone a pair, and that
 * round is played with a split and a double down on a split hand. The dice
 * are the host's own, so the players follow what they show: split a pair
 * when offered, double down once a split is made, roll a split hand's
 * second die when play reaches it, otherwise stay.
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS, type SandboxPage, type SeatHandle } from './harness';
import {
  act,
  everyoneSees,
  joinAll,
  logLength,
  movesOf,
  phaseOf,
  chooseGame,
} from './runtime-table';
import { fileSandbox } from './fileSandbox';

const PLAYERS = ['Ana', 'Brom', 'Cyra'];
/** A round has a pair to split one time in four (three hands), so this allows for many rounds. */
const TIMEOUT_MS = 600_000;
const MAX_ROUNDS = 30;

const env = fileSandbox();

async function everyHeading(all: SeatHandle[], heading: RegExp) {
  for (const seat of all)
    await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toMatch(heading);
}

/** Each player bets 5 gp from the bet field on their own panel; the last bet deals. */
async function placeBets(sandbox: SandboxPage, all: SeatHandle[]) {
  for (const name of PLAYERS) {
    const form = sandbox.seat(name).action.getByRole('form', { name: 'Your bet' });
    await form.getByLabel(/^Bet \(gp/).fill('5');
    const before = await logLength(all[0]!.action);
    await form.getByRole('button', { name: 'Place the bet' }).click();
    await everyoneSees(all, before + 1);
  }
}

/** Plays the players' turns as offered: split a pair, double down once a split is made, else stay. Returns what was played. */
async function playTurns(sandbox: SandboxPage, all: SeatHandle[]) {
  const played = {
    split: null as string | null,
    doubled: null as string | null,
    inPlayMarked: false,
  };
  const gm = sandbox.seat('GM');
  for (let step = 0; step < 40 && (await phaseOf(gm)).startsWith('The players'); step++) {
    let moved = false;
    for (const name of PLAYERS) {
      const seat = sandbox.seat(name);
      const moves = await movesOf(seat);
      if (moves.length === 0) continue;
      const split = moves.find((m) => m.startsWith('Split the'));
      const double = played.split ? moves.find((m) => m.startsWith('Double down')) : undefined;
      // A split's second hand rolls its second die when play reaches it, before anything else.
      const second = moves.find((m) => m.startsWith('Roll this hand'));
      const pick = second ?? ((!played.split && split) || (!played.doubled && double) || 'Stay');
      await act(
        all,
        seat,
        pick === second
          ? /^Roll this hand/
          : pick.startsWith('Stay')
            ? /^Stay/
            : new RegExp(`^${pick.split(' (')[0]}`),
      );
      if (pick === split) {
        played.split = name;
        // The panel shows both hands, the first in play.
        const hands = seat.action.getByRole('list', { name: 'Your hands' }).getByRole('listitem');
        expect(await hands.count()).toBeGreaterThanOrEqual(2);
        played.inPlayMarked =
          (await hands.first().getAttribute('aria-label')) === 'Hand 1, in play';
      }
      if (pick === double) played.doubled = name;
      moved = true;
      break;
    }
    if (!moved) await sandbox.page.waitForTimeout(50);
  }
  return played;
}

describe('Black Baron in the sandbox', () => {
  it(
    'the GM chooses it, and three players play a round with a split and a double down through their panels',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
      const gm = sandbox.seat('GM');
      const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
      await joinAll(sandbox, PLAYERS);

      await chooseGame(gm, 'Against the Dealer', all, / · Against the Dealer · /);

      let played = {
        split: null as string | null,
        doubled: null as string | null,
        inPlayMarked: false,
      };
      for (let round = 1; round <= MAX_ROUNDS && !(played.split && played.doubled); round++) {
        await gm.action
          .getByRole('button', { name: round === 1 ? 'Start the round' : 'Next round' })
          .click();
        await everyHeading(all, /^Place your bets/);
        await placeBets(sandbox, all);
        await expect
          .poll(() => phaseOf(gm), { timeout: WAIT_MS })
          .toMatch(/^(The players|Round over)/);
        played = await playTurns(sandbox, all);
        await everyHeading(all, /^Round over/);
      }
      expect(played).toMatchObject({ inPlayMarked: true });
      expect(played.split).not.toBeNull();
      expect(played.doubled).toBe(played.split);

      // Every seat sees the splitter's two hands with their result lines, and the same purses.
      const lines = async (seat: SeatHandle) =>
        seat.action
          .getByRole('list', { name: `${played.split}'s hands` })
          .getByRole('listitem')
          .allInnerTexts();
      const shown = await lines(gm);
      expect(shown).toHaveLength(2);
      for (const text of shown)
        expect(text).toMatch(/Hand \d: (.+ vs dealer .+|bust at \d+) — (wins \d+|loses \d+|push)/);
      // Each row as everyone sees it (a player's own row also says "(you)").
      const seats = async (seat: SeatHandle) =>
        (await seat.action.getByRole('table', { name: 'Seats' }).getByRole('row').allInnerTexts())
          .slice(1)
          .map((row) => row.replace(' (you)', ''));
      const table = await seats(gm);
      for (const name of PLAYERS) {
        expect(await seats(sandbox.seat(name))).toEqual(table);
        expect(await lines(sandbox.seat(name))).toEqual(shown);
      }
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    TIMEOUT_MS,
  );
});
