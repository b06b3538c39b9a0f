/**
 * What the GM puts into a live table through the debugger: an intent sent as
 * the GM follows the same rules as any other, the intents offered are those
 * the machine takes now, a round exported from random play imports elsewhere
 * to the same table for every viewer, and a tampered export is refused with a
 * reason, changing nothing.
 */
import fc from 'fast-check';
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createTable, type PersistedTable } from '../../machines';
import type { Seat } from '../../machines/table/context';
import { STAT_KEYS } from '../../machines/twenty-one-kit/stats';
import { goblin } from '../../machines/goblin';
import type { GoblinView } from '../../machines/goblin/view';
import { twentyOne } from '../../machines/twenty-one';
import { createLocalDebugger } from '../../src/debugger/local-port';
import type { RoundExport } from '../../src/debugger/port';
import { canonical } from '../../src/debugger/round';
import { ok, player } from '../support/tables';
import { said } from '../support/words';
import { gmView, playParams, playWithDebugger, scriptedRound } from './support';

describe('sending as the GM', () => {
  it('follows the same rules as any intent the GM sends: NPC seats yes, players\u2019 seats and the host\u2019s timer no', async () => {
    const local = createLocalDebugger(twentyOne, createTable(twentyOne));
    expect(await local.port.send({ type: 'ADD_NPC', name: 'Dwarf', purse: 40 })).toEqual({
      ok: true,
    });
    ok(local.table.send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 40 }));
    expect((await local.port.getState()).gmPlays).toBe(true);
    local.table.scriptDice({ d10: [5, 5, 3, 3] });
    expect(await local.port.send({ type: 'START_ROUND' })).toEqual({ ok: true });
    expect(await local.port.send({ type: 'CUT_PASS', seat: 'ana' })).toEqual({
      ok: false,
      reason: { why: 'playersSeat' },
    });
    expect(await local.port.send({ type: 'STAREDOWN_TIMEOUT' })).toEqual({
      ok: false,
      reason: { why: 'hostOnly', type: 'STAREDOWN_TIMEOUT' },
    });
    expect(await local.port.send({ type: 'CUT_PASS', seat: 'ana', extra: 1 })).toEqual({
      ok: false,
      reason: { why: 'malformed', problem: expect.stringContaining('extra') },
    });
    const steps = await local.port.getSteps();
    expect(steps.slice(-3).every((s) => !s.outcome.ok && s.sender?.role === 'gm')).toBe(true);
    expect(await local.port.send({ type: 'CUT_PASS', seat: 'npc-1' })).toEqual({
      ok: false,
      reason: { why: 'notCutter' },
    });
  });

  it('lists the intents the machine takes now: those the active states’ definitions name', async () => {
    const local = scriptedRound();
    /** From the chart's raw config, independently of how the port finds them. */
    const named = () => {
      const active = (local.table.snapshot() as AnyMachineSnapshot)._nodes;
      const types = new Set(active.flatMap((node) => Object.keys(node.config.on ?? {})));
      return Object.keys(twentyOne.authority)
        .filter((type) => types.has(type))
        .sort();
    };
    const accepted = async () => (await local.port.getState()).acceptedEvents;
    expect([...(await accepted())].sort()).toEqual(named());
    expect(await accepted()).toEqual(expect.arrayContaining(['NEXT_ROUND', 'BACK_TO_LOBBY']));
    expect(await accepted()).not.toContain('ROLL');
    expect(await local.port.send({ type: 'BACK_TO_LOBBY' })).toEqual({ ok: true });
    expect([...(await accepted())].sort()).toEqual(named());
    expect(await accepted()).toEqual(expect.arrayContaining(['JOIN', 'ADD_NPC', 'START_ROUND']));
    expect(await accepted()).not.toContain('NEXT_ROUND');
  });
});

describe('export and import', () => {
  it('a round exported after random play imports into a fresh table to the same final table, for every viewer, step by step', async () => {
    await fc.assert(
      fc.asyncProperty(playParams, async (p) => {
        const { local, viewers } = playWithDebugger(p);
        const json = JSON.stringify(await local.port.exportRound());
        const elsewhere = createLocalDebugger(twentyOne, createTable(twentyOne));
        const checked = await elsewhere.port.checkRound(json);
        const imported = await elsewhere.port.importRound(json);
        const sourceSteps = (await local.port.getSteps()).filter((s) => s.event);
        expect(imported).toEqual(checked);
        expect(imported).toMatchObject({
          ok: true,
          events: sourceSteps.length,
          value: local.table.snapshot().value,
        });
        expect(canonical(elsewhere.table.persist())).toBe(canonical(local.table.persist()));
        for (const viewer of viewers)
          expect(elsewhere.table.view(viewer)).toEqual(local.table.view(viewer));
        // Each imported event is a step that time travel can show, the same table as in the source.
        const replayed = (await elsewhere.port.getSteps()).filter((s) => s.kind === 'replayed');
        expect(replayed.map((s) => s.event)).toEqual(sourceSteps.map((s) => s.event));
        for (const [i, step] of replayed.entries()) {
          expect(canonical((await elsewhere.port.viewAt(step.seq)).persisted)).toBe(
            canonical((await local.port.viewAt(sourceSteps[i]!.seq)).persisted),
          );
        }
        // And it exports again to the same round.
        expect(canonical(await elsewhere.port.exportRound())).toBe(canonical(JSON.parse(json)));
      }),
      { numRuns: 30 },
    );
  });

  it('logs a load as a GM override, keeping the steps before it; a rewind can go back to before the load', async () => {
    const source = scriptedRound();
    const json = JSON.stringify(await source.port.exportRound());
    const local = createLocalDebugger(twentyOne, createTable(twentyOne));
    await local.port.send({ type: 'ADD_NPC', name: 'Dwarf', purse: 40 });
    const before = await local.port.getSteps();
    expect(await local.port.importRound(json)).toMatchObject({ ok: true, events: 9 });
    const steps = await local.port.getSteps();
    expect(steps.slice(0, before.length)).toEqual(before);
    expect(steps[before.length]).toMatchObject({
      kind: 'import',
      sender: { role: 'gm' },
      note: 'GM imported a round of 9 events.',
    });
    expect(steps).toHaveLength(before.length + 1 + 9);
    expect(await local.port.rewind(before.length - 1)).toEqual({ ok: true });
    expect(gmView(local).seats.map((s) => s.name)).toEqual(['Dwarf']);
  });

  it('a round exported before seats kept traits (each seat’s stats and Heat as fields of its own) imports, its seats keeping both', async () => {
    const table = createTable(twentyOne);
    ok(table.send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 50 }));
    ok(table.send(player('brom'), { type: 'JOIN', name: 'Brom', purse: 50 }));
    ok(table.send(player('ana'), { type: 'SET_STATS', stats: { sleightOfHand: 3 } }));
    const source = createLocalDebugger(twentyOne, table);
    source.table.scriptDice({ d10: [7, 9, 4, 6] });
    await source.port.send({ type: 'START_ROUND' });
    await source.port.send({ type: 'VOID_ROUND' });
    const round = await source.port.exportRound();
    // Each seat as the build before wrote it: every stat, and Ana's Heat of one cheat.
    const old = (persisted: PersistedTable) => {
      const { context } = persisted.snapshot as { context: { seats: Seat[] } };
      context.seats = context.seats.map(({ traits, ...seat }) => ({
        ...seat,
        stats: { ...Object.fromEntries(STAT_KEYS.map((k) => [k, 0])), ...traits },
        heat: seat.id === 'ana' ? 1 : 0,
      }));
    };
    old(round.initial);
    old(round.final!);
    const local = createLocalDebugger(twentyOne, createTable(twentyOne));
    expect(await local.port.importRound(JSON.stringify(round))).toMatchObject({ ok: true });
    const ana = gmView(local).seats.find((s) => s.id === 'ana')!;
    expect(ana.secrets?.stats.sleightOfHand).toBe(3);
    // "Heat starts at Starting Heat and +2 per cheat": 10 and one cheat.
    expect(ana.secrets?.heatDC).toBe(12);
  });

  it('a Goblin round exported while its log lines were words imports, each old line kept as it was written', async () => {
    const table = createTable(goblin);
    ok(table.send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 50 }));
    ok(table.send(player('brom'), { type: 'JOIN', name: 'Brom', purse: 50 }));
    const source = createLocalDebugger(goblin, table);
    await source.port.send({ type: 'START_ROUND' });
    source.table.scriptDice({ d20: [7, 20] });
    ok(source.table.send(player('ana'), { type: 'ROLL' }));
    ok(source.table.send(player('brom'), { type: 'ROLL' }));
    const words = said(source.table.view({ role: 'gm' }) as GoblinView).log.map((l) => l.text);
    expect(words).toContain(
      'Brom rolls 20, the d20\u2019s highest face, for 20, and earns a Boot.',
    );
    const round = await source.port.exportRound();
    // The round as the build before wrote it: every line of its log in words.
    const old = (persisted: PersistedTable) => {
      const { context } = persisted.snapshot as { context: { round: { log: unknown[] } | null } };
      if (context.round)
        context.round.log = context.round.log.map((l, i) => ({
          at: (l as { at: number }).at,
          text: words[i],
        }));
    };
    old(round.initial);
    old(round.final!);
    const local = createLocalDebugger(goblin, createTable(goblin));
    expect(await local.port.importRound(JSON.stringify(round))).toMatchObject({ ok: true });
    const imported = local.table.view({ role: 'gm' }) as GoblinView;
    expect(said(imported).log.map((l) => l.text)).toEqual(words);
  });

  describe('refuses a tampered or foreign round with a reason, changing nothing', () => {
    const tampered: [string, (round: RoundExport, json: string) => string, RegExp][] = [
      ['malformed JSON', (_r, json) => json.slice(0, 40), /^That is not JSON \(/],
      [
        'something else than a round',
        () => JSON.stringify({ hello: 'world' }),
        /^That is not an exported tavern round\.$/,
      ],
      [
        'another format',
        (r) => JSON.stringify({ ...r, format: 2 }),
        /^That round was exported in format 2; this build reads format 1\.$/,
      ],
      [
        'another game',
        (r) => JSON.stringify({ ...r, game: 'goblin-mode' }),
        /^That round is a game of goblin-mode; this table plays twenty-one\.$/,
      ],
      [
        'a starting table of another game',
        (r) => JSON.stringify({ ...r, initial: { ...r.initial, game: 'goblin-mode' } }),
        /^The round's starting table cannot be restored: That table is a game of goblin-mode, not twenty-one\.$/,
      ],
      [
        'an event missing its time',
        (r) =>
          JSON.stringify({
            ...r,
            events: r.events.map((e, i) => (i === 2 ? { ...e, at: 'noon' } : e)),
          }),
        /^That round is malformed \(events\.2\.at: /,
      ],
      [
        'an event that does not apply',
        (r) => JSON.stringify({ ...r, events: [...r.events, r.events.at(-1)] }),
        /^Event 10 of 10 \(END_STAREDOWN by gm\) does not apply to the table at that point\.$/,
      ],
      [
        'a changed die face that makes a later event illegal',
        // Ana now shows a 2, lower than Brom's 4: the Cut is hers, so Brom's pass no longer applies.
        (r) =>
          JSON.stringify({
            ...r,
            events: r.events.map((e) =>
              e.type === 'START_ROUND' ? { ...e, dice: { d10: [2, 9, 4, 6] } } : e,
            ),
          }),
        /^Event 4 of 9 \(CUT_PASS by brom\) does not apply to the table at that point\.$/,
      ],
      [
        'a changed die face that keeps every event legal but changes the result',
        (r) =>
          JSON.stringify({
            ...r,
            events: r.events.map((e) => (e.type === 'ROLL' ? { ...e, dice: { d8: [5] } } : e)),
          }),
        /^The events replay, but not to the final table the export records: the log was changed\.$/,
      ],
      [
        'a face no die has',
        (r) =>
          JSON.stringify({
            ...r,
            events: r.events.map((e) => (e.type === 'ROLL' ? { ...e, dice: { d8: [9] } } : e)),
          }),
        /^Event 5 of 9 \(ROLL\) is malformed: 9 is not a face of a d8\.$/,
      ],
      [
        'an extra die',
        (r) =>
          JSON.stringify({
            ...r,
            events: r.events.map((e) => (e.type === 'ROLL' ? { ...e, dice: { d8: [4, 1] } } : e)),
          }),
        /^Event 5 of 9 \(ROLL by brom\) carries 2 d8 but the table needs 1\.$/,
      ],
      [
        'an intent the game does not know',
        (r) =>
          JSON.stringify({
            ...r,
            events: r.events.map((e) => (e.type === 'ROLL' ? { ...e, die: 'd12' } : e)),
          }),
        /^Event 5 of 9 \(ROLL\) is malformed: die: /,
      ],
    ];
    for (const [what, tamper, reason] of tampered) {
      it(what, async () => {
        const source = scriptedRound();
        const round = await source.port.exportRound();
        const json = tamper(round, JSON.stringify(round));
        const local = scriptedRound();
        local.table.send(player('ana'), { type: 'HOLD' }); // something in the log, so "unchanged" means something
        const table = local.table;
        const persisted = JSON.stringify(table.persist());
        const steps = await local.port.getSteps();
        const checked = await local.port.checkRound(json);
        const imported = await local.port.importRound(json);
        expect(imported).toEqual({ ok: false, reason: expect.stringMatching(reason) });
        expect(checked).toEqual(imported);
        expect(local.table).toBe(table);
        expect(JSON.stringify(local.table.persist())).toBe(persisted);
        expect(await local.port.getSteps()).toEqual(steps);
      });
    }

    it('but the untampered round loads', async () => {
      const round = JSON.stringify(await scriptedRound().port.exportRound());
      expect(
        await createLocalDebugger(twentyOne, createTable(twentyOne)).port.importRound(round),
      ).toMatchObject({ ok: true, events: 9, value: 'roundOver' });
    });
  });
});
