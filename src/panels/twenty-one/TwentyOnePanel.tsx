/** Standard mode's panel: the GM sees the whole table and plays its NPC seats; a player sees their own hand. */
import type { TwentyOneView } from '../../../machines/twenty-one/view';
import type { PanelProps } from '../shared/types';
import { GmPanel } from './GmPanel';
import { PlayerPanel } from './PlayerPanel';
import './twenty-one.css';

export function TwentyOnePanel(props: PanelProps<TwentyOneView>) {
  return props.state.self.role === 'GM' ? <GmPanel {...props} /> : <PlayerPanel {...props} />;
}
