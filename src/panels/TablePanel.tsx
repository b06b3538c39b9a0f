/**
 * The panel for whoever is looking, at whatever game the table plays: the
 * GM's recovery choice while the host waits for it, otherwise the game's own
 * panel (games.ts). Before any view has come, the default game's panel says
 * what the table is waiting for.
 */
import type { ComponentType } from 'preact';
import { DEFAULT_GAME, type TableView } from '../../machines/catalog';
import { gameOf } from '../sync/client';
import { PANELS } from './games';
import { Recovery } from './shared/Recovery';
import type { PanelProps } from './shared/types';

export function TablePanel(props: PanelProps<TableView>) {
  const { state } = props;
  if (state.self.role === 'GM' && state.lease?.status === 'lost' && state.hostOnline) return <Recovery state={state} recover={props.recover} />;
  // Each panel takes the views of its own game, which `gameOf` names.
  const Panel = PANELS[gameOf(state) ?? DEFAULT_GAME] as ComponentType<PanelProps<TableView>>;
  return <Panel {...props} />;
}
