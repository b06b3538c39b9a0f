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

/** Where the item an item hangs from is (the anchor or a seat's token), as last drawn; the anchor's by default. */
interface Parents {
  parentAt: (id?: string) => Vector2 | undefined;
  anchorAt: Vector2;
}

/** Writes the difference between two drawings, each item placed at its offset from the item it hangs from. */
async function writeDifference(
  local: ScenePort['local'],
  before: Drawn[],
  next: Drawn[],
  { parentAt, anchorAt }: Parents,
  fast: boolean,
) {
  const changes = diffDrawings(before, next);
  const parents = new Map(next.map((item) => [item.id, parentAt(item.attachedTo)]));
  const at = (id: string) => parents.get(id) ?? anchorAt;
  const placed = new Map(next.map((item) => [item.id, item.position]));
  if (changes.delete.length > 0) await local.delete(changes.delete);
  if (changes.add.length > 0)
    await local.add(
      changes.add.map((item) => ({ ...item, position: plus(at(item.id), item.position) })),
    );
  if (changes.update.length > 0)
    await local.update(
      changes.update.map((u): ItemUpdate => {
        // An item that changes parent is placed afresh, its offset now from the new one.
        const offset = u.position ?? ('attachedTo' in u ? placed.get(u.id) : undefined);
        return offset ? { ...u, position: plus(at(u.id), offset) } : u;
      }),
      fast ? { fast } : undefined,
    );
}

export const mapPainter = (
  scene: Pick<ScenePort, 'local'>,
  inputs: () => PainterInputs,
  motion?: MapMotion,
): Painter => new LocalPainter(scene, inputs, motion);

/** The painter of one client: one write at a time, redraws and motion frames taking turns. */
class LocalPainter implements Painter {
  private drawn: Drawn[] = [];
  private drawnFor: string | null = null;
  // Where the anchor is, and where the item an item hangs from is (the anchor or a seat's token), as last drawn.
  private parents: Parents = { parentAt: () => undefined, anchorAt: { x: 0, y: 0 } };
  private running: Promise<void> | null = null;
  private again = false;
  private frameDue = false;

  constructor(
    private readonly scene: Pick<ScenePort, 'local'>,
    private readonly inputs: () => PainterInputs,
    private readonly motion?: MapMotion,
  ) {}

  redraw() {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop();
    return this.running;
  }

  count() {
    return this.drawn.length;
  }

  async clear() {
    await this.running;
    await this.forget();
  }

  /** Writes the difference from what is drawn to `next`; a motion frame's updates as Owlbear's fast ones. */
  private async write(next: Drawn[], fast: boolean) {
    const before = this.drawn;
    this.drawn = next;
    await writeDifference(this.scene.local, before, next, this.parents, fast);
  }

  /** Deletes what this client drew, and forgets it. */
  private async forget() {
    const old = this.drawn.map((item) => item.id);
    this.drawn = [];
    this.drawnFor = null;
    this.motion?.reset();
    if (old.length > 0) await this.scene.local.delete(old);
  }

  private async once() {
    const { anchor, table, viewer, cell, seated = {}, itemAt = () => undefined } = this.inputs();
    if (!anchor || !table || anchor.id !== this.drawnFor) {
      // Gone with the anchor (Owlbear deletes what is attached to it), or round another one: start afresh.
      await this.forget();
      if (!anchor || !table) return;
      this.drawnFor = anchor.id;
    }
    const parentAt = (id = anchor.id) => (id === anchor.id ? anchor.position : itemAt(id));
    this.parents = { parentAt, anchorAt: anchor.position };
    // What hung from a token now gone went with it (Owlbear deletes what is attached): it is drawn afresh.
    this.drawn = this.drawn.filter((item) => parentAt(item.attachedTo) !== undefined);
    const model = mapTable(table, viewer);
    const final = drawTable(model, anchor.id, cell, seated);
    await this.write(this.motion ? this.motion.land(model, final, anchor.id) : final, false);
  }

  private async frame() {
    if (this.drawnFor && this.motion) await this.write(this.motion.frame(), true);
  }

  private async loop() {
    do {
      const redraw = this.again || !this.frameDue;
      this.again = false;
      this.frameDue = false;
      const step = redraw ? this.once() : this.frame();
      await step.catch((error) => console.warn('The table on the map could not be drawn:', error));
      this.motion?.request(this.tick);
    } while (this.again || this.frameDue);
    this.running = null;
  }

  /** A motion frame: drawn in turn with the redraws, merged into one when a redraw is waiting. */
  private tick = () => {
    this.frameDue = true;
    this.running ??= this.loop();
    return this.running;
  };
}
