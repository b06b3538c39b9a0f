/** The stats form, on demand: it sits closed in the lobby and between rounds, so it loads after the panel. */
import { onDemand } from '../shared/onDemand';

export const StatsForm = onDemand(() => import('./StatsForm').then((m) => m.StatsForm));
