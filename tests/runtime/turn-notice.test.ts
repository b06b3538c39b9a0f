/**
 * "One turn notification per seat at a time (the previous one closed); the
 * badge cleared when it is no longer your turn": fifteen turns leave at most
 * one notification open, and none once the turn has passed. And none while
 * the seat's popover is open, which already says it is their turn. A GM is
 * told an NPC's turn, popover open or not, whenever the table waits on an NPC
 * the GM plays, in every game.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, loadGame } from '../../machines/catalog';
import { chooser, playRound } from '../../machines/engine/autoplay';
import { seededDice } from '../../machines/engine/dice';
import type { Sender } from '../../machines/engine/game';
import { createTable } from '../../machines/engine/table';
import { turnToTell } from '../../src/background/turns';
import type { TableState } from '../../src/sync/client';
import { createMemoryRoom } from '../../src/plugin/memoryRoom';
import { TURN_BADGE, TURN_MESSAGE, turnNotifier } from '../../src/background/turnNotice';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Ana's connection with her popover closed, as a player who is looking elsewhere in the room. */
async function anaLookingAway() {
  const tab = createMemoryRoom().connect({ id: 'ana', name: 'Ana', role: 'PLAYER' });
  tab.setActionOpen(false);
  await settle();
  return tab;
}

describe('your turn, told once', () => {
  it('fifteen turns leave one notification open while it is your turn, and none after; the badge follows the turn', async () => {
    const tab = await anaLookingAway();
    const tell = turnNotifier(tab.page());
    await settle();
    for (let turn = 0; turn < 15; turn++) {
      tell(true);
      await settle();
      expect(tab.openNotifications).toEqual([TURN_MESSAGE]);
      expect(tab.badge).toBe(TURN_BADGE);
      tell(false);
      await settle();
      expect(tab.openNotifications).toEqual([]);
      expect(tab.badge).toBeUndefined();
    }
    expect(tab.notifications).toHaveLength(15);
  });

  it('a view that re-renders during the same turn does not notify again', async () => {
    const tab = await anaLookingAway();
    const tell = turnNotifier(tab.page());
    await settle();
    tell(true);
    tell(true);
    tell(true);
    await settle();
    expect(tab.notifications).toEqual([TURN_MESSAGE]);
  });

  it('a turn that passes before its notification is shown still closes it', async () => {
    const tab = await anaLookingAway();
    const tell = turnNotifier(tab.page());
    await settle();
    tell(true);
    tell(false);
    await settle();
    expect(tab.openNotifications).toEqual([]);
  });

  it('no notification while the popover is open and already says so; the badge stays', async () => {
    const tab = createMemoryRoom().connect({ id: 'ana', name: 'Ana', role: 'PLAYER' });
    tab.setActionOpen(true);
    const tell = turnNotifier(tab.page());
    await settle();
    tell(true);
    await settle();
    expect(tab.notifications).toEqual([]);
    expect(tab.badge).toBe(TURN_BADGE);
  });

  it('a notification shown while the popover was closed closes when the player opens it', async () => {
    const tab = await anaLookingAway();
    const tell = turnNotifier(tab.page());
    await settle();
    tell(true);
    await settle();
    expect(tab.openNotifications).toEqual([TURN_MESSAGE]);
    tab.setActionOpen(true);
    await settle();
    await settle();
    expect(tab.openNotifications).toEqual([]);
    expect(tab.badge).toBe(TURN_BADGE);
  });

  it('the badge is a few characters, as Owlbear’s badge holds', () => {
    expect(TURN_BADGE.length).toBeLessThanOrEqual(3);
  });

  it('a GM is told each NPC they play by hand by its name, one notification at a time, and none once it has moved', async () => {
    const tab = createMemoryRoom().connect({ id: 'gm', name: 'GM', role: 'GM' });
    tab.setActionOpen(false);
    const tell = turnNotifier(tab.page());
    await settle();
    tell('Grub\u2019s turn');
    await settle();
    expect(tab.badge).toBe(TURN_BADGE);
    expect(tab.openNotifications).toEqual(['Tavern Twenty-One: Grub\u2019s turn']);
    tell('Mirela\u2019s turn');
    await settle();
    expect(tab.openNotifications).toEqual(['Tavern Twenty-One: Mirela\u2019s turn']);
    tell(false);
    await settle();
    expect(tab.openNotifications).toEqual([]);
    expect(tab.badge).toBeUndefined();
  });

  it('a GM is told a taken-over NPC’s turn with the popover open too, and opening it leaves the notification', async () => {
    const tab = createMemoryRoom().connect({ id: 'gm', name: 'GM', role: 'GM' });
    tab.setActionOpen(true);
    const tell = turnNotifier(tab.page());
    await settle();
    tell('Grub\u2019s turn');
    await settle();
    expect(tab.badge).toBe(TURN_BADGE);
    expect(tab.openNotifications).toEqual(['Tavern Twenty-One: Grub\u2019s turn']);
    tab.setActionOpen(false);
    tab.setActionOpen(true);
    await settle();
    await settle();
    expect(tab.openNotifications).toEqual(['Tavern Twenty-One: Grub\u2019s turn']);
    tell(false);
    await settle();
    expect(tab.openNotifications).toEqual([]);
  });
});

describe('the GM’s turn to play a taken-over NPC', () => {
  const gm: Sender = { role: 'gm', id: 'gm' };
  /** What the GM's background page reads of this table: the GM's view. */
  const gmState = (view: unknown) => ({ self: { role: 'GM' }, view }) as unknown as TableState;

  it.each(GAME_IDS)(
    '%s: whenever the table waits on NPCs the GM took over, the GM is told one of their turns, and never otherwise',
    async (id) => {
      const game = await loadGame(id);
      const table = createTable(game, { dice: seededDice(5) });
      const selfPlay = { style: 'any', level: 'regular' };
      for (const name of ['Grub', 'Mort', 'Ugo', 'Tansy'])
        table.send(gm, { type: 'ADD_NPC', name, purse: 300, selfPlay });
      const seats = (table.view({ role: 'gm' }) as { seats: { id: string; name: string }[] }).seats;
      for (const s of seats)
        expect(table.send(gm, { type: 'TAKE_OVER', seat: s.id }).ok).toBe(true);
      const nameOf = new Map(seats.map((s) => [s.id, s.name]));
      let waited = 0;
      const check = () => {
        const waiting = game.waitingOn(table.snapshot() as never);
        const told = turnToTell(gmState(table.view({ role: 'gm' })));
        if (waiting.length === 0) return expect(told).toBe(false);
        waited++;
        expect(waiting.map((s) => `${nameOf.get(s)}\u2019s turn`)).toContain(told);
      };
      for (let round = 1; round <= 6; round++)
        if (
          !playRound(table, {
            senders: [gm],
            choose: chooser(round),
            skip: ['VOID_ROUND'],
            beforeStep: check,
          })
        )
          break;
      expect(waited).toBeGreaterThan(10);
    },
  );
});
