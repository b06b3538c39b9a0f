/**
 * `npm run bench`: the speed and size figures the performance goals track.
 * Benchmarks measure; tests never assert a time.
 */
import type { Bench, Figure } from './types';
import { broadcastBench } from './broadcast';
import { botsBenches } from './bots';
import { gameBenches } from './games';
import { interpreterBench } from './interpreter';
import { mapBench } from './map';
import { memoryBench } from './memory';
import { runtimeBench } from './runtime';
import { savesBench } from './saves';
import { simulatorBench } from './simulator';

const benches: Bench[] = [
  ...gameBenches,
  interpreterBench,
  simulatorBench,
  ...botsBenches,
  memoryBench,
  savesBench,
  runtimeBench,
  broadcastBench,
  mapBench,
];

function format(f: Figure): string {
  // A ratio to its target in hundredths: 0.47× is not 0.5×.
  const value = Number.isInteger(f.value)
    ? f.value.toLocaleString('en-US')
    : f.value.toFixed(f.unit === '×' ? 2 : 1);
  return `  ${f.name.padEnd(56)} ${value.padStart(12)} ${f.unit}${f.target ? `   (target ${f.target})` : ''}`;
}

// `npm run bench -- styles broadcast` runs only the sections whose title names one of the words.
const only = process.argv.slice(2).map((w) => w.toLowerCase());
const chosen = only.length
  ? benches.filter((b) => only.some((w) => b.title.toLowerCase().includes(w)))
  : benches;

for (const bench of chosen) {
  console.log(bench.title);
  for (const figure of await bench.run()) console.log(format(figure));
}
