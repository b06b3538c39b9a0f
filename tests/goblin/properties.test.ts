/**
 * Goblin Mode's own rules over random games played by the engine's random
 * driver (machines/engine/autoplay.ts): random seat counts, NPCs, GM roles,
 * antes and dice. What every game keeps (the books, refusals, voids, replays)
 * is the conformance suite's (tests/conformance/).
 *
 * The games are played once and every property looks at each of them (as the conformance suite does): a game costs
 * the same whether one property or three watch it, so each property holds over all 800 games, more than the 400 and
 * 300 two of them had when each played its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DIE_SIDES } from '../../machines';
import { goblin } from '../../machines/goblin';
import { CHAMBER } from '../../machines/goblin/context';
import { hasHighestScore } from '../../machines/goblin/rules';
import { paramsFor, playGame, type GameParams, type StepInfo } from '../support/random-games';

/** Random games played: every payout, round and Hold of each is checked. */
const RUNS = 800;

/** Random Goblin Mode tables, played without junk: these properties are about the moves. */
const params = paramsFor().map((p) => ({ ...p, junk: [] }));

type Step = StepInfo<typeof goblin> & { type: string };

/** Every applied intent of a random game, with the intent typed loosely. */
function play(p: GameParams, onStep: (step: Step) => void) {
  return playGame(goblin, p, (step) => {
    if (step.outcome.ok) onStep({ ...step, type: (step.intent as { type: string }).type });
  });
}

/** Each payout empties the pot into the winner and the House. */
function payoutWatch(problems: string[]) {
  return ({ table }: Step) => {
    if (goblin.phase(table.snapshot()) !== 'roundOver') return;
    const view = table.view({ role: 'gm' });
    const result = view.result!;
    const owed = result.cowardsTax ? Math.floor(result.pot / 2) : result.winner ? result.pot : 0;
    if (view.pot !== 0) problems.push(`${view.pot} gp left in the pot after the payout`);
    if (result.won + result.houseTook !== result.pot || result.won !== owed)
      problems.push(`a wrong payout: ${JSON.stringify(result)}`);
  };
}

/** Every round ends: at most one Roll or Hold per seat per stage, a Boot only for a maximum face, Sudden Death settles. */
function roundWatch(problems: string[]) {
  let counts = { act: 0, boot: 0, maxes: 0, volleys: 0 };
  return ({ table, type }: Step) => {
    if (type === 'START_ROUND' || type === 'NEXT_ROUND')
      counts = { act: 0, boot: 0, maxes: 0, volleys: 0 };
    const round = table.snapshot().context.round;
    if (!round) return;
    const seats = table.snapshot().context.seats.length;
    if (type === 'ROLL' || type === 'HOLD') counts.act++;
    if (type === 'BOOT') counts.boot++;
    counts.maxes = Object.values(round.hands).reduce(
      (n, h) => n + h.rolls.filter((r) => r.die !== 'd2' && r.face === DIE_SIDES[r.die]).length,
      0,
    );
    counts.volleys = round.suddenDeath?.volley ?? 0;
    if (counts.act > CHAMBER.length * seats)
      problems.push(`${counts.act} Rolls and Holds for ${seats} seats`);
    if (counts.boot > counts.maxes)
      problems.push(`${counts.boot} Boots from ${counts.maxes} maximum faces`);
    // A volley goes on only when every flipper throws heads (1 in 2^flippers): 64 in a row does not happen.
    if (counts.volleys > 64) problems.push(`${counts.volleys} volleys of Sudden Death`);
  };
}

/** Every Hold the table accepted was made on the strictly highest score, and every Boot broke a standing Hold. */
function holdWatch(problems: string[]) {
  let before: ReturnType<typeof goblin.machine.getInitialSnapshot> | null = null;
  return ({ table, sender, intent, type }: Step) => {
    const { seat, target } = intent as { seat?: string; target?: string };
    const by = seat ?? (sender.role === 'player' ? sender.id : '');
    if (before && type === 'HOLD' && !hasHighestScore(before.context, by))
      problems.push(`${by} held without the highest score`);
    if (before && type === 'BOOT' && before.context.round!.hands[target!]!.status !== 'held')
      problems.push(`a Boot on ${target}, who had not held`);
    before = table.snapshot();
  };
}

const WATCHES = { payout: payoutWatch, round: roundWatch, hold: holdWatch };
type Property = keyof typeof WATCHES;

describe('Properties of random Goblin Mode games', () => {
  /** Per property, its first problems, each with the game that shows it. */
  const found: Record<Property, string[]> = { payout: [], round: [], hold: [] };
  beforeAll(() => {
    fc.assert(
      fc.property(params, (p) => {
        const problems = { payout: [], round: [], hold: [] } as Record<Property, string[]>;
        const watches = (Object.keys(WATCHES) as Property[]).map((k) => WATCHES[k](problems[k]));
        play(p, (step) => {
          for (const watch of watches) watch(step);
        });
        for (const k of Object.keys(found) as Property[])
          if (problems[k].length && found[k].length < 5)
            found[k].push(`${problems[k][0]} (in ${JSON.stringify(p)})`);
      }),
      { numRuns: RUNS },
    );
  }, 240_000);

  it('each payout empties the pot into the winner and the House', () => {
    expect(found.payout).toEqual([]);
  });

  it('every round ends: at most one Roll or Hold per seat per stage, a Boot only for a maximum face, and Sudden Death settles', () => {
    expect(found.round).toEqual([]);
  });

  it('every Hold the table accepted was made on the strictly highest score, and every Boot broke a standing Hold', () => {
    expect(found.hold).toEqual([]);
  });
});
