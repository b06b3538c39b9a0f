/**
 * Every intent that is not legal now is refused with a reason a player
 * understands, and the table stays exactly as it was (the `refused` helper
 * compares the persisted snapshot before and after).
 */
import { describe, expect, it } from 'vitest';
import { gm, host, ok, opened, player, refused, seated } from '../support/tables';
import { outcomeText } from '../support/words';

const betting = () => {
  const table = opened(seated({ players: ['ana', 'brom', 'cyra'] }), [
    [6, 5],
    [3, 4],
    [8, 2],
  ]);
  ok(table.send(player('brom'), { type: 'CUT_PASS' }));
  return table;
};

describe('out of turn and wrong phase', () => {
  it('refuses a roll, hold or fold from a seat whose turn it is not, naming whose turn it is', () => {
    const table = betting();
    refused(
      table,
      player('cyra'),
      { type: 'ROLL', die: 'd8' },
      /^It is not your turn: Brom is to act\.$/,
    );
    refused(table, player('ana'), { type: 'HOLD' }, /not your turn/);
    refused(table, player('ana'), { type: 'FOLD' }, /not your turn/);
  });

  it('refuses an action that belongs to another phase, naming the phase', () => {
    const table = seated();
    refused(
      table,
      player('ana'),
      { type: 'ROLL', die: 'd8' },
      /^You can't buy a die now: the table is in the lobby\.$/,
    );
    refused(
      betting(),
      player('ana'),
      { type: 'JOIN', name: 'Ana', purse: 5 },
      /can't take a seat now: the table is betting/,
    );
    refused(betting(), gm, { type: 'START_ROUND' }, /can't start a round now/);
    refused(betting(), gm, { type: 'SET_OPTIONS', ante: 50 }, /can't change the table options now/);
  });

  it('refuses any action from a seat that has folded', () => {
    const table = betting();
    ok(table.send(player('brom'), { type: 'FOLD' }));
    refused(
      table,
      player('brom'),
      { type: 'ROLL', die: 'd4' },
      /You have already folded this round/,
    );
  });
});

describe('who may send what', () => {
  it('a player acts only for their own seat', () => {
    refused(betting(), player('ana'), { type: 'HOLD', seat: 'brom' }, /only act for your own seat/);
  });

  it('a player without a seat has nothing to act for', () => {
    refused(betting(), player('zed'), { type: 'HOLD' }, /not playing this round/);
  });

  it('GM-only intents come only from the GM', () => {
    const table = seated();
    refused(
      table,
      player('ana'),
      { type: 'SET_PURSE', seat: 'ana', purse: 1_000 },
      /Only the GM can change a purse/,
    );
    refused(table, player('ana'), { type: 'ADD_NPC', name: 'Mook', purse: 10 }, /Only the GM/);
    refused(betting(), player('ana'), { type: 'VOID_ROUND' }, /Only the GM can void the round/);
  });

  it('the GM acts for NPC seats, never for a player\u2019s seat', () => {
    const table = betting();
    refused(table, gm, { type: 'HOLD', seat: 'brom' }, /only its player acts for it/);
    refused(table, gm, { type: 'HOLD' }, /Name the NPC seat/);
    refused(table, gm, { type: 'HOLD', seat: 'npc-9' }, /There is no seat npc-9/);
  });

  it('the host does not play seats', () => {
    refused(betting(), host, { type: 'HOLD', seat: 'brom' }, /host does not hold/);
  });
});

describe('malformed and nonsense', () => {
  const cases: [string, unknown][] = [
    ['not an object', 'ROLL'],
    ['no type', { die: 'd8' }],
    ['an unknown intent', { type: 'STEAL_POT' }],
    ['a die you cannot buy', { type: 'ROLL', die: 'd12' }],
    ['a die that is not a die', { type: 'ROLL', die: 7 }],
    ['an extra field', { type: 'HOLD', amount: 5 }],
    ['dice smuggled into an intent', { type: 'ROLL', die: 'd20', dice: { d20: [20] } }],
    ['a timestamp smuggled into an intent', { type: 'HOLD', at: 0 }],
  ];
  for (const [what, intent] of cases) {
    it(`refuses ${what}`, () => {
      refused(betting(), player('brom'), intent, /^That request is malformed \(.+\)\.$/);
    });
  }

  it('refuses nonsense numbers: negative or fractional gold, an ante of zero, a huge purse', () => {
    const table = seated();
    refused(
      table,
      player('cyra'),
      { type: 'JOIN', name: 'Cyra', purse: -5 },
      /gold cannot be negative/,
    );
    refused(table, player('cyra'), { type: 'JOIN', name: 'Cyra', purse: 2.5 }, /whole gp/);
    refused(table, player('cyra'), { type: 'JOIN', name: 'Cyra', purse: Number.NaN }, /malformed/);
    refused(
      table,
      player('cyra'),
      { type: 'JOIN', name: 'Cyra', purse: 1e12 },
      /at most 1,000,000 gp/,
    );
    refused(table, gm, { type: 'SET_OPTIONS', ante: 0 }, /the ante is at least 1 gp/);
    refused(table, player('cyra'), { type: 'JOIN', name: '   ', purse: 5 }, /a name is needed/);
  });
});

describe('lobby refusals', () => {
  it('refuses a second seat, a duplicate name and a ninth seat', () => {
    const table = seated({
      players: ['ana', 'brom', 'cyra', 'dorn', 'edda', 'fenn', 'gus', 'hild'],
    });
    refused(
      table,
      player('ana'),
      { type: 'JOIN', name: 'Ana again', purse: 5 },
      /already have a seat/,
    );
    refused(
      table,
      player('ivo'),
      { type: 'JOIN', name: 'Ivo', purse: 5 },
      /The table is full \(8 seats\)/,
    );
    ok(table.send(player('hild'), { type: 'LEAVE' }));
    refused(
      table,
      player('ivo'),
      { type: 'JOIN', name: 'ANA', purse: 5 },
      /Someone called ANA already sits/,
    );
  });

  it('refuses to change or remove a seat that does not exist', () => {
    const table = seated();
    refused(table, gm, { type: 'SET_PURSE', seat: 'zed', purse: 5 }, /There is no seat zed/);
    refused(table, gm, { type: 'REMOVE_SEAT', seat: 'zed' }, /There is no seat zed/);
    refused(table, player('zed'), { type: 'LEAVE' }, /no seat to leave/);
  });
});

describe('a refusal is all the sender gets', () => {
  it('records the refusal with its reason, and no event for replay', () => {
    const table = betting();
    const events = table.events.length;
    const reason = refused(table, player('cyra'), { type: 'HOLD' });
    expect(table.events.length).toBe(events);
    const last = table.history.at(-1)!;
    expect(last).toMatchObject({ sender: player('cyra'), outcome: { ok: false } });
    expect(outcomeText(table, player('cyra'), { type: 'HOLD' }, last.outcome)).toBe(reason);
  });
});
