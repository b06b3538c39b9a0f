/**
 * The table on the map on one client (src/map): at 8 seats of Standard played by the random driver, the time to
 * redraw after each move (the map's model, its drawing, the diff and the writes to a local store kept in a Map, as
 * Owlbear's local items are kept on the client), the items the client holds, the items each redraw writes, and
 * the heap after 100 and 1,000 rounds with the map drawn after every move, beside the same session without it.
 * With motion on (its frames stepped by hand): the time of one frame and the items it writes, over every frame of
 * every move's motion, and the heap with each move's motion run to its end. Heap figures need node's `--expose-gc`
 * (`npm run bench` passes it).
 */
import { createTable, seededDice, type Sender, type TableView } from '../machines';
import { chooser, playRound } from '../machines/engine/autoplay';
import { twentyOne } from '../machines/twenty-one';
import { anchorItem } from '../src/map/anchor';
import { mapMotion } from '../src/map/motionPlayer';
import { mapPainter, type PainterInputs } from '../src/map/painter';
import type { ItemUpdate, LocalItemStore, NewItem, SceneItem } from '../src/plugin/port';
import { PUBLIC_VIEWER } from '../src/sync/publicTable';
import { steppedClock } from '../tests/support/motion';
import type { Bench, Figure } from './types';

const MB = 1024 * 1024;
const SEATS = 8;
const CELL = 150;

/** This client's local items, kept as Owlbear keeps them on the client: by id; counts the items each write touches. */
function localStore() {
  const items = new Map<string, NewItem>();
  const touched = { count: 0 };
  const store = {
    get: async () => [...items.values()] as unknown as SceneItem[],
    add: async (added: readonly NewItem[]) => {
      for (const item of added) items.set(item.id, item);
      touched.count += added.length;
    },
    update: async (updates: readonly ItemUpdate[]) => {
      for (const u of updates) Object.assign(items.get(u.id) ?? {}, u);
      touched.count += updates.length;
    },
    delete: async (ids: readonly string[]) => {
      for (const id of ids) items.delete(id);
      touched.count += ids.length;
    },
  } as unknown as LocalItemStore;
  return { store, items, touched };
}

function session() {
  const gm: Sender = { role: 'gm', id: 'gm' };
  const players: Sender[] = Array.from({ length: SEATS }, (_, i) => ({
    role: 'player',
    id: `seat-${i}`,
  }));
  const table = createTable(twentyOne, {
    dice: seededDice(11),
    input: { options: { startingPurse: 1_000_000 } },
  });
  for (const [i, p] of players.entries())
    table.send(p, { type: 'JOIN', name: `Player ${i + 1}`, purse: 1_000_000 });
  const play = { senders: [gm, ...players], choose: chooser(5), skip: ['VOID_ROUND'] };
  return { table, play, viewer: { role: 'player' as const, id: 'seat-0' } };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Plays `rounds`, redrawing the map after each move when `painter` is given; the redraw times, in ms. */
async function playRounds(
  s: ReturnType<typeof session>,
  rounds: number,
  redraw?: (inputs: PainterInputs) => Promise<void>,
): Promise<number[]> {
  const times: number[] = [];
  const anchor = {
    ...anchorItem('anchor', { x: 0, y: 0 }, CELL),
    zIndex: 0,
  } as unknown as SceneItem;
  for (let r = 0; r < rounds; r++) {
    const views: PainterInputs[] = [];
    const ok = playRound(s.table, {
      ...s.play,
      onStep: () => {
        if (redraw)
          views.push({
            anchor,
            table: s.table.view(PUBLIC_VIEWER) as TableView,
            viewer: { role: 'PLAYER', own: s.table.view(s.viewer) as TableView },
            cell: CELL,
          });
      },
    });
    if (!ok) throw new Error('A purse ran short of the ante.');
    for (const inputs of views) {
      const start = performance.now();
      await redraw!(inputs);
      times.push(performance.now() - start);
    }
  }
  return times;
}

/** A painter with motion over its own store; `redraw` runs a move's motion to its end, timing each frame. */
function movingPainter() {
  const local = localStore();
  const time = steppedClock();
  let current: PainterInputs | null = null;
  const painter = mapPainter({ local: local.store }, () => current!, mapMotion(time.clock));
  const frames: { ms: number; items: number }[] = [];
  return {
    painter,
    frames,
    /** Draws `inputs` and steps each frame of its motion; `leap` runs it to its end in one. */
    async redraw(inputs: PainterInputs, leap = false) {
      current = inputs;
      await painter.redraw();
      while (time.pending()) {
        const touched = local.touched.count;
        const start = performance.now();
        await time.step(leap ? 10_000 : undefined);
        frames.push({ ms: performance.now() - start, items: local.touched.count - touched });
      }
    },
  };
}

async function motionFigures(): Promise<Figure[]> {
  const moving = movingPainter();
  const s = session();
  await playRounds(s, 5, (inputs) => moving.redraw(inputs)); // warm-up
  moving.frames.length = 0;
  const moves = (await playRounds(s, 30, (inputs) => moving.redraw(inputs))).length;
  const { frames } = moving;
  return [
    {
      name: `motion frame, ${SEATS} seats (median)`,
      value: median(frames.map((f) => f.ms)),
      unit: 'ms',
      target: '≤ 16',
    },
    { name: 'motion frame (slowest)', value: Math.max(...frames.map((f) => f.ms)), unit: 'ms' },
    {
      name: 'items written per motion frame (mean)',
      value: frames.reduce((sum, f) => sum + f.items, 0) / frames.length,
      unit: 'items',
    },
    { name: 'motion frames per move (mean)', value: frames.length / moves, unit: 'frames' },
    {
      name: 'local items per client once motion ends',
      value: moving.painter.count(),
      unit: 'items',
    },
  ];
}

function heap(gc: () => void) {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** The map redrawn after every move, without motion: each redraw's time and the items it writes. */
async function redrawFigures(): Promise<Figure[]> {
  const local = localStore();
  let current: PainterInputs | null = null;
  const painter = mapPainter({ local: local.store }, () => current!);
  const redraw = (inputs: PainterInputs) => {
    current = inputs;
    return painter.redraw();
  };
  const s = session();
  await playRounds(s, 5, redraw); // warm-up
  local.touched.count = 0;
  const times = await playRounds(s, 30, redraw);
  return [
    {
      name: `redraw after a move, ${SEATS} seats (median)`,
      value: median(times),
      unit: 'ms',
      target: '≤ 16',
    },
    { name: 'redraw after a move (slowest of 30 rounds)', value: Math.max(...times), unit: 'ms' },
    { name: 'local items per client', value: painter.count(), unit: 'items' },
    {
      name: 'items written per redraw (mean)',
      value: local.touched.count / times.length,
      unit: 'items',
    },
    { name: 'shared items written per publication', value: 0, unit: 'items', target: '≤ 1' },
  ];
}

type Way = 'drawn' | 'in motion' | 'none';

/** The heap's growth from 100 to 1,000 rounds of a session, the map drawn after each move in `way`. */
async function heapGrowth(way: Way, gc: () => void): Promise<Figure> {
  const store = localStore();
  let inputs: PainterInputs | null = null;
  const p = mapPainter({ local: store.store }, () => inputs!);
  const moving = movingPainter();
  const each =
    way === 'drawn'
      ? (next: PainterInputs) => {
          inputs = next;
          return p.redraw();
        }
      : way === 'in motion'
        ? (next: PainterInputs) => moving.redraw(next, true)
        : undefined;
  const long = session();
  await playRounds(long, 100, each);
  moving.frames.length = 0;
  const at100 = heap(gc);
  await playRounds(long, 900, each);
  moving.frames.length = 0;
  const at1000 = heap(gc);
  const what =
    way === 'none'
      ? 'without the map'
      : way === 'drawn'
        ? 'with the map drawn'
        : 'with the map drawn in motion';
  return {
    name: `heap growth 100 → 1,000 rounds, ${what}`,
    value: (at1000 - at100) / MB,
    unit: 'MB',
    ...(way === 'none' ? {} : { target: 'within 1 MB of the session without it' }),
  };
}

async function run(): Promise<Figure[]> {
  const figures = [...(await redrawFigures()), ...(await motionFigures())];
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    console.log('  (heap figures skipped: run node with --expose-gc)');
    return figures;
  }
  for (const way of ['drawn', 'in motion', 'none'] as const)
    figures.push(await heapGrowth(way, gc));
  return figures;
}

export const mapBench: Bench = { title: 'The table on the map (one client)', run };
