/**
 * Renders one panel scene (`?scene=payout&theme=light`) exactly as the popover renders it, for `npm run screenshots`;
 * with `?header=<scene>`, the extension store's header: that moment on every screen of the table side by side.
 * Without `?scene`, it renders on demand instead: `window.scenes` lists every scene and the seats that see it, and
 * `window.showScene(name, viewer, theme)` draws that seat's screen in place (tests/browser/panels-fit.test.ts).
 */
import { render } from 'preact';
import { loadAllPanels } from '../src/panels/games';
import { TablePanel } from '../src/panels/TablePanel';
import { scenes } from '../tests/panels/scenes';
import '../src/panels/shared/panels.css';
import './store-header.css';

declare global {
  interface Window {
    scenes: { name: string; viewers: string[] }[];
    showScene(name: string, viewer: string, theme: 'light' | 'dark'): boolean;
  }
}

const all = scenes();
const app = document.getElementById('app')!;
const noop = async () => ({ ok: true as const });
// Each game's panel loads on demand: loaded first, a scene renders in one go.
await loadAllPanels();

/** Draws `viewer`'s screen of the scene in `theme`; false for a scene or seat there is not. */
function show(name: string | null, viewer: string | null, theme: string | null): boolean {
  document.documentElement.dataset.theme = theme === 'light' ? 'light' : 'dark';
  const scene = all.find((s) => s.name === name);
  const seat = viewer === null ? scene : scene?.everyone.find((s) => s.viewer === viewer);
  // A fresh tree per screen, so nothing of the last seat's panel (an open question, a hint) stays.
  render(null, app);
  render(
    seat ? (
      <TablePanel state={seat.state} send={noop} recover={noop} chooseGame={noop} />
    ) : (
      <p>Unknown scene.</p>
    ),
    app,
  );
  return Boolean(seat);
}

/** The store's header (docs/store/header.png): the GM's screen and each player's at one moment of a real round. */
function showHeader(name: string | null): boolean {
  document.documentElement.dataset.theme = 'dark';
  const screens = all.find((s) => s.name === name)?.everyone.filter((s) => s.viewer !== 'newcomer');
  if (!screens) return false;
  const caption = (viewer: string) =>
    viewer === 'gm' ? 'The GM' : `${viewer[0]!.toUpperCase()}${viewer.slice(1)}`;
  render(
    <div class="store-header">
      <p class="store-title">
        <strong>Tavern Twenty-One</strong> · tavern dice games for your Owlbear Rodeo table, hidden
        dice kept hidden
      </p>
      <div class="store-screens">
        {screens.map(({ viewer, state }) => (
          <figure key={viewer}>
            <figcaption>{caption(viewer)}</figcaption>
            <div class="store-screen">
              <TablePanel state={state} send={noop} recover={noop} chooseGame={noop} />
            </div>
          </figure>
        ))}
      </div>
    </div>,
    app,
  );
  return true;
}

const params = new URLSearchParams(location.search);
if (params.has('header'))
  document.body.dataset.ready = showHeader(params.get('header')) ? 'yes' : 'no';
else if (params.has('scene'))
  document.body.dataset.ready = show(params.get('scene'), null, params.get('theme')) ? 'yes' : 'no';
else {
  window.scenes = all.map((s) => ({ name: s.name, viewers: s.everyone.map((e) => e.viewer) }));
  window.showScene = show;
  document.body.dataset.ready = 'yes';
}
