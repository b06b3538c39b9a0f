/**
 * Classic's panel: the Twenty-One kit's table (src/panels/twenty-one-kit/), which draws every move from the
 * view's actions (with Classic's words for them), and for the GM the house
 * rule under the round's controls: "Violence at the table is an immediate forfeit."
 */
import type { ClassicView } from '../../../machines/twenty-one-classic/index';
import type { ClassicIntent } from '../../../machines/twenty-one-classic/moves';
import type { TwentyOneView } from '../../../machines/twenty-one-kit/view';
import type { PanelProps } from '../shared/types';
import { onDemand } from '../shared/onDemand';
import { withWords } from '../shared/words';
import { twentyOneBoard } from '../twenty-one-kit/Board';
import { CLASSIC_WORDS } from './words';

// The game's words, which src/panels/games.ts loads through this module, in its chunk.
export { CLASSIC_WORDS } from './words';

/** The GM's house rule, on demand: a player's popover never draws it, and the GM's fetches it as the panel draws. */
export const HouseRule = onDemand(() => import('./HouseRule').then((m) => m.HouseRule));

/** The kit's table in Classic's words and hints: the panel reads each move's intent and words, never its shape. */
const ClassicTable = withWords<TwentyOneView>(
  twentyOneBoard(() => import('./hints').then((m) => m.CLASSIC_HINTS), {
    Control: HouseRule,
    moves: ['FORFEIT'] satisfies ClassicIntent['type'][],
  }),
  CLASSIC_WORDS,
);

export function ClassicPanel(props: PanelProps<ClassicView>) {
  return <ClassicTable {...(props as unknown as PanelProps<TwentyOneView>)} />;
}
