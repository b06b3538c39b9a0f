const whole = new Intl.NumberFormat('en-US');

/** Gold as the table writes it: "1,250 gp". (One shared formatter: `toLocaleString` builds one per call.) */
export const gp = (amount: number): string => `${whole.format(amount)} gp`;

/** How side bets split (machines/table/sideBets.ts), said wherever they are placed or paid. */
export const SHARES_ROUNDING =
  'Side-bet shares are whole gold pieces: each backer’s share of the pool rounds down, and the coins left over go to the largest backer.';

/** A chance as a whole percentage: "38%". */
export const percent = (chance: number): string => `${Math.round(chance * 100)}%`;

/** A chance to one decimal, exact for any die of the tavern's odds that ends there: "12.5%", "16.7%", "0%". */
export const exactPercent = (chance: number): string => `${Number((chance * 100).toFixed(1))}%`;
