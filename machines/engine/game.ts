import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  ContextFrom,
  SnapshotFrom,
} from 'xstate';
import type { GenericSchema } from 'valibot';
import type { DiceDemand, DiceDraw } from './dice';
import type { EngineReason, Reason } from './reason';

/** Who sent an intent, as the host authenticated them. */
export type Sender = { role: 'gm'; id: string } | { role: 'player'; id: string } | { role: 'host' };

/** Whose eyes a view is for. The GM sees everything; a player sees the table and their own secrets. */
export type Viewer = { role: 'gm' } | { role: 'player'; id: string };

/** Whose view a sealed view is, as far as its length may tell: the GM's, or a player's, with their seat or none. */
export type Reader = { role: 'gm' } | { role: 'player'; seat: string | null };

/**
 * Who may send an intent:
 * - `gm`: only a GM;
 * - `seat`: a player for their own seat, or a GM for a GM-controlled (NPC) seat named in `seat`;
 * - `player`: any player, for themselves (taking a seat);
 * - `owner`: a player for their own seat, or a GM for any seat named in `seat` (a player's autoplay);
 * - `host`: only the host itself (deadlines it enforces).
 */
export type Authority = 'gm' | 'seat' | 'player' | 'owner' | 'host';

/** Who controls a seat: its player, or the GM (an NPC). */
export type Controller = 'player' | 'gm';

/** What the engine adds to an intent before the machine sees it. */
export interface Stamp {
  /** The sender's id (`host` for the host). */
  by: string;
  /** The seat the intent acts for, resolved from the sender; absent for table-wide intents. */
  seat?: string;
  /** When the host accepted it, in ms since the epoch; the machine's only clock. */
  at: number;
  /** The dice drawn for it, as the game's `diceFor` demanded. */
  dice: DiceDraw;
}

export interface Intent {
  type: string;
  seat?: string;
}

/**
 * Any offer's extra fields beside its intent: what it costs, risks or gives, as numbers and flags. Its words are the
 * panel's (`src/panels/<game>/words.ts`), built from the intent, these fields and the view, so no host carries them.
 */
export type Offered = object;

/**
 * Any intent's declaration, as the engine stores them: each one's own types stay where it is
 * written (`declare`, define.ts). `any`, because a function typed on one game's context and intent
 * is assignable to no function over `unknown`: parameters are compared contravariantly.
 */
// biome-ignore-start lint/suspicious/noExplicitAny: see above
export interface AnyDeclaration {
  schema: GenericSchema<unknown, Intent>;
  authority: Authority;
  check?: (ctx: any, event: any) => Reason | null;
  ready?: (ctx: any, seat: string) => Reason | null;
  afterReady?: (ctx: any, event: any) => Reason | null;
  dice?: (ctx: any, event: any) => DiceDemand;
  offer?:
    | {
        seat: (ctx: any, seat: string, propose: (intent: any, describe: () => any) => void) => void;
        players?: true;
        exact?: true;
        ceiling(view: any, seat: string): Ceiling;
      }
    | { gm: true; table?: true }
    | {
        gm: true;
        propose: (ctx: any, propose: (intent: any, describe: () => any) => void) => void;
        ceiling(view: any, seat: string): Ceiling;
      };
  /** A plain move's places (phases, or a phase's steps) and its update (machines/engine/declare.ts). */
  phases?: readonly string[];
  update?: string;
}
// biome-ignore-end lint/suspicious/noExplicitAny: see above

/** One kind of move a viewer may make now: its type, and its candidates that pass, checked when first asked. */
export interface MoveFamily {
  type: string;
  /** The NPC seat it acts for, when the GM plays one. */
  seat?: string;
  /** Its candidates that pass, in the order the view lists them. */
  moves(): readonly Intent[];
  /** Every candidate it proposes, in the same order, each checked only when `legal()` is first asked. */
  candidates(): readonly Candidate[];
}

/**
 * One candidate of a family: its intent, what it costs or risks, and whether it may be sent now, checked once, when
 * first asked. A driver that weighs what moves cost and risk first checks only the candidates its choice turns on.
 */
export interface Candidate {
  readonly intent: Intent;
  /** Its intent's type, read once: a driver sorting candidates of many shapes by kind reads it often. */
  readonly type: string;
  describe(): Offered;
  legal(): boolean;
}

/**
 * Everything the engine needs to run one game. Rules live in the machine and
 * the functions beside it; the engine only authenticates, asks, draws and sends.
 */
export interface GameDefinition<
  TMachine extends AnyStateMachine = AnyStateMachine,
  TIntent extends Intent = Intent,
  TView = unknown,
  TAction extends { intent: TIntent } = { intent: TIntent },
> {
  id: string;
  machine: TMachine;
  /** Each intent's declaration (machines/engine/define.ts), by type. */
  intents: Readonly<Record<string, AnyDeclaration>>;
  /** Validates what a client sent, any type of this game; strict, so unknown fields are refused. */
  intentSchema: GenericSchema<unknown, TIntent>;
  /** The schema of one intent type, or undefined for a type this game does not have. */
  schemaOf(type: string): GenericSchema<unknown, TIntent> | undefined;
  /** Why an intent of a type this game does not have is refused. */
  notInGame(type: string): EngineReason;
  authority: Record<TIntent['type'], Authority>;
  controllerOf(snapshot: SnapshotFrom<TMachine>, seat: string): Controller | undefined;
  /** Why this stamped intent would be refused now, or null; the same checks guard the machine. */
  refusal(snapshot: SnapshotFrom<TMachine>, event: TIntent & Stamp): Reason | null;
  /** The dice this intent consumes when applied now. */
  diceFor(snapshot: SnapshotFrom<TMachine>, event: TIntent & Stamp): DiceDemand;
  view(snapshot: SnapshotFrom<TMachine>, viewer: Viewer): TView;
  /**
   * The view a self-playing seat decides from (machines/table/npcDriver.ts): the same fields as `view`, but why each
   * move is not offered (`unavailable`), which no style reads, is worked out only when read. Given the viewer's
   * `families` on this snapshot, its actions are their legal candidates, each checked at most once. By default, `view`.
   */
  seatView?(
    snapshot: SnapshotFrom<TMachine>,
    viewer: Viewer,
    families?: readonly MoveFamily[],
  ): TView;
  /** The intents this viewer may send now (what the view lists as `actions`), without building the rest of the view. */
  actions(snapshot: SnapshotFrom<TMachine>, viewer: Viewer): TAction[];
  /** The same moves' intents alone, without the words and figures that describe them: what a driver picks from. */
  moves(snapshot: SnapshotFrom<TMachine>, viewer: Viewer): TIntent[];
  /** The same moves by kind (one offer of one seat, or a GM's button), each kind's candidates checked only when asked: a driver picking a kind first checks one. */
  families(snapshot: SnapshotFrom<TMachine>, viewer: Viewer): readonly MoveFamily[];
  /** The phase a view shows, read from the chart's state `meta` without building a view. */
  phase(snapshot: SnapshotFrom<TMachine>): string;
  /** Is a round in progress (the chart's `round` tag)? Its stakes are what a void gives back. */
  inRound(snapshot: SnapshotFrom<TMachine>): boolean;
  /** The deadline the table waits on now, and the intent the host sends as itself when it passes. */
  deadline(snapshot: SnapshotFrom<TMachine>): { at: number; intent: Intent } | null;
  /**
   * The context with every timer it holds `by` ms later: a rewind gives each timer the time it had left at the step
   * restored. A context without timers comes back as it was.
   */
  shiftTimers(context: ContextFrom<TMachine>, by: number): ContextFrom<TMachine>;
  /** The seats the table waits on now (whose move it is), read from the snapshot without building a view. */
  waitingOn(snapshot: SnapshotFrom<TMachine>): string[];
  /**
   * Until when (the table's clock, ms) a self-playing seat's move waits on a pace the game sets, or null when it may
   * move now: In Between's NPC roller gives a player watching the time to side-bet. Players move when they like.
   */
  selfPlayHold(snapshot: SnapshotFrom<TMachine>, seat: string): number | null;
  /**
   * Fields of a view this game can work out alone, by the same code its view uses (a style glancing at one field
   * before it reads the rest: machines/engine/bot.ts `Glance`).
   */
  viewParts: {
    readonly [K in keyof TView]?: (snapshot: SnapshotFrom<TMachine>, viewer: Viewer) => TView[K];
  };
  /**
   * How much longer than the public view (`publicView`, this snapshot's view for a viewer with no seat) `reader`'s
   * view may be, from public facts alone: what a sealed view is padded to beyond the public view's length.
   */
  viewHeadroom(snapshot: SnapshotFrom<TMachine>, publicView: TView, reader: Reader): number;
  /** The ceiling of each move offered to `seat` at a table showing `publicView`, by type (for the tests). */
  ceilings(publicView: TView, seat: string): Record<string, Ceiling>;
  /** What the game counts of a view beyond its moves (for the tests). */
  headroom: HeadroomOf<SnapshotFrom<TMachine>, TView>;
}

/**
 * How many candidates an offer may propose for a seat now, as public facts allow, and the bytes of the longest as a
 * view lists it (in `actions` with what it costs, or in `unavailable` with why not): machines/engine/headroom.ts.
 */
export type Ceiling = readonly [count: number, bytes: number];

/** What a game counts of a reader's view beyond its moves: machines/engine/headroom.ts says how. */
export interface HeadroomOf<S, V> {
  /** The bytes of the longest reason a whole family of moves, or one of the GM's buttons, is refused with. */
  notNow(view: V): number;
  /** The rest a reader's view adds: its seats' secrets, its lines of the log. */
  rest(snapshot: S, view: V, reader: Reader): number;
}

// biome-ignore lint/suspicious/noExplicitAny: every game's action type, compared contravariantly
export type AnyGame = GameDefinition<AnyStateMachine, Intent, unknown, any>;

/**
 * The deepest active state node when the active states are one path from the root (every chart here: none has
 * parallel states); it alone then says which events the whole path takes, so what is derived from the path is kept
 * per leaf, not per snapshot. Undefined for a configuration of several leaves.
 */
function leafOf(snapshot: AnyMachineSnapshot): AnyStateNode | undefined {
  let leaf: AnyStateNode | undefined;
  for (const node of snapshot._nodes) {
    if (node.type !== 'atomic' && node.type !== 'final') continue;
    if (leaf) return undefined;
    leaf = node;
  }
  return leaf;
}

/** The event types some active state node has a transition for (XState recomputes `ownEvents` on each read). */
function eventsOfPath(nodes: readonly AnyStateNode[]): ReadonlySet<string> {
  const types = new Set<string>();
  for (const node of nodes) for (const type of node.ownEvents) types.add(type);
  return types;
}

/**
 * What is derived from the active path alone, kept per resting state (its leaf) in `cache` rather than rebuilt per
 * snapshot; derived afresh for a configuration of several leaves.
 */
export function perRestingState<T>(
  cache: WeakMap<AnyStateNode, T>,
  snapshot: AnyMachineSnapshot,
  derive: () => T,
): T {
  const leaf = leafOf(snapshot);
  if (!leaf) return derive();
  let kept = cache.get(leaf);
  if (kept === undefined) {
    kept = derive();
    cache.set(leaf, kept);
  }
  return kept;
}

const acceptedByLeaf = new WeakMap<AnyStateNode, ReadonlySet<string>>();

/** The event types some active state node has a transition for: one set per resting state, shared by every snapshot in it. */
export const acceptedEvents = (snapshot: AnyMachineSnapshot): ReadonlySet<string> =>
  perRestingState(acceptedByLeaf, snapshot, () => eventsOfPath(snapshot._nodes));

const legalDecidesByLeaf = new WeakMap<AnyStateNode, Map<string, boolean>>();

/**
 * Whether the chart surely takes an event of this type now once its `legal` check passes: every transition for
 * it in the active states is guarded by `legal` or by nothing. Then asking `can()` first would only repeat the check.
 */
export function legalDecides(snapshot: AnyMachineSnapshot, type: string): boolean {
  const byType = perRestingState(legalDecidesByLeaf, snapshot, () => new Map<string, boolean>());
  let decides = byType.get(type);
  if (decides === undefined) {
    decides = onlyLegalGuards(snapshot._nodes, type);
    byType.set(type, decides);
  }
  return decides;
}

const onlyLegalGuards = (nodes: readonly AnyStateNode[], type: string): boolean =>
  nodes.every((node) =>
    (node.transitions.get(type) ?? []).every((t) => t.guard === undefined || t.guard === 'legal'),
  );

/** The event the engine is sending after its checks passed on this context (see `sendChecked`). */
let checked: { context: unknown; event: unknown } | null = null;

/**
 * Sends an event the engine has just checked against this very context: while it is taken, the chart's `legal`
 * guard (`refusalFrom`) answers from that check instead of running it again. Both are the same object identities,
 * and the context changes with the first action, so no other event or later state can match.
 */
export function sendChecked(context: unknown, event: unknown, send: () => void): void {
  checked = { context, event };
  try {
    send();
  } finally {
    checked = null;
  }
}

/** Was this exact event checked legal on this exact context by the engine, just now? */
export const checkedLegal = (context: unknown, event: unknown): boolean =>
  checked !== null && checked.event === event && checked.context === context;
