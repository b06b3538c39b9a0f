/**
 * The panel for whoever is looking, at whatever game the table plays: the
 * GM's recovery choice while the host waits for it, Goblin Mode's panel for a
 * Goblin Mode table, otherwise the GM's or a player's Twenty-One panel.
 */
import type { TableView } from '../../machines/catalog';
import { isGame } from '../sync/client';
import { GmPanel } from './GmPanel';
import { GoblinPanel } from './GoblinPanel';
import { PlayerPanel } from './PlayerPanel';
import { Recovery } from './Recovery';
import type { PanelProps } from './types';

export function TablePanel(props: PanelProps<TableView>) {
  const { state } = props;
  const gm = state.self.role === 'GM';
  if (gm && state.lease?.status === 'lost' && state.hostOnline) return <Recovery state={state} recover={props.recover} />;
  if (isGame(state, 'goblin')) return <GoblinPanel {...props} state={state} />;
  if (isGame(state, 'twenty-one') || gameless(state)) return gm ? <GmPanel {...props} state={state} /> : <PlayerPanel {...props} state={state} />;
  return null;
}

/** Before any view has come: the Twenty-One panels say what the table is waiting for. */
const gameless = (state: PanelProps<TableView>['state']): state is PanelProps['state'] => !state.view && !state.table;
