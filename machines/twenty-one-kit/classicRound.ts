/**
 * What everyone may see of a Classic round beyond what every Twenty-One table shows: Classic's meta adds it to its
 * public view, and the kit's view type (`ClassicRoundView`, view.ts) reads its type off it. A file of its own, which
 * only Classic's meta imports (vite.config.ts keeps it out of the host's chunk): Standard's pages never load it.
 * Light: valibot and types only.
 */
import * as v from 'valibot';
import type { StringOf } from '../table/publicView';
import type { DuelContest } from './context';

export const classicRound = v.looseObject({
  /** The seat rolling its opener now, while the opener lasts. */
  opening: v.nullable(v.string()),
  /** A Goad's loser, whom the table waits on to pay the ante and hit. */
  forcedHit: v.nullable(v.string()),
  contest: v.nullable(
    v.looseObject({
      face: v.number(),
      name: v.string(),
      stat: v.string() as StringOf<DuelContest['stat']>,
    }),
  ),
  // Sealed to the investigator and the GM: never in the public table.
  investigations: v.pipe(v.array(v.unknown()), v.length(0)),
});
