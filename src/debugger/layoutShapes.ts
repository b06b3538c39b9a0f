/** What layout.ts computes for a chart: boxes, text lines and routes, in pixels, for the diagram to draw. */

export interface Box {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Height of the title band (and, for a compound state, its own ports) above its children. */
  headerH: number;
}

export interface TextLine {
  x: number;
  /** The baseline. */
  y: number;
  text: string;
}

/** One drawn arrow: every transition between the same two states, with a line of label each. */
export interface Route {
  id: string;
  source: string;
  target: string;
  edges: string[];
  kind: 'down' | 'lane';
  points: [number, number][];
  /** The arrowhead's three corners, tip first. */
  arrow: [number, number][];
  labels: TextLine[];
}

export interface NodeText {
  id: string;
  title: TextLine;
  /** Targetless transitions, listed inside the state. */
  internal: (TextLine & { edge: string })[];
  /** The dot and line that mark the state its parent enters first. */
  initial: { cx: number; cy: number; line: [number, number][] } | null;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** In document order. */
  boxes: Box[];
  texts: NodeText[];
  routes: Route[];
}
