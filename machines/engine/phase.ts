/**
 * A chart says what each state is for the table: a state node's `meta` names
 * the phase a view shows while the table rests there,
 * and its tags say whether a round is in progress (`round`). The engine reads
 * them from the snapshot, so nothing keeps a second list of a game's phases and
 * reading the phase builds no view.
 */
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';

export interface PhaseMeta {
  /** The phase a view shows: "betting" (each panel says it in words). */
  phase: string;
}

const found = new WeakMap<AnyStateNode, { depth: number; meta: PhaseMeta } | null>();

function metaOf(node: AnyStateNode): { depth: number; meta: PhaseMeta } | null {
  let entry = found.get(node);
  if (entry === undefined) {
    const meta = node.meta as Partial<PhaseMeta> | undefined;
    entry =
      meta && typeof meta.phase === 'string'
        ? { depth: node.path.length, meta: { phase: meta.phase } }
        : null;
    found.set(node, entry);
  }
  return entry;
}

/**
 * A chart's state `meta` naming its phase, checked against the game's one list of phases (its `meta.ts`):
 * `const phase = phaseMeta<Phase>()`, then `meta: phase('betting')`.
 */
export const phaseMeta =
  <P extends string>() =>
  <const Q extends P>(phase: Q) => ({ phase });

/** The phase of the deepest active state that names one; a chart whose resting states name none is a bug. */
export function phaseOf(snapshot: AnyMachineSnapshot): PhaseMeta {
  let best: { depth: number; meta: PhaseMeta } | null = null;
  for (const node of snapshot._nodes) {
    const entry = metaOf(node);
    if (entry && (!best || entry.depth > best.depth)) best = entry;
  }
  if (!best)
    throw new Error(`The state ${JSON.stringify(snapshot.value)} names no phase in its meta.`);
  return best.meta;
}

/**
 * The state a table rests in within its round (`betting` in `{ round: 'betting' }`, `chamber` in
 * `{ round: { chamber: 'd20' } }`), or null outside one: one read of the state value, where each
 * `snapshot.matches` walks it (the driver asks at every step whom the table waits on).
 */
export function roundStep(snapshot: AnyMachineSnapshot): string | null {
  const round = (snapshot.value as { round?: string | Record<string, unknown> }).round;
  if (round === undefined) return null;
  return typeof round === 'string' ? round : (Object.keys(round)[0] ?? null);
}

/** Every phase a chart names, in document order: what a public view's `phase` may be. */
export function phasesOf(root: AnyStateNode): string[] {
  const out: string[] = [];
  const walk = (node: AnyStateNode) => {
    const entry = metaOf(node);
    if (entry && !out.includes(entry.meta.phase)) out.push(entry.meta.phase);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(root);
  return out;
}
