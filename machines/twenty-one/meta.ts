/** What the tavern knows of Standard mode without loading its chart: its name on the menu. */
export const meta = { game: 'Tavern Twenty-One', mode: 'Standard mode' } as const;
