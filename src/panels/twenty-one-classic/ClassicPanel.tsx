/** Classic's panel: Standard mode's table, which draws every move from the view's actions, for a Classic view. */
import type { ClassicView } from '../../../machines/twenty-one/classic/game';
import type { TwentyOneView } from '../../../machines/twenty-one/view';
import type { PanelProps } from '../shared/types';
import { TwentyOnePanel } from '../twenty-one/TwentyOnePanel';

export function ClassicPanel(props: PanelProps<ClassicView>) {
  // The same view, whose actions are Classic's: the panel reads each move's intent and label, never its shape.
  return <TwentyOnePanel {...(props as unknown as PanelProps<TwentyOneView>)} />;
}
