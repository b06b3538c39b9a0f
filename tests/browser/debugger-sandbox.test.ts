/**
 * The GM's debugger against the real host in the sandbox: a player rolls, the
 * GM opens the debugger in their client, rewinds to the step before the roll,
 * and every seat's panel goes back.
 *
 * The GM opens it with the panel's own button, in an Owlbear modal whose page
 * joins the host's channel, `tavern-debugger/<room id>` (docs/debugger.md,
 * "Wiring"); it opens scrolled to the active state and names senders.
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS } from './harness';
import { act, joinAll, movesOf, phaseOf, playUntil, ROUND_TIMEOUT_MS } from './runtime-table';
import type { FrameLocator } from 'playwright-core';
import { DEBUGGER_MODAL_ID } from '../../src/popover/debuggerDoor';
import { fileSandbox } from './fileSandbox';

const PLAYERS = ['Ana', 'Brom'];

const env = fileSandbox();

/** Whether the diagram's scroll box was scrolled, and shows the deepest active state's box whole. */
function activeInView(dbg: FrameLocator) {
  return dbg.locator('.dbg-diagram').evaluate((box) => {
    const active = box.querySelectorAll('[data-state][data-active="true"]');
    const leaf = active[active.length - 1]?.querySelector(':scope > rect');
    if (!leaf) return null;
    const outer = box.getBoundingClientRect();
    const inner = leaf.getBoundingClientRect();
    const visible =
      inner.top >= outer.top &&
      inner.bottom <= outer.bottom &&
      inner.left >= outer.left &&
      inner.right <= outer.right;
    return { scrolled: box.scrollTop > 0, visible };
  });
}

describe('the debugger on the host, in the sandbox', () => {
  it(
    'rewinding a roll from the GM’s client takes every seat’s panel back',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
      const gm = sandbox.seat('GM');
      const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
      await joinAll(sandbox, PLAYERS);
      await act(all, gm, 'Start the round');
      await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Betting'));
      const panels = () =>
        Promise.all(all.map((s) => s.action.getByRole('table', { name: 'Seats' }).innerText()));
      const hands = () =>
        Promise.all(PLAYERS.map((n) => sandbox.seat(n).action.getByLabel('Your hand').innerText()));
      const before = { panels: await panels(), hands: await hands() };

      // Whoever is to act buys a d4.
      let roller = '';
      for (const name of PLAYERS)
        if ((await movesOf(sandbox.seat(name))).some((m) => m.startsWith('Roll a d4')))
          roller = name;
      expect(roller).not.toBe('');
      await act(all, sandbox.seat(roller), /^Roll a d4/);
      expect(await panels()).not.toEqual(before.panels);

      // Open the debugger from the GM's panel: it opens in a modal over the room, not in the 400 px popover.
      await gm.action.getByRole('button', { name: 'Open the statechart debugger' }).click();
      const dbg = gm.modal(DEBUGGER_MODAL_ID);
      await dbg
        .getByRole('heading', { name: /^Statechart debugger/ })
        .waitFor({ timeout: WAIT_MS });
      expect((await sandbox.state()).seats.find((s) => s.name === 'GM')!.modals).toEqual([
        DEBUGGER_MODAL_ID,
      ]);
      expect(await gm.action.locator('.dbg').count()).toBe(0);

      // The diagram opens scrolled to where the table is now: the active state's box is inside the visible part of its scroll box.
      await expect
        .poll(() => activeInView(dbg), { timeout: WAIT_MS })
        .toEqual({ scrolled: true, visible: true });

      await dbg.getByRole('tab', { name: 'Event log' }).click();
      const secrets = dbg.getByRole('button', { name: 'Show the secrets' });
      if (await secrets.count()) await secrets.click();
      const newest = dbg.locator('table.dbg-log tbody tr').first();
      await expect.poll(() => newest.innerText(), { timeout: WAIT_MS }).toContain('ROLL');
      // The sender is named as the room knows them, not by an id.
      expect(await newest.locator('td').nth(2).innerText()).toBe(roller);
      expect(
        await dbg
          .locator('table.dbg-log tbody tr', { hasText: 'START_ROUND' })
          .locator('td')
          .nth(2)
          .innerText(),
      ).toBe('GM (GM)');
      const rollSeq = Number(await newest.getAttribute('data-seq'));

      await dbg
        .getByRole('button', { name: `View the table after step ${rollSeq - 1}`, exact: true })
        .click();
      await dbg.getByRole('button', { name: 'Rewind to here' }).click();
      await dbg
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Rewind for everyone' })
        .click();

      // Every seat's panel, and each player's own hand, as before the roll.
      await expect.poll(panels, { timeout: WAIT_MS }).toEqual(before.panels);
      await expect.poll(hands, { timeout: WAIT_MS }).toEqual(before.hands);
      // And play goes on from there: the same player may roll again.
      expect((await movesOf(sandbox.seat(roller))).some((m) => m.startsWith('Roll a d4'))).toBe(
        true,
      );

      // The modal's own button closes it.
      await dbg.getByRole('button', { name: 'Close the debugger' }).click();
      await expect
        .poll(async () => (await sandbox.state()).seats.find((s) => s.name === 'GM')!.modals, {
          timeout: WAIT_MS,
        })
        .toEqual([]);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
