/**
 * Players start with the popover closed: Owlbear runs every client's background page from the moment the room
 * opens, and opens the action popover only when its player clicks. So the background page publishes the player's
 * key, receives their view and tells them it is their turn (the badge and one notification); the popover, when
 * it opens, shows the table as it is now.
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS, type SandboxPage } from './harness';
import {
  act,
  logLength,
  movesOf,
  phaseOf,
  pickMove,
  playUntil,
  ROUND_TIMEOUT_MS,
} from './runtime-table';
import { TURN_BADGE, TURN_MESSAGE } from '../../src/background/turnNotice';
import { NEWS_PREFIX } from '../../src/background/tableNotice';
import { VOIDED } from '../../src/sync/news';
import { PLAYER_KEY } from '../../src/sync/wire';
import { fileSandbox } from './fileSandbox';

const env = fileSandbox();

const seatState = async (sandbox: SandboxPage, name: string) =>
  (await sandbox.state()).seats.find((s) => s.name === name)!;
const turnNotices = async (sandbox: SandboxPage, name: string) =>
  (await seatState(sandbox, name)).notifications.filter((n) => n.message === TURN_MESSAGE).length;

/** Takes a seat from the player's own panel. */
async function join(sandbox: SandboxPage, name: string) {
  const action = sandbox.seat(name).action;
  await action.getByLabel('Name').fill(name);
  await action.getByLabel('Purse (gp)').fill('100');
  await action.getByRole('button', { name: 'Take a seat' }).click();
  await action.getByLabel('Your hand').first().waitFor({ timeout: WAIT_MS });
}

describe('a player whose popover is closed', () => {
  it(
    'is told it is their turn (the badge and one notification) with the popover never opened this round, opens it onto the table as it is, and plays',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', 'Ana:PLAYER:closed', 'Brom'] });
      const gm = sandbox.seat('GM');
      const ana = sandbox.seat('Ana');
      // Her background page published her key before she ever opened the popover.
      await expect
        .poll(async () => (await seatState(sandbox, 'Ana')).metadata[PLAYER_KEY], {
          timeout: WAIT_MS,
        })
        .toBeDefined();
      expect((await seatState(sandbox, 'Ana')).actionOpen).toBe(false);

      await ana.setActionOpen(true);
      await join(sandbox, 'Ana');
      await ana.setActionOpen(false);
      await join(sandbox, 'Brom');
      await expect
        .poll(() => gm.action.getByRole('table', { name: 'Seats' }).getByRole('row').count(), {
          timeout: WAIT_MS,
        })
        .toBe(3);

      const watching = [gm, sandbox.seat('Brom')];
      await act(watching, gm, 'Start the round');
      // Brom and the GM play on until it is Ana's turn; her popover stays closed all along.
      const anaBadge = async () =>
        (await ana.badge.count()) > 0 ? await ana.badge.innerText() : '';
      await playUntil(sandbox, ['Brom'], async () => (await anaBadge()) === TURN_BADGE);
      expect(
        await anaBadge(),
        `GM: ${await phaseOf(gm)}; Ana: ${JSON.stringify(await seatState(sandbox, 'Ana'))}; Brom's moves: ${await movesOf(sandbox.seat('Brom'))}; GM moves: ${await movesOf(gm)}`,
      ).toBe(TURN_BADGE);
      await expect.poll(() => turnNotices(sandbox, 'Ana'), { timeout: WAIT_MS }).toBe(1);
      expect(await turnNotices(sandbox, 'Brom')).toBe(0);

      // She opens the popover onto the table as it is now, and her move is offered.
      await ana.setActionOpen(true);
      await expect
        .poll(() => logLength(ana.action), { timeout: WAIT_MS })
        .toBe(await logLength(gm.action));
      expect(await phaseOf(ana)).toBe(await phaseOf(gm));
      const pick = await pickMove(ana, await movesOf(ana));
      expect(pick).toBeDefined();
      await act([gm, sandbox.seat('Brom'), ana], ana, pick!);
      // Still one notification for that turn: opening the popover raised no second one.
      expect(await turnNotices(sandbox, 'Ana')).toBeLessThanOrEqual(1);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'closed and reopened mid-round, shows the table as it is now',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', 'Ana', 'Brom'] });
      const gm = sandbox.seat('GM');
      const ana = sandbox.seat('Ana');
      await join(sandbox, 'Ana');
      await join(sandbox, 'Brom');
      const all = [gm, ana, sandbox.seat('Brom')];
      await act(all, gm, 'Start the round');
      // Ana plays her moves until Brom has one; then she closes the popover and the round moves on without her page.
      const brom = sandbox.seat('Brom');
      await playUntil(
        sandbox,
        ['Ana'],
        async () => (await pickMove(brom, await movesOf(brom))) !== undefined,
      );
      await ana.setActionOpen(false);
      await act([gm, brom], brom, (await pickMove(brom, await movesOf(brom)))!);
      await ana.setActionOpen(true);
      await expect
        .poll(() => logLength(ana.action), { timeout: WAIT_MS })
        .toBe(await logLength(gm.action));
      expect(await phaseOf(ana)).toBe(await phaseOf(gm));
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'is told the GM voided the round: "Void and rewind ... tell every seat what happened"',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', 'Ana', 'Brom'] });
      const gm = sandbox.seat('GM');
      const ana = sandbox.seat('Ana');
      await join(sandbox, 'Ana');
      await join(sandbox, 'Brom');
      await act([gm, ana, sandbox.seat('Brom')], gm, 'Start the round');
      await ana.setActionOpen(false);
      await gm.action.getByRole('button', { name: 'Void the round (refund every stake)' }).click();
      await gm.action.getByRole('button', { name: 'Void it' }).click();
      const news = async (name: string) =>
        (await seatState(sandbox, name)).notifications.filter(
          (n) => n.message === NEWS_PREFIX + VOIDED,
        ).length;
      await expect.poll(() => news('Ana'), { timeout: WAIT_MS }).toBe(1);
      await expect.poll(() => news('Brom'), { timeout: WAIT_MS }).toBe(1);
      expect(await news('GM')).toBe(0);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
