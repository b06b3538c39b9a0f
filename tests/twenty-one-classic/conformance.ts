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
import { CLASSIC } from '../../machines/twenty-one-kit/ruleset';
import type { ConformanceFixture, Secret } from '../conformance/fixtures';
import type { RandomSetup } from '../support/random-games';
import { statOf, withStats } from '../../machines/twenty-one-kit/stats';
import { changed, contestSecrets, diceSecrets, reseat } from '../twenty-one/conformance';
import { ok, player } from '../support/tables';
import { classic, d20s, hit, opened, scriptFaces, stats } from './helpers';

export const classicSetup: RandomSetup = {
  options: fc.record({ rollover: fc.boolean(), goadBumpOnceARound: fc.boolean() }),
  // Every stat Classic uses, from -2 to +6.
  seatIntents: fc
    .array(fc.integer({ min: -2, max: 6 }), {
      minLength: CLASSIC.stats.length,
      maxLength: CLASSIC.stats.length,
    })
    .map((values) => [
      {
        type: 'SET_STATS',
        stats: Object.fromEntries(CLASSIC.stats.map((k, j) => [k, values[j]!])),
      },
    ]),
};

function secrets(snapshot: AnyMachineSnapshot): Secret[] {
  const ctx = snapshot.context as TwentyOneContext;
  const out: Secret[] = ctx.seats.map(({ id }) => ({
    what: `${id}'s Arcana`,
    kind: 'Arcana',
    owner: id,
    vary: (p) =>
      changed(p, (c) => reseat(c, id, (s) => withStats(s, { arcana: statOf(s, 'arcana') + 1 }))),
  }));
  const round = ctx.round;
  if (!round) return out;
  out.push(...contestSecrets(round));
  if (!round.revealed) out.push(...diceSecrets(round));
  for (const [seat, hand] of Object.entries(round.hands)) {
    hand.cheats.forEach((cheat, i) => {
      // A fumble is caught in front of everyone; a standing cheat's DC is its cheater's secret.
      if (cheat.outcome !== 'success') return;
      const dc = cheat.method === 'magical' ? 'Residue DC' : 'Tell DC';
      out.push({
        what: `${seat}'s ${dc}`,
        kind: dc,
        owner: seat,
        vary: (p) => changed(p, (c) => (c.round!.hands[seat]!.cheats[i]!.dc! += 1)),
      });
    });
  }
  round.classic?.investigations.forEach((inv, i) => {
    const kind = inv.kind === 'read' ? 'Read the Table result' : 'Arcane Scan result';
    out.push({
      what: `${inv.by}'s ${kind}`,
      kind,
      owner: inv.by,
      vary: (p) => changed(p, (c) => (c.round!.classic!.investigations[i]!.total += 1)),
    });
  });
  return out;
}

/**
 * The staredown after a physical and a magical cheat that went through, with a Read of the Table and an Arcane Scan
 * made: random play makes an investigation about one game in ten.
 */
function investigated() {
  const table = classic(['ana', 'brom', 'cyra']);
  stats(table, 'ana', { sleightOfHand: 2 });
  stats(table, 'brom', { spellcasting: 2 });
  opened(table, [
    ['d10', 4, 'd10', 3],
    ['d10', 5, 'd10', 2],
    ['d10', 7, 'd10', 9],
  ]);
  for (const [seat, method] of [
    ['ana', 'sleightOfHand'],
    ['brom', 'spellcasting'],
  ] as const) {
    scriptFaces(table, ['d10', 2]);
    ok(table.send(player(seat), { type: 'ROLL', die: 'd10' }));
    d20s(table, 12);
    ok(table.send(player(seat), { type: 'CHEAT', die: 2, face: 9, method }));
  }
  hit(table, 'cyra', 'd20', 1);
  for (const seat of ['ana', 'brom', 'cyra']) ok(table.send(player(seat), { type: 'HOLD' }));
  for (const kind of ['read', 'scan'] as const) {
    d20s(table, 15);
    ok(table.send(player('cyra'), { type: 'INVESTIGATE', kind }));
  }
  return [table];
}

/**
 * Mid-turn after a goad: every hole die dealt, a contest's numbers in the log, and Brom's d10 under his decision (the goad was Ana's turn). Random
 * play reaches these in most games; here every run compares them, whatever the random games came to.
 */
function goadedMidTurn() {
  const table = classic(['ana', 'brom', 'cyra']);
  opened(table, [
    ['d10', 4, 'd10', 3],
    ['d10', 5, 'd10', 2],
    ['d10', 7, 'd10', 9],
  ]);
  d20s(table, 14, 6);
  ok(table.send(player('ana'), { type: 'GOAD', target: 'brom', skill: 'persuasion' }));
  scriptFaces(table, ['d10', 2]);
  ok(table.send(player('brom'), { type: 'ROLL', die: 'd10' }));
  return table;
}

export const fixture: ConformanceFixture = {
  setup: classicSetup,
  // Random play rarely holds two seats on one total in Classic (about one game in seventy reaches a duel).
  runs: 1500,
  rarely: ['FORFEIT'],
  variants: {
    MAGICAL_CHEAT: (intent) => (intent as { method?: string }).method === 'spellcasting',
  },
  secrets,
  secretKinds: [
    'Arcana',
    'contest numbers',
    'hole die',
    'die under a decision',
    'Tell DC',
    'Residue DC',
    'Read the Table result',
    'Arcane Scan result',
  ],
  scriptedStates: () => [...investigated(), goadedMidTurn()],
};
