/**
 * Random games of any game for the property tests and the conformance suite:
 * random seats, purses and options, rounds played by the engine's random
 * driver (machines/engine/autoplay.ts), and random junk intents from random
 * senders thrown in between the legal moves.
 */
import fc from 'fast-check';
import {
  createTable,
  games,
  seededDice,
  type AnyGame,
  type Outcome,
  type Sender,
  type Table,
} from '../../machines';
import {
  type Chooser,
  chooser,
  playRound,
  type Choice,
  type RoundPlay,
} from '../../machines/engine/autoplay';
import type { Intent, MoveFamily, Offered } from '../../machines/engine/game';
import { twentyOne } from '../../machines/twenty-one';
import { standardExtend, standardSetup } from '../twenty-one/conformance';
import { gm, host, player } from './tables';

/** What a game's random tables add to what every table has; each game's `tests/<game>/conformance.ts` says. */
export interface RandomSetup {
  /** The game's own table options, beside the ante and the GM's role. */
  options?: fc.Arbitrary<Record<string, unknown>>;
  /** What a player sends in the lobby once seated (its stats, say). */
  seatIntents?: fc.Arbitrary<unknown[]>;
}

export interface GameParams {
  /** Players; the GM may add NPCs besides. */
  seats: number;
  npcs: number;
  purses: number[];
  ante: number;
  gmRole: 'house' | 'npc';
  /** The game's own options. */
  options: Record<string, unknown>;
  /** Per player, what it sends once seated. */
  seatIntents: unknown[][];
  rounds: number;
  diceSeed: number;
  choiceSeed: number;
  /** Junk intents to try between legal moves, cycled through. */
  junk: { sender: number; intent: unknown }[];
  /** The players' names, then the NPCs' (default: Seat 1…, NPC 1…). */
  names?: string[];
  /** How each NPC plays itself, if it does (default: the GM plays them all). */
  selfPlay?: ({ style: string; level: string } | null)[];
}

export const SEAT_IDS = ['ana', 'brom', 'cyra', 'dorn', 'edda', 'fenn', 'gus', 'hild'];

/** Intents of every registered game, save those that end a round early (random games play rounds out; a void is checked on its own). */
const junkTypes = [...new Set(Object.values(games).flatMap((g) => Object.keys(g.intents)))].filter(
  (t) => t !== 'VOID_ROUND' && t !== 'BACK_TO_LOBBY',
);

/** Intents that look plausible (real types, seats and dice) or are plain garbage. */
export const junkIntent: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...junkTypes, 'DRINK', 'POKER', '').chain((type) =>
    fc
      .record({
        seat: fc.option(fc.constantFrom(...SEAT_IDS, 'npc-1', 'zed'), { nil: undefined }),
        die: fc.option(fc.constantFrom('d20', 'd10', 'd8', 'd6', 'd4', 'd12', 'd100'), {
          nil: undefined,
        }),
        purse: fc.option(fc.integer({ min: -10, max: 500 }), { nil: undefined }),
        name: fc.option(fc.constantFrom('Ana', 'Zed', ''), { nil: undefined }),
        ante: fc.option(fc.integer({ min: -1, max: 30 }), { nil: undefined }),
        target: fc.option(fc.constantFrom(...SEAT_IDS, 'npc-1', 'zed'), { nil: undefined }),
        on: fc.option(fc.constantFrom(...SEAT_IDS, 'zed'), { nil: undefined }),
        amount: fc.option(fc.integer({ min: -5, max: 300 }), { nil: undefined }),
        delta: fc.option(fc.integer({ min: -4, max: 4 }), { nil: undefined }),
        drink: fc.option(fc.boolean(), { nil: undefined }),
        skill: fc.option(fc.constantFrom('intimidation', 'persuasion', 'insight'), {
          nil: undefined,
        }),
        dieIndex: fc.option(fc.integer({ min: -1, max: 6 }), { nil: undefined }),
      })
      .map(({ dieIndex, ...extra }) => {
        const intent: Record<string, unknown> = { type };
        for (const [key, value] of Object.entries(extra))
          if (value !== undefined) intent[key] = value;
        // A die is a kind for a roll and a position for the skills.
        if (dieIndex !== undefined && type !== 'ROLL') intent.die = dieIndex;
        return intent;
      }),
  ),
  fc.anything(),
);

/** Random tables of a game with this setup. */
export function paramsFor(setup: RandomSetup = {}): fc.Arbitrary<GameParams> {
  return fc.record({
    seats: fc.integer({ min: 2, max: 6 }),
    npcs: fc.integer({ min: 0, max: 2 }),
    purses: fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 8, maxLength: 8 }),
    ante: fc.integer({ min: 1, max: 12 }),
    gmRole: fc.constantFrom('house' as const, 'npc' as const),
    options: setup.options ?? fc.constant({}),
    seatIntents: fc.array(setup.seatIntents ?? fc.constant([]), { minLength: 6, maxLength: 6 }),
    rounds: fc.integer({ min: 1, max: 3 }),
    diceSeed: fc.integer(),
    choiceSeed: fc.integer(),
    junk: fc.array(fc.record({ sender: fc.integer({ min: 0, max: 9 }), intent: junkIntent }), {
      maxLength: 6,
    }),
  });
}

/** The table options a random game plays with (replays need them too). */
export const gameOptions = (params: GameParams) => ({
  ...params.options,
  // Every purse a random player asks for is within what the GM grants them.
  startingPurse: Math.max(...params.purses),
  ante: params.ante,
  gmRole: params.gmRole,
});

export interface StepInfo<G extends AnyGame = typeof twentyOne> {
  table: Table<G>;
  sender: Sender;
  intent: unknown;
  outcome: Outcome;
  /** A legal move of the driver's, or junk thrown in. */
  legal: boolean;
  /** For junk, when asked for (it costs a snapshot): the table persisted (as JSON) before it. */
  before?: string;
}

/** A bound no honest round comes near: it would take hundreds of bought dice. */
export const MAX_STEPS_PER_ROUND = 400;

/** The senders of a random game: the GM and its players. */
export const sendersOf = (params: GameParams): Sender[] => [
  gm,
  ...SEAT_IDS.slice(0, params.seats).map(player),
];

/**
 * Seats the players and NPCs, then plays `params.rounds` rounds of random
 * legal moves (junk tried in between), calling `onStep` after every intent
 * (with the table as it was before each junk intent if `before` is asked).
 * Returns the table and how many rounds finished.
 */
export function playGame<G extends AnyGame>(
  game: G,
  params: GameParams,
  onStep: (step: StepInfo<G>) => void = () => {},
  {
    before: keepBefore = false,
    decide,
    extend,
    rarely = [],
  }: {
    before?: boolean;
    decide?: RoundPlay['decide'];
    extend?: Extend;
    /** Moves played in one game in eight only (a GM's ruling that ends a seat's round). */
    rarely?: readonly string[];
  } = {},
): { table: Table<G>; roundsFinished: number } {
  // The whole game's log: the conformance suite replays it from the start.
  const table = createTable(game, {
    dice: seededDice(params.diceSeed),
    input: { options: gameOptions(params) },
    keepRounds: Infinity,
  });
  const senders = sendersOf(params);
  const everyone: Sender[] = [...senders, host, player('zed')];
  let junkIndex = 0;

  const send = (sender: Sender, intent: unknown, legal: boolean) => {
    const before = legal || !keepBefore ? undefined : JSON.stringify(table.persist());
    const outcome = table.send(sender, intent);
    onStep({ table, sender, intent, outcome, legal, before });
    return outcome;
  };
  const tryJunk = () => {
    const junk = params.junk[junkIndex++ % Math.max(1, params.junk.length)];
    if (junk && junkIndex <= params.junk.length * 4)
      send(everyone[junk.sender % everyone.length]!, junk.intent, false);
  };

  const players = params.seats;
  senders.slice(1).forEach((p, i) => {
    const name = params.names?.[i] ?? `Seat ${i + 1}`;
    send(p, { type: 'JOIN', name, purse: params.purses[i]! }, true);
    for (const intent of params.seatIntents[i] ?? []) send(p, intent, true);
  });
  for (let n = 0; n < params.npcs; n++) {
    const name = params.names?.[players + n] ?? `NPC ${n + 1}`;
    const selfPlay = params.selfPlay?.[n];
    const npc = {
      type: 'ADD_NPC',
      name,
      purse: params.purses[7 - n]!,
      ...(selfPlay && { selfPlay }),
    };
    send(gm, npc, true);
  }

  const moved = ({ sender, intent }: Choice, outcome: Outcome) =>
    onStep({ table, sender, intent, outcome, legal: true });
  const choose = chooser(params.choiceSeed);
  const skip = ['VOID_ROUND', ...(params.choiceSeed % 8 === 0 ? [] : rarely)];
  const play = {
    senders,
    choose,
    skip,
    // A decider of the caller's own, else the random one, shaped by `extend` where given.
    decide: decide ?? (extend ? extendedMove(extend, choose, skip) : undefined),
    maxSteps: MAX_STEPS_PER_ROUND,
    beforeStep: tryJunk,
    onStep: moved,
  };
  let roundsFinished = 0;
  // A round that cannot start (someone cannot afford the ante) ends the game.
  while (roundsFinished < params.rounds && playRound(table, play)) roundsFinished++;
  return { table, roundsFinished };
}

/**
 * A move in another shape its offer describes (a roll carrying a cheat): given the intent picked, what its offer says
 * of it and the seeded pick, the intent to send.
 */
export type Extend = (intent: Intent, describe: () => Offered, choose: Chooser) => Intent;

/** `randomMove`'s pick (a kind of move, then one of its moves), sent as `extend` shapes it. */
export function extendedMove(extend: Extend, choose: Chooser, skip: readonly string[]) {
  return (_sender: Sender, families: () => readonly MoveFamily[]): Intent | null => {
    const left = families().slice();
    while (left.length > 0) {
      const family = choose(left)!;
      const legal = family.candidates().filter((c) => !skip.includes(c.type) && c.legal());
      const picked = choose(legal);
      if (picked) return extend(picked.intent, () => picked.describe(), choose);
      left.splice(left.indexOf(family), 1);
    }
    return null;
  };
}

/** Standard mode's random games, as its own rule tests play them. */
export const gameParams = paramsFor(standardSetup);
export const playRandomGame = (params: GameParams, onStep?: (step: StepInfo) => void) =>
  playGame(twentyOne, params, onStep, { extend: standardExtend });
