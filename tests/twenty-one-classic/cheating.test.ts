/**
 * Classic's cheats (tavern-twenty-one-vtt-edition.md, section 3, "The Cheater's
 * Turn"): physical or magical, right after the roll, with the check's total as
 * the cheat's Tell DC or Residue DC.
 */
import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import { ok, player, refused } from '../support/tables';
import {
  classic,
  d20s,
  gmView,
  opened,
  scriptFaces,
  seat,
  seenBy,
  stats,
  type ClassicTable,
} from './helpers';

/** Ana at her turn with a d10 4 shown (and a hole 3), Brom waiting; Ana's stats set first. */
function anaToHit(anaStats = {}): ClassicTable {
  const table = classic();
  stats(table, 'ana', anaStats);
  return opened(table, [
    ['d10', 4, 'd10', 3],
    ['d10', 9, 'd10', 9],
  ]);
}

function hitAndCheat(
  table: ClassicTable,
  check: number,
  method: 'sleightOfHand' | 'deception' | 'spellcasting',
  face = 8,
) {
  scriptFaces(table, ['d8', 2]);
  ok(table.send(player('ana'), { type: 'ROLL', die: 'd8' }));
  d20s(table, check);
  ok(table.send(player('ana'), { type: 'CHEAT', die: 2, face, method }));
}

const privateLines = (table: ClassicTable, id: string) =>
  seenBy(table, id).private.map((l) => l.text);

describe('"You may attempt to alter a die face (Public or Hidden) immediately after rolling it."', () => {
  it('the die just hit may be set to any face, and it counts that face', () => {
    const table = anaToHit({ sleightOfHand: 3 });
    hitAndCheat(table, 12, 'sleightOfHand', 7);
    expect(seat(table, 'ana', 'brom').dice[2]!.face).toBe(7);
    expect(seat(table, 'ana', 'ana').total).toBe(4 + 3 + 7);
  });

  it('a d20 cheated to 20 counts as a natural 20: "A Natural 20 is an Instant 21"', () => {
    const table = anaToHit({ spellcasting: 2 });
    scriptFaces(table, ['d20', 2]);
    ok(table.send(player('ana'), { type: 'ROLL', die: 'd20' }));
    d20s(table, 14);
    ok(table.send(player('ana'), { type: 'CHEAT', die: 2, face: 20, method: 'spellcasting' }));
    // 4 + 3 + 20 would bust; the natural 20 makes the hand exactly 21.
    expect(seat(table, 'ana', 'ana').total).toBe(21);
    expect(seat(table, 'ana').status).toBe('in');
    expect(seat(table, 'ana', 'brom').dice[2]!.face).toBe(20);
  });

  it('the hole die may be cheated right after the opener rolls it', () => {
    const table = classic();
    ok(table.send({ role: 'gm', id: 'gm' }, { type: 'START_ROUND' }));
    scriptFaces(table, ['d10', 4], ['d20', 3]);
    ok(table.send(player('ana'), { type: 'OPEN', shown: 'd10', hole: 'd20' }));
    d20s(table, 15);
    ok(table.send(player('ana'), { type: 'CHEAT', die: 1, face: 17, method: 'spellcasting' }));
    expect(seat(table, 'ana', 'ana').dice[1]!.face).toBe(17);
    expect(seat(table, 'ana', 'brom').dice[1]!.face).toBeNull();
  });

  it('"immediately after rolling it": not on a later turn, and not a die rolled earlier', () => {
    const table = anaToHit();
    refused(
      table,
      player('ana'),
      { type: 'CHEAT', die: 0, face: 8, method: 'deception' },
      /only right after rolling it/,
    );
    scriptFaces(table, ['d8', 2]);
    ok(table.send(player('ana'), { type: 'ROLL', die: 'd8' }));
    refused(
      table,
      player('ana'),
      { type: 'CHEAT', die: 0, face: 8, method: 'deception' },
      /only the die you just rolled/,
    );
    refused(
      table,
      player('ana'),
      { type: 'CHEAT', die: 2, face: 9, method: 'deception' },
      /no face 9/,
    );
    refused(
      table,
      player('brom'),
      { type: 'CHEAT', die: 2, face: 5, method: 'deception' },
      /only right after rolling it/,
    );
  });
});

describe('"Physical Cheat (Sleight of Hand / Deception): Roll your check. This number becomes your Tell DC."', () => {
  for (const method of ['sleightOfHand', 'deception'] as const) {
    it(`${method}: d20 + the modifier is the Tell DC, told to the cheater alone`, () => {
      const table = anaToHit({ [method]: 4 });
      hitAndCheat(table, 11, method);
      expect(seat(table, 'ana', 'ana').secrets!.cheats[0]).toMatchObject({
        method: 'physical',
        dc: 15,
        outcome: 'success',
      });
      expect(privateLines(table, 'ana').at(-1)).toMatch(/your Tell DC is 15/);
      expect(privateLines(table, 'brom')).toEqual(['Your hole d10 shows 9.']);
      expect(seat(table, 'ana', 'brom').secrets).toBeNull();
    });
  }

  it('"Fumble: If your check is < 10, you are caught immediately": disqualified, and the die keeps its face', () => {
    const table = anaToHit({ sleightOfHand: 2 });
    hitAndCheat(table, 7, 'sleightOfHand');
    expect(seat(table, 'ana', 'brom').status).toBe('caught');
    expect(seat(table, 'ana', 'brom').dice[2]!.face).toBe(2);
    expect(gmView(table).turn).toBe('brom');
    expect(said(seenBy(table, 'brom')).log.at(-1)!.text).toMatch(/caught in the act/);
  });

  it('a check of exactly 10 is not a fumble', () => {
    const table = anaToHit({ deception: 1 });
    hitAndCheat(table, 9, 'deception');
    expect(seat(table, 'ana').status).toBe('in');
  });
});

describe('"Magical Cheat (Spellcasting Ability Check): This number becomes your Residue DC. No immediate risk."', () => {
  it('the spellcasting check is the Residue DC, and even a 1 is not caught', () => {
    const table = anaToHit({ spellcasting: 2 });
    hitAndCheat(table, 1, 'spellcasting');
    expect(seat(table, 'ana').status).toBe('in');
    expect(seat(table, 'ana', 'ana').secrets!.cheats[0]).toMatchObject({
      method: 'magical',
      dc: 3,
    });
    expect(privateLines(table, 'ana').at(-1)).toMatch(/your Residue DC is 3/);
  });

  it('once the roll is decided, the other players see the same table as if it had been kept', () => {
    const cheated = anaToHit({ spellcasting: 2 });
    hitAndCheat(cheated, 14, 'spellcasting', 8);
    const kept = anaToHit({ spellcasting: 2 });
    scriptFaces(kept, ['d8', 8]);
    ok(kept.send(player('ana'), { type: 'ROLL', die: 'd8' }));
    ok(kept.send(player('ana'), { type: 'KEEP_ROLL' }));
    expect(JSON.stringify(seenBy(cheated, 'brom'))).toBe(JSON.stringify(seenBy(kept, 'brom')));
  });
});
