/**
 * The lobby's forms, on demand: the GM's lobby controls (a player's popover never loads them, a GM's as its lobby
 * first draws) and the stats form, which sits closed in the lobby and between rounds.
 */
import { onDemand } from './onDemand';

export const LobbyControls = onDemand(() => import('./LobbyControls').then((m) => m.LobbyControls));
export const StatsForm = onDemand(() => import('./StatsForm').then((m) => m.StatsForm));
