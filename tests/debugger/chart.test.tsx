// @vitest-environment jsdom
/**
 * The diagram is the machine: for every game (and a machine using what the
 * games do not yet: parallel regions, history, final states, delays, guard
 * combinators, transitions on the root), every state node is drawn once and
 * nested as defined, every transition is drawn with its event name, the
 * active states are marked in text as well as style, and the layout is
 * deterministic with nothing overlapping.
 */
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { and, createActor, not, setup, type AnyStateMachine } from 'xstate';
import { games, type AnyGame } from '../../machines';
import { chartOf } from '../../src/debugger/chart';
import { ChartView } from '../../src/debugger/ChartView';
import { CHAR_W, layoutChart, LINE_H, type ChartLayout } from '../../src/debugger/layout';

/** The machine's states and transitions, read straight from its definition (independently of `chartOf`). */
function definitionOf(machine: AnyStateMachine) {
  const states: { id: string; parent: string | null }[] = [];
  const transitions: { source: string; event: string; target: string | null; guarded: boolean }[] =
    [];
  const walk = (node: AnyStateMachine['root'], parent: string | null) => {
    states.push({ id: node.id, parent });
    for (const [event, list] of node.transitions) {
      for (const t of list)
        for (const target of t.target?.length ? t.target : [null])
          transitions.push({
            source: node.id,
            event,
            target: target?.id ?? null,
            guarded: t.guard !== undefined,
          });
    }
    for (const t of node.always ?? [])
      for (const target of t.target?.length ? t.target : [null])
        transitions.push({
          source: node.id,
          event: 'always',
          target: target?.id ?? null,
          guarded: t.guard !== undefined,
        });
    for (const child of Object.values(node.states)) walk(child, node.id);
  };
  walk(machine.root, null);
  return { states, transitions };
}

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.w <= outer.x + outer.w &&
  inner.y + inner.h <= outer.y + outer.h;
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
/** A value for an attribute selector (jsdom has no `CSS.escape`). */
const attr = (value: string) => value.replace(/["\\]/g, '\\$&');
interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
/** The area a line of monospace text covers, from its baseline. */
const textRect = (t: { x: number; y: number; text: string }): Rect => ({
  x: t.x,
  y: t.y - 10,
  w: [...t.text].length * CHAR_W,
  h: LINE_H - 2,
});

function segmentCrosses(a: [number, number], b: [number, number], r: Rect): boolean {
  // Segments are horizontal or vertical; does it pass through the box's interior?
  const [x1, x2] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
  const [y1, y2] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
  return x1 < r.x + r.w - 0.5 && x2 > r.x + 0.5 && y1 < r.y + r.h - 0.5 && y2 > r.y + 0.5;
}

function checkChart(machine: AnyStateMachine, activeIds: string[]) {
  const { states, transitions } = definitionOf(machine);
  const chart = chartOf(machine);

  // Every state node once, nested as defined.
  expect(chart.nodes.map((n) => n.id).sort()).toEqual(states.map((s) => s.id).sort());
  for (const s of states) expect(chart.nodes.find((n) => n.id === s.id)!.parent).toBe(s.parent);

  // Every transition as an edge with its event name, and nothing invented.
  expect(chart.edges).toHaveLength(transitions.length);
  for (const t of transitions) {
    const edge = chart.edges.find(
      (e) => e.source === t.source && e.event === t.event && e.target === t.target,
    );
    expect(edge, `${t.source} ${t.event} → ${t.target}`).toBeDefined();
    expect(edge!.guard !== null).toBe(t.guarded);
    if (!t.event.startsWith('xstate.')) expect(edge!.label).toContain(t.event);
  }

  // The SVG: one labelled group per state, nested like the states.
  const { container } = render(<ChartView chart={chart} activeIds={activeIds} caption="now" />);
  for (const s of states) {
    const groups = container.querySelectorAll(`[data-state="${attr(s.id)}"]`);
    expect(groups, s.id).toHaveLength(1);
    const group = groups[0]!;
    expect(group.getAttribute('role')).toBe('group');
    expect(group.getAttribute('aria-label')).toMatch(/\S/);
    expect(group.parentElement!.closest('[data-state]')?.getAttribute('data-state') ?? null).toBe(
      s.parent,
    );
  }
  // Every edge's label is drawn: inside its state when it stays, on its arrow otherwise.
  for (const edge of chart.edges) {
    const texts =
      edge.target === null
        ? [
            ...container
              .querySelector(`[data-state="${attr(edge.source)}"]`)!
              .querySelectorAll(':scope > text.dbg-internal'),
          ]
        : [
            ...container
              .querySelector(`[data-route="${attr(`${edge.source}\u2192${edge.target}`)}"]`)!
              .querySelectorAll('text'),
          ];
    expect(
      texts.map((t) => t.textContent),
      edge.id,
    ).toContainEqual(expect.stringContaining(edge.label));
  }
  // Active states say so in text (▶ and the accessible name), not only in colour.
  const active = new Set(activeIds);
  for (const s of states) {
    const group = container.querySelector(`[data-state="${attr(s.id)}"]`)!;
    const title = group.querySelector(':scope > text.dbg-state-title')!.textContent!;
    expect(title.startsWith('\u25B6'), s.id).toBe(active.has(s.id));
    expect(group.getAttribute('aria-label')!.includes('active'), s.id).toBe(active.has(s.id));
  }

  // Deterministic: a second chart of the same machine draws the same SVG.
  const again = render(<ChartView chart={chartOf(machine)} activeIds={activeIds} caption="now" />);
  expect(again.container.innerHTML).toBe(container.innerHTML);
  expect(JSON.stringify(layoutChart(chartOf(machine)))).toBe(JSON.stringify(layoutChart(chart)));

  checkLayout(chart, layoutChart(chart));
}

function checkLayout(chart: ReturnType<typeof chartOf>, layout: ChartLayout) {
  const box = new Map(layout.boxes.map((b) => [b.id, b]));
  const ancestors = (id: string): Set<string> => {
    const out = new Set<string>();
    for (
      let p = chart.nodes.find((n) => n.id === id)!.parent;
      p;
      p = chart.nodes.find((n) => n.id === p)!.parent
    )
      out.add(p);
    return out;
  };
  for (const node of chart.nodes) {
    const b = box.get(node.id)!;
    expect(
      b.x >= 0 && b.y >= 0 && b.x + b.w <= layout.width && b.y + b.h <= layout.height,
      node.id,
    ).toBe(true);
    if (node.parent)
      expect(inside(b, box.get(node.parent)!), `${node.id} inside its parent`).toBe(true);
    // No two sibling boxes overlap.
    for (let i = 0; i < node.children.length; i++) {
      for (let j = i + 1; j < node.children.length; j++) {
        expect(
          overlaps(box.get(node.children[i]!)!, box.get(node.children[j]!)!),
          `${node.children[i]} / ${node.children[j]}`,
        ).toBe(false);
      }
    }
  }
  // No two pieces of text overlap (titles, listed transitions, arrow labels).
  const texts = [
    ...layout.texts.flatMap((t) => [t.title, ...t.internal]),
    ...layout.routes.flatMap((r) => r.labels),
  ].map((t) => ({ text: t.text, rect: textRect(t) }));
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++)
      expect(
        overlaps(texts[i]!.rect, texts[j]!.rect),
        `"${texts[i]!.text}" / "${texts[j]!.text}"`,
      ).toBe(false);
  }
  // Arrow labels lie outside every box but their level's ancestors; arrows never cut through a state that is not an end or an ancestor of one.
  for (const route of layout.routes) {
    const allowed = new Set([
      route.source,
      route.target,
      ...ancestors(route.source),
      ...ancestors(route.target),
    ]);
    for (const b of layout.boxes) {
      if (allowed.has(b.id)) continue;
      for (let i = 1; i < route.points.length; i++)
        expect(
          segmentCrosses(route.points[i - 1]!, route.points[i]!, b),
          `${route.id} crosses ${b.id}`,
        ).toBe(false);
      for (const label of route.labels)
        expect(overlaps(textRect(label), b), `${label.text} over ${b.id}`).toBe(false);
    }
  }
}

/** A machine with what the games do not use yet. */
const kitchenSink = setup({
  types: {
    events: {} as
      | { type: 'GO' }
      | { type: 'BACK' }
      | { type: 'RESET' }
      | { type: 'PING' }
      | { type: 'FINISH' },
  },
  guards: { ready: () => true, tired: () => false },
}).createMachine({
  id: 'sink',
  initial: 'idle',
  on: { RESET: '.idle' },
  states: {
    idle: {
      on: { GO: 'busy', BACK: '#sink.busy.left.hist', PING: { target: 'idle', reenter: true } },
    },
    busy: {
      type: 'parallel',
      on: { BACK: 'idle' },
      onDone: 'done',
      states: {
        left: {
          initial: 'a',
          states: {
            a: {
              after: { 500: 'b' },
              on: { GO: { guard: and(['ready', not('tired')]), target: 'b' } },
            },
            b: { on: { FINISH: 'end' } },
            end: { type: 'final' },
            hist: { type: 'history' },
          },
        },
        right: {
          initial: 'x',
          states: {
            x: { always: { guard: { type: 'ready' }, target: 'y' } },
            y: { on: { FINISH: 'end', PING: {} } },
            end: { type: 'final' },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

describe('the statechart diagram', () => {
  const every: AnyGame[] = Object.values(games);
  for (const game of every) {
    it(`draws ${game.id} from its machine, every state and transition, active states marked`, () => {
      const snapshot = createActor(game.machine as AnyStateMachine)
        .start()
        .getSnapshot();
      checkChart(
        game.machine,
        snapshot._nodes.map((n) => n.id),
      );
    });
  }

  it('draws any machine: parallel regions, history, final states, delays, guard combinators, root transitions, self-loops', () => {
    const machine = kitchenSink;
    const snapshot = createActor(machine).start();
    snapshot.send({ type: 'GO' });
    checkChart(
      machine,
      snapshot.getSnapshot()._nodes.map((n) => n.id),
    );
    const chart = chartOf(machine);
    const label = (event: string, source: string) =>
      chart.edges.find((e) => e.source === source && e.event.startsWith(event))!.label;
    expect(label('GO', 'sink.busy.left.a')).toBe('GO [ready && !tired]');
    expect(label('xstate.after', 'sink.busy.left.a')).toBe('after 500 ms');
    expect(label('xstate.done', 'sink.busy')).toBe('done');
    expect(label('always', 'sink.busy.right.x')).toBe('always [ready]');
    expect(chart.nodes.find((n) => n.id === 'sink.busy.left.a')!.initial).toBe(true);
    // Regions of a parallel state are all entered: none is marked initial.
    expect(chart.nodes.filter((n) => n.parent === 'sink.busy').map((n) => n.initial)).toEqual([
      false,
      false,
    ]);
    // A guarded eventless transition does not make its state transient.
    expect(chart.nodes.find((n) => n.id === 'sink.busy.right.x')!.transient).toBe(false);
  });

  it('marks the transient states of Twenty-One: the ones a view never rests in', () => {
    const chart = chartOf(games['twenty-one']!.machine);
    expect(chart.nodes.filter((n) => n.transient).map((n) => n.key)).toEqual(['settle']);
  });
});
