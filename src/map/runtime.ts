/**
 * The table on the map on one client, run by its background page (loaded on demand, src/map/onDemand.ts): every
 * client draws its own local items round the anchor from the public table and its own view; a GM's client also
 * keeps the anchor (keeper.ts). Nothing here writes a shared item but the keeper, and it never writes one per
 * publication: only when the GM places, moves or removes the table, or puts it back.
 */
import type { OwlbearPort, SceneItem } from '../plugin/port';
import type { TableClient } from '../sync/client';
import { firstAnchor, type Keeper, keepTable } from './keeper';
import { type MotionClock, pageClock } from './motionClock';
import { mapMotion } from './motionPlayer';
import { mapPainter, type Painter } from './painter';
import { followPublicTable, type PublicFollow } from './publicFollow';

const DEFAULT_CELL = 150;

export interface MapRuntime {
  painter: Painter;
  keeper: Keeper | null;
  stop(): Promise<void>;
}

export async function runMap(
  port: OwlbearPort,
  client: Pick<TableClient, 'state' | 'subscribe'>,
  options: { newId?: () => string; clock?: MotionClock | null } = {},
): Promise<MapRuntime> {
  const scene = await port.scene();
  // Owlbear's default grid until a scene is open to ask (its dpi is the scene's).
  const dpi = () => scene.gridDpi().catch(() => DEFAULT_CELL);
  let cell = (await scene.isReady()) ? await dpi() : DEFAULT_CELL;
  const role = client.state().self.role;
  let anchor: SceneItem | null = null;
  // Motion is this client's alone, from the change it draws; no clock (or a page that cannot tell), none.
  const clock = options.clock === undefined ? pageClock() : options.clock;
  const motion = clock ? mapMotion(clock) : undefined;
  const painter = mapPainter(
    scene,
    () => ({
      anchor,
      table: follow?.view() ?? null,
      viewer: { role, own: client.state().view },
      cell,
    }),
    motion,
  );
  const redraw = () => void painter.redraw();
  // The room's table is verified and decoded at each publication only while there is a table on the map to draw:
  // a GM's client, which loads this at once, spends nothing on it until the table is placed.
  let follow: PublicFollow | null = null;
  const readAnchor = (items: SceneItem[]) => {
    anchor = firstAnchor(items);
    if (anchor && !follow) follow = followPublicTable(port, redraw);
    if (!anchor && follow) {
      follow.stop();
      follow = null;
    }
    redraw();
  };
  const stops = [
    client.subscribe(redraw),
    scene.items.onChange(readAnchor),
    scene.onReadyChange((ready) => {
      if (!ready) return readAnchor([]);
      void dpi()
        .then((next) => {
          cell = next;
          return scene.items.get();
        })
        .then(readAnchor);
    }),
  ];
  if (await scene.isReady()) readAnchor(await scene.items.get());
  const keeper = role === 'GM' ? await keepTable(port, scene, { cell, ...options }) : null;
  return {
    painter,
    keeper,
    async stop() {
      stops.forEach((stop) => stop());
      follow?.stop();
      keeper?.stop();
      motion?.stop();
      await painter.clear();
    },
  };
}
