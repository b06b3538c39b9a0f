/**
 * The debugger beside a live table (src/debugger/host.ts): it records from the moment it is attached, and the code
 * that answers a debugger loads when the first message of one arrives, so each test starts from a page that has not
 * loaded it yet.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTable } from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import { broadcastChannelTransport, connectPort } from '../../src/debugger/wire';
import { ok, player } from '../support/tables';

const closing: (() => void)[] = [];
let channel = 0;
let name = '';
beforeEach(() => {
  vi.resetModules();
  name = `tavern-debugger/served-${++channel}`;
});
afterEach(() => closing.splice(0).forEach((close) => close()));

/** A table served on this test's channel by a page that has not loaded the debugger's answering code yet. */
async function servedTable() {
  const { serveRecorded } = await import('../../src/debugger/host');
  const table = createTable(twentyOne, { input: { options: { ante: 5 } } });
  const close = serveRecorded(broadcastChannelTransport(name), twentyOne, table);
  closing.push(close);
  return { serveRecorded, table, close };
}

/** `promise`, or a failure if it has not settled within a second. */
const within = <T>(promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('No answer.')), 1_000)),
  ]);

function debuggerOn(timeoutMs = 5_000) {
  const transport = broadcastChannelTransport(name);
  closing.push(transport.close);
  return connectPort(transport, { timeoutMs });
}

describe('the debugger served beside a live table', () => {
  it('a debugger opened before the host serves the table hears that it does, and asks again', async () => {
    // The GM opens the debugger as the host starts: its first calls reach no one and would time out unanswered.
    const port = debuggerOn();
    const heard = new Promise((resolve) => port.subscribe(resolve));
    await servedTable();
    expect(await within(heard)).toEqual({ head: 0 });
    expect((await within(port.getGame())).id).toBe('twenty-one');
  });

  it('answers every call a debugger sends at once as it opens, sent before the code that answers them has loaded', async () => {
    const { table } = await servedTable();
    ok(table.send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 50 }));
    const port = debuggerOn();
    const [game, state, steps] = await Promise.all([
      port.getGame(),
      port.getState(),
      port.getSteps(),
    ]);
    expect(game.id).toBe('twenty-one');
    // Recorded since it was attached, before any debugger spoke: the start and Ana's seat.
    expect(steps.map((s) => s.kind)).toEqual(['start', 'intent']);
    expect(state.head).toBe(1);
    const changed = new Promise((resolve) => port.subscribe(resolve));
    ok(table.send(player('brom'), { type: 'JOIN', name: 'Brom', purse: 50 }));
    expect(await within(changed)).toEqual({ head: 2 });
  });

  it('closed (the host let the table go), answers no debugger', async () => {
    const { close } = await servedTable();
    close();
    await expect(debuggerOn(300).getState()).rejects.toThrow(/did not answer/);
  });

  it('once a debugger has spoken to the page, a table the host takes after tells it of each step unasked', async () => {
    const { serveRecorded, close } = await servedTable();
    const port = debuggerOn();
    await port.getState();
    close();
    const next = createTable(twentyOne, { input: { options: { ante: 5 } } });
    const heads: number[] = [];
    const changed = new Promise((resolve) =>
      port.subscribe(({ head }) => heads.push(head) === 2 && resolve(heads)),
    );
    closing.push(serveRecorded(broadcastChannelTransport(name), twentyOne, next));
    await new Promise((resolve) => setTimeout(resolve, 10));
    ok(next.send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 50 }));
    // The new table says it is served (step 0), then Ana's seat (step 1).
    expect(await within(changed)).toEqual([0, 1]);
  });
});
