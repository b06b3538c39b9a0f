/**
 * Properties over thousands of random games played by the engine's random
 * legal-play driver (machines/engine/autoplay.ts): random seat counts, NPCs,
 * GM roles, antes and dice.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DIE_SIDES, balanceOf, ledgerSum, purse, type Sender } from '../../machines';
import { CHAMBER } from '../../machines/goblin/context';
import { DISABLED } from '../../machines/goblin/intents';
import { hasHighestScore } from '../../machines/goblin/rules';
import { gm, persisted } from './helpers';
import { gameSpec, phase, playRounds, setUp, type GameSpec } from './random-games';

const LONG = { timeout: 120_000 };

/** What is wrong with the gold right now, if anything. (Collected as data: `expect` on every step is slow.) */
function goldProblems(game: ReturnType<typeof setUp>): string[] {
  const ctx = game.table.snapshot().context;
  const problems: string[] = [];
  if (ledgerSum(ctx.ledger) !== 0) problems.push(`the ledger sums to ${ledgerSum(ctx.ledger)}`);
  for (const seat of ctx.seats) if (balanceOf(ctx.ledger, purse(seat.id)) < 0) problems.push(`${seat.id}'s purse is negative`);
  if (balanceOf(ctx.ledger, 'pot') < 0) problems.push('the pot is negative');
  return problems;
}

describe('Properties of random Goblin Mode games', () => {
  it('gold is conserved: the ledger sums to 0, no purse or pot goes negative, and each payout empties the pot into the winner and the House', LONG, () => {
    fc.assert(
      fc.property(gameSpec, (spec) => {
        const game = setUp(spec);
        const problems: string[] = [];
        playRounds(game, spec.rounds, () => {
          problems.push(...goldProblems(game));
          if (phase(game.table) !== 'roundOver') return;
          const view = game.table.view({ role: 'gm' });
          const result = view.result!;
          const owed = result.cowardsTax ? Math.floor(result.pot / 2) : result.winner ? result.pot : 0;
          if (view.pot !== 0) problems.push(`${view.pot} gp left in the pot after the payout`);
          if (result.won + result.houseTook !== result.pot || result.won !== owed) problems.push(`a wrong payout: ${JSON.stringify(result)}`);
        });
        expect(problems).toEqual([]);
      }),
      { numRuns: 800 },
    );
  });

  it('every round ends: at most one Roll or Hold per seat per stage, a Boot only for a maximum face, and Sudden Death settles', LONG, () => {
    fc.assert(
      fc.property(gameSpec, (spec) => {
        const game = setUp(spec);
        let counts = { act: 0, boot: 0, maxes: 0, volleys: 0 };
        const problems: string[] = [];
        playRounds(game, spec.rounds, (choice) => {
          const type = choice.intent.type;
          if (type === 'START_ROUND' || type === 'NEXT_ROUND') counts = { act: 0, boot: 0, maxes: 0, volleys: 0 };
          if (type === 'ROLL' || type === 'HOLD') counts.act++;
          if (type === 'BOOT') counts.boot++;
          const round = game.table.snapshot().context.round!;
          counts.maxes = Object.values(round.hands).reduce((n, h) => n + h.rolls.filter((r) => r.die !== 'd2' && r.face === DIE_SIDES[r.die]).length, 0);
          counts.volleys = round.suddenDeath?.volley ?? 0;
          if (counts.act > CHAMBER.length * game.seats) problems.push(`${counts.act} Rolls and Holds for ${game.seats} seats`);
          if (counts.boot > counts.maxes) problems.push(`${counts.boot} Boots from ${counts.maxes} maximum faces`);
          // A volley goes on only when every flipper throws heads (1 in 2^flippers): 64 in a row does not happen.
          if (counts.volleys > 64) problems.push(`${counts.volleys} volleys of Sudden Death`);
        });
        expect(problems).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('every Hold the table accepted was made on the strictly highest score, and every Boot broke a standing Hold', LONG, () => {
    fc.assert(
      fc.property(gameSpec, (spec) => {
        const game = setUp(spec);
        let before = game.table.snapshot();
        const problems: string[] = [];
        playRounds(game, spec.rounds, (choice) => {
          const intent = choice.intent as { type: string; seat?: string; target?: string };
          const seat = intent.seat ?? (choice.sender.role === 'player' ? choice.sender.id : '');
          if (intent.type === 'HOLD' && !hasHighestScore(before.context, seat)) problems.push(`${seat} held without the highest score`);
          if (intent.type === 'BOOT' && before.context.round!.hands[intent.target!]!.status !== 'held') problems.push(`a Boot on ${intent.target}, who had not held`);
          before = game.table.snapshot();
        });
        expect(problems).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('refused random intents change nothing: not a byte of the persisted table', LONG, () => {
    const seatIds = ['p1', 'p2', 'p3', 'npc-1', 'npc-2', 'nobody'];
    const types = ['JOIN', 'ADD_NPC', 'LEAVE', 'REMOVE_SEAT', 'SET_PURSE', 'SET_OPTIONS', 'START_ROUND', 'ROLL', 'HOLD', 'BOOT', 'FLIP', 'NEXT_ROUND', 'BACK_TO_LOBBY', 'VOID_ROUND', ...DISABLED, 'FOLD', 'DUEL_ROLL', ''];
    const randomIntent = fc.record(
      {
        type: fc.constantFrom(...types),
        seat: fc.constantFrom(...seatIds),
        target: fc.constantFrom(...seatIds),
        name: fc.constantFrom('Player 1', 'Goblin 1', 'Zed', ''),
        purse: fc.integer({ min: -5, max: 50 }),
        ante: fc.integer({ min: -1, max: 30 }),
      },
      { requiredKeys: ['type'] },
    );
    const randomSender = fc.constantFrom<Sender>(gm, { role: 'host' }, { role: 'player', id: 'p1' }, { role: 'player', id: 'p2' }, { role: 'player', id: 'stranger' });
    fc.assert(
      fc.property(gameSpec, fc.array(fc.tuple(randomSender, randomIntent), { minLength: 40, maxLength: 40 }), (spec: GameSpec, noise) => {
        const game = setUp(spec);
        let n = 0;
        let refused = 0;
        const problems: string[] = [];
        const tryNoise = () => {
          const [sender, intent] = noise[n++ % noise.length]!;
          const before = persisted(game.table);
          const outcome = game.table.send(sender, intent);
          if (!outcome.ok) {
            refused++;
            if (persisted(game.table) !== before) problems.push(`${JSON.stringify(intent)} was refused (${outcome.reason}) but changed the table`);
          }
          problems.push(...goldProblems(game));
        };
        tryNoise();
        playRounds(game, spec.rounds, () => {
          if (phase(game.table) !== 'lobby') tryNoise();
        });
        expect(problems).toEqual([]);
        expect(refused).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });

  it('a void at any moment of a round gives every seat back exactly what it had when the round began', LONG, () => {
    fc.assert(
      fc.property(gameSpec, fc.nat({ max: 80 }), (spec, stopAfter) => {
        const game = setUp({ ...spec, rounds: 1 });
        const purses = () => game.table.view({ role: 'gm' }).seats.map((s) => s.purse);
        const house = () => game.table.view({ role: 'gm' }).house;
        const start = { purses: purses(), house: house() };
        let steps = 0;
        try {
          playRounds(game, 1, () => {
            if (steps++ === stopAfter && phase(game.table) !== 'roundOver') throw new Error('void now');
          });
        } catch (e) {
          if ((e as Error).message !== 'void now') throw e;
          expect(game.table.send(gm, { type: 'VOID_ROUND' })).toEqual({ ok: true });
          expect({ purses: purses(), house: house() }).toEqual(start);
        }
        expect(goldProblems(game)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
