/**
 * Snapshot → JSON → restore → the same future, from every state a table rests
 * in: the host can reload at any moment without a die or a coin changing.
 */
import { describe, expect, it } from 'vitest';
import { restoreTable, type Step } from '../../machines';
import { goblin } from '../../machines/goblin';
import { CHAMBER } from '../../machines/goblin/context';
import { bootAs, flipAs, gm, must, rollAs, seated, stage, started, type GoblinTable } from './helpers';
import { gameSpec, playRounds, setUp } from './random-games';
import fc from 'fast-check';

/** How far ahead each restored table is played and compared. */
const HORIZON = 20;

interface Recorded {
  step: Step;
  /** The table persisted right after this step, as JSON. */
  json: string;
}

/** Records every applied intent from now on, with the persisted JSON after it. */
function recording(table: GoblinTable): Recorded[] {
  const recorded: Recorded[] = [];
  table.subscribe((step) => {
    if (step.outcome.ok) recorded.push({ step, json: JSON.stringify(table.persist()) });
  });
  return recorded;
}

/**
 * From every recorded step, the table persisted after it goes through JSON
 * and back, is fed the same intents with the same dice, and must persist
 * exactly as the original did after each of the next HORIZON steps.
 * Returns the state values it restored from.
 */
function checkEveryRestore(recorded: readonly Recorded[]): Set<string> {
  const seen = new Set<string>();
  for (let i = 0; i < recorded.length; i++) {
    seen.add(JSON.stringify(recorded[i]!.step.state));
    const restored = restoreTable(goblin, JSON.parse(recorded[i]!.json));
    for (let j = i + 1; j < Math.min(recorded.length, i + 1 + HORIZON); j++) {
      const { step, json } = recorded[j]!;
      restored.scriptDice(step.event!.dice);
      const outcome = restored.send(step.sender, step.intent);
      if (!outcome.ok) throw new Error(`Restored after step ${i + 1}, step ${j + 1} was refused: ${outcome.reason}`);
      if (JSON.stringify(restored.persist()) !== json) throw new Error(`Restored after step ${i + 1}, the table differs after step ${j + 1}.`);
    }
  }
  return seen;
}

describe('Persistence', () => {
  it('from every state of random games, a restored table has the same future', { timeout: 120_000 }, () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(gameSpec, (spec) => {
        const game = setUp({ ...spec, rounds: Math.min(spec.rounds, 2) });
        const recorded = recording(game.table);
        playRounds(game, 2);
        for (const value of checkEveryRestore(recorded)) seen.add(value);
      }),
      { numRuns: 20 },
    );
    for (const die of CHAMBER) expect(seen).toContain(JSON.stringify({ round: { chamber: die } }));
    expect(seen).toContain('"roundOver"');
  });

  it('through Holds, a Boot, Sudden Death and a second round, a restored table has the same future', () => {
    const table = seated(['ana', 'brom', 'cat']);
    const recorded = recording(table);
    must(table.send(gm, { type: 'START_ROUND' }));
    stage(table, { ana: 2, brom: 2, cat: 19 });
    stage(table, { ana: 12, brom: 12, cat: 'hold' });
    bootAs(table, 'ana', 'cat');
    stage(table, { ana: 2, brom: 2 });
    stage(table, { ana: 2, brom: 2, cat: 1 });
    stage(table, { ana: 2, brom: 2 });
    stage(table, { ana: 2, brom: 2 });
    flipAs(table, 'ana', 'heads');
    flipAs(table, 'brom', 'heads');
    flipAs(table, 'brom', 'tails');
    flipAs(table, 'ana', 'heads');
    must(table.send(gm, { type: 'NEXT_ROUND' }));
    rollAs(table, 'ana', 7);
    must(table.send(gm, { type: 'VOID_ROUND' }));
    const seen = checkEveryRestore(recorded);
    expect([...seen]).toEqual(
      expect.arrayContaining(['"lobby"', '{"round":"suddenDeath"}', '"roundOver"', ...CHAMBER.map((die) => JSON.stringify({ round: { chamber: die } }))]),
    );
  });

  it('a persisted table is plain JSON that names its game and format', () => {
    const table = started(['ana', 'brom']);
    rollAs(table, 'ana', 20);
    const saved = JSON.parse(JSON.stringify(table.persist()));
    expect(saved).toMatchObject({ format: 1, game: 'goblin' });
    const restored = restoreTable(goblin, saved);
    expect(restored.view({ role: 'player', id: 'brom' })).toEqual(table.view({ role: 'player', id: 'brom' }));
  });
});
