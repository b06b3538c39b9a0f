/**
 * Classic's styles of play (machines/twenty-one-classic/bots.ts): they play
 * whole rounds through the GM's path for an NPC without a refused move, they
 * decide from their own seat's view alone, and each plays to its character.
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, type BotStyle } from '../../machines/engine/bot';
import { classicStyles } from '../../machines/twenty-one-classic/bots';
import { twentyOneClassic, type ClassicView } from '../../machines/twenty-one-classic/index';
import {
  botTable,
  levelSlips,
  lineup,
  playRounds,
  secretTwins,
  viewsOfPlay,
} from '../support/bots';
import { ok, player } from '../support/tables';
import { fixture } from './conformance';
import { classic, d20s, hit, opened, scriptFaces, stats } from './helpers';

const styles = classicStyles as readonly BotStyle[];
const byId = (id: string) => classicStyles.find((s) => s.id === id) as BotStyle<ClassicView>;
const never = () => 0.999;

/** Stats an NPC might have: from -1 to +5, drawn per seat. */
const someStats = (_seat: string, i: number) => [
  {
    type: 'SET_STATS',
    stats: {
      sleightOfHand: ((i * 3) % 6) - 1,
      spellcasting: (i * 2) % 5,
      insight: (i + 2) % 5,
      arcana: (i + 1) % 4,
      intimidation: (i * 5) % 6,
      athletics: i % 3,
    },
  },
];
const options = (seed: number) => ({
  gmRole: seed % 3 === 0 ? 'house' : 'npc',
  ante: 2 + (seed % 5),
  rollover: seed % 4 === 1,
});

describe('Classic bots', () => {
  it('play every round they start to its end, through the GM path for an NPC: every move accepted, gold conserved', {
    timeout: 60_000,
  }, () => {
    let rounds = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const setup = botTable(
        twentyOneClassic,
        lineup(styles, seed),
        seed,
        options(seed),
        someStats,
      );
      rounds += playRounds(twentyOneClassic, setup, 4, seed).rounds;
    }
    expect(rounds).toBe(40);
  });

  it("decide the same at twin tables that differ only in what their seat may not know: another seat's hole die, stats, a cheat's Residue DC, a contest's numbers", {
    timeout: 60_000,
  }, () => {
    const compared = new Map<string, number>();
    for (let seed = 1; seed <= 6; seed++) {
      const setup = botTable(
        twentyOneClassic,
        lineup(styles, seed + 40),
        seed,
        options(seed),
        someStats,
      );
      const played = playRounds(twentyOneClassic, setup, 3, seed, secretTwins(fixture, 2, seed));
      for (const [kind, n] of played.compared) compared.set(kind, (compared.get(kind) ?? 0) + n);
    }
    for (const kind of ['hole die', 'Residue DC', 'contest numbers', 'Arcana'])
      expect(compared.get(kind)).toBeGreaterThan(5);
  });

  it('every style, seated together at one table at all three levels in turn, decides the same at twin tables that differ only in what its seat may not know', {
    timeout: 60_000,
  }, () => {
    const compared = new Map<string, number>();
    for (let seed = 1; seed <= 3; seed++) {
      const all = styles.map((style, i) => ({ style, level: BOT_LEVELS[(i + seed) % 3]! }));
      const setup = botTable(twentyOneClassic, all, seed, options(seed), someStats);
      const played = playRounds(twentyOneClassic, setup, 3, seed, secretTwins(fixture, 2, seed));
      for (const [kind, n] of played.compared) compared.set(kind, (compared.get(kind) ?? 0) + n);
    }
    expect(styles.length).toBeGreaterThanOrEqual(6);
    for (const kind of ['hole die', 'Arcana']) expect(compared.get(kind)).toBeGreaterThan(5);
  });

  it('at the regular and novice levels play exactly as the shark when no slip is drawn; a regular slips now and then, a novice more often', {
    timeout: 30_000,
  }, () => {
    const setup = botTable(twentyOneClassic, lineup(styles, 7), 7, options(7), someStats);
    const views = viewsOfPlay(twentyOneClassic, setup, 3, 7) as ClassicView[];
    const slips = levelSlips(classicStyles as readonly BotStyle[], views);
    expect(slips.regular).toBeGreaterThan(slips.decisions / 20);
    expect(slips.novice).toBeGreaterThan(slips.regularToo);
  });
});

describe('Classic bots play to their character', () => {
  it('"Each player rolls 2 dice of their choice … for FREE": every style opens with the pair worth most, never two d20s that can bust', () => {
    const table = classic(['ana', 'brom'], { options: { gmRole: 'npc', ante: 4 } });
    ok(table.send({ role: 'gm', id: 'gm' }, { type: 'START_ROUND' }));
    const view = table.view({ role: 'player', id: 'ana' });
    for (const style of classicStyles) {
      const open = style.decide(view, 'shark', never) as {
        type: string;
        shown: string;
        hole: string;
      };
      expect(open.type).toBe('OPEN');
      expect([open.shown, open.hole]).not.toEqual(['d20', 'd20']);
    }
  });

  it('"You may attempt to alter a die face … immediately after rolling it": the Card-sharp names the face that turns a busting hit into 21, by magic when its spellcasting is its best, and the Careful player keeps', () => {
    const table = classic(['ana', 'brom'], { options: { gmRole: 'npc', ante: 4 } });
    stats(table, 'ana', { spellcasting: 5, sleightOfHand: 0 });
    opened(table, [
      ['d10', 8, 'd10', 6],
      ['d10', 9, 'd8', 7],
    ]);
    scriptFaces(table, ['d8', 8]);
    ok(table.send(player('ana'), { type: 'ROLL', die: 'd8' })); // 8 + 6 + 8 = 22
    const view = table.view({ role: 'player', id: 'ana' });
    expect(byId('cheat').decide(view, 'shark', never)).toEqual({
      type: 'CHEAT',
      seat: 'ana',
      die: 2,
      face: 7,
      method: 'spellcasting',
    });
    expect(byId('careful').decide(view, 'shark', never)).toEqual({
      type: 'KEEP_ROLL',
      seat: 'ana',
    });
  });

  it('"any player may pay 1 Ante to investigate": worth less than the fee at a small pot, so the Careful shark lets it pass; on a hunch a regular reads the table once, then accuses the cheat it found', () => {
    const table = classic(['ana', 'brom'], { options: { gmRole: 'npc', ante: 4 } });
    stats(table, 'brom', { sleightOfHand: -5 });
    stats(table, 'ana', { insight: 5 });
    ok(table.send({ role: 'gm', id: 'gm' }, { type: 'START_ROUND' }));
    scriptFaces(table, ['d10', 8], ['d10', 6]);
    ok(table.send(player('ana'), { type: 'OPEN', shown: 'd10', hole: 'd10' }));
    ok(table.send(player('ana'), { type: 'KEEP_ROLL' }));
    scriptFaces(table, ['d10', 9], ['d8', 7]);
    ok(table.send(player('brom'), { type: 'OPEN', shown: 'd10', hole: 'd8' }));
    d20s(table, 16); // Sleight of Hand 16 - 5 = 11: not a fumble, a Tell DC of 11
    ok(table.send(player('brom'), { type: 'CHEAT', die: 1, face: 8, method: 'sleightOfHand' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    const careful = byId('careful');
    expect(careful.decide(table.view({ role: 'player', id: 'ana' }), 'shark', never)).toBeNull();
    const hunch = () => 0;
    const investigate = careful.decide(table.view({ role: 'player', id: 'ana' }), 'regular', hunch);
    expect(investigate).toEqual({ type: 'INVESTIGATE', kind: 'read', seat: 'ana' });
    d20s(table, 10); // Insight 10 + 5 = 15 meets the Tell DC 11
    ok(table.send(player('ana'), investigate));
    const accuse = careful.decide(table.view({ role: 'player', id: 'ana' }), 'shark', never);
    expect(accuse).toEqual({ type: 'ACCUSE', target: 'brom', seat: 'ana' });
  });

  it('a Goad\'s loser "MUST pay the ante and Hit": a bot owed a forced hit hits (at the ante, whatever die)', () => {
    const table = classic(['ana', 'brom'], { options: { gmRole: 'npc', ante: 4 } });
    opened(table, [
      ['d10', 3, 'd10', 4],
      ['d10', 9, 'd8', 7],
    ]);
    d20s(table, 18, 2); // Ana's Intimidation 18 beats Brom's Insight 2
    ok(table.send(player('ana'), { type: 'GOAD', target: 'brom', skill: 'intimidation' }));
    const view = table.view({ role: 'player', id: 'brom' });
    for (const style of classicStyles)
      expect(style.decide(view, 'shark', never)).toMatchObject({ type: 'ROLL', seat: 'brom' });
    hit(table, 'brom', 'd4', 1);
  });
});
