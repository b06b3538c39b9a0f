/**
 * Path coverage: shortest paths through the chart (xstate/graph) from sample
 * events reach every stage of the Chamber and Sudden Death, and, replayed on
 * an actor whose inspector records every microstep, enter the transient states
 * only in passing. (Every game's every state node: the conformance suite.)
 */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { goblinMachine } from '../../machines/goblin/machine';
import type { GoblinEvent } from '../../machines/goblin';
import type { DiceDraw } from '../../machines';

const allFaces = (face: (sides: number) => number): DiceDraw => ({
  d20: [face(20)],
  d12: [face(12)],
  d10: [face(10)],
  d8: [face(8)],
  d6: [face(6)],
  d4: [face(4)],
});

/** Sample events for two seats; each carries the dice it could need whatever the stage. */
function sampleEvents(): GoblinEvent[] {
  const stamp = <S extends string | undefined>(seat: S, dice: DiceDraw = {}) =>
    ({ ...(seat === undefined ? {} : { seat }), by: seat ?? 'gm', at: 0, dice }) as {
      seat: S & string;
      by: string;
      at: number;
      dice: DiceDraw;
    };
  const events: GoblinEvent[] = [
    { type: 'JOIN', name: 'Ana', purse: 100, ...stamp('ana') },
    { type: 'JOIN', name: 'Brom', purse: 100, ...stamp('brom') },
    { type: 'START_ROUND', ...stamp(undefined) },
  ];
  for (const seat of ['ana', 'brom']) {
    events.push({
      type: 'ROLL',
      ...stamp(
        seat,
        allFaces(() => 3),
      ),
    });
    events.push({
      type: 'ROLL',
      ...stamp(
        seat,
        allFaces((sides) => sides),
      ),
    });
    events.push({
      type: 'ROLL',
      ...stamp(
        seat,
        allFaces(() => 1),
      ),
    });
    events.push({ type: 'HOLD', ...stamp(seat) });
    events.push({ type: 'BOOT', target: seat === 'ana' ? 'brom' : 'ana', ...stamp(seat) });
    events.push({ type: 'FLIP', ...stamp(seat, { d2: [2] }) });
    events.push({ type: 'FLIP', ...stamp(seat, { d2: [1] }) });
  }
  events.push(
    { type: 'NEXT_ROUND', ...stamp(undefined) },
    { type: 'BACK_TO_LOBBY', ...stamp(undefined) },
    { type: 'VOID_ROUND', ...stamp(undefined) },
  );
  return events;
}

/**
 * A state is its value plus how many sit, whose turn it is and who is still
 * in: enough to seat the table and walk through a stage one roll at a time,
 * small enough to stay finite (scores and purses are left out).
 */
function serializeState(snapshot: {
  value: unknown;
  context: {
    seats: unknown[];
    round: { turn: number; hands: Record<string, { status: string }> } | null;
  };
}): string {
  const { seats, round } = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    seats.length,
    round?.turn ?? null,
    round ? Object.values(round.hands).map((h) => h.status) : null,
  ]);
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)];
}

describe('Path coverage of the Goblin chart', () => {
  const paths = getShortestPaths(goblinMachine, {
    events: sampleEvents(),
    serializeState: serializeState as never,
  });

  /** Replays each path on a fresh actor, collecting every state node active after any microstep. */
  function reachedNodes(): { microsteps: Set<string>; resting: Set<string> } {
    const microsteps = new Set<string>();
    const resting = new Set<string>();
    for (const path of paths) {
      const actor = createActor(goblinMachine, {
        input: {},
        inspect: (event) => {
          if (event.type === '@xstate.microstep') {
            for (const node of (event.snapshot as unknown as { _nodes: AnyStateNode[] })._nodes)
              microsteps.add(node.id);
          }
        },
      });
      actor.start();
      for (const step of path.steps) {
        if ((step.event as { type: string }).type === 'xstate.init') continue;
        actor.send(step.event);
        for (const node of actor.getSnapshot()._nodes) resting.add(node.id);
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    }
    return { microsteps, resting };
  }

  it('the shortest paths reach every resting state, every stage of the Chamber and Sudden Death', () => {
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const die of ['d20', 'd12', 'd10', 'd8', 'd6', 'd4'])
      expect(values).toContain(JSON.stringify({ round: { chamber: die } }));
    for (const value of ['"lobby"', '"roundOver"', '{"round":"suddenDeath"}'])
      expect(values).toContain(value);
  });

  it('of its 14 state nodes, the paths rest in all but the transient ones (ante, settle), entered only in microsteps', () => {
    const all = stateNodes(goblinMachine.root)
      .map((n) => n.id)
      .sort();
    const { microsteps, resting } = reachedNodes();
    const transient = all.filter((id) => !resting.has(id));
    expect(transient.filter((id) => !microsteps.has(id))).toEqual([]);
    expect(transient).toEqual(['goblin.round.ante', 'goblin.round.settle']);
    expect(all).toHaveLength(14);
  });
});
