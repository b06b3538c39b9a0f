/**
 * "One turn notification per seat at a time (the previous one closed); the
 * badge cleared when it is no longer your turn": fifteen turns leave at most
 * one notification open, and none once the turn has passed.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryRoom } from '../../src/plugin/memoryRoom';
import { TURN_MESSAGE, turnNotifier } from '../../src/background/turnNotice';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('your turn, told once', () => {
  it('fifteen turns leave one notification open while it is your turn, and none after; the badge follows the turn', async () => {
    const tab = createMemoryRoom().connect({ id: 'ana', name: 'Ana', role: 'PLAYER' });
    const tell = turnNotifier(tab.page());
    for (let turn = 0; turn < 15; turn++) {
      tell(true);
      await settle();
      expect(tab.openNotifications).toEqual([TURN_MESSAGE]);
      expect(tab.badge).toBe('Your turn');
      tell(false);
      await settle();
      expect(tab.openNotifications).toEqual([]);
      expect(tab.badge).toBeUndefined();
    }
    expect(tab.notifications).toHaveLength(15);
  });

  it('a view that re-renders during the same turn does not notify again', async () => {
    const tab = createMemoryRoom().connect({ id: 'ana', name: 'Ana', role: 'PLAYER' });
    const tell = turnNotifier(tab.page());
    tell(true);
    tell(true);
    tell(true);
    await settle();
    expect(tab.notifications).toEqual([TURN_MESSAGE]);
  });

  it('a turn that passes before its notification is shown still closes it', async () => {
    const tab = createMemoryRoom().connect({ id: 'ana', name: 'Ana', role: 'PLAYER' });
    const tell = turnNotifier(tab.page());
    tell(true);
    tell(false);
    await settle();
    expect(tab.openNotifications).toEqual([]);
  });

  it('a GM is told each NPC they play by hand by its name, one notification at a time, and none once it has moved', async () => {
    const tab = createMemoryRoom().connect({ id: 'gm', name: 'GM', role: 'GM' });
    const tell = turnNotifier(tab.page());
    tell('Grub\u2019s turn');
    await settle();
    expect(tab.badge).toBe('Grub\u2019s turn');
    expect(tab.openNotifications).toEqual(['Tavern Twenty-One: Grub\u2019s turn']);
    tell('Mirela\u2019s turn');
    await settle();
    expect(tab.openNotifications).toEqual(['Tavern Twenty-One: Mirela\u2019s turn']);
    tell(false);
    await settle();
    expect(tab.openNotifications).toEqual([]);
    expect(tab.badge).toBeUndefined();
  });
});
