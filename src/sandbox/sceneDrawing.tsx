/**
 * One scene item as SVG, as the sandbox reads Owlbear's item JSON (`sceneGeometry.ts`): shapes, curves, lines, text,
 * labels and images; any other type as a dashed box naming it. In the item's own frame, placed by its position,
 * rotation and scale. Close enough to see a table; not Owlbear's renderer.
 */
import { imageFrame, localBox, type RawItem, textSize, type Vector2 } from './sceneGeometry';

type Rec = Record<string, unknown>;
const rec = (value: unknown): Rec =>
  typeof value === 'object' && value !== null ? (value as Rec) : {};
const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const str = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;

/** SVG paint from an Owlbear style's fill and stroke. */
function paint(style: Rec, filled = true): Record<string, string | number | undefined> {
  return {
    fill: filled ? str(style.fillColor, 'black') : 'none',
    'fill-opacity': num(style.fillOpacity, 1),
    stroke: str(style.strokeColor, 'white'),
    'stroke-opacity': num(style.strokeOpacity, 1),
    'stroke-width': num(style.strokeWidth, 0),
    'stroke-dasharray': Array.isArray(style.strokeDash) ? style.strokeDash.join(' ') : undefined,
  };
}

function shape(item: RawItem) {
  const style = rec(item.style);
  const w = num(item.width);
  const h = num(item.height);
  switch (item.shapeType) {
    case 'CIRCLE':
      return <ellipse cx={0} cy={0} rx={w / 2} ry={h / 2} {...paint(style)} />;
    case 'TRIANGLE':
      return <polygon points={`0,0 ${w / 2},${h} ${-w / 2},${h}`} {...paint(style)} />;
    case 'HEXAGON': {
      const points = [0, 1, 2, 3, 4, 5].map((i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return `${(Math.cos(a) * w) / 2},${(Math.sin(a) * h) / 2}`;
      });
      return <polygon points={points.join(' ')} {...paint(style)} />;
    }
    default:
      return <rect x={0} y={0} width={w} height={h} {...paint(style)} />;
  }
}

/** A curve through its points: straight at tension 0, else a cardinal spline. */
function curvePath(points: Vector2[], tension: number, closed: boolean): string {
  if (points.length === 0) return '';
  const at = (i: number) =>
    points[
      closed ? (i + points.length) % points.length : Math.max(0, Math.min(points.length - 1, i))
    ]!;
  let d = `M ${points[0]!.x} ${points[0]!.y}`;
  const segments = closed ? points.length : points.length - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const k = tension / 3;
    d += ` C ${p1.x + (p2.x - p0.x) * k} ${p1.y + (p2.y - p0.y) * k}, ${p2.x - (p3.x - p1.x) * k} ${
      p2.y - (p3.y - p1.y) * k
    }, ${p2.x} ${p2.y}`;
  }
  return closed ? `${d} Z` : d;
}

/** Text in a box of `width` × `height` at the origin, aligned as its style says. */
function textBlock(text: Rec, width: number, height: number) {
  const style = rec(text.style);
  const size = num(style.fontSize, 16);
  const lineHeight = size * num(style.lineHeight, 1.5);
  const padding = num(style.padding);
  const lines = str(text.plainText, '').split('\n');
  const align = str(style.textAlign, 'LEFT');
  const x = align === 'CENTER' ? width / 2 : align === 'RIGHT' ? width - padding : padding;
  const block = lines.length * lineHeight;
  const vertical = str(style.textAlignVertical, 'TOP');
  const top =
    vertical === 'MIDDLE'
      ? (height - block) / 2
      : vertical === 'BOTTOM'
        ? height - block - padding
        : padding;
  return (
    <text
      x={x}
      font-family={`${str(style.fontFamily, 'Roboto')}, sans-serif`}
      font-size={size}
      font-weight={num(style.fontWeight, 400)}
      fill={str(style.fillColor, 'white')}
      fill-opacity={num(style.fillOpacity, 1)}
      text-anchor={align === 'CENTER' ? 'middle' : align === 'RIGHT' ? 'end' : 'start'}
    >
      {lines.map((line, i) => (
        <tspan key={i} x={x} y={top + lineHeight * i + size}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function label(item: RawItem) {
  const text = rec(item.text);
  const style = rec(item.style);
  const { min } = localBox(item);
  const { width, height } = textSize(text);
  return (
    <>
      <path
        d={`M ${-num(style.pointerWidth, 4)} ${min.y + height} L 0 0 L ${num(style.pointerWidth, 4)} ${min.y + height} Z`}
        fill={str(style.backgroundColor, '#3D4051')}
      />
      <g transform={`translate(${min.x} ${min.y})`}>
        <rect
          width={width}
          height={height}
          rx={num(style.cornerRadius, 8)}
          fill={str(style.backgroundColor, '#3D4051')}
          fill-opacity={num(style.backgroundOpacity, 1)}
        />
        {textBlock(text, width, height)}
      </g>
    </>
  );
}

function image(item: RawItem) {
  const { size, offset } = imageFrame(item);
  const text = rec(item.text);
  const caption = str(text.plainText, '');
  return (
    <>
      <image
        href={str(rec(item.image).url, '')}
        x={-offset.x}
        y={-offset.y}
        width={size.x}
        height={size.y}
        preserveAspectRatio="none"
      />
      {caption && (
        <g transform={`translate(${-offset.x} ${size.y - offset.y})`}>
          {textBlock(
            { ...text, style: { ...rec(text.style), textAlignVertical: 'TOP' } },
            size.x,
            40,
          )}
        </g>
      )}
    </>
  );
}

/** The item's own drawing, before its placement. */
function body(item: RawItem) {
  switch (item.type) {
    case 'SHAPE':
      return shape(item);
    case 'CURVE': {
      const style = rec(item.style);
      const points = Array.isArray(item.points) ? (item.points as Vector2[]) : [];
      const closed = style.closed === true;
      return (
        <path d={curvePath(points, num(style.tension, 0.5), closed)} {...paint(style, closed)} />
      );
    }
    case 'LINE': {
      const [a, b] = [rec(item.startPosition), rec(item.endPosition)];
      return (
        <line
          x1={num(a.x)}
          y1={num(a.y)}
          x2={num(b.x)}
          y2={num(b.y)}
          {...paint(rec(item.style), false)}
        />
      );
    }
    case 'TEXT': {
      const text = rec(item.text);
      const { width, height } = textSize(text);
      return textBlock(text, width, height);
    }
    case 'LABEL':
      return label(item);
    case 'IMAGE':
      return image(item);
    default:
      return (
        <>
          <rect
            x={-30}
            y={-15}
            width={60}
            height={30}
            fill="none"
            stroke="currentColor"
            stroke-dasharray="4 3"
          />
          <text x={0} y={5} font-size={12} text-anchor="middle" fill="currentColor">
            {item.type}
          </text>
        </>
      );
  }
}

/** The item placed in the scene; `faded` for one hidden from players, `offset` while it is dragged. */
export function SceneItemDrawing({
  item,
  local,
  faded,
  offset,
  ...events
}: {
  item: RawItem;
  local: boolean;
  faded: boolean;
  offset?: Vector2;
  onPointerDown?: (event: PointerEvent) => void;
  onContextMenu?: (event: MouseEvent) => void;
}) {
  const x = item.position.x + (offset?.x ?? 0);
  const y = item.position.y + (offset?.y ?? 0);
  return (
    <g
      data-item-id={item.id}
      data-item-type={item.type}
      data-layer={String(item.layer)}
      data-local={local ? 'true' : 'false'}
      class={`scene-item${local ? ' local' : ''}${item.locked ? ' locked' : ''}`}
      opacity={faded ? 0.4 : 1}
      transform={`translate(${x} ${y}) rotate(${item.rotation}) scale(${item.scale.x} ${item.scale.y})`}
      {...events}
    >
      <title>{`${String(item.name ?? item.type)}${local ? ' (local)' : ''}`}</title>
      {body(item)}
    </g>
  );
}
