/** The headless API serves Goblin Mode like any other game. */
import { describe, expect, it } from 'vitest';
import { createTable, GAME_TITLES, games, seededDice, type Sender } from '../../machines';
import { goblin } from '../../machines/goblin';
import { twentyOne } from '../../machines/twenty-one';
import { gm, must, player } from './helpers';

describe('Goblin Mode in the headless API', () => {
  it('is registered beside Standard mode, by id', () => {
    expect(games.goblin).toBe(goblin);
    expect(games['twenty-one']).toBe(twentyOne);
    expect(goblin.id).toBe('goblin');
    expect(GAME_TITLES.goblin).toBe('Tavern Twenty-One: Goblin Mode');
  });

  it('the dice seam asks for exactly the stage die on a roll and the coin on a flip', () => {
    const table = createTable(goblin, { dice: seededDice(5) });
    const ana: Sender = player('ana');
    must(table.send(ana, { type: 'JOIN', name: 'Ana', purse: 10 }));
    must(table.send(player('brom'), { type: 'JOIN', name: 'Brom', purse: 10 }));
    must(table.send(gm, { type: 'START_ROUND' }));
    expect(table.events.at(-1)!.dice).toEqual({});
    must(table.send(ana, { type: 'ROLL' }));
    expect(Object.keys(table.events.at(-1)!.dice)).toEqual(['d20']);
  });
});
