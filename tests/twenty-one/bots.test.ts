/**
 * Standard mode's styles of play (machines/twenty-one/bots.ts): they play
 * whole rounds through the GM's path for an NPC without a refused move, they
 * decide from their own seat's view alone, and each plays to its character.
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, type BotStyle } from '../../machines/engine/bot';
import { twentyOne } from '../../machines/twenty-one';
import { standardStyles } from '../../machines/twenty-one/bots';
import type { TwentyOneView } from '../../machines/twenty-one';
import {
  botTable,
  lineup,
  playRounds,
  secretTwins,
  type Twins,
  levelSlips,
  viewsOfPlay,
} from '../support/bots';
import type { TwentyOneContext } from '../../machines/twenty-one';
import { changed, fixture } from './conformance';
import { ok, opened, player, roll, seated } from '../support/tables';

const styles = standardStyles as readonly BotStyle[];
const byId = (id: string) => standardStyles.find((s) => s.id === id)!;
const never = () => 0.999;

/** Stats an NPC might have: from -1 to +5, drawn per seat. */
const someStats = (_seat: string, i: number) => [
  {
    type: 'SET_STATS',
    stats: {
      sleightOfHand: ((i * 3) % 6) - 1,
      wis: (i * 2) % 5,
      investigation: (i + 2) % 5,
      intimidation: (i * 5) % 6,
      str: i % 3,
    },
  },
];
const tableOptions = (seed: number) => ({
  gmRole: seed % 3 === 0 ? 'house' : 'npc',
  ante: 2 + (seed % 5),
  liquidMode: seed % 2 === 0,
  rollover: seed % 4 === 1,
});

/** A twin where another seat still betting has tried to cheat its hole die (and failed, so only the record differs). */
const aCheat: Twins = (table, seat) => {
  const round = (table.snapshot().context as TwentyOneContext).round;
  const other = Object.entries(round?.hands ?? {}).find(
    ([id, hand]) =>
      id !== seat && hand.status === 'in' && hand.dice.some((d) => d.visibility === 'hole'),
  )?.[0];
  if (!other) return [];
  const persisted = changed(table.persist(), (c) => {
    const hand = c.round!.hands[other]!;
    const die = hand.dice.findIndex((d) => d.visibility === 'hole');
    const face = hand.dice[die]!.face;
    hand.cheats = [...hand.cheats, { die, delta: 1, from: face, to: face, outcome: 'failed' }];
  });
  return [{ kind: 'a cheat', persisted }];
};

describe('Standard mode bots', () => {
  it('play every round they start to its end, through the GM path for an NPC: every move accepted, gold conserved', {
    timeout: 60_000,
  }, () => {
    let rounds = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const setup = botTable(twentyOne, lineup(styles, seed), seed, tableOptions(seed), someStats);
      const played = playRounds(twentyOne, setup, 4, seed);
      expect(played.decisions).toBeGreaterThan(0);
      rounds += played.rounds;
    }
    expect(rounds).toBe(40);
  });

  it("decide the same at twin tables that differ only in what their seat may not know: another seat's hole die, a cheat it tried, its stats, Heat and fees, or any other secret the conformance fixture names", {
    timeout: 60_000,
  }, () => {
    const compared = new Map<string, number>();
    for (let seed = 1; seed <= 4; seed++) {
      const setup = botTable(
        twentyOne,
        lineup(styles, seed + 40),
        seed,
        tableOptions(seed),
        someStats,
      );
      const secrets = secretTwins(fixture, 2, seed);
      const twins: Twins = (table, seat) => [...secrets(table, seat), ...aCheat(table, seat)];
      const played = playRounds(twentyOne, setup, 3, seed, twins);
      for (const [kind, n] of played.compared) compared.set(kind, (compared.get(kind) ?? 0) + n);
    }
    for (const kind of ['hole die', 'stats', 'Heat', 'cleaning fees', 'a cheat'])
      expect(compared.get(kind)).toBeGreaterThan(5);
  });

  it('every style, seated together at one table at all three levels in turn, decides the same at twin tables that differ only in what its seat may not know', {
    timeout: 60_000,
  }, () => {
    const compared = new Map<string, number>();
    for (let seed = 1; seed <= 3; seed++) {
      const all = styles.map((style, i) => ({ style, level: BOT_LEVELS[(i + seed) % 3]! }));
      const setup = botTable(twentyOne, all, seed, tableOptions(seed), someStats);
      const played = playRounds(twentyOne, setup, 3, seed, secretTwins(fixture, 2, seed));
      for (const [kind, n] of played.compared) compared.set(kind, (compared.get(kind) ?? 0) + n);
    }
    expect(styles.length).toBeGreaterThanOrEqual(6);
    for (const kind of ['hole die', 'stats']) expect(compared.get(kind)).toBeGreaterThan(5);
  });

  it('at the regular and novice levels play exactly as the shark when no slip is drawn; a regular slips now and then, a novice more often', {
    timeout: 30_000,
  }, () => {
    const setup = botTable(twentyOne, lineup(styles, 7), 7, tableOptions(7), someStats);
    const views = viewsOfPlay(twentyOne, setup, 3, 7) as TwentyOneView[];
    const slips = levelSlips(standardStyles as readonly BotStyle[], views);
    expect(slips.regular).toBeGreaterThan(slips.decisions / 20);
    expect(slips.novice).toBeGreaterThan(slips.regularToo);
  });
});

/** Ana 9 + hole 9 = 18, Brom 5 + hole 4; each backs itself with a side bet; Brom passes the Cut, rolls a d10 (10) and keeps it: Ana to act. */
function anaOn18() {
  const table = seated({ options: { gmRole: 'npc', ante: 4 } });
  opened(table, [
    [9, 9],
    [5, 4],
  ]);
  ok(table.send(player('brom'), { type: 'CUT_PASS' }));
  for (const id of ['ana', 'brom'])
    ok(table.send(player(id), { type: 'SIDE_BET', on: id, amount: 4 }));
  roll(table, 'brom', 'd10', 10);
  return table;
}

describe('Standard mode bots play to their character', () => {
  it('the Careful player profiles the leader, then stands on 18, where the Gambler, chasing 21, goads the leader (it rolls anyway, so a backfire costs it nothing) and buys another die', () => {
    const careful = anaOn18();
    const before = careful.view({ role: 'player', id: 'ana' });
    const profile = byId('careful').decide(before, 'shark', never);
    expect(profile).toEqual({ type: 'PROFILE', target: 'brom', seat: 'ana' });
    careful.scriptDice({ d20: [2] });
    ok(careful.send(player('ana'), profile));
    const after18 = careful.view({ role: 'player', id: 'ana' });
    expect(byId('careful').decide(after18, 'shark', never)).toEqual({ type: 'HOLD', seat: 'ana' });
    const table = anaOn18();
    const view = table.view({ role: 'player', id: 'ana' });
    const goad = byId('gambler').decide(view, 'shark', never);
    expect(goad).toMatchObject({ type: 'GOAD', seat: 'ana', target: 'brom' });
    table.scriptDice({ d20: [5, 15] }); // the Goad backfires: Ana must roll
    ok(table.send(player('ana'), goad));
    const after = table.view({ role: 'player', id: 'ana' });
    expect(byId('gambler').decide(after, 'shark', never)).toMatchObject({
      type: 'ROLL',
      seat: 'ana',
    });
  });

  it('a bot not to act, with nothing out of turn it wants, waits (null)', () => {
    const view = anaOn18().view({ role: 'player', id: 'brom' });
    expect(byId('careful').decide(view, 'shark', never)).toBeNull();
  });

  it('"Cheat: modify one of your dice" after a bust: the Card-sharp moves its hole die back under 21 while its Heat allows, and keeps the roll when its Heat DC is out of reach', () => {
    const bust = (startingHeat: number, sleightOfHand: number) => {
      const table = seated({ options: { gmRole: 'npc', ante: 4, startingHeat } });
      ok(table.send(player('ana'), { type: 'SET_STATS', stats: { sleightOfHand } }));
      opened(table, [
        [5, 9],
        [9, 4],
      ]);
      ok(table.send(player('ana'), { type: 'CUT_PASS' }));
      table.scriptDice({ d8: [8] });
      ok(table.send(player('ana'), { type: 'ROLL', die: 'd8' })); // 5 + 9 + 8 = 22
      return table.view({ role: 'player', id: 'ana' });
    };
    expect(byId('cheat').decide(bust(10, 5), 'shark', never)).toMatchObject({
      type: 'CHEAT',
      seat: 'ana',
      die: 1,
    });
    expect(byId('cheat').decide(bust(30, 0), 'shark', never)).toEqual({
      type: 'KEEP_ROLL',
      seat: 'ana',
    });
    expect(byId('careful').decide(bust(10, 5), 'shark', never)).toEqual({
      type: 'KEEP_ROLL',
      seat: 'ana',
    });
  });

  it('"On your turn, choose one main action and you may use one skill": the Card-sharp\u2019s hold carries a cheat of its hole die, sent as one move', () => {
    /** A bot's move for Ana's seat, as Ana sends it herself. */
    const asAna = (intent: unknown) => {
      const { seat: _seat, ...own } = intent as { seat: string };
      return own;
    };
    /** Ana stands on 9 + hole 4 + 6 = 19 against Brom's 10 and 1 shown: a hole die nearer 21 is worth the risk. */
    const onHold = (startingHeat: number) => {
      const table = seated({ options: { gmRole: 'npc', ante: 4, startingHeat } });
      ok(table.send(player('ana'), { type: 'SET_STATS', stats: { sleightOfHand: 5 } }));
      opened(table, [
        [9, 4],
        [10, 8],
      ]);
      ok(table.send(player('ana'), { type: 'CUT_PASS' }));
      roll(table, 'ana', 'd6', 6);
      roll(table, 'brom', 'd4', 1);
      // It backs itself first, with a side bet of its own.
      const bet = byId('cheat').decide(table.view({ role: 'player', id: 'ana' }), 'shark', never);
      expect(bet).toMatchObject({ type: 'SIDE_BET', on: 'ana' });
      ok(table.send(player('ana'), asAna(bet)));
      return table;
    };
    const table = onHold(10);
    const hold = byId('cheat').decide(table.view({ role: 'player', id: 'ana' }), 'shark', never);
    expect(hold).toMatchObject({ type: 'HOLD', seat: 'ana', cheat: { die: 1, delta: 2 } });
    table.scriptDice({ d20: [15] });
    ok(table.send(player('ana'), asAna(hold)));
    expect(table.view({ role: 'player', id: 'ana' }).seats[0]).toMatchObject({
      status: 'held',
      total: 21,
    });
    // Too hot to try: the hold alone.
    const cold = onHold(30).view({ role: 'player', id: 'ana' });
    expect(byId('cheat').decide(cold, 'shark', never)).toEqual({ type: 'HOLD', seat: 'ana' });
  });
});
