// A simulator worker thread: Node runs a worker without the TypeScript loader its process was started with, so the
// worker registers it before loading the simulator, which then plays the blocks it is handed (scripts/simulate.ts).
import { register } from 'tsx/esm/api';

register();
await import('./simulate.ts');
