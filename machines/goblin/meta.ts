/** What the tavern knows of Goblin Mode without loading its chart: its name on the menu. */
export const meta = { game: 'Tavern Twenty-One', mode: 'Goblin Mode' } as const;
