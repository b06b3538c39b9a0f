/** Standard mode's panel: the Twenty-One kit's table in Standard mode's words and hints. */
import type { TwentyOneView } from '../../../machines/twenty-one-kit/view';
import { withWords } from '../shared/words';
import { twentyOneBoard } from '../twenty-one-kit/Board';
import { TWENTY_ONE_WORDS } from '../twenty-one-kit/words';

// The game's words, which src/panels/games.ts loads through this module, in its chunk.
export { TWENTY_ONE_WORDS } from '../twenty-one-kit/words';

export const TwentyOnePanel = withWords<TwentyOneView>(
  twentyOneBoard(() => import('../twenty-one-kit/hints').then((m) => m.HINTS)),
  TWENTY_ONE_WORDS,
);
