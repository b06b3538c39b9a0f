/** Goblin Mode figures: rounds per second, persisted snapshot size, public view size. */
import { createTable, goblin, seededDice, type Sender, type Table } from '../machines';
import { chooser, legalChoices } from '../machines/engine/autoplay';
import type { Bench } from './types';

const gm: Sender = { role: 'gm', id: 'gm' };
const spectator = { role: 'player', id: 'spectator' } as const;

interface Seated {
  table: Table<typeof goblin>;
  senders: Sender[];
}

function goblinTable(seats: number, seed: number): Seated {
  const table = createTable(goblin, { dice: seededDice(seed) });
  const players: Sender[] = Array.from({ length: seats }, (_, i) => ({ role: 'player', id: `p${i + 1}` }));
  for (const [i, p] of players.entries()) table.send(p, { type: 'JOIN', name: `Player ${i + 1}`, purse: 1_000_000 });
  return { table, senders: [gm, ...players] };
}

/**
 * Plays one round with random legal intents (never voiding it) and returns
 * the largest public view JSON seen during it, in bytes.
 */
function playRound({ table, senders }: Seated, pick: ReturnType<typeof chooser>): number {
  let largest = 0;
  table.send(gm, { type: table.view({ role: 'gm' }).phase === 'lobby' ? 'START_ROUND' : 'NEXT_ROUND' });
  while (table.view({ role: 'gm' }).phase !== 'roundOver') {
    const choice = pick(legalChoices(table, senders).filter((c) => c.intent.type !== 'VOID_ROUND'));
    if (!choice) throw new Error('A Goblin round got stuck with nothing legal to do.');
    const outcome = table.send(choice.sender, choice.intent);
    if (!outcome.ok) throw new Error(outcome.reason);
    largest = Math.max(largest, JSON.stringify(table.view(spectator)).length);
  }
  return largest;
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
    const eight = goblinTable(8, 3);
    const pickEight = chooser(4);
    for (let i = 0; i < 50; i++) {
      largestView = Math.max(largestView, playRound(eight, pickEight));
      largestSnapshot = Math.max(largestSnapshot, JSON.stringify(eight.table.persist()).length);
    }
    return [
      { name: 'full rounds per second, 4 seats, random legal intents', value: rounds / seconds, unit: 'rounds/s' },
      { name: 'persisted snapshot JSON, 8 seats, largest end of round', value: largestSnapshot, unit: 'bytes' },
      { name: 'public view JSON, 8 seats, largest during a round', value: largestView, unit: 'bytes' },
    ];
  },
};
