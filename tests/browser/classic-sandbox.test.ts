/**
 * Classic in the local sandbox, in real Chromium: the GM chooses it in the
 * lobby, the players set Classic's own stats, Ana cheats her hole die with
 * magic right after her opener, Brom's Arcane Scan finds her (a result only
 * he sees), and his accusation disqualifies her and wins him the bounty.
 * Stats make the scan certain whatever the dice: Ana's spellcasting −5 leaves
 * a Residue DC of 15 at most, Brom's Arcana +15 scans 16 at least.
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS, type SandboxPage, type SeatHandle } from './harness';
import {
  ROUND_TIMEOUT_MS,
  answered,
  answersSoFar,
  chooseGame,
  joinAll,
  logLength,
  movesOf,
  phaseOf,
} from './runtime-table';
import { fileSandbox } from './fileSandbox';

const PLAYERS = ['Ana', 'Brom', 'Cyra'];

const env = fileSandbox();

/**
 * Clicks a button in one seat's panel and waits until every seat's log has grown: each seat counts its own lines, since
 * a cheat's line is its cheater's and the GM's alone.
 */
async function act(all: SeatHandle[], seat: SeatHandle, label: string | RegExp): Promise<void> {
  const before = await Promise.all(all.map((s) => logLength(s.action)));
  await seat.action.getByRole('button', { name: label }).first().click();
  await Promise.all(
    all.map((s, i) =>
      expect
        .poll(() => logLength(s.action), { timeout: WAIT_MS, interval: 50 })
        .toBeGreaterThan(before[i]!),
    ),
  );
}

/** Sets one of a player's stats in their own stats form, and waits for the host's answer. */
async function setStat(sandbox: SandboxPage, name: string, label: string, value: number) {
  const seat = sandbox.seat(name);
  const before = await answersSoFar(sandbox, name);
  await seat.action.getByText('Your stats (modifiers)').click();
  await seat.action.getByLabel(`${label} of ${name}`).fill(String(value));
  await seat.action.getByRole('button', { name: 'Save stats' }).click();
  await answered(sandbox, name, before);
}

/** Picks the first choice of a move's flow whose words match, and presses the flow's button. */
async function flow(
  all: SeatHandle[],
  seat: SeatHandle,
  name: string,
  choice: RegExp,
  verb: string,
) {
  const group = seat.action.getByRole('group', { name });
  await group.waitFor({ timeout: WAIT_MS });
  if (name === 'Your opener') {
    // Two die pickers: the shown die and the hole die, read from the choice ("a d4 shown and a d4 in the hole").
    const [, shown, hole] = /(d\d+) shown and a (d\d+)/.exec(choice.source)!;
    await group.getByLabel('Shown die').selectOption(shown!);
    await group.getByLabel('Hole die').selectOption(hole!);
    await act(all, seat, verb);
    return;
  }
  const labels = await group.getByRole('option').allInnerTexts();
  const label = labels.find((l) => choice.test(l));
  expect(label, `${name}: no choice like ${choice} in ${labels.join(' | ')}`).toBeDefined();
  await group.getByRole('combobox').selectOption({ label: label! });
  await act(all, seat, verb);
}

/**
 * Cheats the hole die by magic with the cheat's rows of choices: the die clicked, the way chosen by keyboard (the
 * arrow keys walk a row of radio buttons), the face left at the one that makes the most.
 */
async function cheatByMagic(all: SeatHandle[], seat: SeatHandle) {
  const group = seat.action.getByRole('group', { name: 'Cheat' });
  await group.waitFor({ timeout: WAIT_MS });
  await group.getByRole('radio', { name: /your hole die/ }).check();
  const how = group.getByRole('group', { name: 'How' });
  await how.getByRole('radio', { name: /^Sleight of Hand/ }).press('ArrowRight');
  await how.getByRole('radio', { name: /^Deception/ }).press('ArrowRight');
  expect(await how.getByRole('radio', { name: /^Magic · not caught now/ }).isChecked()).toBe(true);
  expect(await group.innerText()).toMatch(/d4 \d → \d · not caught now · leaves a Residue DC/);
  await act(all, seat, 'Try the cheat');
}

describe('Classic in the sandbox', () => {
  it('a round with a magical cheat found by an Arcane Scan and an accusation', {
    timeout: ROUND_TIMEOUT_MS,
  }, async () => {
    const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
    const gm = sandbox.seat('GM');
    const [ana, brom, cyra] = PLAYERS.map((n) => sandbox.seat(n)) as [
      SeatHandle,
      SeatHandle,
      SeatHandle,
    ];
    const all = [gm, ana, brom, cyra];
    await joinAll(sandbox, PLAYERS);
    await chooseGame(gm, 'Classic', all, / · Classic · /);

    // Classic's stats are on the form now that a Classic table is chosen.
    await setStat(sandbox, 'Ana', 'Spellcasting ability', -5);
    await setStat(sandbox, 'Brom', 'Arcana', 15);

    await act(all, gm, 'Start the round');
    expect(await phaseOf(ana)).toMatch(/^The opener/);

    // Ana opens with two d4s and, right after, changes her hole die by magic.
    await flow(all, ana, 'Your opener', /a d4 shown and a d4 in the hole/, 'Roll them');
    await cheatByMagic(all, ana);
    // Her spellcasting is -5, so the check (her Residue DC) is below zero whenever the d20 shows 4 or less.
    await expect
      .poll(() => ana.action.getByRole('region', { name: 'Only you can see this' }).innerText(), {
        timeout: WAIT_MS,
      })
      .toMatch(/your Residue DC is -?\d+/);
    for (const name of ['Brom', 'Cyra']) {
      const seat = sandbox.seat(name);
      await flow(all, seat, 'Your opener', /a d4 shown and a d4 in the hole/, 'Roll them');
      await act(all, seat, 'Keep the roll');
    }

    // Everyone holds, clockwise from the lowest visible die.
    for (let step = 0; step < 12 && (await phaseOf(gm)).startsWith('Betting'); step++) {
      for (const seat of [ana, brom, cyra])
        if ((await movesOf(seat)).includes('Hold')) await act(all, seat, 'Hold');
    }
    await expect.poll(() => phaseOf(brom), { timeout: WAIT_MS }).toMatch(/^Staredown/);

    // Brom scans: the result is his alone.
    await flow(all, brom, 'Investigate', /^Arcane Scan/, 'Investigate');
    await expect
      .poll(() => brom.action.getByRole('region', { name: 'Only you can see this' }).innerText(), {
        timeout: WAIT_MS,
      })
      .toMatch(/Arcane Scan \(Arcana \d+\): Ana cheated this round\./);
    for (const seat of [ana, cyra])
      expect(await seat.action.locator('body').innerText()).not.toMatch(/Ana cheated|Arcana \d+/);
    expect(await cyra.action.getByRole('list', { name: 'Round log' }).innerText()).toContain(
      'Brom pays 5 gp for an Arcane Scan.',
    );

    // The accusation is right: Ana is disqualified and pays Brom the bounty.
    await flow(all, brom, 'Accuse', /^Accuse Ana of cheating/, 'Accuse');
    expect(await cyra.action.getByRole('list', { name: 'Round log' }).innerText()).toContain(
      'Brom accuses Ana of cheating, and is right! Ana is disqualified and pays Brom a 25 gp bounty.',
    );
    await act(all, gm, 'End the staredown');
    // Brom's and Cyra's 2d4 tie about one round in six: then they duel (again on a tied duel) until one wins.
    for (let step = 0; step < 20 && (await phaseOf(gm)).startsWith('Duel'); step++) {
      for (const seat of [brom, cyra])
        if ((await movesOf(seat)).some((m) => m.startsWith('Roll for the duel')))
          await act(all, seat, /^Roll for the duel/);
    }
    await expect.poll(() => phaseOf(cyra), { timeout: WAIT_MS }).toMatch(/^Round over/);
    expect(
      await cyra.action
        .getByRole('table', { name: 'Seats' })
        .getByRole('row', { name: /Ana/ })
        .innerText(),
    ).toContain('caught cheating');
    expect(sandbox.errors).toEqual([]);
  });
});
