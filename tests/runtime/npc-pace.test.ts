/**
 * The host's pace for NPCs that play themselves, on a manual clock: In Between's NPC roller waits the side bets'
 * window (a lobby option, 3 s by default) from the round's start while a player watching may still side-bet, and
 * rolls at once once they have; a player who rolls is never held.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { InBetweenView } from '../../machines/in-between';
import { must, manualTime, seatedTable, type TestTable } from './table';

let open: TestTable | null = null;
afterEach(() => {
  open?.gm.runner.stop();
  open = null;
});

const view = (table: TestTable) =>
  table.gm.runner.host()!.table()!.view({ role: 'gm' }) as unknown as InBetweenView;
const grubRolled = (table: TestTable) =>
  table.gm.runner
    .host()!
    .table()!
    .events.some((e) => e.type === 'ROLL' && e.seat === 'npc-1');

/** Ana and Grub (an NPC playing itself) at In Between; Ana has rolled the first round, and Grub rolls the next. */
async function grubToRoll(options: { sideBetWindow?: number } = {}) {
  const time = manualTime(1_000_000);
  const table = await seatedTable(['Ana'], {
    clock: time.clock,
    schedule: time.schedule,
    npcs: { pause: 0, chance: () => 0.5, log: () => undefined },
  });
  open = table;
  const ana = table.players[0]!.client;
  expect(await table.gm.client.chooseGame('in-between')).toEqual({ ok: true });
  await table.settle();
  await must(table.gm.client, { type: 'SET_OPTIONS', npcPause: 0, ...options });
  await must(table.gm.client, {
    type: 'ADD_NPC',
    name: 'Grub',
    purse: 100,
    selfPlay: { style: 'careful', level: 'shark' },
  });
  /** Runs every NPC timer due by now: the host's pause is 0. */
  const runDue = async () => {
    for (let due = time.armedAt(time.time.now); due.length > 0; due = time.armedAt(time.time.now)) {
      for (const t of due) {
        t.cancelled = true;
        t.task();
      }
      await table.settle();
    }
  };
  await must(table.gm.client, { type: 'START_ROUND' });
  await table.settle();
  await runDue(); // Grub, watching, passes on a side bet
  await must(ana, { type: 'ROLL', between: 'red' });
  await table.settle();
  await must(table.gm.client, { type: 'NEXT_ROUND' });
  await table.settle();
  await runDue();
  return { table, time, ana, runDue };
}

describe('an NPC roller at In Between', () => {
  it('waits 3 s from the round’s start while a player watching may still side-bet, then rolls', async () => {
    const { table, time, runDue } = await grubToRoll();
    expect(view(table).turn).toBe('npc-1');
    expect(grubRolled(table)).toBe(false);
    const opened = time.time.now;
    const pending = time.armedAt(opened + 3000);
    expect(pending).toHaveLength(1);
    expect(time.time.timers.filter((t) => !t.cancelled && t.at < opened + 3000)).toEqual([]);
    time.time.now = opened + 3000;
    await runDue();
    expect(grubRolled(table)).toBe(true);
  });

  it('rolls at once when the player watching has side-bet or passed', async () => {
    const { table, ana, runDue } = await grubToRoll();
    expect(view(table).turn).toBe('npc-1');
    expect(grubRolled(table)).toBe(false);
    await must(ana, { type: 'NO_BET' });
    await table.settle();
    await runDue();
    expect(grubRolled(table)).toBe(true);
  });

  it('the window is the table’s option: 0 lets the NPC roll at once', async () => {
    const { table } = await grubToRoll({ sideBetWindow: 0 });
    expect(grubRolled(table)).toBe(true);
  });
});
