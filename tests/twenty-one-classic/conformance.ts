/**
 * What the conformance suite needs to know of Classic: its random tables (its
 * options, and each player's stats, Classic's own included), the magical cheat
 * as a move of its own, and its secrets: each hole die before the reveal, each
 * cheat's Tell or Residue DC (its cheater's), each investigation's result (its
 * investigator's), and each seat's Arcana (used only in its own Arcane Scans).
 */
import fc from 'fast-check';
import type { AnyMachineSnapshot } from 'xstate';
import type { PersistedTable } from '../../machines';
import type { TwentyOneContext } from '../../machines/twenty-one';
import { CLASSIC } from '../../machines/twenty-one/ruleset';
import type { ConformanceFixture, Secret } from '../conformance/fixtures';
import type { RandomSetup } from '../support/random-games';

export const classicSetup: RandomSetup = {
  options: fc.record({ rollover: fc.boolean() }),
  // Every stat Classic uses, from -2 to +6.
  seatIntents: fc
    .array(fc.integer({ min: -2, max: 6 }), { minLength: CLASSIC.stats.length, maxLength: CLASSIC.stats.length })
    .map((values) => [{ type: 'SET_STATS', stats: Object.fromEntries(CLASSIC.stats.map((k, j) => [k, values[j]!])) }]),
};

function changed(persisted: PersistedTable, change: (ctx: TwentyOneContext) => unknown): PersistedTable {
  const copy = structuredClone(persisted) as PersistedTable & { snapshot: { context: TwentyOneContext } };
  change(copy.snapshot.context);
  return copy;
}

/** Another face, one lower (or 2 for a 1), so a standing hand stays under 21. */
const otherFace = (face: number) => (face === 1 ? 2 : face - 1);

function secrets(snapshot: AnyMachineSnapshot): Secret[] {
  const ctx = snapshot.context as TwentyOneContext;
  const out: Secret[] = ctx.seats.map(({ id }) => ({ what: `${id}'s Arcana`, owner: id, vary: (p) => changed(p, (c) => (c.seats.find((s) => s.id === id)!.stats.arcana += 1)) }));
  const round = ctx.round;
  if (!round) return out;
  for (const [seat, hand] of Object.entries(round.hands)) {
    hand.cheats.forEach((cheat, i) => {
      // A fumble is caught in front of everyone; a standing cheat's DC is its cheater's secret.
      if (cheat.outcome !== 'success') return;
      out.push({ what: `${seat}'s ${cheat.method === 'magical' ? 'Residue' : 'Tell'} DC`, owner: seat, vary: (p) => changed(p, (c) => (c.round!.hands[seat]!.cheats[i]!.dc! += 1)) });
    });
    if (round.revealed) continue;
    hand.dice.forEach((d, i) => {
      if (d.visibility !== 'hole' || (d.die === 'd20' && d.face === 20)) return;
      out.push({
        what: `${seat}'s hole ${d.die}`,
        owner: seat,
        vary: (p) =>
          changed(p, (c) => {
            const dice = c.round!.hands[seat]!.dice;
            const delta = otherFace(d.face) - d.face;
            dice[i] = { ...dice[i]!, face: d.face + delta, value: dice[i]!.value + delta };
            for (const other of dice) if (other.die === 'd20' && other.face === 20) other.value -= delta;
          }),
      });
    });
  }
  round.classic?.investigations.forEach((inv, i) => {
    out.push({
      what: `${inv.by}'s ${inv.kind === 'read' ? 'Read of the Table' : 'Arcane Scan'}`,
      owner: inv.by,
      vary: (p) => changed(p, (c) => (c.round!.classic!.investigations[i]!.total += 1)),
    });
  });
  return out;
}

export const fixture: ConformanceFixture = {
  setup: classicSetup,
  variants: { MAGICAL_CHEAT: (intent) => (intent as { method?: string }).method === 'spellcasting' },
  secrets,
};
