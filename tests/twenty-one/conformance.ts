/**
 * What the conformance suite needs to know of Standard mode: its random tables
 * (its own options, and each player's stats), the drink as a move of its own,
 * and its secrets (hole and blind dice and the die under a roll decision,
 * each seat's stats, Heat and fees, the numbers of each contest).
 */
import fc from 'fast-check';
import type { AnyMachineSnapshot } from 'xstate';
import type { PersistedTable } from '../../machines';
import type { Seat } from '../../machines/table/context';
import type { TwentyOneContext } from '../../machines/twenty-one';
import type { LogEntry, Round } from '../../machines/twenty-one-kit/context';
import { isTable } from '../../machines/twenty-one-kit/sight';
import { STAT_KEYS, heated, statOf, withStats } from '../../machines/twenty-one-kit/stats';
import type { ConformanceFixture, Secret } from '../conformance/fixtures';
import type { Extend, RandomSetup } from '../support/random-games';
import type { Offer } from '../../machines/twenty-one-kit/moves';
import { ok, player, threeAtBetting } from '../support/tables';

export const standardSetup: RandomSetup = {
  options: fc.record({
    rollover: fc.boolean(),
    liquidMode: fc.boolean(),
    duelD4PerHit: fc.boolean(),
    startingHeat: fc.integer({ min: 5, max: 20 }),
  }),
  // Every stat from -2 to +6.
  seatIntents: fc
    .array(fc.integer({ min: -2, max: 6 }), {
      minLength: STAT_KEYS.length,
      maxLength: STAT_KEYS.length,
    })
    .map((values) => [
      { type: 'SET_STATS', stats: Object.fromEntries(STAT_KEYS.map((k, j) => [k, values[j]!])) },
    ]),
};

/** The persisted table with its context changed by `change`. */
export function changed(
  persisted: PersistedTable,
  change: (ctx: TwentyOneContext) => unknown,
): PersistedTable {
  const copy = structuredClone(persisted) as PersistedTable & {
    snapshot: { context: TwentyOneContext };
  };
  change(copy.snapshot.context);
  return copy;
}

/** Replaces seat `id` of `ctx` by `edit`'s copy of it. */
export const reseat = (ctx: TwentyOneContext, id: string, edit: (seat: Seat) => Seat) => {
  ctx.seats = ctx.seats.map((s) => (s.id === id ? edit(s) : s));
};

/**
 * A third of the rolls and holds that may carry a cheat carry one, of a die and by a delta their offer names
 * (`cheat`): the view offers the turn's cheats as data, so random play would never make one otherwise.
 */
export const standardExtend: Extend = (intent, describe, choose) => {
  if (intent.type !== 'ROLL' && intent.type !== 'HOLD') return intent;
  const cheats = (describe() as Offer).cheat;
  if (!cheats || choose(THIRDS) !== 0) return intent;
  return { ...intent, cheat: { die: choose(cheats.dice)!, delta: choose(cheats.deltas)! } };
};
const THIRDS = [0, 1, 2];

/** Another face, one lower (or 2 for a 1), so a standing hand stays under 21. */
const otherFace = (face: number) => (face === 1 ? 2 : face - 1);

/**
 * Each seat's stats and Heat, the numbers of each contest in the log, each
 * seat's fees until the payout; until the reveal, each hole die (its owner's),
 * blind die (nobody's) and the die under its roller's decision (the roller's).
 */
function secrets(snapshot: AnyMachineSnapshot): Secret[] {
  const ctx = snapshot.context as TwentyOneContext;
  const out: Secret[] = ctx.seats.flatMap(({ id }): Secret[] => [
    {
      what: `${id}'s stats`,
      kind: 'stats',
      owner: id,
      vary: (p) =>
        changed(p, (c) =>
          reseat(c, id, (s) => withStats(s, { deception: statOf(s, 'deception') + 1 })),
        ),
    },
    {
      what: `${id}'s Heat`,
      kind: 'Heat',
      owner: id,
      vary: (p) => changed(p, (c) => reseat(c, id, heated)),
    },
  ]);
  const round = ctx.round;
  if (!round) return out;
  out.push(...contestSecrets(round));
  // Fees: their owner's until the payout, since a fee with no 1 showing proves a cheated natural 1.
  if (!round.result) {
    for (const seat of Object.keys(round.hands)) {
      out.push({
        what: `${seat}'s cleaning fees`,
        kind: 'cleaning fees',
        owner: seat,
        vary: (p) => changed(p, (c) => (c.round!.hands[seat]!.fees += 1)),
      });
    }
  }
  if (round.revealed) return out;
  // A blind die's natural 1 is a fee nobody but the GM may know of, its owner included, until the reveal.
  for (const [seat, hand] of Object.entries(round.hands)) {
    if (!hand.dice.some((d) => d.visibility === 'blind')) continue;
    out.push({
      what: `${seat}'s fees for a blind die`,
      kind: 'blind die fees',
      owner: null,
      vary: (p) =>
        changed(p, (c) => {
          const varied = c.round!.hands[seat]!;
          varied.fees += 1;
          varied.blindFees = (varied.blindFees ?? 0) + 1;
        }),
    });
  }
  out.push(...diceSecrets(round));
  return out;
}

/** The numbers of a contest (they tell stats): its seats and the GM read them, the others the outcome. */
export function contestSecrets(round: Round): Secret[] {
  return round.log.flatMap((entry, i): Secret[] => {
    // The table's lines (the ante) are public data: no contest's numbers.
    if (isTable(entry) || !entry.close) return [];
    const [owner, ...alsoSeenBy] = entry.close.seats;
    return [
      {
        what: `the numbers of a "${entry.close.line.say}" line`,
        kind: 'contest numbers',
        owner: owner!,
        alsoSeenBy,
        // Another d20 face: the first number of the numbers is the attacker's (or the saver's) die.
        vary: (p) =>
          changed(p, (c) => {
            const close = (c.round!.log[i] as LogEntry).close!;
            const numbers = JSON.stringify(entry.close!.line.numbers).replace(/\d+/, (n) =>
              String(Number(n) + 1),
            );
            close.line = { ...close.line, numbers: JSON.parse(numbers) };
          }),
      },
    ];
  });
}

/** Until the reveal: each hole die (its owner's), blind die (nobody's) and the die under its roller's decision (the roller's). */
export function diceSecrets(round: Round): Secret[] {
  const out: Secret[] = [];
  for (const [seat, hand] of Object.entries(round.hands)) {
    hand.dice.forEach((d, i) => {
      // A shown die is no secret, but the one its roller is deciding on is theirs until they decide.
      const deciding = round.rolled?.seat === seat && round.rolled.die === i;
      if ((d.visibility === 'public' && !deciding) || (d.die === 'd20' && d.face === 20)) return;
      out.push({
        what: `${seat}'s ${deciding ? 'just rolled' : d.visibility} ${d.die}`,
        kind: deciding ? 'die under a decision' : `${d.visibility} die`,
        owner: d.visibility === 'blind' ? null : seat,
        vary: (p) =>
          changed(p, (c) => {
            const dice = c.round!.hands[seat]!.dice;
            const delta = otherFace(d.face) - d.face;
            dice[i] = { ...dice[i]!, face: d.face + delta, value: dice[i]!.value + delta };
            // A natural 20 counts what reaches 21, so it moves the other way.
            for (const other of dice)
              if (other.die === 'd20' && other.face === 20) other.value -= delta;
          }),
      });
    });
  }
  return out;
}

/** A blind die with a natural 1 under it (its fee nobody's but the GM's): a failed Foresight then a d6, which random play reaches about one game in thirteen. */
function blindDie() {
  const table = threeAtBetting();
  table.scriptDice({ d20: [5, 9], d10: [5], d8: [5], d6: [5], d4: [2] }); // Foresight: WIS 5 vs DC 12 fails, the next roll is blind
  ok(table.send(player('brom'), { type: 'FORESIGHT' }));
  table.scriptDice({ d6: [1] });
  ok(table.send(player('brom'), { type: 'ROLL', die: 'd6' }));
  return [table];
}

export const fixture: ConformanceFixture = {
  setup: standardSetup,
  extend: standardExtend,
  variants: {
    DRINK: (intent) => (intent as { drink?: boolean }).drink === true,
    TURN_CHEAT: (intent) => 'cheat' in intent,
  },
  secrets,
  secretKinds: [
    'stats',
    'Heat',
    'cleaning fees',
    'blind die fees',
    'contest numbers',
    'hole die',
    'blind die',
    'die under a decision',
  ],
  scriptedStates: blindDie,
};
