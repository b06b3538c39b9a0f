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
 *
 * The steps: drafting, routing and ports (layoutDraft.ts), measuring (here),
 * placing and drawing (layoutDraw.ts).
 */
import type { Chart } from './chart';
import {
  CANVAS,
  type ChartDraft,
  type Draft,
  DOWN_X,
  draftChart,
  GAP,
  INDENT,
  INTERNAL,
  LANE_W,
  LINE_H,
  MARGIN,
  MARKER,
  MIN_W,
  PAD_B,
  PAD_R,
  PAD_X,
  portY,
  portsHeight,
  type RouteDraft,
  TITLE_H,
  textWidth,
} from './layoutDraft';
import { drawChart, placeDrafts } from './layoutDraw';
import type { ChartLayout } from './layoutShapes';

export { CHAR_W, LINE_H, MARKER } from './layoutDraft';
export type { Box, ChartLayout, NodeText, Route, TextLine } from './layoutShapes';

/** A box's own width (title, internal transitions) and the height of its text. */
function ownSize(d: Draft) {
  const ownWidth =
    Math.max(textWidth(MARKER + d.title), ...d.internal.map((e) => textWidth(INTERNAL + e.label))) +
    2 * PAD_X;
  const textHeight =
    (d.node ? TITLE_H : 0) + d.internal.length * LINE_H + (d.internal.length ? 6 : 0);
  return { ownWidth, textHeight };
}

/**
 * Stacks a container's children in a column from `y`, leaving room in each gap for a down
 * arrow's labels; returns the column's bottom, its right edge and the down labels' right edge.
 */
function stackChildren({ draft, routeOf }: ChartDraft, d: Draft, left: number, top: number) {
  let y = top;
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
  return { bottom: y, innerRight, downLabelRight };
}

/** Gives each of the container's lane routes a lane; returns how many lanes it needs. */
function assignLanes(draft: (id: string) => Draft, d: Draft, mine: RouteDraft[]): number {
  const offsetWithin = (id: string): number => {
    let y = 0;
    for (let c = draft(id); c.id !== d.id; c = draft(c.parent!)) y += c.ry;
    return y;
  };
  // Lanes: shortest spans nearest the children; a lane is reused when spans do not overlap.
  const spans = mine.map((r) => {
    const a = offsetWithin(r.source) + portY(draft(r.source), r.id, true);
    const b = offsetWithin(r.target) + portY(draft(r.target), r.id, false);
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
  return laneSpans.length;
}

/** Sizes a draft and everything inside it, children first, and places children within it. */
function measure(cd: ChartDraft, d: Draft): void {
  const { ownWidth, textHeight } = ownSize(d);
  if (d.children.length === 0) {
    d.w = Math.max(MIN_W, ownWidth);
    d.h = Math.max(TITLE_H + 8, textHeight + 6, portsHeight(d));
    d.headerH = d.h;
    return;
  }
  for (const child of d.children) measure(cd, cd.draft(child));
  const isCanvas = d.node === null;
  const left = isCanvas ? 0 : INDENT;
  d.headerH = isCanvas ? 0 : Math.max(textHeight + 4, portsHeight(d));
  const stack = stackChildren(cd, d, left, isCanvas ? 0 : d.headerH + 6);
  const { bottom: y, innerRight } = stack;
  const mine = cd.routes.filter((r) => r.level === d.id && r.kind === 'lane');
  const labelW = Math.max(
    0,
    ...mine.map((r) => Math.max(...r.edges.map((e) => textWidth(e.label))) + 8),
    stack.downLabelRight - innerRight + 4,
  );
  const lanes = assignLanes(cd.draft, d, mine);
  d.innerRight = innerRight;
  d.labelW = labelW;
  d.w = isCanvas
    ? innerRight + labelW + lanes * LANE_W
    : Math.max(ownWidth, innerRight + labelW + lanes * LANE_W + PAD_R);
  d.h = isCanvas ? y : y + PAD_B;
}

export function layoutChart(chart: Chart): ChartLayout {
  const cd = draftChart(chart);
  const canvas = cd.draft(CANVAS);
  measure(cd, canvas);
  const abs = placeDrafts(cd.draft, canvas, MARGIN, MARGIN);
  return {
    width: canvas.w + 2 * MARGIN,
    height: canvas.h + 2 * MARGIN,
    ...drawChart(chart, cd, abs),
  };
}
