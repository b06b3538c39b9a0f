/**
 * "A new game starts at round 1" (issue 47): the round number counts the rounds of one game, from the lobby's start
 * to the GM's return to the lobby; the next start from the lobby is round 1 again, in every game.
 */
import { describe, expect, it } from 'vitest';
import { chooser, playRound } from '../../machines/engine/autoplay';
import type { Sender } from '../../machines';
import { createTable, GAME_IDS, games, seededDice } from '../../machines';

const gm: Sender = { role: 'gm', id: 'gm' };
const players = ['ana', 'brom', 'cyra'].map((id) => ({ role: 'player' as const, id }));
const SKIP = ['VOID_ROUND', 'BACK_TO_LOBBY', 'NEXT_ROUND', 'START_ROUND', 'LEAVE', 'SET_PURSE'];

describe('the round number', () => {
  for (const id of GAME_IDS)
    it(`${id}: counts on with the next round, and starts at 1 after the lobby`, () => {
      const table = createTable(games[id], { dice: seededDice(11) });
      for (const p of players)
        expect(table.send(p, { type: 'JOIN', name: p.id, purse: 500 }).ok).toBe(true);
      const play = { senders: [gm, ...players], choose: chooser(5), skip: SKIP };
      const round = () => table.view({ role: 'gm' }).round;
      expect(playRound(table, play)).toBe(true);
      expect(round()).toBe(1);
      expect(playRound(table, play)).toBe(true); // the next round, from the payout
      expect(round()).toBe(2);
      expect(table.send(gm, { type: 'BACK_TO_LOBBY' }).ok).toBe(true);
      expect(table.send(gm, { type: 'START_ROUND' }).ok).toBe(true);
      expect(round()).toBe(1);
    });
});
