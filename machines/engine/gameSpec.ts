/** What a game gives `defineGame` (machines/engine/define.ts) beside its declarations. */
import type { AnyStateMachine, ContextFrom, SnapshotFrom } from 'xstate';
import type { AnyDeclaration, Controller, Intent, Viewer } from './game';
import type { HeadroomSpec } from './headroom';

export interface GameSpec<
  TMachine extends AnyStateMachine,
  D extends Record<string, AnyDeclaration>,
  TView,
  A,
> {
  id: string;
  machine: TMachine;
  intents: D;
  controllerOf(snapshot: SnapshotFrom<TMachine>, seat: string): Controller | undefined;
  /** The seats of the table, for the GM's NPC offers. */
  seats(
    snapshot: SnapshotFrom<TMachine>,
  ): readonly { id: string; name: string; controller: Controller }[];
  /** The view; `actions` lists what this viewer may send now. */
  view(snapshot: SnapshotFrom<TMachine>, viewer: Viewer, actions: () => A[]): TView;
  /** The deadline the table waits on now, and what the host sends when it passes. */
  deadline?(snapshot: SnapshotFrom<TMachine>): { at: number; intent: Intent } | null;
  /** The context with every timer it holds (each deadline its context records) `by` ms later; by default it has none. */
  shiftTimers?(context: ContextFrom<TMachine>, by: number): ContextFrom<TMachine>;
  /** The seats the table waits on now (whose move it is); by default none. */
  waitingOn?(snapshot: SnapshotFrom<TMachine>): string[];
  /** Until when a self-playing seat's move waits, on the table's clock, or null; by default it never waits. */
  selfPlayHold?(snapshot: SnapshotFrom<TMachine>, seat: string): number | null;
  /** Fields of the view worked out alone, by the code `view` uses for them; by default none. */
  viewParts?: {
    readonly [K in keyof TView]?: (snapshot: SnapshotFrom<TMachine>, viewer: Viewer) => TView[K];
  };
  /** What a reader's view may add to the public view, counted from public facts (machines/engine/headroom.ts). */
  headroom: HeadroomSpec<SnapshotFrom<TMachine>, TView>;
}
