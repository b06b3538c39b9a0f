import { useEffect, useRef, useState } from 'preact/hooks';
import type { ShownEntry } from './contextMenus';
import type { SandboxHost } from './host';
import { hidden, SCENE_NAMES } from './sandboxScene';
import { SceneItemDrawing } from './sceneDrawing';
import { type Vector2, viewBox } from './sceneGeometry';

/** A right-click open on the pane: where, on what, and what it offers. */
interface OpenMenu {
  at: { left: number; top: number };
  target: { itemId?: string; point?: Vector2 };
  entries: ShownEntry[];
}

interface Drag {
  id: string;
  from: Vector2;
  offset: Vector2;
}

/**
 * The scene as one seat's screen shows it (docs/sandbox.md, "The scene"): the shared items, hidden ones faded for a
 * GM, and that seat's own local items, which no other tab shows. A person acts as that seat: drags a shared item,
 * right-clicks an item or the map for the context menu (the extension's entries, and Delete), pans and zooms.
 */
export function ScenePane({ host }: { host: SandboxHost }) {
  const [, setVersion] = useState(0);
  useEffect(() => host.onChange(() => setVersion((v) => v + 1), 'scene'), [host]);
  const seats = host.seats();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const seat = seats.find((s) => s.key === chosen) ?? seats[0];
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const pane = useRef<HTMLElement>(null);
  if (!seat) return null;
  const scene = host.scene;
  const view = scene.viewport(seat.key);
  const shown = viewBox(view);
  const items = scene.seenBy(seat.key);
  const byId = new Map(items.map((item) => [item.id, item]));
  const label = host.label(seat);

  /** The scene point under the pointer. */
  const pointAt = (event: MouseEvent): Vector2 => {
    const matrix = svg.current?.getScreenCTM()?.inverse();
    if (!matrix) return { x: 0, y: 0 };
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    return { x: Math.round(p.x), y: Math.round(p.y) };
  };
  const openMenu = (event: MouseEvent, target: OpenMenu['target']) => {
    event.preventDefault();
    event.stopPropagation();
    const box = pane.current!.getBoundingClientRect();
    setMenu({
      at: { left: event.clientX - box.left, top: event.clientY - box.top },
      target,
      entries: scene.menuFor(seat.key, target),
    });
  };
  const pan = (dx: number, dy: number) =>
    scene.setViewport(seat.key, {
      position: { x: view.position.x + dx * view.width, y: view.position.y + dy * view.height },
    });
  const zoom = (factor: number) =>
    scene.setViewport(seat.key, {
      scale: view.scale * factor,
      // About the screen's centre.
      position: {
        x: view.width / 2 - (view.width / 2 - view.position.x) * factor,
        y: view.height / 2 - (view.height / 2 - view.position.y) * factor,
      },
    });

  return (
    <section class="scene-pane" aria-label="Scene" ref={pane} data-scene-seat={label}>
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
          {seats.map((s) => (
            <button
              key={s.key}
              type="button"
              role="tab"
              aria-selected={s.key === seat.key}
              data-scene-tab={host.label(s)}
              onClick={() => setChosen(s.key)}
            >
              {host.label(s)}
            </button>
          ))}
        </span>
      </header>
      <div class="scene-view">
        {scene.room.ready ? (
          <svg
            ref={svg}
            role="img"
            aria-label={`The scene as ${label} sees it`}
            data-scene-view={label}
            viewBox={`${shown.min.x} ${shown.min.y} ${shown.width} ${shown.height}`}
            onContextMenu={(e) => openMenu(e, { point: pointAt(e) })}
            onPointerMove={(e) =>
              drag &&
              setDrag({
                ...drag,
                offset: { x: pointAt(e).x - drag.from.x, y: pointAt(e).y - drag.from.y },
              })
            }
            onPointerUp={() => {
              if (drag && (drag.offset.x !== 0 || drag.offset.y !== 0)) {
                const item = byId.get(drag.id)!;
                scene.moveItems(seat.key, [
                  {
                    id: drag.id,
                    position: {
                      x: item.position.x + drag.offset.x,
                      y: item.position.y + drag.offset.y,
                    },
                  },
                ]);
              }
              setDrag(null);
            }}
            onClick={() => setMenu(null)}
            onKeyDown={(e) => e.key === 'Escape' && setMenu(null)}
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
                      onContextMenu: (e: MouseEvent) => openMenu(e, { itemId: item.id }),
                      onPointerDown: (e: PointerEvent) => {
                        if (e.button !== 0 || item.locked || item.layer === 'MAP') return;
                        svg.current?.setPointerCapture(e.pointerId);
                        setDrag({ id: item.id, from: pointAt(e), offset: { x: 0, y: 0 } });
                      },
                    })}
              />
            ))}
          </svg>
        ) : (
          <p class="scene-closed" data-field="scene-closed">
            No scene is open: the extension's pages read <code>OBR.scene.isReady()</code> as false.
          </p>
        )}
        {menu && (
          <div
            class="scene-menu"
            role="menu"
            aria-label={`Context menu of ${label}`}
            style={{ left: `${menu.at.left}px`, top: `${menu.at.top}px` }}
          >
            {menu.entries.map((entry) => (
              <button
                key={entry.id}
                type="button"
                role="menuitem"
                data-menu-id={entry.id}
                onClick={() => {
                  scene.clickMenu(seat.key, entry.id, menu.target);
                  setMenu(null);
                }}
              >
                <img src={entry.icon} alt="" width={16} height={16} /> {entry.label}
              </button>
            ))}
            {menu.target.itemId !== undefined && (
              <button
                type="button"
                role="menuitem"
                data-menu-id="delete"
                onClick={() => {
                  scene.deleteItems(seat.key, [menu.target.itemId!]);
                  setMenu(null);
                }}
              >
                Delete
              </button>
            )}
            {menu.entries.length === 0 && menu.target.itemId === undefined && (
              <span class="muted">nothing for {label} here</span>
            )}
          </div>
        )}
      </div>
      <footer class="scene-controls">
        <span title="Move what this seat's screen shows">
          {(
            [
              ['←', 0.25, 0],
              ['→', -0.25, 0],
              ['↑', 0, 0.25],
              ['↓', 0, -0.25],
            ] as const
          ).map(([arrow, dx, dy]) => (
            <button
              key={arrow}
              type="button"
              aria-label={`Pan ${arrow}`}
              onClick={() => pan(dx, dy)}
            >
              {arrow}
            </button>
          ))}
          <button type="button" aria-label="Zoom in" onClick={() => zoom(1.25)}>
            +
          </button>
          <button type="button" aria-label="Zoom out" onClick={() => zoom(0.8)}>
            −
          </button>
        </span>
        <span
          title={`A fault: ${label}'s client writes the extension's shared items, as any client of a real room can`}
        >
          as {label}:{' '}
          <button
            type="button"
            data-control="scene-move-extension-items"
            onClick={() => scene.tamper(seat.key, 'move')}
          >
            move
          </button>{' '}
          <button
            type="button"
            data-control="scene-delete-extension-items"
            onClick={() => scene.tamper(seat.key, 'delete')}
          >
            delete
          </button>{' '}
          the extension's items
        </span>
      </footer>
    </section>
  );
}
