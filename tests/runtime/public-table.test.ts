/** The public table in room metadata: compact, and exactly the public view. */
import { describe, expect, it } from 'vitest';
import { createTable, seededDice, twentyOne, type Sender } from '../../machines';
import { chooser, legalChoices } from '../../machines/engine/autoplay';
import { stakesOf } from '../../src/host/recovery';
import { PUBLIC_VIEWER, decodePublicTable, encodePublicTable } from '../../src/sync/publicTable';

const gm: Sender = { role: 'gm', id: 'gm' };

/** Plays random legal rounds at 8 seats and yields every state along the way. */
function* eightSeatStates(rounds: number) {
  const table = createTable(twentyOne, { dice: seededDice(11) });
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

const meta = (table: ReturnType<typeof createTable<typeof twentyOne>>, phase: Parameters<typeof stakesOf>[1]) => {
  const stakes = stakesOf(table.snapshot().context.ledger, phase);
  return { tableId: 'table-1', rev: 12, roundsPlayed: table.snapshot().context.roundsPlayed, stakes: stakes.seats, houseStake: stakes.house };
};

describe('the public table', () => {
  it('decodes to exactly the public view (without the log and actions, which travel sealed)', () => {
    let states = 0;
    for (const table of eightSeatStates(6)) {
      const view = table.view(PUBLIC_VIEWER);
      const decoded = decodePublicTable(JSON.parse(JSON.stringify(encodePublicTable(view, meta(table, view.phase)))));
      expect(decoded?.view).toEqual({ ...view, log: [], actions: [] });
      states++;
    }
    expect(states).toBeGreaterThan(40);
  });

  it('carries each seat’s stake in the unsettled round, and none between rounds', () => {
    for (const table of eightSeatStates(2)) {
      const view = table.view(PUBLIC_VIEWER);
      const decoded = decodePublicTable(encodePublicTable(view, meta(table, view.phase)))!;
      const staked = Object.values(decoded.stakes).reduce((a, b) => a + b, 0) + decoded.houseStake;
      if (view.phase === 'roundOver') expect(staked).toBe(0);
      // During a round the pot holds exactly the stakes (no rollover at this table).
      else expect(staked).toBe(view.pot);
    }
  });

  it('names no hole die before the reveal', () => {
    for (const table of eightSeatStates(2)) {
      const view = table.view(PUBLIC_VIEWER);
      const encoded = encodePublicTable(view, meta(table, view.phase));
      if (view.phase === 'cut' || view.phase === 'betting') {
        for (const seat of encoded.s) expect(seat[5]).toMatch(/^d10:\d+,d10:\?h/);
      }
    }
  });

  it('reads nothing it does not understand', () => {
    const table = createTable(twentyOne);
    const good = encodePublicTable(table.view(PUBLIC_VIEWER), meta(table, 'lobby'));
    expect(decodePublicTable(good)).not.toBeNull();
    for (const bad of [undefined, null, 'table', { ...good, v: 2 }, { ...good, ph: 'poker' }, { ...good, s: [['x', 'X', 'p', 1, 'in', 'd10:99999', 0, null, null, 0]] }, { ...good, ord: [5] }]) {
      expect(decodePublicTable(bad)).toBeNull();
    }
  });
});
