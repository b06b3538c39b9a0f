/** Panel props around a real view from a real table: the panels are tested against what the host would send. */
import { vi } from 'vitest';
import type { TableState } from '../../src/sync/client';
import type { TwentyOneView } from '../../machines/twenty-one/view';

export function stateFor(view: TwentyOneView | null, self: { id: string; role: 'GM' | 'PLAYER' }, extra: Partial<TableState> = {}): TableState {
  return {
    self: { ...self, name: self.id, connectionId: `conn-${self.id}`, metadata: {} },
    lease: { connectionId: 'conn-gm', playerId: 'gm', status: 'ok' },
    hostOnline: true,
    table: null,
    view,
    rev: 1,
    refusal: null,
    pending: 0,
    ...extra,
  };
}

export const props = (state: TableState) => ({ state, send: vi.fn(async (_intent: unknown) => ({ ok: true as const })), recover: vi.fn(async () => ({ ok: true as const })) });

/** Lets the panel's buttons come back from "sending". */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
