/** Classic's context updates, as its chart's actions call them (betting.ts, contests.ts, spill.ts, staredown.ts). */
export { beginOpener, cheat, hit, keep, open } from './betting';
export { bump, goad } from './contests';
export { retaliate, retaliationTimeout } from './spill';
export { accuse, duelRoll, endStaredown, forfeit, investigate } from './staredown';
