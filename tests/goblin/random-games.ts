/** Random Goblin Mode games played by the engine's random legal-play driver, for the property tests. */
import fc from 'fast-check';
import { createTable, seededDice, type Sender } from '../../machines';
import { goblin } from '../../machines/goblin';
import { chooser, legalChoices, type Choice } from '../../machines/engine/autoplay';
import type { GoblinOptions } from '../../machines/goblin';
import { phaseOf } from '../../machines/goblin/view';
import { gm, must, type GoblinTable } from './helpers';

export interface GameSpec {
  seed: number;
  players: number;
  npcs: number;
  gmRole: GoblinOptions['gmRole'];
  ante: number;
  rounds: number;
}

export const gameSpec: fc.Arbitrary<GameSpec> = fc
  .record({
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    // Mostly small tables (each step asks every seat's view), some full ones.
    seats: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 2, max: 5 }) }, { weight: 1, arbitrary: fc.integer({ min: 6, max: 8 }) }),
    npcShare: fc.double({ min: 0, max: 1, noNaN: true }),
    gmRole: fc.constantFrom('house' as const, 'npc' as const),
    ante: fc.integer({ min: 1, max: 25 }),
    rounds: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ seats, npcShare, ...rest }) => {
    const npcs = Math.floor(seats * npcShare);
    return { ...rest, players: seats - npcs, npcs };
  });

export interface RandomGame {
  table: GoblinTable;
  senders: Sender[];
  seats: number;
  /** A seeded pick among legal choices: the same spec plays the same game. */
  pick: <T>(items: readonly T[]) => T | null;
}

/** Seats the players (purses enough for every round) and NPCs; the round is not started. */
export function setUp(spec: GameSpec): RandomGame {
  const table = createTable(goblin, { dice: seededDice(spec.seed), input: { options: { ante: spec.ante, gmRole: spec.gmRole } } });
  const players: Sender[] = Array.from({ length: spec.players }, (_, i) => ({ role: 'player', id: `p${i + 1}` }));
  const purse = spec.ante * spec.rounds;
  for (const [i, p] of players.entries()) must(table.send(p, { type: 'JOIN', name: `Player ${i + 1}`, purse: purse + i }));
  for (let i = 0; i < spec.npcs; i++) must(table.send(gm, { type: 'ADD_NPC', name: `Goblin ${i + 1}`, purse }));
  return { table, senders: [gm, ...players], seats: spec.players + spec.npcs, pick: chooser(spec.seed ^ 0x5bd1e995) };
}

/** Legal choices except the GM's shortcuts out of a round, so that rounds are played to the end. */
export function playingChoices(game: RandomGame): Choice[] {
  return legalChoices(game.table, game.senders).filter((c) => c.intent.type !== 'VOID_ROUND' && c.intent.type !== 'BACK_TO_LOBBY');
}

/** The table's phase, read from the chart (cheaper than building a view on every step). */
export const phase = (table: GoblinTable) => phaseOf(table.snapshot());

/**
 * Plays `spec.rounds` rounds to the end (fewer if a purse runs dry), calling
 * `onStep` after every applied intent. Throws if a round gets stuck with
 * nothing legal to do, or runs past `maxSteps` intents.
 */
export function playRounds(game: RandomGame, rounds: number, onStep: (choice: Choice) => void = () => {}, maxSteps = 10_000): void {
  const { table } = game;
  for (let r = 0; r < rounds; r++) {
    const start = phase(table) === 'lobby' ? 'START_ROUND' : 'NEXT_ROUND';
    if (!table.send(gm, { type: start }).ok) return;
    onStep({ sender: gm, intent: { type: start } });
    for (let steps = 0; phase(table) !== 'roundOver'; steps++) {
      if (steps > maxSteps) throw new Error(`Round ${r + 1} ran past ${maxSteps} intents.`);
      const choice = game.pick(playingChoices(game));
      if (!choice) throw new Error(`Round ${r + 1} got stuck in ${phase(table)} with nothing legal to do.`);
      must(table.send(choice.sender, choice.intent));
      onStep(choice);
    }
  }
}
