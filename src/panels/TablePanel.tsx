/**
 * The panel for whoever is looking, at whatever game the table plays: the
 * GM's recovery choice while the host waits for it, otherwise the game's own
 * panel (games.ts, loaded the first time it is shown). Before any view has
 * come, or while the game's panel loads, the shell every panel has says what
 * the table is waiting for.
 */
import { GAME_TITLES, type OnDemand } from '../../machines/catalog';
import { gameOf } from '../sync/client';
import { PANELS, useOnDemand, type AnyPanel } from './games';
import { Refusal } from './shared/Notices';
import { PanelShell } from './shared/PanelShell';
import { Recovery } from './shared/GmOnDemand';
import { handsOff } from './shared/handsOff';
import { useMemo } from 'preact/hooks';
import type { PanelProps } from './shared/types';
import type { GameId, TableView } from '../../machines/catalog';

export function TablePanel({
  panels = PANELS,
  ...props
}: PanelProps<TableView> & { panels?: OnDemand<GameId, AnyPanel> }) {
  const { state } = props;
  const game = gameOf(state);
  const { loaded: Panel, failed } = useOnDemand(panels, game);
  const drawn = useMemo(() => handsOff(state), [state]);
  if (state.self.role === 'GM' && state.lease?.status === 'lost' && state.hostOnline)
    return <Recovery state={state} recover={props.recover} />;
  if (Panel) return <Panel {...props} state={drawn} />;
  return (
    <PanelShell state={state} class="panel" openDebugger={props.openDebugger}>
      <Refusal state={state} />
      {failed ? (
        <p class="refusal" role="alert">
          The panel for {GAME_TITLES[game!]} could not load ({failed}). Close the popover and open
          it again to retry.
        </p>
      ) : (
        game && (
          // Said only if the load takes long enough to notice (panels.css), in the space the panel's banner takes.
          <p class="notice loading" role="status" aria-busy="true">
            Setting out the table for {GAME_TITLES[game]}…
          </p>
        )
      )}
    </PanelShell>
  );
}
