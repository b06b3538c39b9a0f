/** What the scene pane offers as a seat beyond its view: an open right-click, the viewport, the fault. */
import type { ShownEntry } from './contextMenus';
import type { Vector2 } from './sceneGeometry';
import type { SandboxScene } from './sandboxScene';
import type { Seat } from './host';

export type Spot = { itemId?: string; point?: Vector2 };

/** A right-click open on the pane: where on screen, on what, and what it offers. */
export interface OpenMenu {
  at: { left: number; top: number };
  target: Spot;
  entries: ShownEntry[];
}

/** An open right-click: the entries of the seat's pages that show there, and Delete on an item. */
export function SceneMenu({
  scene,
  seatKey,
  label,
  menu,
  close,
}: {
  scene: SandboxScene;
  seatKey: string;
  label: string;
  menu: OpenMenu;
  close: () => void;
}) {
  const { itemId } = menu.target;
  return (
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
            scene.clickMenu(seatKey, entry.id, menu.target);
            close();
          }}
        >
          <img src={entry.icon} alt="" width={16} height={16} /> {entry.label}
        </button>
      ))}
      {itemId !== undefined && (
        <button
          type="button"
          role="menuitem"
          data-menu-id="delete"
          onClick={() => {
            scene.deleteItems(seatKey, [itemId]);
            close();
          }}
        >
          Delete
        </button>
      )}
      {menu.entries.length === 0 && itemId === undefined && (
        <span class="muted">nothing for {label} here</span>
      )}
    </div>
  );
}

const PANS = [
  ['←', 0.25, 0],
  ['→', -0.25, 0],
  ['↑', 0, 0.25],
  ['↓', 0, -0.25],
] as const;

/** The seat's viewport (pan, zoom about the centre) and the fault of its client writing the extension's items. */
export function SceneFooter({
  scene,
  seat,
  label,
}: {
  scene: SandboxScene;
  seat: Seat;
  label: string;
}) {
  return (
    <footer class="scene-controls">
      <ViewportControls scene={scene} seat={seat} />
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
  );
}

/** Pans a quarter of the screen each way, and zooms about the screen's centre. */
function ViewportControls({ scene, seat }: { scene: SandboxScene; seat: Seat }) {
  const view = scene.viewport(seat.key);
  const zoom = (factor: number) =>
    scene.setViewport(seat.key, {
      scale: view.scale * factor,
      position: {
        x: view.width / 2 - (view.width / 2 - view.position.x) * factor,
        y: view.height / 2 - (view.height / 2 - view.position.y) * factor,
      },
    });
  return (
    <span title="Move what this seat's screen shows">
      {PANS.map(([arrow, dx, dy]) => (
        <button
          key={arrow}
          type="button"
          aria-label={`Pan ${arrow}`}
          onClick={() =>
            scene.setViewport(seat.key, {
              position: {
                x: view.position.x + dx * view.width,
                y: view.position.y + dy * view.height,
              },
            })
          }
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
  );
}
