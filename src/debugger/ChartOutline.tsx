/** The chart as nested lists, for screen readers and for reading transitions without following lines. */
import type { Chart, ChartNode } from './chart';

interface ChartOutlineProps {
  chart: Chart;
  active: Set<string>;
}

export function ChartOutline({ chart, active }: ChartOutlineProps) {
  const byId = new Map(chart.nodes.map((n) => [n.id, n]));
  return (
    <details>
      <summary>The chart as text</summary>
      <ul>
        <OutlineNode node={byId.get(chart.id)!} chart={chart} byId={byId} active={active} />
      </ul>
    </details>
  );
}

function OutlineNode({
  node,
  chart,
  byId,
  active,
}: {
  node: ChartNode;
  chart: Chart;
  byId: Map<string, ChartNode>;
  active: Set<string>;
}) {
  const edges = chart.edges.filter((e) => e.source === node.id);
  const notes = [
    node.initial ? 'initial' : '',
    node.transient ? 'transient' : '',
    active.has(node.id) ? 'active' : '',
  ].filter(Boolean);
  return (
    <li>
      <span class="dbg-mono">{node.key}</span>
      {notes.length > 0 && <span class="dbg-hint"> ({notes.join(', ')})</span>}
      {(edges.length > 0 || node.children.length > 0) && (
        <ul>
          {edges.map((e) => (
            <li key={e.id} class="dbg-mono">
              {e.label} {e.target ? `\u2192 ${byId.get(e.target)?.key ?? e.target}` : '(stays)'}
            </li>
          ))}
          {node.children.map((id) => (
            <OutlineNode key={id} node={byId.get(id)!} chart={chart} byId={byId} active={active} />
          ))}
        </ul>
      )}
    </li>
  );
}
