/**
 * "One turn notification per seat at a time (the previous one closed); the
 * badge cleared when it is no longer your turn": fifteen turns leave at most
 * one notification open, and none once the turn has passed. And none while
 * the seat's popover is open, which already says it is their turn.
 */
import { describe, expect, it } from 'vitest';
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
});
