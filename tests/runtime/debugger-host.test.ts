/**
 * The GM's debugger served by the host: a rewind or an intent sent from the
 * debugger reaches every seat, and play goes on from the table it left.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { debuggerChannel } from '../../src/sync/wire';
import { broadcastChannelTransport, connectPort } from '../../src/debugger/wire';
import { manualTime, must, playUntil, phaseOf, seatedTable, type TestTable } from './table';

let open: TestTable | null = null;
const closing: (() => void)[] = [];
afterEach(() => {
  open?.gm.runner.stop();
  open = null;
  closing.splice(0).forEach((close) => close());
});

function debuggerOf(table: TestTable) {
  const transport = broadcastChannelTransport(debuggerChannel(table.room.id));
  closing.push(() => transport.close());
  return connectPort(transport, { timeoutMs: 5_000 });
}

/** Waits for everything in flight, the debugger's channel included (it is not part of the room). */
async function settleAll(table: TestTable) {
  await new Promise((resolve) => setTimeout(resolve, 20));
  await table.settle();
}

describe('the debugger served by the host', () => {
  it('rewinding a roll reaches every seat and the public table; play continues on the rewound table', async () => {
    const table = await seatedTable(['Ana', 'Brom'], { serveDebugger: true });
    open = table;
    const port = debuggerOf(table);
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    await playUntil(table, () => phaseOf(table.gm) === 'betting');
    expect(phaseOf(table.gm)).toBe('betting');
    const before = table.players.map((p) => p.client.state().view);
    const revBefore = table.players[0]!.client.state().table!.rev;
    // A player rolls; the GM rewinds to the step before the roll.
    const roller = table.players.find((p) =>
      p.client.state().view!.actions.some((a) => a.intent.type === 'ROLL'),
    )!;
    const roll = roller.client.state().view!.actions.find((a) => a.intent.type === 'ROLL')!;
    await must(roller.client, roll.intent);
    await table.settle();
    const rolled = roller.client.state().view!.seats.find((s) => s.mine)!;
    expect(rolled.dice.length).toBe(
      before[table.players.indexOf(roller)]!.seats.find((s) => s.mine)!.dice.length + 1,
    );

    const steps = await port.getSteps();
    const rollStep = [...steps]
      .reverse()
      .find(
        (s) =>
          s.kind === 'intent' && (s.intent as { type?: string }).type === 'ROLL' && s.outcome.ok,
      )!;
    expect(await port.rewind(rollStep.seq - 1)).toEqual({ ok: true });
    await settleAll(table);

    table.players.forEach((p, i) => expect(p.client.state().view).toEqual(before[i]));
    const shown = table.players[0]!.client.state();
    expect(shown.table!.rev).toBeGreaterThan(revBefore);
    expect(shown.table!.view.seats.map((s) => s.dice.length)).toEqual(
      before[0]!.seats.map((s) => s.dice.length),
    );
    expect(shown.tampered).toBeNull();
    // The next intent goes to the rewound table: the same player may roll again.
    await must(roller.client, roll.intent);
    await table.settle();
    expect(roller.client.state().view!.seats.find((s) => s.mine)!.dice.length).toBe(
      rolled.dice.length,
    );
  });

  it('an intent the GM sends from the debugger is saved and published like any other', async () => {
    const table = await seatedTable(['Ana', 'Brom'], { serveDebugger: true });
    open = table;
    const port = debuggerOf(table);
    expect(await port.send({ type: 'START_ROUND' })).toEqual({ ok: true });
    await settleAll(table);
    for (const seat of [table.gm, ...table.players]) expect(phaseOf(seat)).toBe('cut');
    expect(table.players[1]!.client.state().table?.view.phase).toBe('cut');
    // Saved: a reloaded host would resume the round.
    const saved = JSON.parse(
      [...(table.gm.store as unknown as { records: Map<string, string> }).records.values()][0]!,
    );
    expect(saved.rev).toBe(table.players[1]!.client.state().table!.rev);
  });

  it('opened mid-round, shows every step since the host took the table and rewinds to one taken before it opened', async () => {
    // The host records from the start; the code that answers the debugger loads only when the GM first opens it.
    const table = await seatedTable(['Ana', 'Brom'], { serveDebugger: true });
    open = table;
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    expect(phaseOf(table.gm)).toBe('cut');
    const port = debuggerOf(table);
    const steps = await port.getSteps();
    expect(steps[0]).toMatchObject({ seq: 0, kind: 'start' });
    const start = steps.findIndex(
      (s) =>
        s.kind === 'intent' &&
        (s.intent as { type?: string }).type === 'START_ROUND' &&
        s.outcome.ok,
    );
    // The seats taken before the round, too.
    expect(steps.slice(1, start).filter((s) => s.kind === 'intent' && s.outcome.ok)).toHaveLength(
      2,
    );
    expect(await port.rewind(steps[start - 1]!.seq)).toEqual({ ok: true });
    await settleAll(table);
    for (const seat of [table.gm, ...table.players]) expect(phaseOf(seat)).toBe('lobby');
  });

  it('open when the GM changes the game, hears of every step of the new table', async () => {
    const table = await seatedTable(['Ana', 'Brom'], { serveDebugger: true });
    open = table;
    const port = debuggerOf(table);
    expect((await port.getState()).game).toBe('twenty-one');
    expect(await table.gm.client.chooseGame('goblin')).toEqual({ ok: true });
    await settleAll(table);
    // The debugger sends nothing until it hears of a step: the new table's host tells it unasked.
    const changed = new Promise((resolve) => port.subscribe(resolve));
    await must(table.gm.client, { type: 'START_ROUND' });
    await changed;
    const state = await port.getState();
    expect(state.game).toBe('goblin');
    expect(state.value).not.toBe('lobby');
  });

  it('"A rewind re-arms every timer with the time it had left at that step": a staredown rewound to runs its time again', async () => {
    const { time, clock, schedule, armedAt } = manualTime(1_000_000);
    const table = await seatedTable(['Ana', 'Brom'], { clock, schedule, serveDebugger: true });
    open = table;
    const port = debuggerOf(table);
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    await playUntil(table, () => phaseOf(table.gm) === 'staredown');
    const endsAt = table.gm.client.state().view!.staredownEndsAt!;
    expect(endsAt).toBe(time.now + 30_000);
    const steps = await port.getSteps();
    const staredown = steps.find((s) => JSON.stringify(s.state).includes('staredown'))!;
    expect(staredown.at).toBe(time.now);

    // The staredown runs out and the host ends it; a minute later the GM rewinds to its start.
    time.now = endsAt;
    for (const timer of armedAt(endsAt)) timer.task();
    await settleAll(table);
    expect(phaseOf(table.gm)).not.toBe('staredown');
    time.now += 60_000;
    expect(await port.rewind(staredown.seq)).toEqual({ ok: true });
    await settleAll(table);
    // Every timer due by now fires, as the browser's would.
    for (const timer of time.timers.filter((t) => !t.cancelled && t.at <= time.now)) timer.task();
    await settleAll(table);

    expect(phaseOf(table.gm)).toBe('staredown');
    const history = table.gm.runner.host()!.table()!.history;
    expect(history.at(-1)?.intent).not.toEqual({ type: 'STAREDOWN_TIMEOUT' });
    // The 30 s it had left at that step, from the rewind, for every seat.
    const rearmed = time.now + 30_000;
    for (const seat of [table.gm, ...table.players])
      expect(seat.client.state().view!.staredownEndsAt).toBe(rearmed);
    const armed = armedAt(rearmed);
    expect(armed).toHaveLength(1);
    time.now = rearmed;
    armed[0]!.task();
    await settleAll(table);
    expect(phaseOf(table.gm)).not.toBe('staredown');
    expect(table.gm.runner.host()!.table()!.history.at(-1)).toMatchObject({
      sender: { role: 'host' },
      intent: { type: 'STAREDOWN_TIMEOUT' },
    });
  });

  it('is not served unless asked', async () => {
    const table = await seatedTable(['Ana']);
    open = table;
    const port = connectPort(broadcastChannelTransport(debuggerChannel(table.room.id)), {
      timeoutMs: 300,
    });
    await expect(port.getState()).rejects.toThrow(/did not answer/);
  });
});
