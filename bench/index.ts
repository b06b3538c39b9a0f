/**
 * `npm run bench`: the speed and size figures the performance goals track.
 * Benchmarks measure; tests never assert a time.
 */
import { readFileSync } from 'node:fs';
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
if (only.includes('--help') || only.includes('-h')) {
  console.log(
    'npm run bench -- [word ...]: runs the sections whose title names a word (all by default).',
  );
  console.log('Sections, in the order they run:');
  for (const bench of benches) console.log(`  ${bench.title}`);
  process.exit(0);
}
const chosen = only.length
  ? benches.filter((b) => only.some((w) => b.title.toLowerCase().includes(w)))
  : benches;

/**
 * Seconds of processor time so far: this process's threads, and the processes it ran and waited for (Linux's
 * /proc/self/stat, in clock ticks of 1/100 s; elsewhere this process's alone). On a machine others share, a section's
 * wall time says how busy the machine was as much as what the section costs; its processor time says the latter.
 */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  let children = 0;
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    children = (Number(fields[13]) + Number(fields[14])) / 100; // cutime and cstime
  } catch {}
  return (user + system) / 1e6 + children;
}

// Each section's time, and the whole run's: the bench is meant to fit in a few minutes, and these say where it goes.
const clock = () => ({ wall: performance.now() / 1000, cpu: cpuSeconds() });
const took = (name: string, since: ReturnType<typeof clock>): Figure[] => {
  const now = clock();
  return [
    { name, value: now.wall - since.wall, unit: 's' },
    {
      name: '  of processor time (every thread and process it ran)',
      value: now.cpu - since.cpu,
      unit: 's',
    },
  ];
};
const began = clock();
for (const bench of chosen) {
  console.log(bench.title);
  const start = clock();
  for (const figure of await bench.run()) console.log(format(figure));
  for (const figure of took('this section took', start)) console.log(format(figure));
}
for (const figure of took(`the bench took (${chosen.length} sections)`, began))
  console.log(format(figure));
