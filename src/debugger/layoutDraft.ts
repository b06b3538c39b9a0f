/**
 * The first steps of layout.ts: a draft per state, transitions grouped into routes, and each
 * box's ports on its right side. Sizes and positions come later (layout.ts, layoutDraw.ts).
 */
import type { Chart, ChartEdge, ChartNode } from './chart';

export const CHAR_W = 7;
export const LINE_H = 14;
export const TITLE_H = 22;
export const PAD_X = 10;
/** Left of the children: room for the initial-state marker. */
export const INDENT = 24;
export const PAD_R = 10;
export const PAD_B = 10;
export const GAP = 16;
export const LANE_W = 12;
const PORT_GAP = 6;
export const MIN_W = 96;
export const MARGIN = 8;
export const ARROW = 7;
/** Where a down arrow runs, from its boxes' left side. */
export const DOWN_X = 18;
/** Characters kept before each title for the active marker, so the layout does not move as the table plays. */
export const MARKER = '\u25B6 ';
export const INTERNAL = '\u21BA ';

export const textWidth = (text: string) => [...text].length * CHAR_W;

export interface Port {
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

export interface Draft {
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

export interface RouteDraft {
  id: string;
  source: string;
  target: string;
  edges: ChartEdge[];
  level: string;
  kind: 'down' | 'lane';
}

/** Every state's draft by id (the canvas's too), and the routes between them. */
export interface ChartDraft {
  drafts: Map<string, Draft>;
  routes: RouteDraft[];
  routeOf: Map<string, RouteDraft>;
  draft: (id: string) => Draft;
}

/** The id of the invisible container around the root, which holds the root's own lanes. */
export const CANVAS = '\u0000canvas';

function titleOf(node: ChartNode): string {
  const notes = [
    node.transient ? 'transient' : null,
    node.type === 'parallel' || node.type === 'final' || node.type === 'history' ? node.type : null,
  ].filter(Boolean);
  return notes.length ? `${node.key} (${notes.join(', ')})` : node.key;
}

function blankDraft(
  id: string,
  parent: string | null,
  node: ChartNode | null,
  children: string[],
): Draft {
  return {
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
  };
}

function draftStates(chart: Chart): Map<string, Draft> {
  const drafts = new Map<string, Draft>();
  drafts.set(CANVAS, blankDraft(CANVAS, null, null, [chart.id]));
  for (const node of chart.nodes)
    drafts.set(node.id, blankDraft(node.id, node.parent ?? CANVAS, node, node.children));
  return drafts;
}

/** Proper ancestors, nearest first, ending with the canvas. */
function ancestors(draft: (id: string) => Draft, id: string): string[] {
  const out: string[] = [];
  for (let p = draft(id).parent; p !== null; p = draft(p).parent) out.push(p);
  return out;
}

/** Groups edges into routes and decides where each runs; targetless edges stay inside their state. */
function routeEdges(chart: Chart, draft: (id: string) => Draft) {
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
      const targetAncestors = new Set(ancestors(draft, edge.target));
      const level = ancestors(draft, edge.source).find((a) => targetAncestors.has(a))!;
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
  return { routes, routeOf };
}

/** Ports on the right side of each box, ordered by where the other end sits (upward ones first). */
function placePorts(chart: Chart, { drafts, routes, draft }: ChartDraft): void {
  const order = new Map(chart.nodes.map((n, i) => [n.id, i]));
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
}

/** Drafts every state, routes every transition and gives each box its ports: no sizes yet. */
export function draftChart(chart: Chart): ChartDraft {
  const drafts = draftStates(chart);
  const draft = (id: string) => drafts.get(id)!;
  const { routes, routeOf } = routeEdges(chart, draft);
  const result = { drafts, routes, routeOf, draft };
  placePorts(chart, result);
  return result;
}

export const portsHeight = (d: Draft) =>
  d.ports.length ? d.ports[d.ports.length - 1]!.y + ARROW / 2 + 4 : 0;

export const portY = (d: Draft, route: string, exit: boolean) =>
  d.ports.find((p) => p.route === route && p.exit === exit)!.y;
