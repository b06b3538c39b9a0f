/**
 * What the conformance suite needs to know of Classic: its random tables (its
 * options, and each player's stats, Classic's own included), the magical cheat
 * as a move of its own, and its secrets: Standard mode's dice and contest
 * numbers (each hole die and the die under a roll decision before the reveal,
 * each contest's numbers), each cheat's Tell or Residue DC (its cheater's),
 * each investigation's result (its investigator's), and each seat's Arcana
 * (used only in its own Arcane Scans).
 */
import fc from 'fast-check';
import type { AnyMachineSnapshot } from 'xstate';
import type { TwentyOneContext } from '../../machines/twenty-one';
import { CLASSIC } from '../../machines/twenty-one/ruleset';
import type { ConformanceFixture, Secret } from '../conformance/fixtures';
import type { RandomSetup } from '../support/random-games';
import { changed, contestSecrets, diceSecrets } from '../twenty-one/conformance';

export const classicSetup: RandomSetup = {
  options: fc.record({ rollover: fc.boolean() }),
  // Every stat Classic uses, from -2 to +6.
  seatIntents: fc
    .array(fc.integer({ min: -2, max: 6 }), { minLength: CLASSIC.stats.length, maxLength: CLASSIC.stats.length })
    .map((values) => [{ type: 'SET_STATS', stats: Object.fromEntries(CLASSIC.stats.map((k, j) => [k, values[j]!])) }]),
};

function secrets(snapshot: AnyMachineSnapshot): Secret[] {
  const ctx = snapshot.context as TwentyOneContext;
  const out: Secret[] = ctx.seats.map(({ id }) => ({ what: `${id}'s Arcana`, owner: id, vary: (p) => changed(p, (c) => (c.seats.find((s) => s.id === id)!.stats.arcana += 1)) }));
  const round = ctx.round;
  if (!round) return out;
  out.push(...contestSecrets(round));
  if (!round.revealed) out.push(...diceSecrets(round));
  for (const [seat, hand] of Object.entries(round.hands)) {
    hand.cheats.forEach((cheat, i) => {
      // A fumble is caught in front of everyone; a standing cheat's DC is its cheater's secret.
      if (cheat.outcome !== 'success') return;
      out.push({ what: `${seat}'s ${cheat.method === 'magical' ? 'Residue' : 'Tell'} DC`, owner: seat, vary: (p) => changed(p, (c) => (c.round!.hands[seat]!.cheats[i]!.dc! += 1)) });
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
  // Random play rarely holds two seats on one total in Classic (about one game in seventy reaches a duel).
  runs: 1500,
  variants: { MAGICAL_CHEAT: (intent) => (intent as { method?: string }).method === 'spellcasting' },
  secrets,
};
