/** Headless engine figures: rounds per second, persisted snapshot size, view size. */
import { createTable, seededDice, twentyOne, type Sender } from '../machines';
import { chooser, legalChoices } from '../machines/engine/autoplay';
import type { Bench } from './types';

const gm: Sender = { role: 'gm', id: 'gm' };

function seatedTable(seats: number, seed: number) {
  const table = createTable(twentyOne, { dice: seededDice(seed) });
  const players: Sender[] = Array.from({ length: seats }, (_, i) => ({ role: 'player', id: `p${i + 1}` }));
  players.forEach((p, i) => table.send(p, { type: 'JOIN', name: `Player ${i + 1}`, purse: 1_000_000 }));
  return { table, senders: [gm, ...players] };
}

/** Plays random legal intents until the round is over; returns the largest public view seen (bytes). */
function playRound(table: ReturnType<typeof seatedTable>['table'], senders: Sender[], pick: ReturnType<typeof chooser>): number {
  let largest = 0;
  const start = table.view({ role: 'gm' }).phase === 'lobby' ? 'START_ROUND' : 'NEXT_ROUND';
  table.send(gm, { type: start });
  while (table.view({ role: 'gm' }).phase !== 'roundOver') {
    const choice = pick(legalChoices(table, senders).filter((c) => c.intent.type !== 'VOID_ROUND'));
    if (!choice) throw new Error('A round got stuck with nothing legal to do.');
    const outcome = table.send(choice.sender, choice.intent);
    if (!outcome.ok) throw new Error(outcome.reason);
    largest = Math.max(largest, JSON.stringify(table.view({ role: 'player', id: 'spectator' })).length);
  }
  return largest;
}

export const engineBench: Bench = {
  title: 'Engine (headless, Tavern Twenty-One Standard)',
  run() {
    const { table, senders } = seatedTable(4, 1);
    const pick = chooser(2);
    const rounds = 300;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) playRound(table, senders, pick);
    const seconds = (performance.now() - started) / 1000;

    let largestSnapshot = 0;
    let largestView = 0;
    const big = seatedTable(8, 3);
    const pickBig = chooser(4);
    for (let i = 0; i < 50; i++) {
      largestView = Math.max(largestView, playRound(big.table, big.senders, pickBig));
      largestSnapshot = Math.max(largestSnapshot, JSON.stringify(big.table.persist()).length);
    }
    return [
      { name: 'full rounds per second, 4 seats, random legal intents', value: rounds / seconds, unit: 'rounds/s' },
      { name: 'persisted snapshot JSON, 8 seats, largest end of round', value: largestSnapshot, unit: 'bytes' },
      { name: 'public view JSON, 8 seats, largest during a round', value: largestView, unit: 'bytes' },
    ];
  },
};
