/** The public table in room metadata: compact, and exactly the public view. */
import { describe, expect, it } from 'vitest';
import { createTable, restoreTable, seededDice, type AnyGame, type Sender, type Table, type TableView, type Viewer } from '../../machines';
import { goblin } from '../../machines/goblin';
import { twentyOne } from '../../machines/twenty-one';
import { twentyOneView } from '../support/tables';
import { chooser, legalChoices } from '../../machines/engine/autoplay';
import { restoreFromPublic, stakesOf } from '../../src/host/recovery';
import { PUBLIC_VIEWER, decodePublicTable, encodePublicTable } from '../../src/sync/publicTable';

const gm: Sender = { role: 'gm', id: 'gm' };

/** A table of either game, its views told apart by `game`. */
type AnyTable = Omit<Table, 'view'> & { view(viewer: Viewer): TableView };

/** Plays random legal rounds of `game` at 8 seats and yields every state along the way. */
function* eightSeatStates(rounds: number, game: AnyGame = twentyOne): Generator<AnyTable> {
  const table = createTable(game, { dice: seededDice(11) }) as AnyTable;
  const players: Sender[] = Array.from({ length: 7 }, (_, i) => ({ role: 'player', id: `0f9d6c1e-7a3b-4c55-9e21-${String(i).padStart(12, '0')}` }));
  players.forEach((p, i) => table.send(p, { type: 'JOIN', name: `Adventurer number ${i + 1}`, purse: 5000 }));
  table.send(gm, { type: 'ADD_NPC', name: 'The Tavern Keeper', purse: 5000 });
  const pick = chooser(5);
  for (let r = 0; r < rounds; r++) {
    table.send(gm, { type: r === 0 ? 'START_ROUND' : 'NEXT_ROUND' });
    yield table;
    while (table.view({ role: 'gm' }).phase !== 'roundOver') {
      const choice = pick(legalChoices(table, [gm, ...players]).filter((c) => c.intent.type !== 'VOID_ROUND'))!;
      expect(table.send(choice.sender, choice.intent)).toEqual({ ok: true });
      yield table;
    }
  }
}

const meta = (table: Table, _phase?: string) => {
  const { ledger, roundsPlayed } = table.snapshot().context as { ledger: Parameters<typeof stakesOf>[0]; roundsPlayed: number };
  const stakes = stakesOf(ledger, table.game.inRound(table.snapshot()));
  return { tableId: 'table-1', rev: 12, roundsPlayed, stakes: stakes.seats, houseStake: stakes.house, carry: stakes.carry };
};

describe('the public table', () => {
  it.each([twentyOne, goblin] as AnyGame[])('decodes to exactly the public view of $title (without the log and actions, which travel sealed)', (game) => {
    let states = 0;
    for (const table of eightSeatStates(6, game)) {
      const view = table.view(PUBLIC_VIEWER);
      const decoded = decodePublicTable(JSON.parse(JSON.stringify(encodePublicTable(view, meta(table, view.phase)))));
      expect(decoded?.view).toEqual({ ...view, log: [], actions: [] });
      states++;
    }
    expect(states).toBeGreaterThan(40);
  });

  it.each([twentyOne, goblin] as AnyGame[])('carries what a void of $title needs: restoring from it gives what the authority’s own void gives', (game) => {
    let voided = 0;
    for (const table of eightSeatStates(3, game)) {
      const view = table.view(PUBLIC_VIEWER);
      const decoded = decodePublicTable(encodePublicTable(view, meta(table, view.phase)))!;
      if (['lobby', 'roundOver'].includes(view.phase)) {
        expect(Object.keys(decoded.stakes)).toEqual([]);
        continue;
      }
      const authority = restoreTable(game, table.persist()) as typeof table;
      expect(authority.send(gm, { type: 'VOID_ROUND' })).toEqual({ ok: true });
      const restored = createTable(game) as typeof table;
      expect(restored.send({ role: 'host' }, restoreFromPublic(decoded))).toEqual({ ok: true });
      const [a, b] = [authority.view({ role: 'gm' }), restored.view({ role: 'gm' })];
      expect(b.seats.map((s) => [s.id, s.name, s.controller, s.purse])).toEqual(a.seats.map((s) => [s.id, s.name, s.controller, s.purse]));
      expect([b.pot, b.house]).toEqual([a.pot, a.house]);
      voided++;
    }
    expect(voided).toBeGreaterThan(20);
  });

  it('names no hole die before the reveal, and writes each seat id once', () => {
    for (const table of eightSeatStates(2)) {
      const view = table.view(PUBLIC_VIEWER);
      const encoded = encodePublicTable(view, meta(table, view.phase));
      const text = JSON.stringify(encoded);
      for (const seat of view.seats) expect(text.split(seat.id)).toHaveLength(2);
      if (view.game === 'twenty-one' && (view.phase === 'cut' || view.phase === 'betting')) {
        for (const seat of twentyOneView(decodePublicTable(encoded)!.view).seats) {
          for (const die of seat.dice.filter((d) => d.hole)) expect([die.face, die.counts]).toEqual([null, null]);
        }
      }
    }
  });

  it('keeps strings that look like its own tokens', () => {
    const table = createTable(twentyOne);
    table.send({ role: 'player', id: 'p1' }, { type: 'JOIN', name: '#0', purse: 5 });
    table.send({ role: 'player', id: 'p2' }, { type: 'JOIN', name: '##1', purse: 5 });
    const view = table.view(PUBLIC_VIEWER);
    expect(decodePublicTable(encodePublicTable(view, meta(table, 'lobby')))!.view.seats.map((s) => s.name)).toEqual(['#0', '##1']);
  });

  it('reads nothing it does not understand', () => {
    const table = createTable(twentyOne);
    const good = encodePublicTable(table.view(PUBLIC_VIEWER), meta(table, 'lobby'));
    expect(decodePublicTable(good)).not.toBeNull();
    const seated = createTable(twentyOne);
    seated.send({ role: 'player', id: 'p1' }, { type: 'JOIN', name: 'Ana', purse: 5 });
    seated.send({ role: 'player', id: 'p2' }, { type: 'JOIN', name: 'Brom', purse: 5 });
    const two = encodePublicTable(seated.view(PUBLIC_VIEWER), meta(seated, 'lobby'));
    const broken = [
      undefined,
      null,
      'table',
      { ...good, v: 1 },
      { ...good, view: { ...good.view, phase: 'poker' } },
      { ...two, ids: ['p1'] },
      { ...two, st: [0] },
      { ...two, keys: [] },
      { ...good, view: { ...good.view, turn: '#7' } },
    ];
    for (const bad of broken) {
      expect(decodePublicTable(bad)).toBeNull();
    }
  });
});
