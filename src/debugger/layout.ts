/**
 * A deterministic layout for a chart: nested boxes, children stacked in a
 * column inside their parent (which suits a narrow panel and keeps the
 * definition's order, which is the order of play), and transitions as
 * orthogonal polylines.
 *
 * - A transition to the next sibling is a short arrow down the gap between them.
 * - Every other transition leaves its source's right side, runs up or down a
 *   lane to the right of the children of the deepest state containing both
 *   ends, and enters its target's right side. Its label sits on the segment
 *   where it leaves, in a label column between the children and the lanes.
 * - A targetless transition (it runs actions and stays) is listed inside its
 *   state, UML style.
 *
 * Each box gives every port on its right side its own band of height, and
 * boxes never share a height band unless one contains the other, so labels,
 * ports and boxes cannot overlap by construction. Text is monospace so its
 * width is known without measuring; same chart in, same numbers out.
 */
import type { Chart, ChartEdge, ChartNode } from './chart';
import type { Box, ChartLayout, NodeText, Route } from './layoutShapes';

export const CHAR_W = 7;
export const LINE_H = 14;
const TITLE_H = 22;
const PAD_X = 10;
/** Left of the children: room for the initial-state marker. */
const INDENT = 24;
const PAD_R = 10;
const PAD_B = 10;
const GAP = 16;
const LANE_W = 12;
const PORT_GAP = 6;
const MIN_W = 96;
const MARGIN = 8;
const ARROW = 7;
/** Where a down arrow runs, from its boxes' left side. */
const DOWN_X = 18;
/** Characters kept before each title for the active marker, so the layout does not move as the table plays. */
export const MARKER = '\u25B6 ';
const INTERNAL = '\u21BA ';

const textWidth = (text: string) => [...text].length * CHAR_W;

export type { Box, ChartLayout, NodeText, Route, TextLine } from './layoutShapes';

interface Port {
  route: string;
  exit: boolean;
  rows: number;
  /** Sort key: the document index of the other end. */
  order: number;
  /** The port's y, from the top of its box. */
  y: number;
  /** The band it owns, from the top of its box. */
  top: number;
}

interface Draft {
  id: string;
  parent: string | null;
  node: ChartNode | null;
  children: string[];
  title: string;
  internal: ChartEdge[];
  ports: Port[];
  /** Relative to the parent's top-left. */
  rx: number;
  ry: number;
  w: number;
  h: number;
  headerH: number;
  /** For a container: where its label column and lanes start, relative to itself. */
  innerRight: number;
  labelW: number;
  lanes: Map<string, number>;
}

interface RouteDraft {
  id: string;
  source: string;
  target: string;
  edges: ChartEdge[];
  level: string;
  kind: 'down' | 'lane';
}

/** The id of the invisible container around the root, which holds the root's own lanes. */
const CANVAS = '\u0000canvas';

function titleOf(node: ChartNode): string {
  const notes = [
    node.transient ? 'transient' : null,
    node.type === 'parallel' || node.type === 'final' || node.type === 'history' ? node.type : null,
  ].filter(Boolean);
  return notes.length ? `${node.key} (${notes.join(', ')})` : node.key;
}

export function layoutChart(chart: Chart): ChartLayout {
  const order = new Map(chart.nodes.map((n, i) => [n.id, i]));
  const drafts = new Map<string, Draft>();
  const blank = (
    id: string,
    parent: string | null,
    node: ChartNode | null,
    children: string[],
  ): Draft => ({
    id,
    parent,
    node,
    children,
    title: node ? titleOf(node) : '',
    internal: [],
    ports: [],
    rx: 0,
    ry: 0,
    w: 0,
    h: 0,
    headerH: 0,
    innerRight: 0,
    labelW: 0,
    lanes: new Map(),
  });
  drafts.set(CANVAS, blank(CANVAS, null, null, [chart.id]));
  for (const node of chart.nodes)
    drafts.set(node.id, blank(node.id, node.parent ?? CANVAS, node, node.children));
  const draft = (id: string) => drafts.get(id)!;

  /** Proper ancestors, nearest first, ending with the canvas. */
  const ancestors = (id: string): string[] => {
    const out: string[] = [];
    for (let p = draft(id).parent; p !== null; p = draft(p).parent) out.push(p);
    return out;
  };

  // Group edges into routes and decide where each runs.
  const routes: RouteDraft[] = [];
  const routeOf = new Map<string, RouteDraft>();
  for (const edge of chart.edges) {
    if (edge.target === null) {
      draft(edge.source).internal.push(edge);
      continue;
    }
    const id = `${edge.source}\u2192${edge.target}`;
    let route = routeOf.get(id);
    if (!route) {
      const targetAncestors = new Set(ancestors(edge.target));
      const level = ancestors(edge.source).find((a) => targetAncestors.has(a))!;
      const siblings = draft(level).children;
      const next =
        siblings.indexOf(edge.target) === siblings.indexOf(edge.source) + 1 &&
        siblings.includes(edge.source);
      route = {
        id,
        source: edge.source,
        target: edge.target,
        edges: [],
        level,
        kind: next ? 'down' : 'lane',
      };
      routeOf.set(id, route);
      routes.push(route);
    }
    route.edges.push(edge);
  }

  // Ports on the right side of each box, ordered by where the other end sits (upward ones first).
  for (const route of routes) {
    if (route.kind !== 'lane') continue;
    draft(route.source).ports.push({
      route: route.id,
      exit: true,
      rows: route.edges.length,
      order: order.get(route.target)!,
      y: 0,
      top: 0,
    });
    draft(route.target).ports.push({
      route: route.id,
      exit: false,
      rows: 0,
      order: order.get(route.source)!,
      y: 0,
      top: 0,
    });
  }
  for (const d of drafts.values()) {
    d.ports.sort(
      (a, b) =>
        a.order - b.order ||
        Number(b.exit) - Number(a.exit) ||
        (a.route < b.route ? -1 : a.route > b.route ? 1 : 0),
    );
    let cursor = 6;
    for (const port of d.ports) {
      port.top = cursor;
      port.y = port.exit ? cursor + port.rows * LINE_H + 2 : cursor + ARROW / 2 + 1;
      cursor = port.y + (port.exit ? 0 : ARROW / 2 + 1) + PORT_GAP;
    }
  }
  const portsHeight = (d: Draft) =>
    d.ports.length ? d.ports[d.ports.length - 1]!.y + ARROW / 2 + 4 : 0;

  const offsetWithin = (id: string, container: string): number => {
    let y = 0;
    for (let d = draft(id); d.id !== container; d = draft(d.parent!)) y += d.ry;
    return y;
  };
  const portY = (id: string, route: string, exit: boolean) =>
    draft(id).ports.find((p) => p.route === route && p.exit === exit)!.y;

  const measure = (d: Draft): void => {
    const ownWidth =
      Math.max(
        textWidth(MARKER + d.title),
        ...d.internal.map((e) => textWidth(INTERNAL + e.label)),
      ) +
      2 * PAD_X;
    const textHeight =
      (d.node ? TITLE_H : 0) + d.internal.length * LINE_H + (d.internal.length ? 6 : 0);
    if (d.children.length === 0) {
      d.w = Math.max(MIN_W, ownWidth);
      d.h = Math.max(TITLE_H + 8, textHeight + 6, portsHeight(d));
      d.headerH = d.h;
      return;
    }
    for (const child of d.children) measure(draft(child));
    const isCanvas = d.node === null;
    const left = isCanvas ? 0 : INDENT;
    d.headerH = isCanvas ? 0 : Math.max(textHeight + 4, portsHeight(d));
    let y = isCanvas ? 0 : d.headerH + 6;
    let innerRight = left;
    let downLabelRight = 0;
    d.children.forEach((id, i) => {
      const child = draft(id);
      child.rx = left;
      child.ry = y;
      y += child.h;
      innerRight = Math.max(innerRight, left + child.w);
      const nextId = d.children[i + 1];
      if (nextId === undefined) return;
      const down = routeOf.get(`${id}\u2192${nextId}`);
      if (down?.kind === 'down') {
        y += Math.max(GAP, down.edges.length * LINE_H + 12);
        downLabelRight = Math.max(
          downLabelRight,
          left + DOWN_X + 8 + Math.max(...down.edges.map((e) => textWidth(e.label))),
        );
      } else {
        y += GAP;
      }
    });
    const mine = routes.filter((r) => r.level === d.id && r.kind === 'lane');
    const labelW = Math.max(
      0,
      ...mine.map((r) => Math.max(...r.edges.map((e) => textWidth(e.label))) + 8),
      downLabelRight - innerRight + 4,
    );
    // Lanes: shortest spans nearest the children; a lane is reused when spans do not overlap.
    const spans = mine.map((r) => {
      const a = offsetWithin(r.source, d.id) + portY(r.source, r.id, true);
      const b = offsetWithin(r.target, d.id) + portY(r.target, r.id, false);
      return { route: r.id, from: Math.min(a, b), to: Math.max(a, b) };
    });
    spans.sort(
      (p, q) => p.to - p.from - (q.to - q.from) || p.from - q.from || (p.route < q.route ? -1 : 1),
    );
    const laneSpans: { from: number; to: number }[][] = [];
    for (const span of spans) {
      let lane = laneSpans.findIndex((taken) =>
        taken.every((t) => span.to + 4 < t.from || span.from > t.to + 4),
      );
      if (lane < 0) lane = laneSpans.push([]) - 1;
      laneSpans[lane]!.push(span);
      d.lanes.set(span.route, lane);
    }
    d.innerRight = innerRight;
    d.labelW = labelW;
    d.w = isCanvas
      ? innerRight + labelW + laneSpans.length * LANE_W
      : Math.max(ownWidth, innerRight + labelW + laneSpans.length * LANE_W + PAD_R);
    d.h = isCanvas ? y : y + PAD_B;
  };
  const canvas = draft(CANVAS);
  measure(canvas);

  // Absolute positions.
  const abs = new Map<string, { x: number; y: number }>();
  const place = (d: Draft, x: number, y: number) => {
    abs.set(d.id, { x, y });
    for (const child of d.children) place(draft(child), x + draft(child).rx, y + draft(child).ry);
  };
  place(canvas, MARGIN, MARGIN);
  const box = (id: string): Box => {
    const d = draft(id);
    const p = abs.get(id)!;
    return { id, x: p.x, y: p.y, w: d.w, h: d.h, headerH: d.headerH };
  };

  const boxes = chart.nodes.map((n) => box(n.id));
  const texts: NodeText[] = chart.nodes.map((n) => {
    const b = box(n.id);
    const d = draft(n.id);
    return {
      id: n.id,
      title: { x: b.x + PAD_X, y: b.y + 15, text: d.title },
      internal: d.internal.map((e, j) => ({
        x: b.x + PAD_X,
        y: b.y + TITLE_H + (j + 1) * LINE_H - 3,
        text: INTERNAL + e.label,
        edge: e.id,
      })),
      initial: n.initial
        ? {
            cx: b.x - 14,
            cy: b.y + 11,
            line: [
              [b.x - 10, b.y + 11],
              [b.x, b.y + 11],
            ],
          }
        : null,
    };
  });

  const drawn: Route[] = routes.map((r) => {
    const s = box(r.source);
    const t = box(r.target);
    const level = draft(r.level);
    const origin = abs.get(r.level)!;
    if (r.kind === 'down') {
      const x = s.x + DOWN_X;
      const top = s.y + s.h;
      return {
        id: r.id,
        source: r.source,
        target: r.target,
        edges: r.edges.map((e) => e.id),
        kind: 'down',
        points: [
          [x, top],
          [x, t.y - ARROW],
        ],
        arrow: [
          [x, t.y],
          [x - ARROW / 2 - 0.5, t.y - ARROW],
          [x + ARROW / 2 + 0.5, t.y - ARROW],
        ],
        labels: r.edges.map((e, j) => ({
          x: x + 8,
          y: top + 6 + (j + 1) * LINE_H - 3,
          text: e.label,
        })),
      };
    }
    const exit = draft(r.source).ports.find((p) => p.route === r.id && p.exit)!;
    const sx = s.x + s.w;
    const sy = s.y + exit.y;
    const tx = t.x + t.w;
    const ty = t.y + portY(r.target, r.id, false);
    const laneX =
      origin.x + level.innerRight + level.labelW + LANE_W * (level.lanes.get(r.id)! + 0.5);
    return {
      id: r.id,
      source: r.source,
      target: r.target,
      edges: r.edges.map((e) => e.id),
      kind: 'lane',
      points: [
        [sx, sy],
        [laneX, sy],
        [laneX, ty],
        [tx + ARROW, ty],
      ],
      arrow: [
        [tx, ty],
        [tx + ARROW, ty - ARROW / 2 - 0.5],
        [tx + ARROW, ty + ARROW / 2 + 0.5],
      ],
      labels: r.edges.map((e, j) => ({
        x: origin.x + level.innerRight + 4,
        y: s.y + exit.top + (j + 1) * LINE_H - 3,
        text: e.label,
      })),
    };
  });

  return {
    width: canvas.w + 2 * MARGIN,
    height: canvas.h + 2 * MARGIN,
    boxes,
    texts,
    routes: drawn,
  };
}
