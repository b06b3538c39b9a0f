/**
 * A GM whose tab is in the background (docs/sandbox.md, "A tab in the background"; docs/runtime.md): the host runs in
 * the GM's background page, whose timers Chrome throttles while the tab is hidden. A table of NPCs plays a round of
 * Twenty-One with the GM's tab hidden, then one with it shown, and a player watching sees each NPC move and the
 * staredown's end come at the same pace: step for step, the hidden round takes at most twice what the shown one does.
 *
 * The tab is hidden under the harshest of Chrome's rules, every timer with a delay once a minute (its
 * `can_intensively_throttle_low_nesting_level`; by default only chains five timers deep are, and the host sets each
 * of its timers after a save, outside any chain), with the minute cut to 5 s and from the start: a host keeping time
 * with the page's own timers would take about 5 s a step against about 1 s shown (each NPC waits the table's 1 s pause). Steps, not whole rounds, are compared,
 * since the dice decide how many moves a round has: the median step (an NPC's move) and the longest (the 5 s
 * staredown, a deadline the host keeps).
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS } from './harness';
import { ROUND_TIMEOUT_MS, addSelfPlaying, phaseOf } from './runtime-table';
import { fileSandbox } from './fileSandbox';
import type { SandboxPage } from './sandbox-page';

const env = fileSandbox();

/** A shortened minute: Chrome's is 60 s. */
const MINUTE_MS = 5_000;

/** The last message the sandbox recorded so far. */
const lastSeq = (sandbox: SandboxPage) =>
  sandbox.page.evaluate(() => window.obrSandbox!.traffic().at(-1)?.seq ?? 0);

/** When (on the sandbox's clock) the host sent Ana a view after message `after`: once per change of the table. */
const viewsToAna = (sandbox: SandboxPage, after: number) =>
  sandbox.page.evaluate(
    (after) =>
      window
        .obrSandbox!.traffic()
        .filter(
          (e) =>
            e.seq > after &&
            e.seatName === 'GM' &&
            e.direction === 'out' &&
            e.id === 'OBR_BROADCAST_SEND_MESSAGE' &&
            e.json.includes('"t":"view"') &&
            e.json.includes('"part":0,'),
        )
        .map((e) => e.at),
    after,
  );

/**
 * Starts a round, which the NPCs play to its payout without anyone clicking, and returns its steps: the time from each
 * change the host published to the next, from the round's start to the change that showed Ana the round over.
 */
async function playRound(
  sandbox: SandboxPage,
  hidden: boolean,
): Promise<{ steps: number[]; workers: string[] }> {
  const gm = sandbox.seat('GM');
  const ana = sandbox.seat('Ana');
  const before = await lastSeq(sandbox);
  await gm.action.getByRole('button', { name: /^(Start the round|Next round)$/ }).click();
  if (hidden) {
    // The GM looks away as the round starts: the first NPC's pause may be running already.
    await sandbox.conditions.hideTab('GM', {
      minuteMs: MINUTE_MS,
      intensiveAfterMs: 0,
      unchained: true,
    });
    const background = await gm.frame('background');
    expect(await background.evaluate(() => document.visibilityState)).toBe('hidden');
  }
  // Ana sees the round begin (the last one's end no longer shown), then end.
  await expect.poll(() => phaseOf(ana), { timeout: WAIT_MS }).not.toMatch(/^Round over/);
  await expect
    .poll(() => phaseOf(ana), { timeout: ROUND_TIMEOUT_MS, interval: 100 })
    .toMatch(/^Round over/);
  // Nothing moves once the round is over: its last change is the last view sent.
  const views = await viewsToAna(sandbox, before);
  const workers = sandbox.page.workers().map((worker) => worker.url());
  if (hidden) await sandbox.conditions.hideTab('GM', null);
  return { steps: views.slice(1).map((at, i) => at - views[i]!), workers };
}

const median = (steps: number[]) => [...steps].sort((a, b) => a - b)[steps.length >> 1]!;
const longest = (steps: number[]) => Math.max(...steps);

describe('a GM’s tab in the background', () => {
  it(
    'a table of NPCs plays a round at the same pace with the GM’s tab hidden as shown: step for step, at most twice the time',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', 'Ana'], trafficClosed: true });
      const gm = sandbox.seat('GM');
      await addSelfPlaying(gm, 'Grub', 'Careful');
      await addSelfPlaying(gm, 'Mirela', 'Gambler');
      // The shortest staredown, a deadline the host keeps: 5 s.
      const options = gm.action.getByRole('form', { name: 'Table options' });
      await options.getByLabel('Staredown (s)').fill('5');
      await options.getByRole('button', { name: 'Save options' }).click();

      // The hidden round first: it also pays for the first loads of the NPCs' styles.
      const hiddenRound = await playRound(sandbox, true);
      const shownRound = await playRound(sandbox, false);

      const hiddenSteps = hiddenRound.steps;
      const shownSteps = shownRound.steps;
      const ratios = {
        npcMove: median(hiddenSteps) / median(shownSteps),
        deadline: longest(hiddenSteps) / longest(shownSteps),
      };
      console.info(
        `hidden: ${hiddenSteps.join(', ')} ms; shown: ${shownSteps.join(', ')} ms; median step ×${ratios.npcMove.toFixed(2)}, longest ×${ratios.deadline.toFixed(2)}`,
      );
      expect(hiddenSteps.length).toBeGreaterThanOrEqual(3);
      expect(shownSteps.length).toBeGreaterThanOrEqual(3);
      // The typical step, an NPC's move after its pause, and the longest, the staredown's deadline.
      expect(ratios.npcMove).toBeLessThanOrEqual(2);
      expect(ratios.deadline).toBeLessThanOrEqual(2);
      // What kept the host's time while hidden: the built extension's timer worker.
      expect(hiddenRound.workers).toContainEqual(
        expect.stringMatching(/\/built\/assets\/timerWorker-[\w-]+\.js$/),
      );
      expect(sandbox.errors).toEqual([]);
    },
    ROUND_TIMEOUT_MS * 2,
  );
});
