import { useEffect, useRef, useState } from 'preact/hooks';
import type { SandboxHost, Seat } from './host';
import { SCENE_NAMES, type SandboxScene } from './sandboxScene';
import { SceneItemDrawing } from './sceneDrawing';
import { type Vector2, viewBox } from './sceneGeometry';
import { hidden, type SeenItem } from './sceneView';
import { type OpenMenu, SceneFooter, SceneMenu, type Spot } from './SceneControls';

/**
 * The scene as one seat's screen shows it (docs/sandbox.md, "The scene"): the shared items, hidden ones faded for a
 * GM, and that seat's own local items, which no other tab shows. A person acts as that seat: drags a shared item,
 * right-clicks an item or the map for the context menu (the extension's entries, and Delete), pans and zooms.
 */
export function ScenePane({ host }: { host: SandboxHost }) {
  const [, setVersion] = useState(0);
  useEffect(() => host.scene.onChange(() => setVersion((v) => v + 1)), [host]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const pane = useRef<HTMLElement>(null);
  const seats = host.seats();
  const seat = seats.find((s) => s.key === chosen) ?? seats[0];
  if (!seat) return null;
  const scene = host.scene;
  const label = host.label(seat);
  const openMenu = (event: MouseEvent, target: Spot) => {
    event.preventDefault();
    event.stopPropagation();
    const box = pane.current!.getBoundingClientRect();
    setMenu({
      at: { left: event.clientX - box.left, top: event.clientY - box.top },
      target,
      entries: scene.menuFor(seat.key, target),
    });
  };
  return (
    <section class="scene-pane" aria-label="Scene" ref={pane} data-scene-seat={label}>
      <SceneHeader host={host} seat={seat} choose={setChosen} />
      <div class="scene-view">
        {scene.room.ready ? (
          <SceneView
            scene={scene}
            seat={seat}
            label={label}
            onMenu={openMenu}
            onDismiss={() => setMenu(null)}
          />
        ) : (
          <p class="scene-closed" data-field="scene-closed">
            No scene is open: the extension's pages read <code>OBR.scene.isReady()</code> as false.
          </p>
        )}
        {menu && (
          <SceneMenu
            scene={scene}
            seatKey={seat.key}
            label={label}
            menu={menu}
            close={() => setMenu(null)}
          />
        )}
      </div>
      <SceneFooter scene={scene} seat={seat} label={label} />
    </section>
  );
}

/** Which scene is open, and whose view the pane shows. */
function SceneHeader({
  host,
  seat,
  choose,
}: {
  host: SandboxHost;
  seat: Seat;
  choose: (seatKey: string) => void;
}) {
  const scene = host.scene;
  return (
    <header class="scene-controls">
      <strong>Scene</strong>
      <select
        aria-label="Open scene"
        data-control="scene-open"
        value={scene.room.sceneName ?? ''}
        onChange={(e) => scene.openScene(e.currentTarget.value || null)}
      >
        {SCENE_NAMES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        <option value="">no scene open</option>
      </select>
      <span role="tablist" aria-label="Seen by">
        {host.seats().map((s) => (
          <button
            key={s.key}
            type="button"
            role="tab"
            aria-selected={s.key === seat.key}
            data-scene-tab={host.label(s)}
            onClick={() => choose(s.key)}
          >
            {host.label(s)}
          </button>
        ))}
      </span>
    </header>
  );
}

/** A shared item dragged on the seat's view: written once, where it is dropped. */
function useDrag(scene: SandboxScene, seat: Seat, byId: Map<string, SeenItem>) {
  const [drag, setDrag] = useState<{ id: string; from: Vector2; offset: Vector2 } | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  /** The scene point under the pointer. */
  const pointAt = (event: MouseEvent): Vector2 => {
    const matrix = svg.current?.getScreenCTM()?.inverse();
    if (!matrix) return { x: 0, y: 0 };
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    return { x: Math.round(p.x), y: Math.round(p.y) };
  };
  const start = (item: SeenItem, e: PointerEvent) => {
    if (e.button !== 0 || item.locked || item.layer === 'MAP') return;
    svg.current?.setPointerCapture(e.pointerId);
    setDrag({ id: item.id, from: pointAt(e), offset: { x: 0, y: 0 } });
  };
  const move = (e: PointerEvent) => {
    if (!drag) return;
    const at = pointAt(e);
    setDrag({ ...drag, offset: { x: at.x - drag.from.x, y: at.y - drag.from.y } });
  };
  const drop = () => {
    const item = drag && byId.get(drag.id);
    if (item && (drag.offset.x !== 0 || drag.offset.y !== 0))
      scene.moveItems(seat.key, [
        {
          id: item.id,
          position: { x: item.position.x + drag.offset.x, y: item.position.y + drag.offset.y },
        },
      ]);
    setDrag(null);
  };
  return { svg, drag, pointAt, start, move, drop };
}

/** The seat's view as SVG; a shared item is dragged (one write when dropped) or right-clicked. */
function SceneView({
  scene,
  seat,
  label,
  onMenu,
  onDismiss,
}: {
  scene: SandboxScene;
  seat: Seat;
  label: string;
  onMenu: (event: MouseEvent, target: Spot) => void;
  onDismiss: () => void;
}) {
  const shown = viewBox(scene.viewport(seat.key));
  const items = scene.seenBy(seat.key);
  const byId = new Map(items.map((item) => [item.id, item]));
  const { svg, drag, pointAt, start, move, drop } = useDrag(scene, seat, byId);
  return (
    <svg
      ref={svg}
      role="img"
      aria-label={`The scene as ${label} sees it`}
      data-scene-view={label}
      viewBox={`${shown.min.x} ${shown.min.y} ${shown.width} ${shown.height}`}
      onContextMenu={(e) => onMenu(e, { point: pointAt(e) })}
      onPointerMove={move}
      onPointerUp={drop}
      onClick={onDismiss}
      onKeyDown={(e) => e.key === 'Escape' && onDismiss()}
    >
      {items.map((item) => (
        <SceneItemDrawing
          key={`${item.local ? 'local' : 'shared'}:${item.id}`}
          item={item}
          local={item.local}
          faded={hidden(item, byId)}
          {...(drag?.id === item.id && !item.local ? { offset: drag.offset } : {})}
          {...(item.local
            ? {}
            : {
                onContextMenu: (e: MouseEvent) => onMenu(e, { itemId: item.id }),
                onPointerDown: (e: PointerEvent) => start(item, e),
              })}
        />
      ))}
    </svg>
  );
}
