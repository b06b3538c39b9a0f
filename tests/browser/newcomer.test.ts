/**
 * A newcomer's first round, driven only by what is on their screen: they take
 * a seat, pay the ante when the GM starts, buy a die whose label says it
 * cannot bust them, hold, and win the pot. Brom, the friend who brought them,
 * folds. The dice are real, so a round the newcomer does not win (a hand with
 * no safe die that then busts) is followed by another, as at a real table.
 * Then a round of Goblin Mode. After every move each seat's screen is checked
 * (`checkScreens`): nothing wider than the popover, no move greyed out without
 * its reason; a fresh room shows no tampering notice, and the staredown shows
 * its clock. Then a game of every other game on the menu (In Between,
 * Black Baron, Wizards and Thieves, Three-Dragon Ante, Classic), pressing
 * only what each screen offers, with the same checks after every move.
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS, type SandboxPage, type SeatHandle } from './harness';
import {
  act,
  checkScreens,
  chooseGame,
  greyedSeen,
  joinAll,
  movesOf,
  phaseOf,
} from './runtime-table';
import { fileSandbox } from './fileSandbox';

const env = fileSandbox();

const purse = async (seat: SeatHandle) =>
  Number(
    /Your purse: ([\d,]+) gp/
      .exec(await seat.action.getByLabel('Your hand').innerText())?.[1]
      ?.replace(',', ''),
  );

describe('a newcomer’s first round', () => {
  it('join, ante, roll, hold and win, through the labels on screen', async () => {
    const sandbox = await env.open({ seats: ['GM:GM', 'Ana', 'Brom'] });
    const [gm, ana, brom] = ['GM', 'Ana', 'Brom'].map((n) => sandbox.seat(n));
    const all = [gm!, ana!, brom!];
    await joinAll(sandbox, ['Ana'], 50);
    // A newcomer who takes a name already at the table is refused, in words, and can take a seat right after.
    const join = brom!.action;
    await join.getByLabel('Name').fill('Ana');
    await join.getByLabel('Purse (gp)').fill('50');
    await join.getByRole('button', { name: 'Take a seat' }).click();
    await join
      .getByRole('alert')
      .filter({ hasText: 'Someone called Ana already sits at the table.' })
      .waitFor({ timeout: WAIT_MS });
    await checkScreens(all);
    await join.getByLabel('Name').fill('Brom');
    await join.getByRole('button', { name: 'Take a seat' }).click();
    await join.getByRole('region', { name: 'Your hand' }).waitFor({ timeout: WAIT_MS });
    expect(await purse(ana!)).toBe(50);
    expect(await purse(brom!)).toBe(50);
    // A brand-new room: nobody overwrote anything, so nobody is told so.
    for (const seat of all)
      expect(await seat.action.getByRole('alert', { name: 'Tampering' }).count(), seat.name).toBe(
        0,
      );
    expect(await gm!.notifications.filter({ hasText: 'overwrote' }).count()).toBe(0);
    await checkScreens(all);

    let won = false;
    let staredowns = 0;
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
        else if (
          (await gm!.action.getByRole('button', { name: 'End the staredown' }).count()) > 0
        ) {
          // "The staredown ends after 30 s": every seat sees the clock run.
          for (const seat of all)
            expect(
              await seat.action.getByRole('timer', { name: 'Time left' }).innerText(),
              seat.name,
            ).toMatch(/^ ?· \d+ s left$/);
          staredowns++;
          await act(all, gm!, 'End the staredown');
        } else await sandbox.page.waitForTimeout(50);
      }
      const result = await ana!.action.getByRole('status', { name: 'Result' }).innerText();
      // The path a newcomer should see: a roll, then a win (a hand that won without a roll plays again).
      won = rolled && result.startsWith('Ana wins');
      if (won) {
        expect(await ana!.action.getByRole('region', { name: 'Payout' }).innerText()).toMatch(
          /Highest total of 21 or less/,
        );
        await expect.poll(() => purse(ana!), { timeout: WAIT_MS }).toBeGreaterThan(before);
      }
    }
    expect(won).toBe(true);
    expect(staredowns).toBeGreaterThan(0);

    // Then a round of Goblin Mode, in the other theme: the panel says from the start when a Hold becomes possible.
    await gm!.action.getByRole('button', { name: 'Back to the lobby' }).click();
    for (const seat of all)
      await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toBe('Lobby');
    await sandbox.toggleTheme();
    await chooseGame(gm!, 'Goblin Mode', all, / · Goblin Mode · /);
    await checkScreens(all);
    expect(await ana!.action.getByText(/^When to Hold:/).innerText()).toMatch(
      /strictly the highest at the table/,
    );
    await act(all, gm!, 'Start the round');
    let heldBack = 0;
    for (let step = 0; step < 80 && !(await phaseOf(gm!)).startsWith('Round over'); step++) {
      let moved = false;
      for (const seat of [ana!, brom!]) {
        const moves = await movesOf(seat);
        if (moves.length === 0) continue;
        // A Hold the Runt Rule forbids is there, greyed out, with the rule's words.
        if (
          !moves.some((m) => m.startsWith('Hold')) &&
          (await seat.action
            .getByRole('list', { name: 'Not now' })
            .getByRole('button', { name: /^Hold/ })
            .count()) > 0
        )
          heldBack++;
        const pick =
          moves.find((m) => m.startsWith('Flip the coin')) ??
          moves.find((m) => m.startsWith('Hold')) ??
          moves.find((m) => m.startsWith('Pull the trigger'));
        if (!pick) continue;
        await act(all, seat, pick);
        moved = true;
        break;
      }
      if (!moved) await sandbox.page.waitForTimeout(50);
    }
    expect(await phaseOf(gm!)).toMatch(/^Round over/);
    expect(await ana!.action.getByRole('status', { name: 'Result' }).innerText()).toMatch(
      /wins \d+ gp with \d+|Total Wipeout/,
    );
    expect(heldBack).toBeGreaterThan(0);
    expect(sandbox.errors).toEqual([]);
    await sandbox.close();
  }, 240_000);

  it('a game of every other game the tavern has, driven only by the labels on screen, every screen checked after every move', async () => {
    const sandbox = await env.open({ seats: ['GM:GM', 'Ana', 'Brom'] });
    const [gm, ana, brom] = ['GM', 'Ana', 'Brom'].map((n) => sandbox.seat(n)) as [
      SeatHandle,
      SeatHandle,
      SeatHandle,
    ];
    const all = [gm, ana, brom];
    await joinAll(sandbox, ['Ana', 'Brom'], 100);
    const games: [string, RegExp][] = [
      ['Three d20s', /^Round over/],
      ['Against the Dealer', /^Round over/],
      ['Three d6 and a pot', /^Game over/],
      ['Five hidden d12s', /^Game over/],
      ['Classic', /^Round over/],
    ];
    for (const [mode, over] of games) {
      const greyedBefore = greyedSeen.count;
      await chooseGame(gm, mode, all, new RegExp(` · ${mode} · `));
      await checkScreens(all);
      await act(all, gm, /^Start the (round|game)$/);
      await playThrough(sandbox, all, [ana, brom], over);
      for (const seat of all)
        await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toMatch(over);
      await checkScreens(all);
      // Each game showed moves withheld for a while (not your turn, not yet), each with its reason.
      expect(greyedSeen.count, mode).toBeGreaterThan(greyedBefore);
      // Back to the lobby, every purse topped up for the next game.
      await gm.action.getByRole('button', { name: 'Back to the lobby' }).click();
      for (const seat of all)
        await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toBe('Lobby');
      for (const name of ['Ana', 'Brom']) {
        const form = gm.action.getByRole('form', { name: `${name}'s purse` });
        await form.getByLabel(`Purse of ${name}`, { exact: true }).fill('100');
        await form.getByRole('button', { name: `Set purse of ${name}` }).click();
        await expect.poll(() => purse(sandbox.seat(name)), { timeout: WAIT_MS }).toBe(100);
      }
    }
    expect(sandbox.errors).toEqual([]);
    await sandbox.close();
  }, 240_000);
});

/** What a newcomer would press, first match first: the plain way through every game's round. */
const PLAIN_MOVES: RegExp[] = [
  /^No side bet$/,
  /^Roll 3d6 for the first turn$/,
  /^Declare thief and roll 3d6$/,
  /^Match /,
  /^Stay/,
  /^Roll again for double/,
  /^Accept the loss$/,
  /^Roll the (surrounds|between)/,
  /^Keep the roll$/,
  /^Hold$/,
  /^Roll for the duel/,
];

/**
 * Plays a round (or a game) through what each seat's screen offers: a bet or wager field takes 5 gp, a die to reveal
 * is revealed, otherwise the first plain move offered; the GM plays the dealer when the table waits on it.
 */
async function playThrough(
  sandbox: SandboxPage,
  all: SeatHandle[],
  players: SeatHandle[],
  over: RegExp,
) {
  const gm = all[0]!;
  for (let step = 0; step < 200 && !over.test(await phaseOf(gm)); step++) {
    let moved = false;
    for (const seat of players) {
      const bet = seat.action.getByRole('form', { name: 'Your bet' });
      if ((await bet.count()) > 0) {
        await bet.getByLabel(/^Bet \(gp/).fill('5');
        // Through `act`, like every other move: every seat sees it, and its screens are checked and counted.
        await act(all, seat, 'Place the bet');
        moved = true;
        break;
      }
      const opener = seat.action.getByRole('group', { name: 'Your opener' });
      if ((await opener.count()) > 0) {
        await act(all, seat, 'Roll them');
        moved = true;
        break;
      }
      const moves = await movesOf(seat);
      const wager = seat.action.getByRole('spinbutton', { name: 'Wager (gp)' });
      if (moves.includes('Roll') && (await wager.count()) > 0) {
        await wager.fill('5');
        await act(all, seat, /^Roll$/);
        moved = true;
        break;
      }
      const reveal = seat.action.getByRole('group', { name: 'Reveal a die' }).getByRole('button');
      if ((await reveal.count()) > 0 && !moves.some((m) => m.startsWith('Match '))) {
        await act(all, seat, (await reveal.first().getAttribute('aria-label'))!);
        moved = true;
        break;
      }
      const pick = PLAIN_MOVES.map((re) => moves.find((m) => re.test(m))).find(Boolean);
      if (!pick) continue;
      await act(all, seat, pick);
      moved = true;
      break;
    }
    if (!moved) {
      // The dealer (or another NPC) the GM plays: its moves are the table controls that are not the table's own.
      const controls = await gm.action
        .getByRole('group', { name: 'Table controls' })
        .getByRole('button')
        .allInnerTexts();
      const dealer = controls.find((c) => !/^(Void|Back to the lobby|Next round|Start)/.test(c));
      if (dealer) await act(all, gm, dealer);
      else await sandbox.page.waitForTimeout(50);
    }
  }
}
