// @vitest-environment jsdom
/**
 * The debugger panel as the GM uses it: the secrets warning when the GM plays,
 * refusals with their reason in the log, rewinds only after a confirmation,
 * forms that send intents, export and import, and the live state.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createTable } from '../../machines';
import { goblin } from '../../machines/goblin';
import { twentyOne } from '../../machines/twenty-one';
import type { TableContext } from '../../machines/table/context';
import { statOf } from '../../machines/twenty-one-kit/stats';
import type { DebuggerPort } from '../../src/debugger/port';
import type { TwentyOneView } from '../../machines/twenty-one';
import { Debugger } from '../../src/debugger/Debugger';
import { createLocalDebugger } from '../../src/debugger/local-port';
import { gm, ok, player } from '../support/tables';

afterEach(cleanup);

function lobby(options: { gmRole?: 'house' | 'npc' } = {}) {
  const local = createLocalDebugger(
    twentyOne,
    createTable(twentyOne, { input: { options: { ante: 5, ...options } } }),
  );
  ok(local.table.send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 50 }));
  ok(local.table.send(player('brom'), { type: 'JOIN', name: 'Brom', purse: 50 }));
  return local;
}

const bromPurse = (local: ReturnType<typeof lobby>) =>
  (local.table.view({ role: 'gm' }) as TwentyOneView).seats.find((s) => s.id === 'brom')!.purse;

/** Ana and Brom in the betting, Brom to act; Brom then buys a d8 (step 5). */
function withRoll() {
  const local = lobby();
  local.table.scriptDice({ d10: [7, 9, 4, 6] });
  ok(local.table.send(gm, { type: 'START_ROUND' }));
  ok(local.table.send(player('brom'), { type: 'CUT_PASS' }));
  const bromBeforeRoll = bromPurse(local);
  local.table.scriptDice({ d8: [4] });
  ok(local.table.send(player('brom'), { type: 'ROLL', die: 'd8' }));
  return Object.assign(local, { bromBeforeRoll });
}

async function open(port: ReturnType<typeof lobby>['port'], tab?: string) {
  render(<Debugger port={port} />);
  await screen.findByText(/^Now:/);
  if (tab) fireEvent.click(screen.getByRole('tab', { name: tab }));
}

describe('the debugger panel', () => {
  it('warns before showing the context when the GM sits as an NPC, and shows it only after a click', async () => {
    const local = lobby({ gmRole: 'npc' });
    await open(local.port, 'Context');
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toMatch(/every player\u2019s secrets/);
    expect(screen.queryByText(/^ledger/)).toBeNull();
    fireEvent.click(within(warning).getByRole('button', { name: 'Show the secrets' }));
    expect(await screen.findByText(/^ledger/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // One click for the session: the event log opens straight away too.
    fireEvent.click(screen.getByRole('tab', { name: 'Event log' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('warns as well when the GM plays an NPC seat at a House table', async () => {
    const local = lobby();
    ok(local.table.send(gm, { type: 'ADD_NPC', name: 'Dwarf', purse: 20 }));
    await open(local.port, 'Context');
    expect(screen.getByRole('alert').textContent).toMatch(/secrets/);
  });

  it('shows the context straight away when the GM does not play, by section and by seat', async () => {
    const local = withRoll();
    await open(local.port, 'Context');
    expect(screen.queryByRole('alert')).toBeNull();
    const panel = within(screen.getByRole('tabpanel'));
    for (const section of ['options', 'seats', 'ledger', 'round'])
      expect(panel.getByText(new RegExp(`^${section} [{[]`))).toBeTruthy();
    // Hands are keyed by seat and say whose they are.
    expect(panel.getByText(/^brom \(Brom\) \{/)).toBeTruthy();
  });

  it('names each sender as the room knows them: a seat by its name, anyone else by their Owlbear name, the GM marked', async () => {
    const names = { gm: 'Dana', cyra: 'Cyra' };
    const local = createLocalDebugger(
      twentyOne,
      createTable(twentyOne, { input: { options: { ante: 5 } } }),
      { names: () => names },
    );
    ok(local.table.send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 50 }));
    expect(local.table.send(player('cyra'), { type: 'HOLD' }).ok).toBe(false);
    ok(local.table.send(gm, { type: 'SET_OPTIONS', ante: 2 }));
    await open(local.port, 'Event log');
    const senders = screen
      .getAllByRole('row')
      .filter((r) => r.hasAttribute('data-seq') && r.getAttribute('data-seq') !== '0')
      .map((r) => within(r).getAllByRole('cell')[2]!.textContent);
    expect(senders).toEqual(['Dana (GM)', 'Cyra', 'Ana']);
  });

  it('a long session shows the latest steps the table side keeps, each once, and follows new ones', async () => {
    const local = createLocalDebugger(
      twentyOne,
      createTable(twentyOne, { input: { options: { ante: 5 } } }),
      { restorableSteps: 5, keptSteps: 20 },
    );
    for (let i = 0; i < 30; i++)
      expect(local.table.send(player(`p${i}`), { type: 'HOLD' }).ok).toBe(false);
    await open(local.port, 'Event log');
    const seqs = () =>
      screen
        .getAllByRole('row')
        .flatMap((r) => (r.hasAttribute('data-seq') ? [Number(r.getAttribute('data-seq'))] : []));
    await waitFor(() => expect(seqs()).toEqual(Array.from({ length: 20 }, (_, i) => 30 - i)));
    ok(local.table.send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 50 }));
    // What the panel has seen stays on it (up to KEPT_STEPS); the new step is added once.
    await waitFor(() => expect(seqs()).toEqual(Array.from({ length: 21 }, (_, i) => 31 - i)));
  });

  it('shows a refused step as refused, with its reason', async () => {
    const local = lobby();
    expect(local.table.send(player('ana'), { type: 'HOLD' }).ok).toBe(false);
    await open(local.port, 'Event log');
    const row = screen.getAllByRole('row').find((r) => r.getAttribute('data-seq') === '3')!;
    expect(row.className).toContain('dbg-refused');
    expect(within(row).getByText('Refused:')).toBeTruthy();
    expect(row.textContent).toContain('notNow type=HOLD phase=lobby');
    expect(within(row).getAllByRole('cell')[2]!.textContent).toBe('Ana');
    const applied = screen.getAllByRole('row').find((r) => r.getAttribute('data-seq') === '2')!;
    expect(applied.textContent).not.toContain('Refused');
    expect(applied.textContent).toContain('JOIN name=Brom purse=50');
  });

  it('shows the dice drawn for each event, per die kind', async () => {
    const local = withRoll();
    await open(local.port, 'Event log');
    const rows = screen.getAllByRole('row');
    expect(rows.find((r) => r.textContent?.includes('START_ROUND'))!.textContent).toContain(
      'd10: 7, 9, 4, 6',
    );
    expect(rows.find((r) => r.textContent?.includes('ROLL die=d8'))!.textContent).toContain(
      'd8: 4',
    );
  });

  it('asks for confirmation before a rewind, and rewinds for everyone only on confirm', async () => {
    const local = withRoll();
    const beforeRoll = 4; // JOIN, JOIN, START_ROUND, CUT_PASS
    expect(bromPurse(local)).toBeLessThan(local.bromBeforeRoll);
    await open(local.port, 'Event log');
    const rollRow = screen
      .getAllByRole('row')
      .find((r) => r.getAttribute('data-seq') === String(beforeRoll))!;
    fireEvent.click(
      within(rollRow).getByRole('button', { name: `View the table after step ${beforeRoll}` }),
    );
    expect(screen.getByRole('tab', { name: 'Time travel' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect((screen.getByLabelText('Step') as HTMLSelectElement).value).toBe(String(beforeRoll));
    await screen.findByText(/Viewing the table after step 4 of 5/);

    const table = local.table;
    const persisted = JSON.stringify(table.persist());
    fireEvent.click(screen.getByRole('button', { name: 'Rewind to here' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toMatch(/Rewind the table to step 4\?/);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(local.table).toBe(table);
    expect(JSON.stringify(local.table.persist())).toBe(persisted);

    fireEvent.click(screen.getByRole('button', { name: 'Rewind to here' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(JSON.stringify(local.table.persist())).toBe(persisted);

    fireEvent.click(screen.getByRole('button', { name: 'Rewind to here' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Rewind for everyone' }),
    );
    expect(await screen.findByText(/The table is back to step 4 for everyone/)).toBeTruthy();
    expect(bromPurse(local)).toBe(local.bromBeforeRoll);
    await screen.findByText(/after step 6$/);
    fireEvent.click(screen.getByRole('tab', { name: 'Event log' }));
    const override = screen.getAllByRole('row').find((r) => r.getAttribute('data-seq') === '6')!;
    expect(override.textContent).toContain('GM rewound to step 4.');
  });

  it('offers the intents the machine takes now, with forms generated from the schema, and sends them as the GM', async () => {
    const local = lobby();
    await open(local.port, 'Send event');
    const forms = screen.getAllByRole('form').map((f) => f.querySelector('legend')?.textContent);
    expect(forms).toEqual((await local.port.getState()).acceptedEvents);
    expect(forms).toEqual(
      expect.arrayContaining(['JOIN', 'ADD_NPC', 'SET_OPTIONS', 'START_ROUND']),
    );
    expect(forms).not.toContain('ROLL');

    const join = screen.getByRole('button', { name: 'Send JOIN as the GM' });
    expect((join as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/only a player, for themselves can send this/)).toBeTruthy();

    const addNpc = screen.getByRole('form', { name: 'ADD_NPC' });
    fireEvent.input(within(addNpc).getByLabelText('name'), { target: { value: 'Grizzled Dwarf' } });
    fireEvent.input(within(addNpc).getByLabelText('purse'), { target: { value: '-3' } });
    fireEvent.click(within(addNpc).getByRole('button', { name: 'Send ADD_NPC as the GM' }));
    expect(await within(addNpc).findByText('purse: at least 0.')).toBeTruthy();
    expect((local.table.view({ role: 'gm' }) as TwentyOneView).seats).toHaveLength(2);

    fireEvent.input(within(addNpc).getByLabelText('purse'), { target: { value: '80' } });
    fireEvent.click(within(addNpc).getByRole('button', { name: 'Send ADD_NPC as the GM' }));
    expect(await within(addNpc).findByText('Sent ADD_NPC.')).toBeTruthy();
    expect(
      (local.table.view({ role: 'gm' }) as TwentyOneView).seats.map((s) => [
        s.name,
        s.controller,
        s.purse,
      ]),
    ).toContainEqual(['Grizzled Dwarf', 'gm', 80]);

    // A nested object in the schema is a group of fields.
    const stats = screen.getByRole('form', { name: 'SET_STATS' });
    expect(within(stats).getByRole('group', { name: 'stats' })).toBeTruthy();
    fireEvent.input(within(stats).getByLabelText('seat (optional)'), {
      target: { value: 'npc-1' },
    });
    fireEvent.input(within(stats).getByLabelText('dex (optional)'), { target: { value: '4' } });
    fireEvent.click(within(stats).getByRole('button', { name: 'Send SET_STATS as the GM' }));
    expect(await within(stats).findByText('Sent SET_STATS.')).toBeTruthy();
    const npc = (local.table.snapshot().context as TableContext).seats.find(
      (s) => s.id === 'npc-1',
    );
    expect(statOf(npc, 'dex')).toBe(4);

    const options = screen.getByRole('form', { name: 'SET_OPTIONS' });
    fireEvent.change(within(options).getByLabelText('gmRole (optional)'), {
      target: { value: '1' },
    });
    fireEvent.click(within(options).getByRole('button', { name: 'Send SET_OPTIONS as the GM' }));
    expect(await within(options).findByText('Sent SET_OPTIONS.')).toBeTruthy();
    expect((local.table.view({ role: 'gm' }) as TwentyOneView).options.gmRole).toBe('npc');

    // A refusal comes back with the table's reason.
    const start = screen.getByRole('form', { name: 'SET_PURSE' });
    fireEvent.input(within(start).getByLabelText('seat'), { target: { value: 'zed' } });
    fireEvent.input(within(start).getByLabelText('purse'), { target: { value: '5' } });
    fireEvent.click(within(start).getByRole('button', { name: 'Send SET_PURSE as the GM' }));
    expect(await within(start).findByText('Refused: noSuchSeat seat=zed')).toBeTruthy();
  });

  it('exports the round, checks that an export replays, and reports a tampered one', async () => {
    const local = withRoll();
    await open(local.port, 'Export / import');
    fireEvent.click(screen.getByRole('button', { name: 'Export the round' }));
    const out = (await screen.findByLabelText('Exported round (JSON)')) as HTMLTextAreaElement;
    const round = JSON.parse(out.value);
    expect(round).toMatchObject({ kind: 'tavern-round', format: 1, game: 'twenty-one' });
    expect(round.events).toHaveLength(5);

    const input = screen.getByLabelText('Round to import (JSON)');
    fireEvent.input(input, { target: { value: out.value } });
    fireEvent.click(screen.getByRole('button', { name: 'Check that it replays' }));
    expect(await screen.findByText(/It replays: 5 events, ending in/)).toBeTruthy();

    round.events[4].dice = { d8: [3] };
    fireEvent.input(input, { target: { value: JSON.stringify(round) } });
    fireEvent.click(screen.getByRole('button', { name: 'Check that it replays' }));
    expect(
      await screen.findByText(/It does not replay: The events replay, but not to the final table/),
    ).toBeTruthy();

    const before = JSON.stringify(local.table.persist());
    fireEvent.click(screen.getByRole('button', { name: 'Load onto the table' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Load for everyone' }),
    );
    expect(await screen.findByText(/Not loaded: The events replay, but not/)).toBeTruthy();
    expect(JSON.stringify(local.table.persist())).toBe(before);
  });

  it('follows the table live: the state line and the highlighted states change as it plays', async () => {
    const local = lobby();
    await open(local.port);
    expect(screen.getByText(/^Now:/).textContent).toBe('Now: lobby after step 2');
    const lobbyState = () => document.querySelector('[data-state="twentyOne.lobby"]')!;
    expect(lobbyState().getAttribute('data-active')).toBe('true');
    local.table.scriptDice({ d10: [7, 9, 4, 6] });
    ok(local.table.send(gm, { type: 'START_ROUND' }));
    await waitFor(() =>
      expect(screen.getByText(/^Now:/).textContent).toBe('Now: round \u203A cut after step 3'),
    );
    expect(lobbyState().getAttribute('data-active')).toBe('false');
    expect(
      document.querySelector('[data-state="twentyOne.round.cut"]')!.getAttribute('aria-label'),
    ).toMatch(/active/);
  });

  it('moves between sections with the arrow keys', async () => {
    await open(lobby().port);
    const diagram = screen.getByRole('tab', { name: 'Diagram' });
    fireEvent.keyDown(diagram, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Context' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Context' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Export / import' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Diagram' }).getAttribute('aria-selected')).toBe('true');
  });

  it('follows the table when the GM changes the game: the new chart, and the new table’s steps from the first', async () => {
    const standard = withRoll();
    const goblinTable = createTable(goblin);
    ok(goblinTable.send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 50 }));
    const chamber = createLocalDebugger(goblin, goblinTable);
    // What the host does on a change of game: the same channel, served by the new table's debugger.
    let current = standard.port;
    const listeners = new Set<Parameters<DebuggerPort['subscribe']>[0]>();
    const port = new Proxy({} as DebuggerPort, {
      get: (_, name: keyof DebuggerPort) =>
        name === 'subscribe'
          ? (listener: Parameters<DebuggerPort['subscribe']>[0]) => {
              listeners.add(listener);
              return () => listeners.delete(listener);
            }
          : current[name],
    });
    await open(port, 'Event log');
    expect(screen.getByRole('heading', { name: /^Statechart debugger/ }).textContent).toBe(
      'Statechart debugger: Tavern Twenty-One: Standard mode',
    );
    expect(within(screen.getByRole('table')).getAllByRole('row').length).toBeGreaterThan(5);

    current = chamber.port;
    listeners.forEach((l) => l({ head: 1 } as never));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /^Statechart debugger/ }).textContent).toBe(
        'Statechart debugger: Tavern Twenty-One: Goblin Mode',
      ),
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringMatching(/began recording here/)]);
  });
});
