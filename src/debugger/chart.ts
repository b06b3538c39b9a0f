/**
 * The statechart as a diagram model, read from a machine definition: every
 * state node with its nesting, and every transition as an edge labelled with
 * its event (and guard). Nothing here is drawn by hand, so the diagram the GM
 * sees is the chart the table runs.
 *
 * Only types come from XState: the walk reads the machine's runtime objects
 * (`root`, `states`, `transitions`, `always`, `initial`), so this file adds
 * no code to a bundle.
 */
import type { AnyStateMachine } from 'xstate';

export type ChartNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartNode {
  /** The state node's id (the machine's id, then its path: `<machine>.round`), as in a snapshot's active nodes. */
  id: string;
  /** Its key in its parent (`betting`); the machine id for the root. */
  key: string;
  type: ChartNodeType;
  parent: string | null;
  /** Child ids in definition order. */
  children: string[];
  /** The state its parent enters first. */
  initial: boolean;
  /** Left within the event that enters it: it has an unguarded eventless (`always`) transition. */
  transient: boolean;
  depth: number;
}

export interface ChartEdge {
  /** Unique and stable: source, event, the transition's index among that event's candidates, target index. */
  id: string;
  source: string;
  /** The state entered, or null for a targetless transition (it runs actions and stays). */
  target: string | null;
  /** The event type as the machine knows it (`ROLL`, `xstate.after.1000.x`); `always` for eventless ones. */
  event: string;
  /** The event in words: `ROLL`, `always`, `after 1000 ms`, `done`. */
  eventLabel: string;
  /** The guard's name (`legal`, `a && !b`), or null when unguarded. */
  guard: string | null;
  /** What a diagram writes on the edge: the event, then the guard in brackets. */
  label: string;
}

export interface Chart {
  /** The machine's id; also the root node's id. */
  id: string;
  /** Document order: every node after its parent, siblings in definition order. */
  nodes: ChartNode[];
  /** In the order the definition lists them, per source node in document order. */
  edges: ChartEdge[];
}

/** What this file reads of XState's state nodes (their public runtime shape). */
interface StateNodeLike {
  id: string;
  key: string;
  type: ChartNodeType;
  parent?: StateNodeLike;
  states: Record<string, StateNodeLike>;
  initial?: { target: readonly StateNodeLike[] } | undefined;
  transitions: Map<string, readonly TransitionLike[]>;
  always?: readonly TransitionLike[] | undefined;
}

interface TransitionLike {
  target?: readonly StateNodeLike[] | undefined;
  guard?: unknown;
  eventType: string;
}

/** Builds the diagram model of any XState v5 machine. */
export function chartOf(machine: AnyStateMachine): Chart {
  const root = machine.root as unknown as StateNodeLike;
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];

  const visit = (node: StateNodeLike, depth: number, initial: boolean) => {
    const always = node.always ?? [];
    const children = Object.values(node.states);
    const initialIds = new Set((node.initial?.target ?? []).map((t) => t.id));
    nodes.push({
      id: node.id,
      key: node.parent ? node.key : node.id,
      type: node.type,
      parent: node.parent?.id ?? null,
      children: children.map((c) => c.id),
      initial,
      transient: always.some((t) => t.guard === undefined),
      depth,
    });
    for (const [event, candidates] of node.transitions) addEdges(edges, node, event, candidates);
    addEdges(edges, node, 'always', always);
    for (const child of children)
      visit(child, depth + 1, node.type !== 'parallel' && initialIds.has(child.id));
  };
  visit(root, 0, false);
  return { id: root.id, nodes, edges };
}

function addEdges(
  edges: ChartEdge[],
  node: StateNodeLike,
  event: string,
  candidates: readonly TransitionLike[],
): void {
  candidates.forEach((transition, index) => {
    const guard = guardName(transition.guard);
    const eventLabel = eventWords(event);
    const label = guard ? `${eventLabel} [${guard}]` : eventLabel;
    const targets = transition.target?.length ? transition.target : [null];
    targets.forEach((target, t) => {
      edges.push({
        id: `${node.id}:${event}:${index}:${t}`,
        source: node.id,
        target: target?.id ?? null,
        event,
        eventLabel,
        guard,
        label,
      });
    });
  });
}

/** XState's internal event types in words. */
function eventWords(event: string): string {
  const after = /^xstate\.after\.(\d+)\./.exec(event);
  if (after) return `after ${after[1]} ms`;
  if (event.startsWith('xstate.done.')) return 'done';
  if (event.startsWith('xstate.error.')) return 'error';
  return event;
}

/** A guard as written: a named guard, a parameterised one, or `and`/`or`/`not` of those. */
function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string')
    return (guard as { type: string }).type;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner)) {
      const parts = inner.map((g) => guardName(g) ?? '?');
      if (guard.name === 'not')
        return `!${parts.length === 1 ? parts[0] : `(${parts.join(' && ')})`}`;
      if (guard.name === 'and' || guard.name === 'or')
        return parts
          .map((p) => (p.includes(' ') ? `(${p})` : p))
          .join(guard.name === 'and' ? ' && ' : ' || ');
    }
    return guard.name && guard.name !== 'guard' ? guard.name : 'guard';
  }
  return 'guard';
}
