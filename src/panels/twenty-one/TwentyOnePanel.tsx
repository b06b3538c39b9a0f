/** Standard mode's panel: the GM sees the whole table and plays its NPC seats; a player sees their own hand. */
import type { TwentyOneView } from '../../../machines/twenty-one/view';
import type { PanelProps } from '../shared/types';
import { withWords, type Worded } from '../shared/words';
import { GmPanel } from './GmPanel';
import { PlayerPanel } from './PlayerPanel';
import { TWENTY_ONE_WORDS } from './words';
import './twenty-one.css';

/** The table of either ruleset, its moves already in that ruleset's words. */
export function TwentyOneTable(props: PanelProps<Worded<TwentyOneView>>) {
  return props.state.self.role === 'GM' ? <GmPanel {...props} /> : <PlayerPanel {...props} />;
}

export const TwentyOnePanel = withWords<TwentyOneView>(TwentyOneTable, TWENTY_ONE_WORDS);
