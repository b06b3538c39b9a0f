/**
 * Three-Dragon Ante's exact odds from one seat's view: its own five dice
 * against each rival still in, whose faces shown are known and whose hidden
 * dice may be any face of a d12, every rival's hand apart from the others.
 */
import type { AnteView, SeatView } from './view';

const SIDES = 12;

/** The chance of each sum of `n` d12s, index the sum. */
const sums: number[][] = [[1]];
function sumsOf(n: number): number[] {
  while (sums.length <= n) {
    const prev = sums.at(-1)!;
    const next = new Array<number>(prev.length + SIDES).fill(0);
    for (let s = 0; s < prev.length; s++)
      if (prev[s]) for (let f = 1; f <= SIDES; f++) next[s + f]! += prev[s]! / SIDES;
    sums.push(next);
  }
  return sums[n]!;
}

/** A rival's chances to end below and level with `total`. */
function against(rival: SeatView, total: number): { below: number; level: number } {
  let shown = 0;
  let hidden = 0;
  for (const d of rival.dice)
    if (d.face === null) hidden++;
    else shown += d.face;
  const dist = sumsOf(hidden);
  let below = 0;
  for (let s = 0; s < dist.length && shown + s < total; s++) below += dist[s]!;
  const level = dist[total - shown] ?? 0;
  return { below, level };
}

/** The rivals still in: those not folded, beside this seat. */
export const rivalsIn = (view: AnteView, me: string): SeatView[] =>
  view.seats.filter((s) => s.id !== me && (s.status === 'in' || s.status === 'allIn'));

/**
 * This seat's expected share of a pot at the showdown, from its view: it shares with every rival level with it and
 * takes nothing when any is above. Exact over every face the hidden dice may show. Null when its own dice are unknown.
 */
export function expectedShare(view: AnteView, me: string): number | null {
  const mine = view.seats.find((s) => s.id === me);
  if (!mine || mine.dice.some((d) => d.face === null)) return null;
  const total = mine.dice.reduce((t, d) => t + d.face!, 0);
  // ties[k]: the chance no rival so far is above and k of them are level.
  let ties = [1];
  for (const rival of rivalsIn(view, me)) {
    const { below, level } = against(rival, total);
    const next = new Array<number>(ties.length + 1).fill(0);
    for (let k = 0; k < ties.length; k++) {
      next[k]! += ties[k]! * below;
      next[k + 1]! += ties[k]! * level;
    }
    ties = next;
  }
  return ties.reduce((share, p, k) => share + p / (k + 1), 0);
}
