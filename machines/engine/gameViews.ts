/**
 * The part of a game's definition that surveys its declarations for a viewer: the view with its moves and why the
 * others are not offered, the view a self-playing seat decides from, and the moves alone.
 */
import type { AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { AnyDeclaration, GameDefinition, Intent, MoveFamily, Viewer } from './game';
import type { GameSpec } from './gameSpec';
import { passedIn, surveyor, type Passed, type Unavailable } from './survey';

/**
 * What every view carries beside the game's own fields: the moves of this phase the viewer may not make now, each
 * with why. Optional in the type so a game's own view type stays a view of it (tests and panels build them); every
 * view the engine builds has it.
 */
export interface Explained {
  unavailable?: Unavailable[];
  /** When the deadline the table waits on now passes (host time, ms since the epoch), absent when there is none: every panel counts it down. */
  deadline?: number | null;
}

/** The GM's key among the viewers surveyed (a player's is their id). */
const GM = Symbol('gm');

type Views<TMachine extends AnyStateMachine, I extends Intent, TView, A> = Pick<
  GameDefinition<TMachine, I, TView & Explained, A & { intent: I }>,
  'view' | 'seatView' | 'actions' | 'moves' | 'families'
>;

/**
 * What passed for each viewer at the last snapshot surveyed without reasons: a driver asks for a seat's moves, then
 * for the words of the one it picks (`actions`), and the second answer only describes the first. Snapshots are
 * immutable, so an answer holds for as long as its snapshot is the one asked about.
 */
function lastSurveyed(survey: ReturnType<typeof surveyor>['survey']) {
  let surveyed: { snapshot: unknown; byViewer: Map<string | typeof GM, Passed[]> } | undefined;
  return (snapshot: unknown, viewer: Viewer): Passed[] => {
    const key = viewer.role === 'player' ? viewer.id : GM;
    if (surveyed === undefined || surveyed.snapshot !== snapshot)
      surveyed = { snapshot, byViewer: new Map() };
    const { byViewer } = surveyed;
    let passed = byViewer.get(key);
    if (!passed) {
      passed = survey(snapshot as AnyMachineSnapshot, viewer, false).passed;
      byViewer.set(key, passed);
    }
    return passed;
  };
}

/** The views of a game: each built by the game, with the moves its declarations offer this viewer now. */
export function gameViews<TMachine extends AnyStateMachine, I extends Intent, TView, A>(
  spec: GameSpec<TMachine, Record<string, AnyDeclaration>, TView, A>,
  intents: Record<string, AnyDeclaration>,
): Views<TMachine, I, TView, A> {
  type Snap = SnapshotFrom<TMachine>;
  const { survey, families } = surveyor(
    intents,
    spec.seats as (snapshot: AnyMachineSnapshot) => ReturnType<typeof spec.seats>,
  );

  const passedFor = lastSurveyed(survey);
  type Action = A & { intent: I };
  const described = (passed: readonly Passed[]): Action[] =>
    // Assigned onto a new object, like a candidate's event above.
    passed.map(
      ({ intent, describe }) => Object.assign({}, describe(), { intent }) as unknown as Action,
    );
  const actions = (snapshot: Snap, viewer: Viewer): Action[] =>
    described(passedFor(snapshot, viewer));
  // Present only while the table waits on one, so the public table pays no bytes for it otherwise.
  const withDeadline = (snapshot: Snap, view: TView & Explained): TView & Explained => {
    const at = spec.deadline?.(snapshot)?.at;
    return at === undefined ? view : Object.assign(view, { deadline: at });
  };

  return {
    view: (snapshot, viewer) => {
      const { passed, unavailable } = survey(snapshot as AnyMachineSnapshot, viewer, true);
      const offered = described(passed);
      // Assigned onto the game's fresh view rather than spread: V8 defines fields after a spread one slow call each.
      const view = spec.view(snapshot, viewer, () => offered) as TView & object;
      return withDeadline(snapshot, Object.assign(view, { unavailable }));
    },
    seatView: (snapshot, viewer, families?: readonly MoveFamily[]) => {
      // A driver's families were listed for this seat already: their legal candidates, each checked once.
      const offered = () => (families ? described(passedIn(families)) : actions(snapshot, viewer));
      const view = spec.view(snapshot, viewer, offered) as TView & object;
      let unavailable: Unavailable[] | undefined;
      Object.defineProperty(view, 'unavailable', {
        enumerable: true,
        get: () =>
          (unavailable ??= survey(snapshot as AnyMachineSnapshot, viewer, true).unavailable),
      });
      return withDeadline(snapshot, view as TView & Explained);
    },
    actions,
    moves: (snapshot, viewer) => passedFor(snapshot, viewer).map((p) => p.intent as I),
    families: (snapshot, viewer) => families(snapshot as AnyMachineSnapshot, viewer),
  };
}
