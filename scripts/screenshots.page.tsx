/**
 * Renders one panel scene (`?scene=payout&theme=light`) exactly as the popover renders it, for `npm run screenshots`.
 * Without `?scene`, it renders on demand instead: `window.scenes` lists every scene and the seats that see it, and
 * `window.showScene(name, viewer, theme)` draws that seat's screen in place (tests/browser/panels-fit.test.ts).
 */
import { render } from 'preact';
import { loadAllPanels } from '../src/panels/games';
import { TablePanel } from '../src/panels/TablePanel';
import { scenes } from '../tests/panels/scenes';
import '../src/panels/shared/panels.css';

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

const params = new URLSearchParams(location.search);
if (params.has('scene'))
  document.body.dataset.ready = show(params.get('scene'), null, params.get('theme')) ? 'yes' : 'no';
else {
  window.scenes = all.map((s) => ({ name: s.name, viewers: s.everyone.map((e) => e.viewer) }));
  window.showScene = show;
  document.body.dataset.ready = 'yes';
}
