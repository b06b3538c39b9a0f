/**
 * The last steps of layout.ts: measured drafts placed on the page, then each state's text and
 * each route's polyline, arrowhead and labels in absolute pixels.
 */
import type { Chart } from './chart';
import {
  ARROW,
  type ChartDraft,
  DOWN_X,
  type Draft,
  INTERNAL,
  LANE_W,
  LINE_H,
  PAD_X,
  portY,
  type RouteDraft,
  TITLE_H,
} from './layoutDraft';
import type { Box, NodeText, Route } from './layoutShapes';

type Point = { x: number; y: number };

/** Absolute positions: each draft's offset added down from the canvas at (x, y). */
export function placeDrafts(draft: (id: string) => Draft, canvas: Draft, x: number, y: number) {
  const abs = new Map<string, Point>();
  const place = (d: Draft, x: number, y: number) => {
    abs.set(d.id, { x, y });
    for (const child of d.children) place(draft(child), x + draft(child).rx, y + draft(child).ry);
  };
  place(canvas, x, y);
  return abs;
}

function boxAt(d: Draft, abs: Map<string, Point>): Box {
  const p = abs.get(d.id)!;
  return { id: d.id, x: p.x, y: p.y, w: d.w, h: d.h, headerH: d.headerH };
}

function nodeText(d: Draft, b: Box): NodeText {
  return {
    id: d.id,
    title: { x: b.x + PAD_X, y: b.y + 15, text: d.title },
    internal: d.internal.map((e, j) => ({
      x: b.x + PAD_X,
      y: b.y + TITLE_H + (j + 1) * LINE_H - 3,
      text: INTERNAL + e.label,
      edge: e.id,
    })),
    initial: d.node?.initial
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
}

/** A transition to the next sibling: a short arrow down the gap, labels beside it. */
function drawDown(r: RouteDraft, s: Box, t: Box): Route {
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

/** Any other transition: out of the source's right side, along its lane, into the target's. */
function drawLane(
  r: RouteDraft,
  s: Box,
  t: Box,
  draft: (id: string) => Draft,
  origin: Point,
): Route {
  const level = draft(r.level);
  const exit = draft(r.source).ports.find((p) => p.route === r.id && p.exit)!;
  const sx = s.x + s.w;
  const sy = s.y + exit.y;
  const tx = t.x + t.w;
  const ty = t.y + portY(draft(r.target), r.id, false);
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
}

/** Boxes, texts and routes of a measured chart, placed from `abs`. */
export function drawChart(chart: Chart, { routes, draft }: ChartDraft, abs: Map<string, Point>) {
  const box = (id: string) => boxAt(draft(id), abs);
  const boxes = chart.nodes.map((n) => box(n.id));
  const texts = chart.nodes.map((n) => nodeText(draft(n.id), box(n.id)));
  const drawn = routes.map((r) => {
    const s = box(r.source);
    const t = box(r.target);
    if (r.kind === 'down') return drawDown(r, s, t);
    return drawLane(r, s, t, draft, abs.get(r.level)!);
  });
  return { boxes, texts, routes: drawn };
}
