/**
 * The host's memory over a long session: one Standard table of four seats
 * played by the random driver, the heap measured after a full collection at
 * 100 rounds and at 2,000 (goal: within 5 MB). The table's log keeps the
 * round in play; the same session is measured again with the statechart
 * debugger attached, as the host serves it to the GM. Needs node's
 * `--expose-gc` (`npm run bench` passes it); without it the figures are
 * skipped.
 */
import { createTable, seededDice, type AnyGame, type Sender } from '../machines';
import { chooser, playRound } from '../machines/engine/autoplay';
import { twentyOne } from '../machines/twenty-one';
import { createLocalDebugger } from '../src/debugger/local-port';
import type { Bench, Figure } from './types';

const MB = 1024 * 1024;

function heapAfterGc(gc: () => void): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** The heap at 100 and at 2,000 rounds, and the log the table keeps; with the debugger the host serves the GM, if asked. */
function session(gc: () => void, withDebugger: boolean) {
  const gm: Sender = { role: 'gm', id: 'gm' };
  const players: Sender[] = Array.from({ length: 4 }, (_, i) => ({
    role: 'player',
    id: `8e2f1c7a-4b3d-4e9a-a1f0-${String(i).padStart(12, '0')}`,
  }));
  const table = createTable(twentyOne, {
    dice: seededDice(7),
    input: { options: { liquidMode: true, startingPurse: 1_000_000 } },
  });
  for (const [i, p] of players.entries())
    table.send(p, { type: 'JOIN', name: `Player ${i + 1}`, purse: 1_000_000 });
  const debug = withDebugger ? createLocalDebugger(twentyOne as AnyGame, table) : null;
  const play = { senders: [gm, ...players], choose: chooser(8), skip: ['VOID_ROUND'] };
  const playTo = (rounds: number) => {
    for (let played = 0; played < rounds; played++)
      if (!playRound(table, play)) throw new Error('A purse ran short of the ante.');
  };
  playTo(100);
  const at100 = heapAfterGc(gc);
  playTo(1900);
  const at2000 = heapAfterGc(gc);
  debug?.close();
  return { at100, at2000, history: table.history.length, events: table.events.length };
}

function run(): Figure[] {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    console.log('  (heap figures skipped: run node with --expose-gc)');
    return [];
  }
  const bare = session(gc, false);
  const served = session(gc, true);
  return [
    { name: 'heap after 100 rounds (after gc)', value: bare.at100 / MB, unit: 'MB' },
    { name: 'heap after 2,000 rounds (after gc)', value: bare.at2000 / MB, unit: 'MB' },
    {
      name: 'growth from 100 to 2,000 rounds',
      value: (bare.at2000 - bare.at100) / MB,
      unit: 'MB',
      target: '≤ 5 MB',
    },
    { name: 'table.history kept after 2,000 rounds', value: bare.history, unit: 'steps' },
    { name: 'table.events kept after 2,000 rounds', value: bare.events, unit: 'events' },
    {
      name: 'growth from 100 to 2,000 rounds, the GM\u2019s debugger attached',
      value: (served.at2000 - served.at100) / MB,
      unit: 'MB',
      target: '≤ 5 MB',
    },
  ];
}

export const memoryBench: Bench = {
  title: 'Tavern Twenty-One: Standard mode, memory over a long session (table and driver)',
  run,
};
