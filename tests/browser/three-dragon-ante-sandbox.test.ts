/**
 * Three-Dragon Ante in the local sandbox, in real Chromium, through the
 * labels on screen: the GM chooses it and caps the raises, three players
 * play a whole game from their own panels (reveals, a raise matched and
 * folded to, the showdown), and every panel ends on the same result. All the
 * while, no player's page shows or receives another seat's unrevealed die:
 * the public table never carries one, views travel sealed, and each panel
 * shows another seat's hidden dice face down.
 */
import { describe, expect, it } from 'vitest';
import { decodePublicTable } from '../../src/sync/publicTable';
import { TABLE_KEY } from '../../src/sync/wire';
import {
  WAIT_MS,
  type PageScope,
  type SandboxPage,
  type SeatHandle,
  type TrafficEntry,
} from './harness';
import {
  act,
  chooseGame,
  everyoneSees,
  joinAll,
  logLength,
  movesOf,
  phaseOf,
  ROUND_TIMEOUT_MS,
  valuesOf,
} from './runtime-table';
import { fileSandbox } from './fileSandbox';

const PLAYERS = ['Ana', 'Brom', 'Cyra'];

const env = fileSandbox();

/** Every die a panel's seat table shows, as its label says it ("Die 2: 7, revealed in round 1", "Die 3: face down"), by seat name. */
async function diceShown(frame: PageScope): Promise<Record<string, string[]>> {
  return frame
    .locator('tr[data-seat]')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((r) => [
          r.getAttribute('data-seat')!,
          [...r.querySelectorAll('.die')].map((d) => d.getAttribute('aria-label') ?? ''),
        ]),
      ),
    );
}

/** No panel but the GM's and its owner's shows the face of a die its owner has not revealed. */
async function checkPanels(sandbox: SandboxPage): Promise<number> {
  const truth = await diceShown(sandbox.seat('GM').action);
  let hidden = 0;
  for (const viewer of PLAYERS) {
    const shown = await diceShown(sandbox.seat(viewer).action);
    for (const owner of PLAYERS) {
      if (owner === viewer) continue;
      (truth[owner] ?? []).forEach((label, i) => {
        if (!label.endsWith('hidden from the others')) return;
        hidden++;
        expect(shown[owner]?.[i], `${viewer} sees ${owner}'s die ${i + 1}`).toBe(
          `Die ${i + 1}: face down`,
        );
      });
    }
  }
  return hidden;
}

/** What a player's page received: views only sealed, and public tables without a face for any die not face up. */
async function checkReceived(entries: TrafficEntry[]): Promise<{ sealed: number; tables: number }> {
  let sealed = 0;
  let tables = 0;
  for (const entry of entries) {
    const data = JSON.parse(entry.json) as unknown;
    for (const envelope of valuesOf(data, 'data').filter(
      (d): d is Record<string, unknown> => (d as { t?: unknown })?.t === 'view',
    )) {
      expect(Object.keys(envelope).sort()).toEqual(['ct', 'iv', 'part', 'parts', 't', 'to']);
      expect(atob(envelope.ct as string)).not.toMatch(/"face"|"dice"|"seats"/);
      sealed++;
    }
    for (const raw of valuesOf(data, TABLE_KEY)) {
      const table = await decodePublicTable(raw);
      expect(table, 'the public table is readable').not.toBeNull();
      if (table!.view.game !== 'three-dragon-ante') continue;
      for (const seat of table!.view.seats)
        for (const die of seat.dice)
          if (!die.up) expect(die.face, `${seat.name}'s die in the public table`).toBeNull();
      tables++;
    }
  }
  return { sealed, tables };
}

/**
 * Plays the game from the players' panels: each reveals its first die still
 * face down; in the second round the first to reveal raises the least the
 * form allows, the next answers with a match and the last folds.
 */
async function playGame(sandbox: SandboxPage): Promise<{ hidden: number; moves: Set<string> }> {
  const gm = sandbox.seat('GM');
  const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
  const moves = new Set<string>();
  let hidden = 0;
  let raised = false;
  for (let step = 0; step < 60 && !(await phaseOf(gm)).startsWith('Game over'); step++) {
    hidden += await checkPanels(sandbox);
    let moved = false;
    for (const name of PLAYERS) {
      const seat = sandbox.seat(name);
      if (await answerRaise(all, seat, moves)) {
        moved = true;
        break;
      }
      const reveal = seat.action.getByRole('group', { name: 'Reveal a die' }).getByRole('button');
      if ((await reveal.count()) === 0) continue;
      if (!raised && (await phaseOf(seat)).startsWith('Second reveal')) {
        const form = seat.action.getByRole('form', { name: 'Your raise' });
        const before = await logLength(gm.action);
        await form.getByRole('button', { name: 'Raise' }).click();
        await everyoneSees(all, before + 1);
        raised = true;
        moves.add('raise');
      } else {
        await act(all, seat, (await reveal.first().getAttribute('aria-label'))!);
        moves.add('reveal');
      }
      moved = true;
      break;
    }
    if (!moved) await sandbox.page.waitForTimeout(50);
  }
  return { hidden, moves };
}

/** The first to answer the raise matches it; the next folds. */
async function answerRaise(
  all: SeatHandle[],
  seat: SeatHandle,
  moves: Set<string>,
): Promise<boolean> {
  const offered = await movesOf(seat);
  const matchMove = offered.find((m) => m.startsWith('Match '));
  const foldMove = offered.find((m) => m.startsWith('Fold'));
  if (!matchMove || !foldMove) return false;
  const pick = moves.has('match') ? foldMove : matchMove;
  await act(all, seat, pick);
  moves.add(pick === foldMove ? 'fold' : 'match');
  return true;
}

describe('Three-Dragon Ante in the sandbox', () => {
  it(
    'the GM sets the game up and three players play a whole game through their panels, nobody seeing another’s hidden dice',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
      const gm = sandbox.seat('GM');
      const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
      await joinAll(sandbox, PLAYERS);

      await chooseGame(gm, 'Five hidden d12s', all, / · Five hidden d12s · [\s\S]*Pot 0 gp/);

      const options = gm.action.getByRole('form', { name: 'Table options' });
      await options.getByLabel('Raises per round').fill('2');
      await options.getByRole('button', { name: 'Save options' }).click();
      await expect
        .poll(() => options.getByLabel('Raises per round').inputValue(), { timeout: WAIT_MS })
        .toBe('2');

      await act(all, gm, 'Start the game');
      for (const seat of all) {
        expect(await phaseOf(seat)).toMatch(/^First reveal/);
        await expect
          .poll(() => seat.action.getByRole('banner').innerText(), { timeout: WAIT_MS })
          .toMatch(/Pot 15 gp · ante 5 gp · \w+ deals/);
      }
      for (const name of PLAYERS) {
        const own = sandbox.seat(name).action.getByRole('region', { name: 'Your hand' });
        expect(await own.innerText()).toContain('your stake: 5 gp');
        expect(await own.locator('.own-dice .die').count()).toBe(5);
      }

      const { hidden, moves } = await playGame(sandbox);
      for (const seat of all)
        await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toMatch(/^Game over/);
      expect([...moves].sort()).toEqual(['fold', 'match', 'raise', 'reveal']);
      expect(hidden).toBeGreaterThan(20);
      // The folded hand keeps its secret after the showdown too.
      expect(await checkPanels(sandbox)).toBeGreaterThan(0);

      const result = await gm.action.getByRole('status', { name: 'Result' }).innerText();
      expect(result).toMatch(/(wins \d+ gp with \d+|tie at \d+ and split \d+ gp)\.$/);
      for (const name of PLAYERS)
        expect(
          await sandbox.seat(name).action.getByRole('status', { name: 'Result' }).innerText(),
        ).toBe(result);
      const purses = await gm.action.locator('tr[data-seat] td:last-child').allInnerTexts();
      expect(purses.reduce((t, p) => t + Number(/^(\d+) gp$/.exec(p)![1]), 0)).toBe(300);

      const traffic = await sandbox.traffic();
      expect(traffic[0]?.seq, 'the traffic log kept everything').toBe(1);
      for (const name of PLAYERS) {
        const { sealed, tables } = await checkReceived(
          traffic.filter((e) => e.seatName === name && e.direction === 'in'),
        );
        expect(sealed).toBeGreaterThan(5);
        expect(tables).toBeGreaterThan(5);
      }
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
