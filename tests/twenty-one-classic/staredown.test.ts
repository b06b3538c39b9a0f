/**
 * Classic's table turn and accusation (tavern-twenty-one-vtt-edition.md,
 * section 3): Read the Table and the Arcane Scan during the staredown, each
 * sealed to its investigator, and the accusation at 2× ante.
 */
import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import { gm, ok, player, refused } from '../support/tables';
import {
  classic,
  d20s,
  gmView,
  hit,
  opened,
  purseOf,
  scriptFaces,
  seat,
  seenBy,
  stats,
  type ClassicTable,
} from './helpers';

/**
 * Three seats: Ana cheats her hit (physical with Sleight of Hand +2, or magical with spellcasting +2) to a 9, then
 * everyone holds and the staredown begins. Brom and Cyra have Insight +1 and Arcana +3.
 */
function cheatedThenStaredown(
  method: 'sleightOfHand' | 'spellcasting',
  check: number,
): ClassicTable {
  const table = classic(['ana', 'brom', 'cyra']);
  stats(table, 'ana', { sleightOfHand: 2, spellcasting: 2 });
  for (const id of ['brom', 'cyra']) stats(table, id, { insight: 1, arcana: 3 });
  opened(table, [
    ['d10', 4, 'd10', 3],
    ['d10', 8, 'd10', 9],
    ['d10', 7, 'd10', 9],
  ]);
  scriptFaces(table, ['d10', 2]);
  ok(table.send(player('ana'), { type: 'ROLL', die: 'd10' }));
  d20s(table, check);
  ok(table.send(player('ana'), { type: 'CHEAT', die: 2, face: 9, method }));
  for (const id of ['brom', 'cyra', 'ana']) ok(table.send(player(id), { type: 'HOLD' }));
  expect(gmView(table).phase).toBe('staredown');
  return table;
}

function investigate(table: ClassicTable, who: string, kind: 'read' | 'scan', face: number) {
  d20s(table, face);
  ok(table.send(player(who), { type: 'INVESTIGATE', kind }));
}

const lastPrivate = (table: ClassicTable, id: string) =>
  seenBy(table, id).private.at(-1)?.text ?? '';

describe('"During the Staredown (end of round), any player may pay 1 Ante to investigate."', () => {
  it('"Read the Table: Roll Insight vs. Cheater\u2019s Tell DC. Success: The GM whispers the result. You now know who cheated."', () => {
    // Ana's Tell DC: 12 + 2 = 14. Brom reads 13 + 1 = 14: it meets the DC.
    const table = cheatedThenStaredown('sleightOfHand', 12);
    const pot = gmView(table).pot;
    investigate(table, 'brom', 'read', 13);
    expect(purseOf(table, 'brom')).toBe(100 - 5 - 5);
    expect(gmView(table).pot).toBe(pot + 5);
    expect(lastPrivate(table, 'brom')).toBe('Read the Table (Insight 14): Ana cheated this round.');
  });

  it('"Arcane Scan: Roll Arcana vs. Cheater\u2019s Residue DC."', () => {
    // Ana's Residue DC: 15 + 2 = 17. Cyra scans 14 + 3 = 17.
    const table = cheatedThenStaredown('spellcasting', 15);
    investigate(table, 'cyra', 'scan', 14);
    expect(lastPrivate(table, 'cyra')).toBe('Arcane Scan (Arcana 17): Ana cheated this round.');
  });

  it('a check below the DC learns nothing, in the same words as a table without a cheat', () => {
    const table = cheatedThenStaredown('spellcasting', 15);
    investigate(table, 'cyra', 'scan', 13);
    expect(lastPrivate(table, 'cyra')).toBe('Arcane Scan (Arcana 16): you find no sign of it.');
    const honest = classic(['ana', 'brom']);
    stats(honest, 'brom', { arcana: 3 });
    opened(honest, [
      ['d10', 4, 'd10', 3],
      ['d10', 8, 'd10', 9],
    ]);
    for (const id of ['ana', 'brom']) ok(honest.send(player(id), { type: 'HOLD' }));
    investigate(honest, 'brom', 'scan', 20);
    expect(lastPrivate(honest, 'brom')).toBe('Arcane Scan (Arcana 23): you find no sign of it.');
  });

  it('each investigation finds its own kind of cheat: Reading the Table sees no Residue, a Scan no Tell', () => {
    const magical = cheatedThenStaredown('spellcasting', 3);
    investigate(magical, 'brom', 'read', 20);
    expect(lastPrivate(magical, 'brom')).toMatch(/no sign of it/);
    const physical = cheatedThenStaredown('sleightOfHand', 10);
    investigate(physical, 'brom', 'scan', 20);
    expect(lastPrivate(physical, 'brom')).toMatch(/no sign of it/);
  });

  it('the result is sealed to the investigator (and the GM): the table only sees that they paid to look', () => {
    const table = cheatedThenStaredown('sleightOfHand', 12);
    investigate(table, 'brom', 'read', 13);
    for (const other of ['ana', 'cyra']) {
      expect(said(seenBy(table, other)).log.at(-1)!.text).toBe(
        'Brom pays 5 gp for a Read of the Table.',
      );
      expect(JSON.stringify(seenBy(table, other))).not.toMatch(/Insight 14|Ana cheated/);
    }
    expect(gmView(table).private.at(-1)!.text).toBe(
      'Brom: Read the Table (Insight 14): Ana cheated this round.',
    );
    expect(seenBy(table, 'brom').classic!.investigations).toEqual([
      { by: 'brom', kind: 'read', total: 14, found: ['ana'] },
    ]);
    expect(seenBy(table, 'cyra').classic!.investigations).toEqual([]);
    expect(gmView(table).classic!.investigations).toHaveLength(1);
  });

  it('several players may investigate the same cheater; each player makes each investigation once a round', () => {
    const table = cheatedThenStaredown('sleightOfHand', 12);
    investigate(table, 'brom', 'read', 13);
    investigate(table, 'cyra', 'read', 3);
    expect(lastPrivate(table, 'cyra')).toMatch(/no sign of it/);
    refused(
      table,
      player('brom'),
      { type: 'INVESTIGATE', kind: 'read' },
      /already made your Read the Table this round/,
    );
    investigate(table, 'brom', 'scan', 3);
  });

  it('"any player may pay 1 Ante to investigate": a seat that busted is still a player of the round, and may', () => {
    const table = classic(['ana', 'brom', 'cyra']);
    stats(table, 'ana', { sleightOfHand: 2 });
    stats(table, 'brom', { insight: 1 });
    opened(table, [
      ['d10', 4, 'd10', 3],
      ['d10', 8, 'd10', 9],
      ['d10', 7, 'd10', 9],
    ]);
    scriptFaces(table, ['d10', 2]);
    ok(table.send(player('ana'), { type: 'ROLL', die: 'd10' }));
    d20s(table, 12);
    ok(table.send(player('ana'), { type: 'CHEAT', die: 2, face: 9, method: 'sleightOfHand' })); // Tell DC 14
    hit(table, 'brom', 'd20', 19); // 8 + 9 + 19: bust
    for (const id of ['cyra', 'ana']) ok(table.send(player(id), { type: 'HOLD' }));
    expect(gmView(table).phase).toBe('staredown');
    expect(seat(table, 'brom').status).toBe('busted');
    expect(seenBy(table, 'brom').actions.some((a) => a.intent.type === 'INVESTIGATE')).toBe(true);
    investigate(table, 'brom', 'read', 13);
    expect(lastPrivate(table, 'brom')).toBe('Read the Table (Insight 14): Ana cheated this round.');
    expect(purseOf(table, 'brom')).toBe(100 - 5 - 5);
  });

  it('"During the Staredown": not while the betting goes on', () => {
    const table = opened(classic(), [
      ['d10', 4, 'd10', 3],
      ['d10', 8, 'd10', 9],
    ]);
    refused(table, player('brom'), { type: 'INVESTIGATE', kind: 'read' });
  });
});

describe('"The Accusation (Cost: 2x Ante)"', () => {
  it('"Correct: Cheater is disqualified. You get your fee back + a Bounty (5x Ante) paid personally by the Cheater."', () => {
    const table = cheatedThenStaredown('spellcasting', 15);
    investigate(table, 'cyra', 'scan', 14);
    ok(table.send(player('cyra'), { type: 'ACCUSE', target: 'ana' }));
    expect(seat(table, 'ana').status).toBe('caught');
    expect(purseOf(table, 'cyra')).toBe(100 - 5 - 5 + 25);
    expect(purseOf(table, 'ana')).toBe(100 - 5 - 3 - 25);
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    expect(gmView(table).result!.winner).not.toBe('ana');
  });

  it('"Incorrect: You lose your fee to the pot and look like a fool."', () => {
    const table = cheatedThenStaredown('spellcasting', 15);
    const pot = gmView(table).pot;
    ok(table.send(player('ana'), { type: 'ACCUSE', target: 'brom' }));
    expect(purseOf(table, 'ana')).toBe(100 - 5 - 3 - 10);
    expect(gmView(table).pot).toBe(pot + 10);
    expect(seat(table, 'brom').status).toBe('held');
  });

  it('a bluff works too: an accusation needs no investigation, only a cheat', () => {
    const table = cheatedThenStaredown('sleightOfHand', 12);
    ok(table.send(player('brom'), { type: 'ACCUSE', target: 'ana' }));
    expect(seat(table, 'ana').status).toBe('caught');
  });

  it('an accusation is made in the staredown, once a round, by someone who can pay it', () => {
    const betting = opened(classic(), [
      ['d10', 4, 'd10', 3],
      ['d10', 8, 'd10', 9],
    ]);
    refused(betting, player('brom'), { type: 'ACCUSE', target: 'ana' }, /in the staredown/);
    const table = cheatedThenStaredown('sleightOfHand', 12);
    ok(table.send(player('brom'), { type: 'ACCUSE', target: 'cyra' }));
    refused(
      table,
      player('brom'),
      { type: 'ACCUSE', target: 'ana' },
      /already made your accusation/,
    );
    refused(table, player('cyra'), { type: 'ACCUSE', target: 'cyra' }, /yourself/);
  });
});
