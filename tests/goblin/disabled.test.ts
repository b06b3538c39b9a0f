import { describe, expect, it } from 'vitest';
import { CHAMBER } from '../../machines/goblin/context';
import { DISABLED_REASONS, type DisabledType } from '../../src/panels/goblin/words';
import {
  expectRefused,
  gm,
  gmView,
  must,
  player,
  seated,
  stage,
  started,
  type GoblinTable,
} from './helpers';

/** Standard mode's moves Goblin Mode does not have, each refused with its reason in Goblin Mode's words. */
const DISABLED = Object.keys(DISABLED_REASONS) as DisabledType[];

const phases: Record<string, () => GoblinTable> = {
  lobby: () => seated(['ana', 'brom']),
  chamber: () => started(['ana', 'brom']),
  suddenDeath: () => {
    const table = started(['ana', 'brom']);
    for (let i = 0; i < CHAMBER.length; i++) stage(table, { ana: 2, brom: 2 });
    return table;
  },
  roundOver: () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 1, brom: 1 });
    return table;
  },
};

/** Standard-mode payloads these intents will carry: the refusal must not depend on them. */
const payload = { target: 'brom', die: 'd6', stat: 'CHA', amount: 10, on: 'brom' };

describe('"Disabled in Goblin Mode: Skills are disabled. Accusations/Staredown are skipped. Liquid Mode (Iron Liver) is not used."', () => {
  for (const [phase, make] of Object.entries(phases)) {
    it.each(DISABLED)(`%s is refused with its reason and changes nothing (${phase})`, (type) => {
      const table = make();
      expect(gmView(table).phase).toBe(phase);
      expectRefused(table, player('ana'), { type, ...payload }, DISABLED_REASONS[type]);
    });
  }

  it('the reasons name what is off', () => {
    expect(DISABLED_REASONS.GOAD).toBe('Skills are disabled in Goblin Mode.');
    for (const skill of [
      'BUMP',
      'RETALIATE',
      'CHEAT',
      'KEEP_ROLL',
      'FORESIGHT',
      'PROFILE',
    ] as const)
      expect(DISABLED_REASONS[skill]).toBe('Skills are disabled in Goblin Mode.');
    expect(DISABLED_REASONS.ACCUSE).toMatch(/^Accusations are disabled in Goblin Mode/);
    expect(DISABLED_REASONS.DRINK).toMatch(/^Liquid Mode is not used in Goblin Mode/);
    expect(DISABLED_REASONS.SIDE_BET).toMatch(/^Side bets are not taken in Goblin Mode/);
  });

  it('"Liquid Mode (Iron Liver) is not used": a roll paid with drinks, Standard mode\u2019s way, is refused with the reason', () => {
    const table = started(['ana', 'brom']);
    expectRefused(table, player('ana'), { type: 'ROLL', drink: true }, DISABLED_REASONS.DRINK);
  });

  it('the GM gets the same answer for an NPC seat', () => {
    const table = seated(['ana']);
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grub', purse: 50 }));
    must(table.send(gm, { type: 'START_ROUND' }));
    expectRefused(
      table,
      gm,
      { type: 'CHEAT', seat: 'npc-1', die: 0 },
      'Skills are disabled in Goblin Mode.',
    );
  });

  it('no view ever offers them', () => {
    for (const make of Object.values(phases)) {
      const table = make();
      for (const viewer of [{ role: 'gm' as const }, { role: 'player' as const, id: 'ana' }]) {
        const offered = table.view(viewer).actions.map((a) => a.intent.type as string);
        expect(offered.filter((t) => (DISABLED as readonly string[]).includes(t))).toEqual([]);
      }
    }
  });

  it('Side bets: "Allowed during active betting for the first two full betting rounds": the Chamber has no betting rounds, so none are taken', () => {
    const table = started(['ana', 'brom']);
    expectRefused(
      table,
      player('ana'),
      { type: 'SIDE_BET', on: 'brom', amount: 5 },
      'Side bets are not taken in Goblin Mode: they ride on Standard mode\u2019s betting laps.',
    );
  });

  it('Standard mode\u2019s own moves do not exist here: folding, the Cut and the duel are malformed', () => {
    const table = started(['ana', 'brom']);
    for (const type of ['FOLD', 'CUT_REROLL', 'DUEL_ROLL', 'END_STAREDOWN'])
      expectRefused(table, player('ana'), { type }, /^That request is malformed/);
  });
});
