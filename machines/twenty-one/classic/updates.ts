/** Classic's context updates, as the chart's actions call them (betting.ts, spill.ts, staredown.ts). */
export { beginOpener, bump, cheat, goad, hit, keep, open } from './betting';
export { retaliate, retaliationTimeout } from './spill';
export { accuse, duelRoll, endStaredown, forfeit, investigate } from './staredown';
