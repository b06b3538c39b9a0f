/**
 * A declared roll's line of the log (`WizardsLines`, context.ts): what the roll did, as data its words say
 * (src/panels/wizards-and-thieves/words.ts): "Majority thieves: Ana takes 3 from the pot and goes again."
 */
import type { DeclareLine, Resolution } from './context';

/** The line of `seat`'s roll of `faces`, resolved as `r`. */
export function declareLine(
  r: Resolution,
  seat: string,
  faces: readonly number[],
): { say: 'declare' } & DeclareLine {
  // On three thieves the pot is split among the other seats still holding coins.
  const others =
    r.outcome === 'three-thieves'
      ? r.board.order.filter((s) => s !== seat && (r.board.coins[s] ?? 0) > 0)
      : [];
  return {
    say: 'declare',
    seat,
    call: r.call,
    faces: [...faces],
    outcome: r.outcome,
    triple: r.reading.triple,
    amount: r.reading.amount,
    moves: r.moves.map((m) => ({ ...m })),
    wentOut: [...r.wentOut],
    again: r.again,
    next: r.next,
    ending: r.ending,
    others,
  };
}
