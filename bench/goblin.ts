/** Goblin Mode figures: rounds per second, persisted snapshot size, public view size, and its public table in room metadata. */
import { createTable, seededDice, type Sender, type Table } from '../machines';
import { goblin } from '../machines/goblin';
import { chooser, legalChoices } from '../machines/engine/autoplay';
import { stakesOf } from '../src/host/recovery';
import { PUBLIC_VIEWER, encodePublicTable } from '../src/sync/publicTable';
import type { Bench } from './types';

const gm: Sender = { role: 'gm', id: 'gm' };
const spectator = { role: 'player', id: 'spectator' } as const;

interface Seated {
  table: Table<typeof goblin>;
  senders: Sender[];
}

function goblinTable(seats: number, seed: number): Seated {
  const table = createTable(goblin, { dice: seededDice(seed) });
  // Owlbear player ids are UUIDs: the public table writes each once.
  const players: Sender[] = Array.from({ length: seats }, (_, i) => ({ role: 'player', id: `8e2f1c7a-4b3d-4e9a-a1f0-${String(i).padStart(12, '0')}` }));
  for (const [i, p] of players.entries()) table.send(p, { type: 'JOIN', name: `Player ${i + 1}`, purse: 1_000_000 });
  return { table, senders: [gm, ...players] };
}

/** The public table as the host writes it to room metadata (before its signature), in bytes. */
function roomMetadataBytes(table: Table<typeof goblin>): number {
  const view = table.view(PUBLIC_VIEWER);
  const { ledger, roundsPlayed } = table.snapshot().context;
  const stakes = stakesOf(ledger, table.game.inRound(table.snapshot()));
  const meta = { tableId: crypto.randomUUID(), rev: 1000, roundsPlayed, stakes: stakes.seats, houseStake: stakes.house, carry: stakes.carry };
  return JSON.stringify(encodePublicTable(view, meta)).length;
}

/**
 * Plays one round with random legal intents (never voiding it) and returns
 * the largest public view JSON and public table seen during it, in bytes.
 */
function playRound({ table, senders }: Seated, pick: ReturnType<typeof chooser>, measureTable = false): { view: number; table: number } {
  let largest = 0;
  let largestTable = 0;
  table.send(gm, { type: table.view({ role: 'gm' }).phase === 'lobby' ? 'START_ROUND' : 'NEXT_ROUND' });
  while (table.view({ role: 'gm' }).phase !== 'roundOver') {
    const choice = pick(legalChoices(table, senders).filter((c) => c.intent.type !== 'VOID_ROUND'));
    if (!choice) throw new Error('A Goblin round got stuck with nothing legal to do.');
    const outcome = table.send(choice.sender, choice.intent);
    if (!outcome.ok) throw new Error(outcome.reason);
    largest = Math.max(largest, JSON.stringify(table.view(spectator)).length);
    if (measureTable) largestTable = Math.max(largestTable, roomMetadataBytes(table));
  }
  return { view: largest, table: largestTable };
}

export const goblinBench: Bench = {
  title: 'Goblin Mode (headless)',
  run() {
    const four = goblinTable(4, 1);
    const pick = chooser(2);
    const rounds = 300;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) playRound(four, pick);
    const seconds = (performance.now() - started) / 1000;

    let largestSnapshot = 0;
    let largestView = 0;
    let largestTable = 0;
    const eight = goblinTable(8, 3);
    const pickEight = chooser(4);
    for (let i = 0; i < 50; i++) {
      const round = playRound(eight, pickEight, true);
      largestView = Math.max(largestView, round.view);
      largestTable = Math.max(largestTable, round.table);
      largestSnapshot = Math.max(largestSnapshot, JSON.stringify(eight.table.persist()).length);
    }
    return [
      { name: 'full rounds per second, 4 seats, random legal intents', value: rounds / seconds, unit: 'rounds/s' },
      { name: 'persisted snapshot JSON, 8 seats, largest end of round', value: largestSnapshot, unit: 'bytes' },
      { name: 'public view JSON, 8 seats, largest during a round', value: largestView, unit: 'bytes' },
      { name: 'room metadata (public table before its ~95 B signature), 8 seats, largest', value: largestTable, unit: 'bytes' },
    ];
  },
};
