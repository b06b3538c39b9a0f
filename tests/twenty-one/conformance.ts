/**
 * What the conformance suite needs to know of Standard mode: its random tables
 * (its own options, and each player's stats), the drink as a move of its own,
 * and its secrets (hole and blind dice before the reveal, each seat's stats
 * and Heat).
 */
import fc from 'fast-check';
import type { AnyMachineSnapshot } from 'xstate';
import type { PersistedTable } from '../../machines';
import { STAT_KEYS } from '../../machines/table/context';
import type { TwentyOneContext } from '../../machines/twenty-one';
import type { ConformanceFixture, Secret } from '../conformance/fixtures';
import type { RandomSetup } from '../support/random-games';

export const standardSetup: RandomSetup = {
  options: fc.record({ rollover: fc.boolean(), liquidMode: fc.boolean(), startingHeat: fc.integer({ min: 5, max: 20 }) }),
  // Every stat from -2 to +6.
  seatIntents: fc
    .array(fc.integer({ min: -2, max: 6 }), { minLength: STAT_KEYS.length, maxLength: STAT_KEYS.length })
    .map((values) => [{ type: 'SET_STATS', stats: Object.fromEntries(STAT_KEYS.map((k, j) => [k, values[j]!])) }]),
};

/** The persisted table with its context changed by `change`. */
function changed(persisted: PersistedTable, change: (ctx: TwentyOneContext) => unknown): PersistedTable {
  const copy = structuredClone(persisted) as PersistedTable & { snapshot: { context: TwentyOneContext } };
  change(copy.snapshot.context);
  return copy;
}

/** Another face, one lower (or 2 for a 1), so a standing hand stays under 21. */
const otherFace = (face: number) => (face === 1 ? 2 : face - 1);

/** Each seat's stats and Heat; until the reveal, each hole die (its owner's) and blind die (nobody's). */
function secrets(snapshot: AnyMachineSnapshot): Secret[] {
  const ctx = snapshot.context as TwentyOneContext;
  const seatIn = (c: TwentyOneContext, id: string) => c.seats.find((s) => s.id === id)!;
  const out: Secret[] = ctx.seats.flatMap(({ id }): Secret[] => [
    { what: `${id}'s stats`, owner: id, vary: (p) => changed(p, (c) => (seatIn(c, id).stats.deception += 1)) },
    { what: `${id}'s Heat`, owner: id, vary: (p) => changed(p, (c) => (seatIn(c, id).heat += 1)) },
  ]);
  const round = ctx.round;
  if (!round || round.revealed) return out;
  for (const [seat, hand] of Object.entries(round.hands)) {
    hand.dice.forEach((d, i) => {
      if (d.visibility === 'public' || (d.die === 'd20' && d.face === 20)) return;
      out.push({
        what: `${seat}'s ${d.visibility} ${d.die}`,
        owner: d.visibility === 'hole' ? seat : null,
        vary: (p) =>
          changed(p, (c) => {
            const dice = c.round!.hands[seat]!.dice;
            const delta = otherFace(d.face) - d.face;
            dice[i] = { ...dice[i]!, face: d.face + delta, value: dice[i]!.value + delta };
            // A natural 20 counts what reaches 21, so it moves the other way.
            for (const other of dice) if (other.die === 'd20' && other.face === 20) other.value -= delta;
          }),
      });
    });
  }
  return out;
}

export const fixture: ConformanceFixture = {
  setup: standardSetup,
  variants: { DRINK: (intent) => (intent as { drink?: boolean }).drink === true },
  secrets,
};
