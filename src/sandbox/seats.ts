/** A seat of the sandbox: its player and its action as the manifest declares it, its reload, its name on screen. */
import type { ExtensionManifest } from './manifest';
import type { ActionState, PlayerRecord, Seat, SeatSpec } from './model';

const PALETTE = [
  '#e4572e',
  '#3a86ff',
  '#4c9f70',
  '#f4a259',
  '#9b5de5',
  '#00b4d8',
  '#ef476f',
  '#8ac926',
];

/** A new player for the `index`th seat made from a spec. */
export function playerOf(spec: SeatSpec, index: number, newId: () => string): PlayerRecord {
  const color = spec.color ?? PALETTE[index % PALETTE.length]!;
  return {
    id: newId(),
    connectionId: newId(),
    role: spec.role,
    name: spec.name,
    color,
    syncView: false,
    metadata: {},
  };
}

/** A client of `player` with fresh pages; the spec may start it with its popover closed or a network of its own. */
export function newSeat(
  manifest: ExtensionManifest,
  key: string,
  player: PlayerRecord,
  spec?: SeatSpec,
): Seat {
  const seat: Seat = {
    key,
    player,
    generation: 0,
    action: initialAction(manifest),
    notifications: [],
    popovers: [],
    modals: [],
    network: { delayMs: 0, dropRate: 0, ghost: false, ...spec?.network },
    losesMetadataOnReload: false,
    tabHidden: null,
  };
  if (spec?.actionOpen === false) seat.action = { ...seat.action, open: false };
  return seat;
}

export function initialAction(manifest: ExtensionManifest): ActionState {
  const action = manifest.action;
  return {
    // Open from the start so every seat's page is on screen.
    open: action !== null,
    title: action?.title ?? manifest.name,
    icon: action?.icon ?? manifest.icon,
    width: action?.width ?? 0,
    height: action?.height ?? 0,
    badgeText: undefined,
    badgeBackgroundColor: undefined,
  };
}

/**
 * Another client of the player of `of` (a second tab, a TV): same player id, name, role and colour, a new
 * connection id, its own pages and its own metadata.
 */
export function anotherConnection(
  manifest: ExtensionManifest,
  newId: () => string,
  of: Seat,
): Seat {
  const { selection: _selection, ...player } = of.player;
  return newSeat(manifest, newId(), {
    ...player,
    connectionId: newId(),
    metadata: {},
    syncView: false,
  });
}

/**
 * The seat as a reload leaves it: same player (id, name, role, metadata), the new connection, fresh pages and
 * no popovers, modals or notifications. With its `losesMetadataOnReload` fault on, its player metadata is empty.
 */
export function reloaded(seat: Seat, manifest: ExtensionManifest, connectionId: string): void {
  seat.player = {
    ...seat.player,
    connectionId,
    ...(seat.losesMetadataOnReload ? { metadata: {} } : {}),
  };
  seat.network = { ...seat.network, ghost: false };
  seat.generation += 1;
  seat.action = initialAction(manifest);
  seat.notifications = [];
  seat.popovers = [];
  seat.modals = [];
}

/** How the sandbox names a seat among the room's `seats`: the player's name, and `(2)`, `(3)` for their further connections. */
export function seatLabel(seats: readonly Seat[], seat: Seat): string {
  const index = seats.filter((other) => other.player.id === seat.player.id).indexOf(seat);
  return index > 0 ? `${seat.player.name} (${index + 1})` : seat.player.name;
}
