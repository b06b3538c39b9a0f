/**
 * The host's memory over a long session: one Standard table of four seats
 * played by the random driver, the heap measured after a full collection at
 * 100 rounds and at 2,000. The table's log keeps the round in play, so the
 * two should be within a few MB (goal: 5). Needs node's `--expose-gc`
 * (`npm run bench` passes it); without it the figures are skipped.
 */
import { createTable, seededDice, type Sender } from '../machines';
import { chooser, playRound } from '../machines/engine/autoplay';
import { twentyOne } from '../machines/twenty-one';
import type { Bench, Figure } from './types';

const MB = 1024 * 1024;

function heapAfterGc(gc: () => void): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

function run(): Figure[] {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    console.log('  (heap figures skipped: run node with --expose-gc)');
    return [];
  }
  const gm: Sender = { role: 'gm', id: 'gm' };
  const players: Sender[] = Array.from({ length: 4 }, (_, i) => ({ role: 'player', id: `8e2f1c7a-4b3d-4e9a-a1f0-${String(i).padStart(12, '0')}` }));
  const table = createTable(twentyOne, { dice: seededDice(7), input: { options: { liquidMode: true } } });
  for (const [i, p] of players.entries()) table.send(p, { type: 'JOIN', name: `Player ${i + 1}`, purse: 1_000_000 });
  const play = { senders: [gm, ...players], choose: chooser(8), skip: ['VOID_ROUND'] };
  const playTo = (rounds: number) => {
    for (let played = 0; played < rounds; played++) if (!playRound(table, play)) throw new Error('A purse ran short of the ante.');
  };
  playTo(100);
  const at100 = heapAfterGc(gc);
  playTo(1900);
  const at2000 = heapAfterGc(gc);
  return [
    { name: 'heap after 100 rounds (after gc)', value: at100 / MB, unit: 'MB' },
    { name: 'heap after 2,000 rounds (after gc)', value: at2000 / MB, unit: 'MB' },
    { name: 'growth from 100 to 2,000 rounds', value: (at2000 - at100) / MB, unit: 'MB', target: '≤ 5 MB' },
    { name: 'table.history kept after 2,000 rounds', value: table.history.length, unit: 'steps' },
    { name: 'table.events kept after 2,000 rounds', value: table.events.length, unit: 'events' },
  ];
}

export const memoryBench: Bench = { title: 'Tavern Twenty-One: Standard mode, memory over a long session (table and driver)', run };
