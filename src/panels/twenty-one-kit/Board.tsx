/**
 * The Twenty-One kit: the table Standard mode and Classic both show (one chart, two rulesets), which draws every
 * move from the view's actions. Each ruleset's panel gives it its words (`withWords`) and its hints, so the kit
 * never asks which game it shows.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { TwentyOneView } from '../../../machines/twenty-one-kit/view';
import type { PanelProps } from '../shared/types';
import type { Worded } from '../shared/words';
import type { Rulings } from './GmPanel';
import type { Hints } from './hints';
import { onDemand } from '../shared/onDemand';
import { PlayerPanel } from './PlayerPanel';
import './twenty-one.css';

/** The GM's table, on demand: a player's popover never loads it, a GM's as the panel first draws. */
export const GmPanel = onDemand(
  () => import('./GmPanel').then((m) => m.GmPanel),
  () => (
    // Said only if the load takes long enough to notice (panels.css).
    <p class="notice loading" role="status" aria-busy="true">
      Setting out the table…
    </p>
  ),
);

/** Before the hints arrive every hint is empty: the "what does this do?" line opens on nothing for a moment. */
const NO_HINTS = new Proxy({}, { get: () => '' }) as Hints;

/**
 * The table of a ruleset whose moves' hints `loadHints` brings, its moves already in that ruleset's words, with the
 * ruleset's own `rulings` for the GM under the round's controls. The hints load right after the panel, not with it:
 * the popover's first draw carries only what it shows.
 */
export function twentyOneBoard(
  loadHints: () => Promise<Hints>,
  rulings?: Rulings,
): ComponentType<PanelProps<Worded<TwentyOneView>>> {
  let hints: Hints | null = null;
  const loading = loadHints().then((loaded) => {
    hints = loaded;
  });
  return (props) => {
    const [, redraw] = useState(0);
    useEffect(() => {
      if (!hints) loading.then(() => redraw((n) => n + 1));
    }, []);
    const shown = hints ?? NO_HINTS;
    return props.state.self.role === 'GM' ? (
      <GmPanel {...props} hints={shown} rulings={rulings} />
    ) : (
      <PlayerPanel {...props} hints={shown} />
    );
  };
}
