/** The GM's lobby controls, on demand: a player's popover never loads them, a GM's as its lobby first draws. */
import { onDemand } from './onDemand';

export const LobbyControls = onDemand(() => import('./LobbyControls').then((m) => m.LobbyControls));
