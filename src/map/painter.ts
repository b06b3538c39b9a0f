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

export function mapPainter(scene: Pick<ScenePort, 'local'>, inputs: () => PainterInputs): Painter {
  let drawn: Drawn[] = [];
  let drawnFor: string | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function once() {
    const { anchor, table, viewer, cell, seated = {}, itemAt = () => undefined } = inputs();
    if (!anchor || !table || anchor.id !== drawnFor) {
      // Gone with the anchor (Owlbear deletes what is attached to it), or round another one: start afresh.
      const old = drawn.map((item) => item.id);
      drawn = [];
      drawnFor = null;
      if (old.length > 0) await scene.local.delete(old);
      if (!anchor || !table) return;
      drawnFor = anchor.id;
    }
    // What hung from a token now gone went with it (Owlbear deletes what is attached): it is drawn afresh.
    const parentAt = (id = anchor.id) => (id === anchor.id ? anchor.position : itemAt(id));
    drawn = drawn.filter((item) => parentAt(item.attachedTo) !== undefined);
    const next = drawTable(mapTable(table, viewer), anchor.id, cell, seated);
    const changes = diffDrawings(drawn, next);
    drawn = next;
    const parents = new Map(next.map((item) => [item.id, parentAt(item.attachedTo)]));
    const at = (id: string) => parents.get(id) ?? anchor.position;
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
      );
  }

  async function loop() {
    do {
      again = false;
      await once().catch((error) =>
        console.warn('The table on the map could not be drawn:', error),
      );
    } while (again);
    running = null;
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
      const old = drawn.map((item) => item.id);
      drawn = [];
      drawnFor = null;
      if (old.length > 0) await scene.local.delete(old);
    },
  };
}
