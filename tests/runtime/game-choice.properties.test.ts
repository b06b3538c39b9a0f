/**
 * Over random sequences of games and random rounds between the changes, a
 * change of game keeps every coin, every seat (with its stats and Heat) and
 * the count of rounds played, exactly as the host carries them over.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAME_IDS,
  createTable,
  games,
  seededDice,
  type GameId,
  type Sender,
  type Table,
} from '../../machines';
import { chooser, playRound, type Chooser } from '../../machines/engine/autoplay';
import { balanceOf, purse } from '../../machines/engine/ledger';
import type { TableContext } from '../../machines/table/context';
import { heatOf } from '../../machines/twenty-one-kit/stats';
import { carryOver, optionsFor, type RememberedOptions } from '../../src/host/gameChoice';
import { TABLE_INTENTS } from '../support/tables';

const gm: Sender = { role: 'gm', id: 'gm' };
const host: Sender = { role: 'host' };

const contextOf = (table: Table) => table.snapshot().context as TableContext & { round: unknown };

/** Everything a change of game must keep, and all the gold at the table. */
function kept(table: Table) {
  const ctx = contextOf(table);
  return {
    gold:
      ctx.seats.reduce((sum, s) => sum + balanceOf(ctx.ledger, purse(s.id)), 0) +
      balanceOf(ctx.ledger, 'house') +
      balanceOf(ctx.ledger, 'pot'),
    seats: ctx.seats.map((s) => ({
      id: s.id,
      name: s.name,
      controller: s.controller,
      purse: balanceOf(ctx.ledger, purse(s.id)),
      traits: s.traits,
    })),
    house: balanceOf(ctx.ledger, 'house'),
    pot: balanceOf(ctx.ledger, 'pot'),
    roundsPlayed: ctx.roundsPlayed,
    shared: { ante: ctx.options.ante, gmRole: ctx.options.gmRole },
  };
}

/** Whether the game's own check lets a round start: each game asks its own minimum of each purse (an ante, Wizards and Thieves' 20 coins). */
const canStart = (table: Table) =>
  table.game.refusal(table.snapshot(), { type: 'START_ROUND', by: gm.id, at: 0, dice: {} }) ===
  null;

/** Plays one round with the random driver, then goes back to the lobby. */
function playRoundThenLobby(table: Table, senders: Sender[], pick: Chooser) {
  expect(playRound(table, { senders, choose: pick, skip: [...TABLE_INTENTS] })).toBe(true);
  expect(table.game.phase(table.snapshot())).toBe('roundOver');
  expect(table.send(gm, { type: 'BACK_TO_LOBBY' })).toEqual({ ok: true });
}

const params = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  seats: fc.integer({ min: 2, max: 8 }),
  npc: fc.boolean(),
  sleight: fc.integer({ min: -5, max: 15 }),
  changes: fc.array(
    fc.record({ game: fc.constantFrom(...GAME_IDS), rounds: fc.integer({ min: 0, max: 2 }) }),
    { minLength: 1, maxLength: 4 },
  ),
});

describe('changing the game', () => {
  it('keeps every coin, seat, stat, Heat and round count over random games and rounds', () => {
    let changes = 0;
    let heated = 0;
    fc.assert(
      fc.property(params, (p) => {
        const dice = seededDice(p.seed);
        const pick = chooser(p.seed);
        let game: GameId = 'twenty-one';
        let table: Table = createTable(games[game], {
          dice,
          input: {
            options: { ante: 2, gmRole: p.npc ? 'npc' : 'house', startingPurse: 1_000 },
          },
        });
        const players: Sender[] = Array.from({ length: p.seats - (p.npc ? 1 : 0) }, (_, i) => ({
          role: 'player',
          id: `player-${i}`,
        }));
        players.forEach((s, i) =>
          expect(table.send(s, { type: 'JOIN', name: `Player ${i}`, purse: 200 + 10 * i })).toEqual(
            { ok: true },
          ),
        );
        if (p.npc)
          expect(table.send(gm, { type: 'ADD_NPC', name: 'Old Tom', purse: 150 })).toEqual({
            ok: true,
          });
        expect(
          table.send(players[0]!, { type: 'SET_STATS', stats: { sleightOfHand: p.sleight } }),
        ).toEqual({ ok: true });
        let remembered: RememberedOptions = {};
        for (const change of p.changes) {
          for (let r = 0; r < change.rounds && canStart(table); r++) {
            playRoundThenLobby(table, [gm, ...players], pick);
          }
          if (change.game === game) continue;
          const before = kept(table);
          if (before.seats.some((s) => heatOf(s) > 0)) heated++;
          const ctx = contextOf(table);
          remembered = { ...remembered, [game]: { ...ctx.options } };
          const next = createTable(games[change.game], {
            dice,
            input: { options: optionsFor(change.game, remembered, ctx.options) },
          });
          expect(next.send(host, carryOver(ctx))).toEqual({ ok: true });
          expect(kept(next)).toEqual(before);
          game = change.game;
          table = next;
          changes++;
        }
      }),
      { numRuns: 120 },
    );
    expect(changes).toBeGreaterThan(60);
    // Random Standard rounds include cheats: some changes carried a seat's raised Heat.
    expect(heated).toBeGreaterThan(0);
  });
});
