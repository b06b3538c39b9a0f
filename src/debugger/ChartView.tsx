/**
 * The statechart drawn as SVG: one labelled group per state, nested as the
 * states are, the active ones marked by a ▶ and a heavier border as well as
 * by colour, and every transition an arrow with its event names.
 */
import { useMemo } from 'preact/hooks';
import type { Chart, ChartNode } from './chart';
import { layoutChart, MARKER, type ChartLayout, type NodeText } from './layout';

export interface ChartViewProps {
  chart: Chart;
  /** Active state node ids (a snapshot's `_nodes`); ancestors may be included or not. */
  activeIds: readonly string[];
  /** What the picture is of, for assistive technology: "now", "at step 12". */
  caption: string;
}

const points = (list: readonly (readonly [number, number])[]) =>
  list.map(([x, y]) => `${x},${y}`).join(' ');

export function ChartView({ chart, activeIds, caption }: ChartViewProps) {
  const layout = useMemo(() => layoutChart(chart), [chart]);
  const active = useMemo(() => activeSet(chart, activeIds), [chart, activeIds]);
  const byId = useMemo(() => new Map(chart.nodes.map((n) => [n.id, n])), [chart]);
  const root = byId.get(chart.id)!;
  return (
    <svg
      class="dbg-chart"
      xmlns="http://www.w3.org/2000/svg"
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="group"
      aria-label={`Statechart ${chart.id}, ${caption}`}
    >
      <StateGroup node={root} byId={byId} layout={layout} active={active} />
      <g class="dbg-routes">
        {layout.routes.map((route) => {
          const from = byId.get(route.source)!.key;
          const to = byId.get(route.target)!.key;
          const labels = route.labels.map((l) => l.text);
          return (
            <g
              key={route.id}
              class={active.has(route.source) ? 'dbg-route dbg-route--available' : 'dbg-route'}
              role="group"
              aria-label={`${from} to ${to}: ${labels.join('; ')}`}
              data-route={route.id}
            >
              <polyline points={points(route.points)} />
              <polygon points={points(route.arrow)} />
              {route.labels.map((l) => (
                <text key={l.text} x={l.x} y={l.y}>
                  {l.text}
                </text>
              ))}
            </g>
          );
        })}
      </g>
    </svg>
  );
}

interface StateGroupProps {
  node: ChartNode;
  byId: Map<string, ChartNode>;
  layout: ChartLayout;
  active: Set<string>;
}

function StateGroup({ node, byId, layout, active }: StateGroupProps) {
  const index = layout.boxes.findIndex((b) => b.id === node.id);
  const box = layout.boxes[index]!;
  const text: NodeText = layout.texts[index]!;
  const isActive = active.has(node.id);
  const classes = [
    'dbg-state',
    `dbg-state--${node.type}`,
    node.transient ? 'dbg-state--transient' : '',
    isActive ? 'dbg-state--active' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const notes = [
    node.parent === null ? 'machine' : `${node.type} state`,
    node.initial ? 'initial' : '',
    node.transient ? 'transient' : '',
    isActive ? 'active' : '',
  ].filter(Boolean);
  return (
    <g
      class={classes}
      role="group"
      aria-label={`${node.key}: ${notes.join(', ')}`}
      data-state={node.id}
      data-active={isActive ? 'true' : 'false'}
    >
      {text.initial && (
        <g class="dbg-initial" aria-hidden="true">
          <circle cx={text.initial.cx} cy={text.initial.cy} r={4} />
          <polyline points={points(text.initial.line)} />
        </g>
      )}
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={6} />
      {node.type === 'final' && (
        <rect
          class="dbg-final-inner"
          x={box.x + 3}
          y={box.y + 3}
          width={box.w - 6}
          height={box.h - 6}
          rx={4}
        />
      )}
      <text class="dbg-state-title" x={text.title.x} y={text.title.y}>
        {(isActive ? MARKER : '') + text.title.text}
      </text>
      {text.internal.map((row) => (
        <text key={row.edge} class="dbg-internal" x={row.x} y={row.y}>
          {row.text}
        </text>
      ))}
      {node.children.map((id) => (
        <StateGroup key={id} node={byId.get(id)!} byId={byId} layout={layout} active={active} />
      ))}
    </g>
  );
}

/** The active ids and all their ancestors, so a value with leaf ids only still lights up its parents. */
export function activeSet(chart: Chart, activeIds: readonly string[]): Set<string> {
  const parent = new Map(chart.nodes.map((n) => [n.id, n.parent]));
  const out = new Set<string>();
  for (const id of activeIds) {
    for (let p: string | null | undefined = id; p && !out.has(p); p = parent.get(p)) out.add(p);
  }
  return out;
}
