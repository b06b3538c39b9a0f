/** Renders one panel scene (`?scene=payout&theme=light`) exactly as the popover renders it, for `npm run screenshots`. */
import { render } from 'preact';
import type { GoblinView } from '../machines/goblin/view';
import { GmPanel } from '../src/panels/GmPanel';
import { GoblinPanel } from '../src/panels/GoblinPanel';
import { PlayerPanel } from '../src/panels/PlayerPanel';
import { scenes } from '../tests/panels/scenes';
import '../src/panels/panels.css';

const params = new URLSearchParams(location.search);
document.documentElement.dataset.theme = params.get('theme') === 'light' ? 'light' : 'dark';
const scene = scenes().find((s) => s.name === params.get('scene'));
const noop = async () => ({ ok: true as const });
const view = scene?.state.view as unknown as { game: string } | undefined;
render(
  !scene ? (
    <p>Unknown scene.</p>
  ) : view?.game === 'goblin' ? (
    <GoblinPanel state={scene.state} send={noop} recover={noop} view={view as GoblinView} />
  ) : scene.viewer === 'gm' ? (
    <GmPanel state={scene.state} send={noop} recover={noop} roomId="screenshots" />
  ) : (
    <PlayerPanel state={scene.state} send={noop} recover={noop} />
  ),
  document.getElementById('app')!,
);
document.body.dataset.ready = scene ? 'yes' : 'no';
