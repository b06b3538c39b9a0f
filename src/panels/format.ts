/** Gold as the table writes it: "1,250 gp". */
export const gp = (amount: number): string => `${amount.toLocaleString('en-US')} gp`;

/** A chance as a whole percentage: "38%". */
export const percent = (chance: number): string => `${Math.round(chance * 100)}%`;
