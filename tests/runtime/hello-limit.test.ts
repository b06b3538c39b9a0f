/**
 * A hello makes the host reseal and resend a whole view, so it is answered at most once a second per connection
 * (src/host/limits.ts). A player's popover and background page share one connection: a popover opened just after its
 * background page said hello must still get its view, within the second rather than after its own retry (3 s).
 */
import { describe, expect, it } from 'vitest';
import { HELLO_EVERY_MS, connectionLimiter } from '../../src/host/limits';
import { connectTable } from '../../src/sync/client';
import { CHANNEL } from '../../src/sync/wire';
import { clientOptions, seatedTable } from './table';

describe('hellos, one a second per connection', () => {
  it('a hello within the second waits for its turn instead of being dropped; others meanwhile are dropped', () => {
    let now = 10_000;
    const limiter = connectionLimiter(() => now);
    expect(limiter.admit('c1', true)).toBe(true);
    now += 200;
    expect(limiter.admit('c1', true)).toBe(HELLO_EVERY_MS - 200);
    now += 100;
    // The waiting hello answers with the views as they are then: this one adds nothing.
    expect(limiter.admit('c1', true)).toBe(false);
    // Another connection has its own second.
    expect(limiter.admit('c2', true)).toBe(true);
    now = 10_000 + HELLO_EVERY_MS + 100;
    expect(limiter.admit('c1', true)).toBe(HELLO_EVERY_MS - 100);
    now += 5_000;
    expect(limiter.admit('c1', true)).toBe(true);
  });

  it('a flood of hellos is answered about once a second, whatever its size', () => {
    let now = 0;
    const limiter = connectionLimiter(() => now);
    let answered = 0;
    for (let i = 0; i < 1_000; i++) {
      now += 1;
      if (limiter.admit('c1', true) !== false) answered++;
    }
    // One at once and one waiting for the next second, in one second of flooding.
    expect(answered).toBe(2);
  });

  it('moves are not held back by hellos', () => {
    const now = 0;
    const limiter = connectionLimiter(() => now);
    limiter.admit('c1', true);
    limiter.admit('c1', true);
    expect(limiter.admit('c1', false)).toBe(true);
  });
});

describe('a popover opened just after its background page said hello', () => {
  it('gets its view from the host within the second, without waiting for its own retry', async () => {
    const table = await seatedTable(['Ana']);
    const [ana] = table.players;
    // The background page's hello (a reconnect, a reload) has just been answered…
    table.room.inject(CHANNEL, { t: 'hello' }, ana!.tab.connectionId);
    await table.settle();
    // …and the popover opens on the same connection, with its own retry far away.
    const popover = await connectTable(ana!.tab.page(), ana!.keys, {
      ...clientOptions,
      helloRetryMs: 60_000,
    });
    await expect
      .poll(() => popover.state().view?.seats.map((s) => s.name), { timeout: 3_000, interval: 50 })
      .toEqual(['Ana']);
    popover.close();
  });
});
