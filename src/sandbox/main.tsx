import { render } from 'preact';
import { App } from './App';
import { FrameBridge } from './bridge';
import { DEFAULT_SEATS, type Role, type SeatSpec } from './host';
import { loadManifest } from './manifest';
import { exposeDebugHandle } from './debug';
import './sandbox.css';

const root = document.getElementById('sandbox')!;
const params = new URLSearchParams(location.search);
const manifestUrl = new URL(params.get('manifest') ?? 'manifest.json', location.href).toString();

/** `?seats=GM:GM,Ana,Brom:PLAYER:closed` sets the starting table (role defaults to PLAYER; `closed`: popover closed). */
function seatsFromQuery(value: string | null): readonly SeatSpec[] {
  if (!value) return DEFAULT_SEATS;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', role, open] = part.split(':');
      return {
        name: name.trim(),
        role: (role?.trim().toUpperCase() === 'GM' ? 'GM' : 'PLAYER') as Role,
        ...(open?.trim() === 'closed' ? { actionOpen: false } : {}),
      };
    });
}

loadManifest(manifestUrl).then(
  (manifest) => {
    const bridge = new FrameBridge({
      hostOrigin: location.origin,
      manifest,
      seats: seatsFromQuery(params.get('seats')),
      ...(params.get('room') ? { roomId: params.get('room')! } : {}),
    });
    bridge.listen(window);
    // A real room's conditions from the start (docs/sandbox.md).
    if (params.get('localConnectionId') === 'off') bridge.host.omitLocalConnectionId = true;
    const prefill = Number(params.get('prefill'));
    if (prefill > 0) bridge.host.fillRoomMetadata(prefill);
    exposeDebugHandle(bridge);
    render(<App bridge={bridge} />, root);
  },
  (error: unknown) => {
    render(
      <div class="sandbox-error" data-sandbox-error="">
        <h1>The sandbox could not load the extension</h1>
        <p>
          Manifest: <code>{manifestUrl}</code>
        </p>
        <pre>{error instanceof Error ? error.message : String(error)}</pre>
      </div>,
      root,
    );
  },
);
