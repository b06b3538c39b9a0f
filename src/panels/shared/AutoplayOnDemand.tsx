/**
 * A seat's autoplay controls (./Autoplay.tsx), on demand: most popovers never hand their seat to a style, so the form
 * and its words load the first time a panel draws them.
 */
import { onDemand } from './onDemand';

export const Autoplay = onDemand(() => import('./Autoplay').then((m) => m.Autoplay));

export const AutoplayForGm = onDemand(() => import('./Autoplay').then((m) => m.AutoplayForGm));
