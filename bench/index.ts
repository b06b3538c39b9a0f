/**
 * `npm run bench`: the speed and size figures the performance goals track.
 * Benchmarks measure; tests never assert a time.
 */
import type { Bench, Figure } from './types';
import { gameBenches } from './games';
import { interpreterBench } from './interpreter';
import { memoryBench } from './memory';
import { runtimeBench } from './runtime';
import { savesBench } from './saves';
import { simulatorBench } from './simulator';

const benches: Bench[] = [
  ...gameBenches,
  interpreterBench,
  simulatorBench,
  memoryBench,
  savesBench,
  runtimeBench,
];

function format(f: Figure): string {
  // A ratio to its target in hundredths: 0.47× is not 0.5×.
  const value = Number.isInteger(f.value)
    ? f.value.toLocaleString('en-US')
    : f.value.toFixed(f.unit === '×' ? 2 : 1);
  return `  ${f.name.padEnd(56)} ${value.padStart(12)} ${f.unit}${f.target ? `   (target ${f.target})` : ''}`;
}

for (const bench of benches) {
  console.log(bench.title);
  for (const figure of await bench.run()) console.log(format(figure));
}
