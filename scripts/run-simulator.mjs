// `npm run simulate`: the simulator (scripts/simulate.ts) bundled into one plain module and run, its worker threads
// on the same bundle (scripts/bundle.mjs says why).
// Named apart from simulate.ts: an import of "./simulate" without extension would find a simulate.mjs first.
import { bundled } from './bundle.mjs';

const { cli } = await bundled(new URL('./simulate.ts', import.meta.url));
await cli();
