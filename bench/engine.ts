/** Headless engine figures: rounds per second, persisted snapshot size, view size. */
import { createTable, seededDice, type Sender } from '../machines';
import { twentyOne } from '../machines/twenty-one';
import { chooser, legalChoices } from '../machines/engine/autoplay';
import type { Bench } from './types';

const gm: Sender = { role: 'gm', id: 'gm' };

function seatedTable(seats: number, seed: number) {
  const table = createTable(twentyOne, { dice: seededDice(seed), input: { options: { liquidMode: true } } });
  const players: Sender[] = Array.from({ length: seats }, (_, i) => ({ role: 'player', id: `p${i + 1}` }));
  players.forEach((p, i) => table.send(p, { type: 'JOIN', name: `Player ${i + 1}`, purse: 1_000_000 }));
  return { table, senders: [gm, ...players] };
}

interface RoundFigures {
  /** Milliseconds spent inside `table.send` (validation, authority, rules, dice, machine). */
  engineMs: number;
  steps: number;
  /** Bytes of the largest public view seen. */
  largestView: number;
}

/** Plays random legal intents (skills, drinks and side bets included) until the round is over. */
function playRound(table: ReturnType<typeof seatedTable>['table'], senders: Sender[], pick: ReturnType<typeof chooser>): RoundFigures {
  const figures: RoundFigures = { engineMs: 0, steps: 0, largestView: 0 };
  const send = (sender: Sender, intent: unknown) => {
    const started = performance.now();
    const outcome = table.send(sender, intent);
    figures.engineMs += performance.now() - started;
    figures.steps++;
    if (!outcome.ok) throw new Error(outcome.reason);
  };
  send(gm, { type: table.view({ role: 'gm' }).phase === 'lobby' ? 'START_ROUND' : 'NEXT_ROUND' });
  while (table.view({ role: 'gm' }).phase !== 'roundOver') {
    const choice = pick(legalChoices(table, senders).filter((c) => c.intent.type !== 'VOID_ROUND'));
    if (!choice) throw new Error('A round got stuck with nothing legal to do.');
    send(choice.sender, choice.intent);
    figures.largestView = Math.max(figures.largestView, JSON.stringify(table.view({ role: 'player', id: 'spectator' })).length);
  }
  return figures;
}

export const engineBench: Bench = {
  title: 'Engine (headless, Tavern Twenty-One with skills, drinks and side bets)',
  run() {
    const { table, senders } = seatedTable(4, 1);
    const pick = chooser(2);
    const rounds = 200;
    let engineMs = 0;
    let steps = 0;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) {
      const round = playRound(table, senders, pick);
      engineMs += round.engineMs;
      steps += round.steps;
    }
    const wallSeconds = (performance.now() - started) / 1000;

    let largestSnapshot = 0;
    let largestView = 0;
    const big = seatedTable(8, 3);
    const pickBig = chooser(4);
    for (let i = 0; i < 40; i++) {
      largestView = Math.max(largestView, playRound(big.table, big.senders, pickBig).largestView);
      largestSnapshot = Math.max(largestSnapshot, JSON.stringify(big.table.persist()).length);
    }
    return [
      { name: 'full rounds per second, 4 seats (engine time only)', value: rounds / (engineMs / 1000), unit: 'rounds/s' },
      { name: 'intents applied per second (engine time only)', value: steps / (engineMs / 1000), unit: 'intents/s' },
      { name: 'full rounds per second, 4 seats, with the random driver', value: rounds / wallSeconds, unit: 'rounds/s' },
      { name: 'persisted snapshot JSON, 8 seats, largest end of round', value: largestSnapshot, unit: 'bytes' },
      { name: 'public view JSON, 8 seats, largest during a round', value: largestView, unit: 'bytes' },
    ];
  },
};
