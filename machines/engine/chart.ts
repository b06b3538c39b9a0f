/**
 * How a game builds its chart: XState's own machine, without the parts of
 * XState's `setup` no game uses.
 */
import {
  type ActionFunction,
  assign,
  createMachine,
  type EventObject,
  type MachineContext,
  type setup as xstateSetup,
} from 'xstate';
import type { AnyDeclaration } from './game';

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

/**
 * A chart action for each of a game's updates, under the update's name: it assigns what the update returns from the
 * context and the action's params, which are the update's own second parameter. A chart spreads these into its
 * `actions` instead of writing `assign(({ context }, p) => update.x(context, p))` once per update. An action named
 * without params passes the update the event itself (a stamped intent carries its seat, dice and time), so a
 * transition names its update and writes no `params` lambda that only copies the event's fields.
 */
export function actionsFrom<C extends MachineContext, E extends EventObject>() {
  return <U extends Record<string, (ctx: C, params: never) => C>>(updates: U) =>
    Object.fromEntries(
      Object.entries(updates).map(([name, update]) => [
        name,
        assign<C, E, never, E, never>(({ context, event }, params) =>
          update(context, (params ?? event) as never),
        ),
      ]),
    ) as {
      [K in keyof U]: ActionFunction<
        C,
        E,
        E,
        Parameters<U[K]>[1] | undefined,
        never,
        never,
        never,
        never,
        never
      >;
    };
}

/**
 * The `legal` guard every chart's transitions name: the intent passes its declaration's check in the state it arrives
 * in (`refusalOf` in machines/engine/define.ts), the same code that tells a refused sender why.
 */
export const legalGuard =
  <C, E>(refusal: (ctx: C, event: E) => unknown) =>
  ({ context, event }: { context: C; event: E }) =>
    refusal(context, event) === null;

/** The transitions `plainMoves` writes for one place: each plain move declared there, by type. */
export type PlainIn<D, W extends string> = {
  readonly [K in keyof D as D[K] extends { phases?: readonly (infer Q)[]; update?: infer U }
    ? [U] extends [never | undefined]
      ? never
      : [W] extends [Q]
        ? K
        : never
    : never]: {
    readonly guard: 'legal';
    readonly actions: NonNullable<D[K]['update' & keyof D[K]]>;
  };
};

/**
 * The chart's plain transitions, from the moves' declarations: `plainMoves(moves)('betting')` is `{ ACCUSE: { guard:
 * 'legal', actions: 'accuse' }, … }`, one for each move declaring that place among its `phases`, with its `update`
 * (machines/engine/declare.ts). A state spreads it into its `on` beside the transitions it writes itself (those with a
 * target or a guard of their own); tests/engine/plain-moves.test.ts holds every declared place to a state that takes
 * the move there.
 */
export function plainMoves<const D extends Readonly<Record<string, AnyDeclaration>>>(moves: D) {
  return <const W extends string>(place: W): PlainIn<D, W> => {
    const on: Record<string, { guard: 'legal'; actions: string }> = {};
    for (const [type, d] of Object.entries(moves))
      if (d.update !== undefined && d.phases?.includes(place))
        on[type] = { guard: 'legal', actions: d.update };
    return on as PlainIn<D, W>;
  };
}
