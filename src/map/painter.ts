/**
 * Keeps this client's local items of the table on the map in step with what it should show: after any change
 * (the table, this player's view, the anchor) it draws the table again and writes only the difference. Redraws run
 * one at a time; changes that arrive meanwhile are drawn together once the one under way ends.
 */
import type { ItemUpdate, SceneItem, ScenePort, Vector2 } from '../plugin/port';
import type { TableView } from '../../machines/catalog';
import { diffDrawings } from './diff';
import { type Drawn, drawTable } from './draw';
import { mapTable, type MapViewer } from './model';
import type { MapMotion } from './motionPlayer';

export interface PainterInputs {
  anchor: SceneItem | null;
  table: TableView | null;
  viewer: MapViewer;
  /** Scene units to a grid cell. */
  cell: number;
}

export interface Painter {
  /** Draws again from the inputs as they are when the redraw starts. */
  redraw(): Promise<void>;
  /** How many local items this client holds for the table now. */
  count(): number;
  /** Deletes what it drew. */
  clear(): Promise<void>;
}

const plus = (a: Vector2, b: Vector2): Vector2 => ({ x: a.x + b.x, y: a.y + b.y });

export function mapPainter(
  scene: Pick<ScenePort, 'local'>,
  inputs: () => PainterInputs,
  motion?: MapMotion,
): Painter {
  let drawn: Drawn[] = [];
  let drawnFor: string | null = null;
  let at: Vector2 = { x: 0, y: 0 };
  let running: Promise<void> | null = null;
  let again = false;
  let frameDue = false;

  /** Writes the difference from what is drawn to `next`; a motion frame's updates as Owlbear's fast ones. */
  async function write(next: Drawn[], fast: boolean) {
    const changes = diffDrawings(drawn, next);
    drawn = next;
    if (changes.delete.length > 0) await scene.local.delete(changes.delete);
    if (changes.add.length > 0)
      await scene.local.add(
        changes.add.map((item) => ({ ...item, position: plus(at, item.position) })),
      );
    if (changes.update.length > 0)
      await scene.local.update(
        changes.update.map(
          (u): ItemUpdate => (u.position ? { ...u, position: plus(at, u.position) } : u),
        ),
        fast ? { fast } : undefined,
      );
  }

  async function once() {
    const { anchor, table, viewer, cell } = inputs();
    if (!anchor || !table || anchor.id !== drawnFor) {
      // Gone with the anchor (Owlbear deletes what is attached to it), or round another one: start afresh.
      const old = drawn.map((item) => item.id);
      drawn = [];
      drawnFor = null;
      motion?.reset();
      if (old.length > 0) await scene.local.delete(old);
      if (!anchor || !table) return;
      drawnFor = anchor.id;
    }
    at = anchor.position;
    const model = mapTable(table, viewer);
    const final = drawTable(model, anchor.id, cell);
    await write(motion ? motion.land(model, final, anchor.id) : final, false);
  }

  async function frame() {
    if (drawnFor && motion) await write(motion.frame(), true);
  }

  async function loop() {
    do {
      const redraw = again || !frameDue;
      again = false;
      frameDue = false;
      const step = redraw ? once() : frame();
      await step.catch((error) => console.warn('The table on the map could not be drawn:', error));
      motion?.request(tick);
    } while (again || frameDue);
    running = null;
  }

  /** A motion frame: drawn in turn with the redraws, merged into one when a redraw is waiting. */
  function tick() {
    frameDue = true;
    running ??= loop();
    return running;
  }

  return {
    redraw() {
      if (running) {
        again = true;
        return running;
      }
      running = loop();
      return running;
    },
    count: () => drawn.length,
    async clear() {
      await running;
      motion?.reset();
      const old = drawn.map((item) => item.id);
      drawn = [];
      drawnFor = null;
      if (old.length > 0) await scene.local.delete(old);
    },
  };
}
