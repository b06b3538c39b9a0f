/**
 * The table on the map on one client, run by its background page (loaded on demand, src/map/onDemand.ts): every
 * client draws its own local items round the anchor from the public table and its own view, each seat at a token
 * under that token; a GM's client also keeps the anchor (keeper.ts) and the seats at tokens (seating.ts). Nothing
 * here writes a shared item but the keeper, and it never writes one per publication: only when the GM places, moves
 * or removes the table, seats a seat at a token, or puts the table back.
 */
import type { OwlbearPort, PartyPlayer, SceneItem, Vector2 } from '../plugin/port';
import type { ScenePort } from '../plugin/scenePort';
import type { TableClient } from '../sync/client';
import { firstAnchor, type Keeper, keepTable } from './keeper';
import { type MotionClock, pageClock } from './motionClock';
import { mapMotion } from './motionPlayer';
import { mapPainter, type Painter, type PainterInputs } from './painter';
import { followPublicTable, type PublicFollow } from './publicFollow';
import { keepSeating, type Seating } from './seating';
import { seatMenus } from './seatMenus';
import { liveSeatTokens, readRefusal, SEAT_CHANNEL, type SeatRequest, seatTokensOf } from './seats';

const DEFAULT_CELL = 150;

export interface MapRuntime {
  painter: Painter;
  keeper: Keeper | null;
  stop(): Promise<void>;
}

/** Owlbear's default grid until a scene is open to ask (its dpi is the scene's). */
const dpiOf = (scene: ScenePort) => scene.gridDpi().catch(() => DEFAULT_CELL);

/** What this client follows: its table's views, the scene's items and readiness, itself, and refusals sent to it. */
function listen(
  port: OwlbearPort,
  scene: ScenePort,
  client: Pick<TableClient, 'subscribe'>,
  on: {
    redraw(): void;
    readAnchor(items: SceneItem[]): void;
    rescaled(cell: number): void;
    self(now?: PartyPlayer): PartyPlayer;
  },
) {
  return [
    client.subscribe(on.redraw),
    scene.items.onChange(on.readAnchor),
    scene.onReadyChange((ready) => {
      if (!ready) return on.readAnchor([]);
      void dpiOf(scene)
        .then((next) => {
          on.rescaled(next);
          return scene.items.get();
        })
        .then(on.readAnchor);
    }),
    port.onSelfChange((now) => void on.self(now)),
    // A refusal of this player's request, from the GM's client: shown to them alone.
    port.onBroadcast(SEAT_CHANNEL, ({ data }) => {
      const refusal = readRefusal(data);
      if (refusal && refusal.to === on.self().connectionId)
        void port.notify(refusal.reason, 'WARNING');
    }),
  ];
}

/** The painter, with motion unless there is no clock (or a page that cannot tell): motion is this client's alone. */
function moving(
  scene: ScenePort,
  given: MotionClock | null | undefined,
  inputs: () => PainterInputs,
) {
  const clock = given === undefined ? pageClock() : given;
  const motion = clock ? mapMotion(clock) : undefined;
  return { painter: mapPainter(scene, inputs, motion), motion };
}

/**
 * What the map is drawn from: the scene's items, the anchor among them, and the room's table. The table is verified
 * and decoded at each publication only while there is a table on the map to draw: a GM's client, which loads this at
 * once, spends nothing on it until the table is placed.
 */
class Drawn {
  anchor: SceneItem | null = null;
  items: SceneItem[] = [];
  positions = new Map<string, Vector2>();
  private follow: PublicFollow | null = null;

  constructor(
    private readonly port: OwlbearPort,
    private readonly redraw: () => void,
  ) {}

  table = () => this.follow?.view() ?? null;
  seats = () => this.table()?.seats ?? null;
  /** Which seat sits at which token, of those still on the map. */
  seated = () => {
    const now = this.seats();
    return now ? liveSeatTokens(seatTokensOf(this.anchor), now, this.items) : {};
  };

  /** The scene's items changed: the anchor found again, the table followed while there is one. */
  read(next: SceneItem[]) {
    this.items = next;
    this.positions = new Map(next.map((item) => [item.id, item.position]));
    this.anchor = firstAnchor(next);
    if (this.anchor && !this.follow) this.follow = followPublicTable(this.port, this.redraw);
    if (!this.anchor && this.follow) this.stop();
    this.redraw();
  }

  stop() {
    this.follow?.stop();
    this.follow = null;
  }
}

export async function runMap(
  port: OwlbearPort,
  client: Pick<TableClient, 'state' | 'subscribe'>,
  options: { newId?: () => string; iconUrl?: string; clock?: MotionClock | null } = {},
): Promise<MapRuntime> {
  const scene = await port.scene();
  let cell = (await scene.isReady()) ? await dpiOf(scene) : DEFAULT_CELL;
  const role = client.state().self.role;
  let self = await port.getSelf();
  const drawn = new Drawn(port, () => redraw());
  const { painter, motion } = moving(scene, options.clock, () => ({
    anchor: drawn.anchor,
    table: drawn.table(),
    viewer: { role, own: client.state().view },
    cell,
    seated: drawn.seated(),
    itemAt: (id) => drawn.positions.get(id),
  }));
  let seating: Seating | null = null;
  const send = (request: SeatRequest) =>
    void (seating ? seating.ask(request) : port.sendBroadcast(SEAT_CHANNEL, request, 'REMOTE'));
  const menus = seatMenus(scene, { id: self.id, role }, options.iconUrl ?? '/icon.svg', send);
  const redraw = () => {
    menus.update({ placed: drawn.anchor !== null, seats: drawn.seats(), record: drawn.seated() });
    seating?.prune();
    void painter.redraw();
  };
  const stops = listen(port, scene, client, {
    redraw,
    readAnchor: (next) => drawn.read(next),
    rescaled: (next) => {
      cell = next;
    },
    self: (now) => {
      if (now) self = now;
      return self;
    },
  });
  if (await scene.isReady()) drawn.read(await scene.items.get());
  const keeper = role === 'GM' ? await keepTable(port, scene, { cell, ...options }) : null;
  if (keeper)
    seating = keepSeating(port, keeper, () => ({
      seats: drawn.seats(),
      items: drawn.anchor ? drawn.items : null,
      record: seatTokensOf(drawn.anchor),
    }));
  return {
    painter,
    keeper,
    async stop() {
      stops.forEach((stop) => stop());
      drawn.stop();
      keeper?.stop();
      seating?.stop();
      motion?.stop();
      await menus.clear();
      await painter.clear();
    },
  };
}
