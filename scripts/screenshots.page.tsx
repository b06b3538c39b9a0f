/** Renders one panel scene (`?scene=payout&theme=light`) exactly as the popover renders it, for `npm run screenshots`. */
import { render } from 'preact';
import { loadAllPanels } from '../src/panels/games';
import { TablePanel } from '../src/panels/TablePanel';
import { scenes } from '../tests/panels/scenes';
import '../src/panels/shared/panels.css';

const params = new URLSearchParams(location.search);
document.documentElement.dataset.theme = params.get('theme') === 'light' ? 'light' : 'dark';
const scene = scenes().find((s) => s.name === params.get('scene'));
const noop = async () => ({ ok: true as const });
// Each game's panel loads on demand: loaded first, the scene renders in one go.
await loadAllPanels();
render(
  scene ? <TablePanel state={scene.state} send={noop} recover={noop} chooseGame={noop} roomId="screenshots" /> : <p>Unknown scene.</p>,
  document.getElementById('app')!,
);
document.body.dataset.ready = scene ? 'yes' : 'no';
