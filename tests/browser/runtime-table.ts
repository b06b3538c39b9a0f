/**
 * Drives the extension's panels in the sandbox the way people would: by the
 * labels on screen. Every wait is on something visible, never a fixed delay.
 */
import { expect } from 'vitest';
import { WAIT_MS, type PageScope, type SandboxPage, type SeatHandle } from './harness';

export const PLAYERS = ['Ana', 'Brom', 'Cyra', 'Dain'];
/** A whole round through five clients' panels on two busy cores takes a while; the default 60 s is tight. */
export const ROUND_TIMEOUT_MS = 150_000;
export const SEATS = ['GM:GM', ...PLAYERS];

/** How many lines the round log shows in this page (0 without a log). */
export const logLength = (frame: PageScope) =>
  frame.getByRole('list', { name: 'Round log' }).getByRole('listitem').count();

/**
 * The moves this seat's panel offers (each button's name: a die button names its die, price and risk in its label),
 * with "Re-roll it" when a failed bump owes this seat a retaliation (its own group, above the moves).
 */
export async function movesOf(seat: SeatHandle): Promise<string[]> {
  // One read: with no group on screen there are no buttons to list.
  return seat.action
    .getByRole('group', { name: /^(Your moves|Retaliate)$/ })
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('aria-label') ?? (b as HTMLElement).innerText),
    );
}

/** Waits until every seat's panel shows at least `lines` log lines. */
export async function everyoneSees(seats: SeatHandle[], lines: number): Promise<void> {
  await Promise.all(
    seats.map((s) =>
      expect
        .poll(() => logLength(s.action), { timeout: WAIT_MS, interval: 50 })
        .toBeGreaterThanOrEqual(lines),
    ),
  );
}

/** Each player takes a seat from their own panel. */
export async function joinAll(sandbox: SandboxPage, names: string[], purse = 100): Promise<void> {
  for (const name of names) {
    const action = sandbox.seat(name).action;
    await action.getByLabel('Name').fill(name);
    await action.getByLabel('Purse (gp)').fill(String(purse));
    await action.getByRole('button', { name: 'Take a seat' }).click();
    await action
      .getByRole('region', { name: 'Your hand' })
      .or(action.getByLabel('Your hand'))
      .first()
      .waitFor({ timeout: WAIT_MS });
  }
  await expect
    .poll(
      () =>
        sandbox.seat('GM').action.getByRole('table', { name: 'Seats' }).getByRole('row').count(),
      { timeout: WAIT_MS },
    )
    .toBe(names.length + 1);
}

/**
 * What a newcomer must never meet on any seat's screen, checked after every move: a panel wider than the popover's
 * 400 px (a sideways scroll), a move greyed out without its reason, or a refusal without words. Returns how many
 * greyed-out moves (each with its reason) the screens show.
 */
export async function checkScreens(seats: SeatHandle[]): Promise<number> {
  // Read together: the seats' pages answer one after another on their shared thread, without a round trip between.
  const screens = await Promise.all(
    seats.map((seat) =>
      seat.action.locator('html').evaluate((html) => ({
        width: html.clientWidth,
        overflow: html.scrollWidth - html.clientWidth,
        unexplained: [...document.querySelectorAll('.not-now button')]
          .filter(
            (b) =>
              !document
                .getElementById(b.getAttribute('aria-describedby') ?? '')
                ?.textContent?.trim(),
          )
          .map((b) => b.textContent),
        silentRefusals: [...document.querySelectorAll('[role="alert"]')].filter(
          (a) => !a.textContent?.trim(),
        ).length,
        greyed: document.querySelectorAll('.not-now button').length,
      })),
    ),
  );
  let greyed = 0;
  for (const [i, screen] of screens.entries()) {
    const name = seats[i]!.name;
    greyed += screen.greyed;
    expect(
      screen.overflow,
      `${name}'s panel scrolls sideways in its ${screen.width} px`,
    ).toBeLessThanOrEqual(0);
    expect(screen.unexplained, `${name}'s greyed-out moves without a reason`).toEqual([]);
    expect(screen.silentRefusals, `${name}'s refusals without words`).toBe(0);
  }
  return greyed;
}

/** How many greyed-out moves (each with its reason) the screens have shown so far, counted by `act`. */
export const greyedSeen = { count: 0 };

/** Clicks a button in one seat's panel, waits until every seat has seen the change in its own log, and checks every screen. */
export async function act(
  all: SeatHandle[],
  seat: SeatHandle,
  label: string | RegExp,
): Promise<void> {
  // Each seat's own count: a seat's log may hold lines only it (or the GM) reads, so the counts differ between seats.
  const before = await Promise.all(all.map((s) => logLength(s.action)));
  await seat.action.getByRole('button', { name: label }).first().click();
  await Promise.all(all.map((s, i) => everyoneSees([s], before[i]! + 1)));
  greyedSeen.count += await checkScreens(all);
}

/** The total this player's panel shows for their own hand. */
export async function ownTotal(seat: SeatHandle): Promise<number> {
  const text = await seat.action.getByLabel('Your hand').innerText();
  return Number(/your total: (\d+)/.exec(text)?.[1] ?? NaN);
}

/**
 * The move a plain player makes of those offered: pass the Cut, keep every roll, make a retaliation owed, roll for a
 * duel, buy a d4 below 16 or when holding is not offered (a lost Goad), hold otherwise.
 */
export async function pickMove(
  seat: SeatHandle,
  moves: string[],
): Promise<string | RegExp | undefined> {
  const mayHold = moves.includes('Hold');
  const pick =
    moves.find((m) => m === 'Pass the Cut') ??
    moves.find((m) => m === 'Keep the roll') ??
    moves.find((m) => m === 'Re-roll it') ??
    moves.find((m) => m.startsWith('Roll for the duel')) ??
    (!mayHold || (await ownTotal(seat)) < 16
      ? moves.find((m) => m.startsWith('Roll a d4'))
      : undefined) ??
    (mayHold ? 'Hold' : undefined);
  return pick?.startsWith('Roll a d4') ? /^Roll a d4/ : pick;
}

/** The first of `seats` (in their order) whose panel offers a move `pickMove` takes, with that move; every panel read at once. */
export async function firstToMove(
  seats: SeatHandle[],
): Promise<{ seat: SeatHandle; pick: string | RegExp } | undefined> {
  const picks = await Promise.all(seats.map(async (s) => pickMove(s, await movesOf(s))));
  const i = picks.findIndex((pick) => pick !== undefined);
  return i < 0 ? undefined : { seat: seats[i]!, pick: picks[i]! };
}

/**
 * Plays the players' moves until `done`: pass the Cut, keep every roll, roll
 * for a duel, buy a d4 below 16, hold otherwise, exactly as offered on each
 * player's screen.
 */
export async function playUntil(
  sandbox: SandboxPage,
  players: string[],
  done: () => Promise<boolean>,
  afterEach?: () => Promise<void>,
): Promise<void> {
  const all = ['GM', ...players].map((n) => sandbox.seat(n));
  for (let step = 0; step < 80 && !(await done()); step++) {
    await afterEach?.();
    const next = await firstToMove(players.map((n) => sandbox.seat(n)));
    if (next) await act(all, next.seat, next.pick);
    else await sandbox.page.waitForTimeout(50);
  }
}

/** What the GM's panel shows of each seat's hole die: `{ Ana: 7, … }` (the GM sees them all). */
export async function holeDiceOnGmPanel(
  sandbox: SandboxPage,
  players: string[],
): Promise<Record<string, number>> {
  const holes: Record<string, number> = {};
  for (const name of players) {
    const die = sandbox.seat('GM').action.locator(`tr[data-seat="${name}"] .die.hole`);
    if ((await die.count()) === 0) continue;
    const face = /^d10\s+(\d+)/.exec(await die.innerText())?.[1];
    if (face) holes[name] = Number(face);
  }
  return holes;
}

/** The phase heading of a seat's panel. */
export const phaseOf = (seat: SeatHandle) =>
  seat.action.getByRole('heading', { level: 1 }).innerText();

/** The GM picks a game in the lobby's Game form (by its mode's label), and every seat's banner comes to show `banner`. */
export async function chooseGame(
  gm: SeatHandle,
  mode: string,
  seats: SeatHandle[],
  banner: RegExp,
): Promise<void> {
  const form = gm.action.getByRole('form', { name: 'Game' });
  // Each option names the game, then the mode: pick it by its mode.
  const choice = form.getByLabel('Game').locator('option', { hasText: ` · ${mode}` });
  await form.getByLabel('Game').selectOption({ label: await choice.first().innerText() });
  await form.getByRole('button', { name: 'Play this game' }).click();
  for (const seat of seats)
    await expect
      .poll(() => seat.action.getByRole('banner').innerText(), { timeout: WAIT_MS })
      .toMatch(banner);
}

const answersTo = async (sandbox: SandboxPage, name: string) => ({
  seat: name,
  direction: 'in' as const,
  contains: `"t":"answer","to":"${(await sandbox.seat(name).player()).id}"`,
});

/** How many answers the host has sealed to this seat so far: `answered` waits for the next. */
export const answersSoFar = async (sandbox: SandboxPage, name: string) =>
  (await sandbox.traffic(await answersTo(sandbox, name))).length;

/** Waits until the host's answer to this seat's latest request has come, by the count of answers sealed to it. */
export async function answered(sandbox: SandboxPage, name: string, before: number): Promise<void> {
  await sandbox.waitForTraffic(await answersTo(sandbox, name), before + 1);
}

/** Every value under `key` anywhere in a JSON value: where a secret could sit in what a page received. */
export function valuesOf(value: unknown, key: string, into: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((v) => valuesOf(v, key, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === key) into.push(v);
      valuesOf(v, key, into);
    }
  }
  return into;
}

/** The GM adds an NPC in the lobby's form, played by itself in the style named, at the level named (else the form's). */
export async function addSelfPlaying(gm: SeatHandle, name: string, style: string, level?: string) {
  const form = gm.action.getByRole('form', { name: 'Add an NPC' });
  // The styles come with the GM's view once the host has loaded them.
  await form.getByLabel('Played by').waitFor({ timeout: WAIT_MS });
  await form.getByLabel('Played by').selectOption({ label: `itself: ${style}` });
  if (level) await form.getByLabel('Level').selectOption({ label: level });
  await form.getByLabel('NPC name').fill(name);
  await form.getByRole('button', { name: 'Add NPC' }).click();
  await gm.action
    .getByRole('row', { name: new RegExp(name) })
    .filter({ hasText: 'plays itself' })
    .waitFor({ timeout: WAIT_MS });
}
