/**
 * The debugger's record of a live table: time travel shows exactly the table
 * of any past step, a rewind restores it for everyone (every purse and the
 * pot) and is logged as a step of its own, and a long session keeps only its
 * latest steps while still exporting to the live table.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTable, replay, restoreTable, seededDice, type AppliedEvent } from '../../machines';
import { chooser, legalChoices } from '../../machines/engine/autoplay';
import { twentyOne } from '../../machines/twenty-one';
import type { TwentyOneView } from '../../machines/twenty-one';
import { createLocalDebugger } from '../../src/debugger/local-port';
import { canonical } from '../../src/debugger/round';
import { gm, host, ok, player } from '../support/tables';
import { gmView, playParams, playWithDebugger, scriptedRound, viewerKey } from './support';

describe('time travel', () => {
  it('shows the table after any past step exactly as it was, and as its events replay to; looking changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(playParams, async (p) => {
        const { local, after, viewers } = playWithDebugger(p);
        const steps = await local.port.getSteps();
        const live = JSON.stringify(local.table.persist());
        const start = await local.port.viewAt(0);
        // Replayed one event at a time from the start (each step's table is the last one's plus its event), so the
        // check grows with the steps, not with their square.
        let replayed = replay(twentyOne, [], { persisted: start.persisted });
        for (const step of steps) {
          if (step.event)
            replayed = replay(twentyOne, [step.event as AppliedEvent], {
              persisted: replayed.persist(),
            });
          const at = await local.port.viewAt(step.seq);
          expect(JSON.stringify(at.persisted), `step ${step.seq}`).toBe(
            after.get(step.seq)!.persisted,
          );
          expect(canonical(at.persisted)).toBe(canonical(replayed.persist()));
          expect(at.context).toEqual(replayed.snapshot().context);
          expect(at.value).toEqual(replayed.snapshot().value);
          expect(step.state).toEqual(at.value);
          const restored = restoreTable(twentyOne, at.persisted);
          for (const viewer of viewers)
            expect(restored.view(viewer)).toEqual(
              after.get(step.seq)!.views.get(viewerKey(viewer)),
            );
        }
        expect(JSON.stringify(local.table.persist())).toBe(live);
        expect(await local.port.getSteps()).toEqual(steps);
      }),
      { numRuns: 30 },
    );
  });

  it('logs refusals with their reason and leaves the table as it was', async () => {
    const local = scriptedRound();
    const before = await local.port.getState();
    expect(local.table.send(player('ana'), { type: 'HOLD' }).ok).toBe(false);
    const steps = await local.port.getSteps();
    const last = steps.at(-1)!;
    expect(last).toMatchObject({
      kind: 'intent',
      sender: { role: 'player', id: 'ana' },
      intent: { type: 'HOLD' },
      outcome: { ok: false, reason: { why: 'notNow', type: 'HOLD', phase: 'roundOver' } },
    });
    expect(last.event).toBeUndefined();
    expect((await local.port.viewAt(last.seq)).persisted).toEqual(
      (await local.port.viewAt(last.seq - 1)).persisted,
    );
    expect((await local.port.getState()).context).toEqual(before.context);
  });

  it('records the dice drawn for each event, per die kind', async () => {
    const steps = await scriptedRound().port.getSteps();
    expect(steps.find((s) => s.event?.type === 'START_ROUND')!.event!.dice).toEqual({
      d10: [7, 9, 4, 6],
    });
    expect(steps.find((s) => s.event?.type === 'ROLL')!.event!.dice).toEqual({ d8: [4] });
    expect(steps.find((s) => s.event?.type === 'HOLD')!.event!.dice).toEqual({});
  });

  it('refuses to show a step that does not exist', async () => {
    const local = scriptedRound();
    await expect(local.port.viewAt(99)).rejects.toThrow('There is no step 99.');
    await expect(local.port.viewAt(1.5)).rejects.toThrow('There is no step 1.5.');
  });
});

describe('rewind', () => {
  it('undoes a roll: the roller\u2019s purse, their hand and the pot are as before it, for every viewer; the roll is made again with fresh dice', async () => {
    const local = scriptedRound();
    const steps = await local.port.getSteps();
    const rollStep = steps.find((s) => s.event?.type === 'ROLL')!;
    const before = restoreTable(twentyOne, (await local.port.viewAt(rollStep.seq - 1)).persisted);
    const beforeView = before.view({ role: 'gm' });
    const atRoll = restoreTable(twentyOne, (await local.port.viewAt(rollStep.seq)).persisted).view({
      role: 'gm',
    });
    // The roll cost Brom gold that went into the pot.
    const brom = (v: TwentyOneView) => v.seats.find((s) => s.id === 'brom')!;
    expect(brom(atRoll).purse).toBeLessThan(brom(beforeView).purse);
    expect(atRoll.pot).toBeGreaterThan(beforeView.pot);

    const old = local.table;
    expect(await local.port.rewind(rollStep.seq - 1)).toEqual({ ok: true });
    expect(local.table).not.toBe(old);
    const now = gmView(local);
    expect(brom(now).purse).toBe(brom(beforeView).purse);
    expect(brom(now).dice).toEqual(brom(beforeView).dice);
    expect(now.pot).toBe(beforeView.pot);
    expect(now.house).toBe(beforeView.house);
    for (const viewer of [
      { role: 'gm' as const },
      { role: 'player' as const, id: 'ana' },
      { role: 'player' as const, id: 'brom' },
    ]) {
      expect(local.table.view(viewer)).toEqual(before.view(viewer));
    }
    expect(now.turn).toBe('brom');
    local.table.scriptDice({ d8: [2] });
    ok(local.table.send(player('brom'), { type: 'ROLL', die: 'd8' }));
    expect(brom(gmView(local)).dice.at(-1)).toMatchObject({ die: 'd8', face: 2 });
  });

  it('restores any step of a random game exactly and logs the rewind as a step of its own; play and export go on from there', async () => {
    await fc.assert(
      fc.asyncProperty(playParams, fc.nat(), async (p, choice) => {
        const played = playWithDebugger(p);
        const { local, after, viewers } = played;
        const before = await local.port.getSteps();
        const head = before.length - 1;
        const k = choice % (head + 1);
        const outcome = await local.port.rewind(k);
        if (after.get(k)!.persisted === after.get(head)!.persisted) {
          expect(outcome).toEqual({
            ok: false,
            reason: `The table is already as it was after step ${k}.`,
          });
          expect(await local.port.getSteps()).toEqual(before);
          return;
        }
        expect(outcome).toEqual({ ok: true });
        expect(JSON.stringify(local.table.persist())).toBe(after.get(k)!.persisted);
        for (const viewer of viewers)
          expect(local.table.view(viewer)).toEqual(after.get(k)!.views.get(viewerKey(viewer)));
        const then = after.get(k)!.views.get('gm')!;
        expect(gmView(local).seats.map((s) => [s.id, s.purse])).toEqual(
          then.seats.map((s) => [s.id, s.purse]),
        );
        expect(gmView(local).pot).toBe(then.pot);

        const steps = await local.port.getSteps();
        expect(steps.slice(0, before.length)).toEqual(before);
        expect(steps).toHaveLength(before.length + 1);
        expect(steps.at(-1)).toMatchObject({
          seq: head + 1,
          kind: 'rewind',
          rewoundTo: k,
          sender: { role: 'gm', id: 'gm' },
          outcome: { ok: true },
          note: `GM rewound to step ${k}.`,
        });
        expect((await local.port.viewAt(head + 1)).persisted).toEqual(
          (await local.port.viewAt(k)).persisted,
        );

        played.play(10);
        const exported = await local.port.exportRound();
        const replayed = replay(twentyOne, exported.events, { persisted: exported.initial });
        expect(canonical(replayed.persist())).toBe(canonical(local.table.persist()));
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a step that does not exist, or the table as it already is, changing nothing', async () => {
    const local = scriptedRound();
    const steps = await local.port.getSteps();
    const live = local.table;
    expect(await local.port.rewind(42)).toEqual({ ok: false, reason: 'There is no step 42.' });
    expect(await local.port.rewind(steps.length - 1)).toEqual({
      ok: false,
      reason: `The table is already as it was after step ${steps.length - 1}.`,
    });
    expect(local.table).toBe(live);
    expect(await local.port.getSteps()).toEqual(steps);
  });

  it('keeps the table of the latest steps only, so a long session stays small; older steps stay in the log', async () => {
    const local = createLocalDebugger(twentyOne, createTable(twentyOne), { restorableSteps: 3 });
    for (const [i, name] of ['Ana', 'Brom', 'Cass', 'Dain', 'Eda'].entries())
      ok(local.table.send(player(`p${i}`), { type: 'JOIN', name, purse: 50 }));
    // Steps 0 (the start) to 5; only 3, 4 and 5 keep their table.
    expect((await local.port.getSteps()).map((s) => s.seq)).toEqual([0, 1, 2, 3, 4, 5]);
    const tooOld =
      'Step 2 is older than the last 3 steps the debugger keeps: it can no longer be shown or restored.';
    await expect(local.port.viewAt(2)).rejects.toThrow(tooOld);
    const live = local.table;
    expect(await local.port.rewind(2)).toEqual({ ok: false, reason: tooOld });
    expect(local.table).toBe(live);
    expect(((await local.port.viewAt(3)).context as { seats: unknown[] }).seats).toHaveLength(3);
    expect(await local.port.rewind(3)).toEqual({ ok: true });
    expect(gmView(local).seats.map((s) => s.name)).toEqual(['Ana', 'Brom', 'Cass']);
  });
});

describe('a rewind and the table\u2019s timers: "A rewind re-arms every timer with the time it had left at that step"', () => {
  /** Ana and Brom at a table whose clock the test moves; the debugger attached from the start. */
  function timed() {
    const time = { now: 1_000 };
    const clock = () => time.now;
    const local = createLocalDebugger(
      twentyOne,
      createTable(twentyOne, { clock, input: { options: { ante: 5, staredownSeconds: 30 } } }),
      { setup: { clock } },
    );
    ok(local.table.send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 50 }));
    ok(local.table.send(player('brom'), { type: 'JOIN', name: 'Brom', purse: 50 }));
    local.table.scriptDice({ d10: [7, 9, 4, 6] }); // Brom shows 4: the Cut is his
    ok(local.table.send(gm, { type: 'START_ROUND' }));
    ok(local.table.send(player('brom'), { type: 'CUT_PASS' }));
    return { time, local };
  }

  it('a staredown rewound to a minute after it ended has its 30 s again, and its export still replays to the table', async () => {
    const { time, local } = timed();
    time.now = 5_000;
    ok(local.table.send(player('brom'), { type: 'HOLD' }));
    ok(local.table.send(player('ana'), { type: 'HOLD' }));
    expect(gmView(local).staredownEndsAt).toBe(35_000);
    const staredown = (await local.port.getState()).head;
    time.now = 95_000;
    ok(local.table.send(gm, { type: 'END_STAREDOWN' }));
    expect(await local.port.rewind(staredown)).toEqual({ ok: true });
    expect(gmView(local).phase).toBe('staredown');
    expect(gmView(local).staredownEndsAt).toBe(95_000 + 30_000);
    expect(twentyOne.deadline(local.table.snapshot())).toEqual({
      at: 125_000,
      intent: { type: 'STAREDOWN_TIMEOUT' },
    });
    // The table's own timeout is still refused before the new deadline, and taken at it.
    expect(local.table.send(host, { type: 'STAREDOWN_TIMEOUT' }, { at: 124_999 }).ok).toBe(false);
    // The rewind's step keeps the table as restored; the export leads to it.
    const steps = await local.port.getSteps();
    expect((await local.port.viewAt(steps.at(-1)!.seq)).persisted).toEqual(local.table.persist());
    const exported = await local.port.exportRound();
    const replayed = replay(twentyOne, exported.events, { persisted: exported.initial });
    expect(canonical(replayed.persist())).toBe(canonical(local.table.persist()));
    ok(local.table.send(host, { type: 'STAREDOWN_TIMEOUT' }, { at: 125_000 }));
    expect(gmView(local).phase).not.toBe('staredown');
  });

  it('a retaliation rewound to has the time it had left too, counted from the rewind', async () => {
    const { time, local } = timed();
    time.now = 10_000;
    local.table.scriptDice({ d20: [5, 12], d10: [1] }); // Brom bumps Ana and fails: she owes a re-roll
    ok(local.table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 0 }));
    expect(gmView(local).retaliationEndsAt).toBe(40_000);
    time.now = 22_000;
    ok(local.table.send(player('brom'), { type: 'FOLD' }));
    const bumped = (await local.port.getSteps()).at(-2)!;
    expect(bumped.intent).toMatchObject({ type: 'BUMP' });
    time.now = 300_000;
    expect(await local.port.rewind(bumped.seq)).toEqual({ ok: true });
    expect(gmView(local).retaliationEndsAt).toBe(300_000 + 30_000);
  });

  it('with no time gone by, a rewind restores the step exactly', async () => {
    const { local } = timed();
    ok(local.table.send(player('brom'), { type: 'HOLD' }));
    ok(local.table.send(player('ana'), { type: 'HOLD' }));
    const staredown = (await local.port.getState()).head;
    const before = (await local.port.viewAt(staredown)).persisted;
    ok(local.table.send(gm, { type: 'END_STAREDOWN' }));
    expect(await local.port.rewind(staredown)).toEqual({ ok: true });
    expect(local.table.persist()).toEqual(before);
  });
});

describe('a long session', () => {
  it('keeps only the latest steps in the log and a bounded line of play, which still exports to the live table', async () => {
    const dice = seededDice(11);
    const local = createLocalDebugger(
      twentyOne,
      createTable(twentyOne, { dice, input: { options: { ante: 1, startingPurse: 10_000 } } }),
      { restorableSteps: 5, keptSteps: 40, setup: { dice } },
    );
    const players = ['ana', 'brom', 'cyra'].map(player);
    players.forEach((p, i) =>
      ok(local.table.send(p, { type: 'JOIN', name: `Seat ${i + 1}`, purse: 10_000 })),
    );
    const pick = chooser(3);
    const skip = new Set(['VOID_ROUND', 'BACK_TO_LOBBY', 'LEAVE']);
    for (let i = 0; i < 300; i++) {
      const choice = pick(
        legalChoices(local.table, [gm, ...players]).filter((c) => !skip.has(c.intent.type)),
      );
      if (choice) ok(local.table.send(choice.sender, choice.intent));
    }
    const { head } = await local.port.getState();
    expect(head).toBeGreaterThan(250);
    const steps = await local.port.getSteps();
    expect(steps.map((s) => s.seq)).toEqual(Array.from({ length: 40 }, (_, i) => head - 39 + i));
    // Asking from a seq already known gives only what follows it.
    expect((await local.port.getSteps(head - 2)).map((s) => s.seq)).toEqual([
      head - 2,
      head - 1,
      head,
    ]);
    const tooOld = (seq: number) =>
      `Step ${seq} is older than the last 5 steps the debugger keeps: it can no longer be shown or restored.`;
    await expect(local.port.viewAt(1)).rejects.toThrow(tooOld(1));
    expect(await local.port.rewind(head - 10)).toEqual({ ok: false, reason: tooOld(head - 10) });
    expect(await local.port.rewind(head + 1)).toEqual({
      ok: false,
      reason: `There is no step ${head + 1}.`,
    });
    // The export starts where its line was last cut, at most 40 events back, and still replays to the live table.
    const exported = await local.port.exportRound();
    expect(exported.events.length).toBeGreaterThan(0);
    expect(exported.events.length).toBeLessThanOrEqual(40);
    const elsewhere = createLocalDebugger(twentyOne, createTable(twentyOne));
    expect(await elsewhere.port.importRound(JSON.stringify(exported))).toMatchObject({
      ok: true,
      value: local.table.snapshot().value,
    });
    expect(canonical(elsewhere.table.persist())).toBe(canonical(local.table.persist()));
  });
});
