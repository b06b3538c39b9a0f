import type { FrameBridge } from './bridge';
import type { TrafficEntry } from './traffic';

/** Plain data about the sandbox, for browser tests and the devtools console (`obrSandbox.state()`). */
export interface SandboxSnapshot {
  roomId: string;
  theme: 'LIGHT' | 'DARK';
  roomMetadata: Record<string, unknown>;
  seats: Array<{
    name: string;
    id: string;
    connectionId: string;
    role: 'GM' | 'PLAYER';
    color: string;
    metadata: Record<string, unknown>;
    actionOpen: boolean;
    actionHeight: number;
    badgeText: string | undefined;
    notifications: Array<{ message: string; variant: string }>;
    popovers: string[];
    modals: string[];
  }>;
}

export interface SandboxDebugHandle {
  state(): SandboxSnapshot;
  traffic(): TrafficEntry[];
}

declare global {
  interface Window {
    obrSandbox?: SandboxDebugHandle;
  }
}

export function exposeDebugHandle(bridge: FrameBridge): void {
  const { host, log } = bridge;
  window.obrSandbox = {
    state: () =>
      structuredClone({
        roomId: host.roomId,
        theme: host.theme.mode,
        roomMetadata: host.roomMetadata,
        seats: host.seats().map((seat) => ({
          name: seat.player.name,
          id: seat.player.id,
          connectionId: seat.player.connectionId,
          role: seat.player.role,
          color: seat.player.color,
          metadata: seat.player.metadata,
          actionOpen: seat.action.open,
          actionHeight: seat.action.height,
          badgeText: seat.action.badgeText,
          notifications: seat.notifications.map(({ message, variant }) => ({ message, variant })),
          popovers: seat.popovers.map((popover) => popover.id),
          modals: seat.modals.map((modal) => modal.id),
        })),
      }),
    traffic: () => log.all().map((entry) => ({ ...entry })),
  };
}
