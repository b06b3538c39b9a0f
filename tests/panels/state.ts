/** Panel props around a real view from a real table: the panels are tested against what the host would send. */
import { vi } from 'vitest';
import type { GameId, TableView } from '../../machines/catalog';
import type { TableState } from '../../src/sync/client';

/** One builder of panel state for the tests and the screenshots alike. */
export { stateFor } from './scenes';

export const props = <V extends TableView>(state: TableState<V>) => ({
  state,
  send: vi.fn(async (_intent: unknown) => ({ ok: true as const })),
  recover: vi.fn(async () => ({ ok: true as const })),
  chooseGame: vi.fn(async (_game: GameId) => ({ ok: true as const })),
});

/** Lets the panel's buttons come back from "sending". */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
