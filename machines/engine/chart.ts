/**
 * How a game builds its chart: XState's own machine, without the parts of
 * XState's `setup` no game uses.
 */
import { createMachine, type setup as xstateSetup } from 'xstate';

/** XState's `setup` signature, its generics kept, returning only `createMachine`. */
const onlyCreateMachine = <A extends unknown[], R extends { createMachine: unknown }>(
  setup: (...args: A) => R,
) => setup as unknown as (...args: A) => Pick<R, 'createMachine'>;

type Implementations = {
  schemas?: unknown;
  actors?: object;
  actions?: object;
  guards?: object;
  delays?: object;
};

/**
 * XState's `setup`, keeping only `createMachine`, which builds the same machine (XState's does exactly this). XState's
 * returns every action creator beside it (`sendTo`, `log`, `emit`, `enqueueActions`…), so a page that builds a chart
 * carried them all, though no game uses them: about 0.8 kB of gzip on the GM's page.
 */
export const setup = onlyCreateMachine((({
  schemas,
  actors,
  actions,
  guards,
  delays,
}: Implementations) => ({
  createMachine: (config: object) =>
    createMachine({ ...config, schemas } as never, { actors, actions, guards, delays } as never),
})) as unknown as typeof xstateSetup);
