/**
 * A newcomer's first round, driven only by what is on their screen: they take
 * a seat, pay the ante when the GM starts, buy a die whose label says it
 * cannot bust them, hold, and win the pot. Brom, the friend who brought them,
 * folds. The dice are real, so a round the newcomer does not win (a hand with
 * no safe die that then busts) is followed by another, as at a real table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIT_MS, startSandboxEnvironment, type SandboxEnvironment, type SeatHandle } from './harness';
import { act, joinAll, movesOf, phaseOf } from './runtime-table';

let env: SandboxEnvironment;
beforeAll(async () => {
  env = await startSandboxEnvironment();
});
afterAll(async () => {
  await env.close();
});

const purse = async (seat: SeatHandle) => Number(/Your purse: ([\d,]+) gp/.exec(await seat.action.getByLabel('Your hand').innerText())?.[1]?.replace(',', ''));

describe('a newcomer’s first round', () => {
  it('join, ante, roll, hold and win, through the labels on screen', async () => {
    const sandbox = await env.open({ seats: ['GM:GM', 'Ana', 'Brom'] });
    const [gm, ana, brom] = ['GM', 'Ana', 'Brom'].map((n) => sandbox.seat(n));
    const all = [gm!, ana!, brom!];
    await joinAll(sandbox, ['Ana', 'Brom'], 50);
    expect(await purse(ana!)).toBe(50);

    let won = false;
    for (let round = 1; round <= 4 && !won; round++) {
      const before = await purse(ana!);
      if (round === 1) await act(all, gm!, 'Start the round');
      else {
        // A new round starts a new log, so wait on the phase rather than on the log's length.
        await gm!.action.getByRole('button', { name: 'Next round' }).click();
        await expect.poll(() => phaseOf(ana!), { timeout: WAIT_MS }).not.toMatch(/^Round over/);
      }
      // The ante left the purse, and the table says so.
      expect(await ana!.action.getByRole('banner').innerText()).toMatch(/Pot \d+ gp/);
      let rolled = false;
      for (let step = 0; step < 40 && !(await phaseOf(gm!)).startsWith('Round over'); step++) {
        const mine = await movesOf(ana!);
        const his = await movesOf(brom!);
        if (his.includes('Pass the Cut')) await act(all, brom!, 'Pass the Cut');
        else if (his.includes('Fold')) await act(all, brom!, 'Fold');
        else if (mine.includes('Pass the Cut')) await act(all, ana!, 'Pass the Cut');
        else if (mine.includes('Keep the roll')) await act(all, ana!, 'Keep the roll');
        else if (!rolled && mine.some((m) => m.endsWith(' · 0% bust'))) {
          // The newcomer sees it is their turn, and picks a die the label says cannot bust them.
          await ana!.action.getByText('Your turn', { exact: true }).waitFor({ timeout: WAIT_MS });
          const safe = mine.find((m) => m.endsWith(' · 0% bust'))!;
          await act(all, ana!, safe);
          rolled = true;
        } else if (mine.includes('Hold')) await act(all, ana!, 'Hold');
        else if ((await gm!.action.getByRole('button', { name: 'End the staredown' }).count()) > 0) await act(all, gm!, 'End the staredown');
        else await sandbox.page.waitForTimeout(50);
      }
      const result = await ana!.action.getByRole('status', { name: 'Result' }).innerText();
      // The path a newcomer should see: a roll, then a win (a hand that won without a roll plays again).
      won = rolled && result.startsWith('Ana wins');
      if (won) {
        expect(await ana!.action.getByRole('region', { name: 'Payout' }).innerText()).toMatch(/Highest total of 21 or less/);
        await expect.poll(() => purse(ana!), { timeout: WAIT_MS }).toBeGreaterThan(before);
      }
    }
    expect(won).toBe(true);
    expect(sandbox.errors).toEqual([]);
    await sandbox.close();
  }, 240_000);
});
