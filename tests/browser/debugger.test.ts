/**
 * The debugger in a real browser, on its dev page (a local table played at
 * random, the debugger joined to it over a BroadcastChannel as in the
 * extension): play until someone rolls, rewind to the step before the roll,
 * and see the table go back: every seat's purse and dice, and the pot.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIT_MS } from './harness';
import { sharedChromium, sharedDevServer } from './fileSandbox';

const server = sharedDevServer();
let browser: Browser;

beforeAll(async () => {
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Waits until `read` gives something `ok` accepts; returns it. */
async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
  ms = WAIT_MS,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end)
      throw new Error(`Timed out waiting for ${what}; last saw ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The dev page's table: every seat's row (name, purse, status, dice, total) and the pot. */
async function tableOf(page: Page) {
  return {
    seats: await page.locator('table[aria-label="Seats"] tbody tr').allInnerTexts(),
    pot: await page.getByTestId('pot').innerText(),
    phase: await page.getByTestId('phase').innerText(),
  };
}

describe('the debugger in a browser', () => {
  it('rewinds a roll and the table goes back, every seat and the pot', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/debugger.html?seed=11`);
    await page.getByRole('heading', { name: /Statechart debugger/ }).waitFor();

    // Play until a die is bought, remembering the table just before.
    const lastMove = page.locator('section[aria-labelledby="dev-table-h"] [role="status"]');
    let before = await tableOf(page);
    let moves = 0;
    for (;;) {
      before = await tableOf(page);
      const shown = await lastMove.innerText();
      await page.getByRole('button', { name: 'Play one step' }).click();
      const move = await until(
        () => lastMove.innerText(),
        (text) => text !== shown,
        'the move to show',
      );
      if (++moves > 80) throw new Error('Nobody bought a die in 80 moves.');
      if (/ROLL die=/.test(move)) break;
    }
    const after = await tableOf(page);
    expect(after.seats).not.toEqual(before.seats);
    expect(Number(after.pot)).toBeGreaterThan(Number(before.pot));

    // The debugger follows; its log shows the roll as the newest step.
    await until(
      () => page.locator('.dbg-now').innerText(),
      (t) => t.includes(`after step`),
      'the debugger',
    );
    await page.getByRole('tab', { name: 'Event log' }).click();
    await page.getByRole('button', { name: 'Show the secrets' }).click(); // the GM plays an NPC on the dev page
    const log = page.getByRole('region', { name: 'Debugger' }).locator('table.dbg-log tbody tr');
    const newest = log.first();
    await until(
      () => newest.innerText(),
      (t) => t.includes('ROLL die='),
      'the roll in the log',
    );
    const rollSeq = Number(await newest.getAttribute('data-seq'));

    // View the step before the roll, rewind to it, confirm.
    await page
      .getByRole('button', { name: `View the table after step ${rollSeq - 1}`, exact: true })
      .click();
    await page.getByText(`Viewing the table after step ${rollSeq - 1} of ${rollSeq}`).waitFor();
    await page.getByRole('button', { name: 'Rewind to here' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await tableOf(page)).toEqual(after); // nothing happens before the confirmation
    await dialog.getByRole('button', { name: 'Rewind for everyone' }).click();

    const rewound = await until(
      () => tableOf(page),
      (t) => JSON.stringify(t) === JSON.stringify(before),
      'the table to go back',
    );
    expect(rewound.seats).toEqual(before.seats);
    expect(rewound.pot).toBe(before.pot);
    await page.getByText(`The table is back to step ${rollSeq - 1} for everyone`).waitFor();
    await page.getByRole('tab', { name: 'Event log' }).click();
    await until(
      () => newest.innerText(),
      (t) => t.includes(`GM rewound to step ${rollSeq - 1}.`),
      'the rewind in the log',
    );

    // Play goes on from the restored table. A step may change only what the table view leaves out (a Foresight,
    // a Profile), so play on until the table moves.
    const restored = JSON.stringify(before);
    for (let steps = 0; JSON.stringify(await tableOf(page)) === restored; steps++) {
      if (steps === 10) throw new Error('The table did not move in 10 steps after the rewind.');
      const shown = await lastMove.innerText();
      await page.getByRole('button', { name: 'Play one step' }).click();
      await until(
        () => lastMove.innerText(),
        (text) => text !== shown,
        'play to go on',
      );
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
