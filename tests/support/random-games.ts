/**
 * Random games for property tests: seats with random purses and options,
 * random legal choices (the same driver as the bench), and random junk
 * intents from random senders thrown in between.
 */
import fc from 'fast-check';
import { createTable, seededDice, twentyOne, type Intent, type Outcome, type Sender } from '../../machines';
import { chooser, legalChoices } from '../../machines/engine/autoplay';
import { gm, host, player, type TwentyOneTable } from './tables';
import { STAT_KEYS } from '../../machines/table/context';

export interface GameParams {
  seats: number;
  purses: number[];
  ante: number;
  gmRole: 'house' | 'npc';
  rollover: boolean;
  liquidMode: boolean;
  startingHeat: number;
  /** Per seat: a modifier for every stat, from -2 to +6. */
  stats: number[][];
  npcs: number;
  rounds: number;
  diceSeed: number;
  choiceSeed: number;
  /** Junk intents to try between legal moves, cycled through. */
  junk: { sender: number; intent: unknown }[];
}

const SEAT_IDS = ['ana', 'brom', 'cyra', 'dorn', 'edda', 'fenn', 'gus', 'hild'];

/** Intents that look plausible (right types, real seats and dice) or are plain garbage. */
export const junkIntent: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    type: fc.constantFrom(
      'JOIN', 'ADD_NPC', 'LEAVE', 'REMOVE_SEAT', 'SET_PURSE', 'SET_OPTIONS', 'SET_STATS', 'START_ROUND', 'CUT_REROLL', 'CUT_PASS',
      'ROLL', 'KEEP_ROLL', 'HOLD', 'FOLD', 'GOAD', 'BUMP', 'RETALIATE', 'CHEAT', 'FORESIGHT', 'PROFILE', 'ACCUSE', 'SIDE_BET',
      'END_STAREDOWN', 'STAREDOWN_TIMEOUT', 'RETALIATION_TIMEOUT', 'DUEL_ROLL', 'NEXT_ROUND', 'BACK_TO_LOBBY',
    ),
  }, { requiredKeys: ['type'] }).chain((base) =>
    fc.record({
      seat: fc.option(fc.constantFrom(...SEAT_IDS, 'npc-1', 'zed'), { nil: undefined }),
      die: fc.option(fc.constantFrom('d20', 'd10', 'd8', 'd6', 'd4', 'd12', 'd100'), { nil: undefined }),
      purse: fc.option(fc.integer({ min: -10, max: 500 }), { nil: undefined }),
      name: fc.option(fc.constantFrom('Ana', 'Zed', ''), { nil: undefined }),
      ante: fc.option(fc.integer({ min: -1, max: 30 }), { nil: undefined }),
      target: fc.option(fc.constantFrom(...SEAT_IDS, 'zed'), { nil: undefined }),
      on: fc.option(fc.constantFrom(...SEAT_IDS, 'zed'), { nil: undefined }),
      amount: fc.option(fc.integer({ min: -5, max: 300 }), { nil: undefined }),
      delta: fc.option(fc.integer({ min: -4, max: 4 }), { nil: undefined }),
      drink: fc.option(fc.boolean(), { nil: undefined }),
      skill: fc.option(fc.constantFrom('intimidation', 'persuasion', 'insight'), { nil: undefined }),
      dieIndex: fc.option(fc.integer({ min: -1, max: 6 }), { nil: undefined }),
    }).map(({ dieIndex, ...extra }) => {
      const intent: Record<string, unknown> = { ...base };
      for (const [key, value] of Object.entries(extra)) if (value !== undefined) intent[key] = value;
      // A die is a kind for ROLL and a position for the skills.
      if (dieIndex !== undefined && base.type !== 'ROLL') intent.die = dieIndex;
      return intent;
    }),
  ),
  fc.anything(),
);

export const gameParams: fc.Arbitrary<GameParams> = fc.record({
  seats: fc.integer({ min: 2, max: 6 }),
  purses: fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 8, maxLength: 8 }),
  ante: fc.integer({ min: 1, max: 12 }),
  gmRole: fc.constantFrom('house' as const, 'npc' as const),
  rollover: fc.boolean(),
  liquidMode: fc.boolean(),
  startingHeat: fc.integer({ min: 5, max: 20 }),
  stats: fc.array(fc.array(fc.integer({ min: -2, max: 6 }), { minLength: STAT_KEYS.length, maxLength: STAT_KEYS.length }), { minLength: 8, maxLength: 8 }),
  npcs: fc.integer({ min: 0, max: 2 }),
  rounds: fc.integer({ min: 1, max: 3 }),
  diceSeed: fc.integer(),
  choiceSeed: fc.integer(),
  junk: fc.array(fc.record({ sender: fc.integer({ min: 0, max: 9 }), intent: junkIntent }), { maxLength: 6 }),
});

export interface StepInfo {
  table: TwentyOneTable;
  sender: Sender;
  intent: unknown;
  outcome: Outcome;
  before: string;
  legal: boolean;
}

/** The table options a random game plays with (replays need them too). */
export const gameOptions = (params: GameParams) => ({
  ante: params.ante,
  gmRole: params.gmRole,
  rollover: params.rollover,
  liquidMode: params.liquidMode,
  startingHeat: params.startingHeat,
});

/** A bound no honest round comes near: it would take hundreds of bought dice. */
export const MAX_STEPS_PER_ROUND = 400;

/**
 * Plays `params.rounds` rounds of random legal choices (junk tried in between),
 * calling `onStep` after every intent. Returns the table and how many rounds finished.
 */
export function playRandomGame(params: GameParams, onStep: (step: StepInfo) => void = () => {}): { table: TwentyOneTable; roundsFinished: number } {
  const table: TwentyOneTable = createTable(twentyOne, {
    dice: seededDice(params.diceSeed),
    input: { options: gameOptions(params) },
  });
  const players = SEAT_IDS.slice(0, params.seats).map(player);
  const senders: Sender[] = [gm, ...players];
  const everyone: Sender[] = [...senders, host, player('zed')];
  const pick = chooser(params.choiceSeed);
  let junkIndex = 0;

  const send = (sender: Sender, intent: unknown, legal: boolean) => {
    const before = JSON.stringify(table.persist());
    const outcome = table.send(sender, intent);
    onStep({ table, sender, intent, outcome, before, legal });
    return outcome;
  };
  const tryJunk = () => {
    const junk = params.junk[junkIndex++ % Math.max(1, params.junk.length)];
    if (junk && junkIndex <= params.junk.length * 4) send(everyone[junk.sender % everyone.length]!, junk.intent, false);
  };

  players.forEach((p, i) => {
    send(p, { type: 'JOIN', name: `Seat ${i + 1}`, purse: params.purses[i]! }, true);
    send(p, { type: 'SET_STATS', stats: Object.fromEntries(STAT_KEYS.map((k, j) => [k, params.stats[i]![j]!])) }, true);
  });
  for (let n = 0; n < params.npcs; n++) send(gm, { type: 'ADD_NPC', name: `NPC ${n + 1}`, purse: params.purses[7 - n]! }, true);

  let roundsFinished = 0;
  for (let r = 0; r < params.rounds; r++) {
    const start: Intent = { type: table.view({ role: 'gm' }).phase === 'lobby' ? 'START_ROUND' : 'NEXT_ROUND' };
    if (!send(gm, start, true).ok) break; // someone cannot afford the ante: the game is over
    let steps = 0;
    while (table.view({ role: 'gm' }).phase !== 'roundOver') {
      if (++steps > MAX_STEPS_PER_ROUND) throw new Error(`Round ${r + 1} did not end within ${MAX_STEPS_PER_ROUND} steps.`);
      tryJunk();
      const choice = pick(legalChoices(table, senders).filter((c) => c.intent.type !== 'VOID_ROUND'));
      if (!choice) throw new Error(`Nothing legal to do in ${table.view({ role: 'gm' }).phase}.`);
      const outcome = send(choice.sender, choice.intent, true);
      if (!outcome.ok) throw new Error(`A legal action was refused: ${outcome.reason}`);
    }
    roundsFinished++;
  }
  return { table, roundsFinished };
}
