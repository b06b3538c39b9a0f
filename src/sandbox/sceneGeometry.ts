/**
 * Where a scene item is, as the sandbox reads Owlbear's item JSON: its box, how an attached item follows its parent,
 * and a seat's viewport. Approximate where Owlbear does not document it (a text's box is estimated from its
 * characters); docs/sandbox.md says so.
 */

export interface Vector2 {
  x: number;
  y: number;
}

export interface Box {
  min: Vector2;
  max: Vector2;
  width: number;
  height: number;
  center: Vector2;
}

/** An item as Owlbear keeps it: the SDK's JSON. */
export type RawItem = Record<string, unknown> & {
  id: string;
  type: string;
  position: Vector2;
  rotation: number;
  scale: Vector2;
  attachedTo?: string;
};

/** One scene unit per pixel at scale 1; a grid cell is this many units (Owlbear's default grid). */
export const GRID_DPI = 150;

export const box = (min: Vector2, max: Vector2): Box => ({
  min,
  max,
  width: max.x - min.x,
  height: max.y - min.y,
  center: { x: (min.x + max.x) / 2, y: (min.y + max.y) / 2 },
});

/** The box around some points; an empty box at the origin for none. */
export function boxAround(points: readonly Vector2[]): Box {
  if (points.length === 0) return box({ x: 0, y: 0 }, { x: 0, y: 0 });
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return box(
    { x: Math.min(...xs), y: Math.min(...ys) },
    { x: Math.max(...xs), y: Math.max(...ys) },
  );
}

const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const rec = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** A text's size: its own when given, else estimated from its characters and its font. */
export function textSize(text: Record<string, unknown>): { width: number; height: number } {
  const style = rec(text.style);
  const fontSize = num(style.fontSize, 16);
  const padding = num(style.padding);
  const lines = String(text.plainText ?? '').split('\n');
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return {
    width: typeof text.width === 'number' ? text.width : longest * fontSize * 0.55 + 2 * padding,
    height:
      typeof text.height === 'number'
        ? text.height
        : lines.length * fontSize * num(style.lineHeight, 1.5) + 2 * padding,
  };
}

/** The item's box in its own frame (before its position, rotation and scale). */
export function localBox(item: RawItem): Box {
  switch (item.type) {
    case 'SHAPE': {
      const w = num(item.width);
      const h = num(item.height);
      const centred = item.shapeType === 'CIRCLE' || item.shapeType === 'HEXAGON';
      if (centred) return box({ x: -w / 2, y: -h / 2 }, { x: w / 2, y: h / 2 });
      if (item.shapeType === 'TRIANGLE') return box({ x: -w / 2, y: 0 }, { x: w / 2, y: h });
      return box({ x: 0, y: 0 }, { x: w, y: h });
    }
    case 'CURVE':
      return boxAround(Array.isArray(item.points) ? (item.points as Vector2[]) : []);
    case 'LINE':
      return boxAround([item.startPosition as Vector2, item.endPosition as Vector2]);
    case 'TEXT': {
      const { width, height } = textSize(rec(item.text));
      return box({ x: 0, y: 0 }, { x: width, y: height });
    }
    case 'LABEL': {
      // A label points down at its position by default, its box above it.
      const { width, height } = textSize(rec(item.text));
      const pointer = num(rec(item.style).pointerHeight, 4);
      return box({ x: -width / 2, y: -height - pointer }, { x: width / 2, y: 0 });
    }
    case 'IMAGE': {
      const { size, offset } = imageFrame(item);
      return box({ x: -offset.x, y: -offset.y }, { x: size.x - offset.x, y: size.y - offset.y });
    }
    default:
      return box({ x: 0, y: 0 }, { x: 0, y: 0 });
  }
}

/** An image's size and the offset of its anchor pixel, in scene units: `grid.dpi` image pixels to a grid cell. */
export function imageFrame(item: RawItem): { size: Vector2; offset: Vector2 } {
  const image = rec(item.image);
  const grid = rec(item.grid);
  const ratio = GRID_DPI / num(grid.dpi, GRID_DPI);
  const offset = rec(grid.offset);
  return {
    size: { x: num(image.width) * ratio, y: num(image.height) * ratio },
    offset: { x: num(offset.x) * ratio, y: num(offset.y) * ratio },
  };
}

/** A point of the item's frame in the scene. */
export function toScene(
  item: Pick<RawItem, 'position' | 'rotation' | 'scale'>,
  point: Vector2,
): Vector2 {
  const angle = (item.rotation * Math.PI) / 180;
  const x = point.x * item.scale.x;
  const y = point.y * item.scale.y;
  return {
    x: item.position.x + x * Math.cos(angle) - y * Math.sin(angle),
    y: item.position.y + x * Math.sin(angle) + y * Math.cos(angle),
  };
}

/** The item's box in the scene. */
export function itemBox(item: RawItem): Box {
  const { min, max } = localBox(item);
  return boxAround(
    [min, { x: max.x, y: min.y }, max, { x: min.x, y: max.y }].map((p) => toScene(item, p)),
  );
}

export type Transform = Pick<RawItem, 'position' | 'rotation' | 'scale'>;

/**
 * Where an attached item goes when its parent moves from `before` to `after`: it keeps its place in the parent's
 * frame, following the parent's position, rotation and scale unless its `disableAttachmentBehavior` turns one off.
 */
export function carried(
  child: Transform,
  before: Transform,
  after: Transform,
  disabled: ReadonlySet<string>,
): Transform {
  const turn = disabled.has('ROTATION') ? 0 : after.rotation - before.rotation;
  const grow = (axis: 'x' | 'y') =>
    disabled.has('SCALE') || before.scale[axis] === 0 ? 1 : after.scale[axis] / before.scale[axis];
  const angle = (turn * Math.PI) / 180;
  const dx = (child.position.x - before.position.x) * grow('x');
  const dy = (child.position.y - before.position.y) * grow('y');
  const position = disabled.has('POSITION')
    ? child.position
    : {
        x: after.position.x + dx * Math.cos(angle) - dy * Math.sin(angle),
        y: after.position.y + dx * Math.sin(angle) + dy * Math.cos(angle),
      };
  return {
    position,
    rotation: child.rotation + turn,
    scale: { x: child.scale.x * grow('x'), y: child.scale.y * grow('y') },
  };
}

/** A client's view of the scene: a screen point is `scene point × scale + position` (the SDK's `ViewportTransform`). */
export interface ViewportState {
  position: Vector2;
  scale: number;
  /** The map's size on the client's screen, in pixels. */
  width: number;
  height: number;
}

/** Every seat starts looking at the scene's origin, 1,920 × 1,080 scene units of it. */
export const START_VIEWPORT: ViewportState = {
  position: { x: 480, y: 270 },
  scale: 0.5,
  width: 960,
  height: 540,
};

export const toScreen = (view: ViewportState, point: Vector2): Vector2 => ({
  x: point.x * view.scale + view.position.x,
  y: point.y * view.scale + view.position.y,
});

export const fromScreen = (view: ViewportState, point: Vector2): Vector2 => ({
  x: (point.x - view.position.x) / view.scale,
  y: (point.y - view.position.y) / view.scale,
});

/** What the viewport shows, in scene units. */
export const viewBox = (view: ViewportState): Box =>
  box(fromScreen(view, { x: 0, y: 0 }), fromScreen(view, { x: view.width, y: view.height }));
