import type { SeatView } from '../../machines/twenty-one/view';

/** Gold as the table writes it: "1,250 gp". */
export const gp = (amount: number): string => `${amount.toLocaleString('en-US')} gp`;

/** A chance as a whole percentage: "38%". */
export const percent = (chance: number): string => `${Math.round(chance * 100)}%`;

/** A seat's status in the rules' words. */
export const STATUS_WORDS: Record<SeatView['status'], string> = {
  waiting: 'waiting',
  in: 'still in',
  held: 'holds',
  busted: 'busted',
  folded: 'folded',
  caught: 'caught cheating',
};
