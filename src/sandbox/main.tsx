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
const servedFrom = crossSite(new URL(manifestUrl), params.has('crossSite'));

/**
 * `?crossSite`: the extension's pages come from another site than the sandbox page (`localhost` and `127.0.0.1`
 * swapped), as they come from the extension's own site inside owlbear.rodeo: their storage is third-party.
 */
function crossSite(url: URL, on: boolean): string | undefined {
  if (!on || url.origin !== location.origin) return undefined;
  // The manifest itself is read from here (its CORS header names only owlbear.rodeo); its pages load from there.
  const swapped = new URL(url);
  swapped.hostname = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return swapped.toString();
}

/**
 * `?seats=GM:GM:drop=100,Ana,Brom:PLAYER:closed` sets the starting table: role defaults to PLAYER; then any of
 * `closed` (popover closed), `drop=<percent>` (requests lost), `delay=<ms>` (replies late).
 */
function seatsFromQuery(value: string | null): readonly SeatSpec[] {
  if (!value) return DEFAULT_SEATS;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', role, ...flags] = part.split(':').map((piece) => piece.trim());
      const flag = (prefix: string) =>
        flags.find((f) => f.startsWith(prefix))?.slice(prefix.length);
      const drop = flag('drop=');
      const delay = flag('delay=');
      return {
        name,
        role: (role?.toUpperCase() === 'GM' ? 'GM' : 'PLAYER') as Role,
        ...(flags.includes('closed') ? { actionOpen: false } : {}),
        ...(drop || delay
          ? {
              network: {
                ...(drop ? { dropRate: Number(drop) / 100 } : {}),
                ...(delay ? { delayMs: Number(delay) } : {}),
              },
            }
          : {}),
      };
    });
}

loadManifest(manifestUrl, servedFrom).then(
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
    if (prefill > 0) bridge.host.conditions.fillRoomMetadata(prefill);
    exposeDebugHandle(bridge);
    render(
      <App
        bridge={bridge}
        trafficOpen={params.get('traffic') !== 'closed'}
        sceneOpen={params.get('scene') !== 'closed'}
      />,
      root,
    );
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
