/**
 * The port over a message channel: every call and answer is plain JSON (the
 * transport here refuses anything JSON would change), the remote port answers
 * as the local one does, changes are pushed, and errors arrive as errors.
 */
import { describe, expect, it } from 'vitest';
import { createTable } from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import { createLocalDebugger } from '../../src/debugger/local-port';
import { connectPort, servePort, type Transport } from '../../src/debugger/wire';
import { ok, player } from '../support/tables';

/** Two ends of a channel that carries JSON text only, delivered asynchronously like a real one. */
function jsonChannel(): [Transport, Transport, unknown[]] {
  const handlers: [Set<(m: unknown) => void>, Set<(m: unknown) => void>] = [new Set(), new Set()];
  const seen: unknown[] = [];
  const end = (mine: 0 | 1): Transport => ({
    post(message) {
      const text = JSON.stringify(message);
      // What JSON would drop or change (undefined, NaN, functions, class instances) must not be sent at all.
      expect(JSON.parse(text)).toStrictEqual(message);
      seen.push(JSON.parse(text));
      queueMicrotask(() => handlers[1 - mine]!.forEach((h) => h(JSON.parse(text))));
    },
    listen(handler) {
      handlers[mine].add(handler);
      return () => handlers[mine].delete(handler);
    },
  });
  return [end(0), end(1), seen];
}

function setupPair() {
  const local = createLocalDebugger(
    twentyOne,
    createTable(twentyOne, { input: { options: { ante: 5 } } }),
  );
  const [hostEnd, popoverEnd, seen] = jsonChannel();
  const stop = servePort(local.port, hostEnd);
  const remote = connectPort(popoverEnd, { timeoutMs: 1000 });
  return { local, remote, stop, seen };
}

describe('the debugger port over a channel', () => {
  it('answers every call as the local port does, in JSON', async () => {
    const { local, remote } = setupPair();
    ok(local.table.send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 50 }));
    expect(await remote.send({ type: 'ADD_NPC', name: 'Dwarf', purse: 30 })).toEqual({ ok: true });
    expect(await remote.send({ type: 'HOLD', seat: 'npc-1' })).toEqual({
      ok: false,
      reason: { why: 'notNow', type: 'HOLD', phase: 'lobby' },
    });
    expect(await remote.getGame()).toEqual(await local.port.getGame());
    expect(await remote.getState()).toEqual(await local.port.getState());
    expect(await remote.getSteps()).toEqual(await local.port.getSteps());
    expect(await remote.getSteps(2)).toEqual((await local.port.getSteps()).slice(2));
    expect(await remote.viewAt(1)).toEqual(await local.port.viewAt(1));
    const round = await remote.exportRound();
    expect(round).toEqual(await local.port.exportRound());
    expect(await remote.checkRound(JSON.stringify(round))).toMatchObject({ ok: true, events: 2 });
    expect(await remote.rewind(1)).toEqual({ ok: true });
    expect((await local.port.getState()).seats.map((s) => s.name)).toEqual(['Ana']);
    expect(await remote.importRound(JSON.stringify(round))).toMatchObject({ ok: true, events: 2 });
    expect((await remote.getState()).seats.map((s) => s.name)).toEqual(['Ana', 'Dwarf']);
  });

  it('pushes a change to the popover after every step', async () => {
    const { local, remote } = setupPair();
    const heads: number[] = [];
    const stop = remote.subscribe(({ head }) => heads.push(head));
    ok(local.table.send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 50 }));
    await remote.send({ type: 'ADD_NPC', name: 'Dwarf', purse: 30 });
    await remote.rewind(0);
    await Promise.resolve();
    expect(heads).toEqual([1, 2, 3]);
    stop();
    ok(local.table.send(player('brom'), { type: 'JOIN', name: 'Brom', purse: 50 }));
    await remote.getState();
    expect(heads).toEqual([1, 2, 3]);
  });

  it('turns a failure on the host into a rejected call with its message', async () => {
    const { remote } = setupPair();
    await expect(remote.viewAt(7)).rejects.toThrow('There is no step 7.');
  });

  it('gives up with a reason when nobody answers', async () => {
    const [, lonely] = jsonChannel();
    const remote = connectPort(lonely, { timeoutMs: 20 });
    await expect(remote.getState()).rejects.toThrow(/did not answer/);
  });

  it('ignores calls it does not know and messages of other protocols', async () => {
    const [hostEnd, popoverEnd, log] = jsonChannel();
    const local = createLocalDebugger(twentyOne, createTable(twentyOne));
    servePort(local.port, hostEnd);
    popoverEnd.post({
      protocol: 'tavern-debugger/1',
      kind: 'call',
      id: 'x',
      method: 'close',
      args: [],
    });
    popoverEnd.post({
      protocol: 'something-else',
      kind: 'call',
      id: 'y',
      method: 'getState',
      args: [],
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.filter((m) => (m as { kind?: string }).kind === 'reply')).toEqual([
      {
        protocol: 'tavern-debugger/1',
        kind: 'reply',
        id: 'x',
        ok: false,
        error: 'Unknown debugger call close.',
      },
    ]);
  });
});
