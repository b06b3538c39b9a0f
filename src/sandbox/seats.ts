/** A new seat of the sandbox: its player, and its action as the manifest declares it. */
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
