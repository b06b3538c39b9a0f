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
  /** Seat → the token its plate sits at (live entries only), and where a shared item is, if it is. */
  seated?: Readonly<Record<string, string>>;
  itemAt?: (id: string) => Vector2 | undefined;
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
  // Where the anchor is, and where the item an item hangs from is (the anchor or a seat's token), as last drawn.
  let anchorAt: Vector2 = { x: 0, y: 0 };
  let parentAt: (id?: string) => Vector2 | undefined = () => undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let frameDue = false;

  /** Writes the difference from what is drawn to `next`; a motion frame's updates as Owlbear's fast ones. */
  async function write(next: Drawn[], fast: boolean) {
    const changes = diffDrawings(drawn, next);
    drawn = next;
    const parents = new Map(next.map((item) => [item.id, parentAt(item.attachedTo)]));
    const at = (id: string) => parents.get(id) ?? anchorAt;
    const placed = new Map(next.map((item) => [item.id, item.position]));
    if (changes.delete.length > 0) await scene.local.delete(changes.delete);
    if (changes.add.length > 0)
      await scene.local.add(
        changes.add.map((item) => ({ ...item, position: plus(at(item.id), item.position) })),
      );
    if (changes.update.length > 0)
      await scene.local.update(
        changes.update.map((u): ItemUpdate => {
          // An item that changes parent is placed afresh, its offset now from the new one.
          const offset = u.position ?? ('attachedTo' in u ? placed.get(u.id) : undefined);
          return offset ? { ...u, position: plus(at(u.id), offset) } : u;
        }),
        fast ? { fast } : undefined,
      );
  }

  async function once() {
    const { anchor, table, viewer, cell, seated = {}, itemAt = () => undefined } = inputs();
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
    anchorAt = anchor.position;
    parentAt = (id = anchor.id) => (id === anchor.id ? anchor.position : itemAt(id));
    // What hung from a token now gone went with it (Owlbear deletes what is attached): it is drawn afresh.
    drawn = drawn.filter((item) => parentAt(item.attachedTo) !== undefined);
    const model = mapTable(table, viewer);
    const final = drawTable(model, anchor.id, cell, seated);
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
