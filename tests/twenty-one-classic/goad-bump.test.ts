/**
 * Classic's special actions (tavern-twenty-one-vtt-edition.md, section 4):
 * Goad and Bump the Table, each a turn of its own.
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
  type Opener,
} from './helpers';

/** Ana (to act), Brom and Cyra, all at 7 with a d10 4 shown... Brom has held. */
function threeWithBromHolding(options: object = {}): ClassicTable {
  const table = classic(['ana', 'brom', 'cyra'], { options });
  stats(table, 'ana', { intimidation: 2, athletics: 3 });
  stats(table, 'brom', { insight: 1, dexSave: 1 });
  opened(table, [
    ['d10', 4, 'd10', 3],
    ['d10', 5, 'd10', 9],
    ['d10', 6, 'd10', 2],
  ]);
  hit(table, 'ana', 'd20', 2);
  ok(table.send(player('brom'), { type: 'HOLD' }));
  hit(table, 'cyra', 'd20', 3);
  expect(gmView(table).turn).toBe('ana');
  return table;
}

function goad(
  table: ClassicTable,
  attack: number,
  defence: number,
  skill: 'intimidation' | 'persuasion' = 'intimidation',
) {
  d20s(table, attack, defence);
  ok(table.send(player('ana'), { type: 'GOAD', target: 'brom', skill }));
}

describe('Goad: "Roll Intimidation (or Persuasion) vs. Target\u2019s Insight."', () => {
  it('"Success: The target MUST pay the ante and Hit (Roll) one more die immediately", even one who holds', () => {
    const table = threeWithBromHolding();
    goad(table, 10, 10); // 12 vs 11
    expect(said(seenBy(table, 'cyra')).log.at(-1)!.text).toBe(
      'Ana goads Brom: Brom must pay the ante and hit at once.',
    );
    refused(
      table,
      player('cyra'),
      { type: 'ROLL', die: 'd20' },
      /waiting on Brom to pay the ante and hit/,
    );
    refused(
      table,
      player('brom'),
      { type: 'HOLD' },
      /the table is waiting|It is not your turn|pay the ante and hit first|already held/i,
    );
    const before = purseOf(table, 'brom');
    // Whatever the die, the forced hit costs the ante: a d20 is 5 gp here, not free.
    hit(table, 'brom', 'd20', 4);
    expect(purseOf(table, 'brom')).toBe(before - 5);
    expect(seat(table, 'brom').status).toBe('held');
    expect(seat(table, 'brom').dice).toHaveLength(3);
  });

  it('the Goad is the goader\u2019s turn: once the forced hit is made, the next seat acts', () => {
    const table = threeWithBromHolding();
    goad(table, 10, 10);
    hit(table, 'brom', 'd4', 1);
    expect(gmView(table).turn).toBe('cyra');
  });

  it('"Backfire: If the target wins the contest, YOU must pay the ante and Hit immediately" (a tie is the target\u2019s)', () => {
    const table = threeWithBromHolding();
    goad(table, 9, 10, 'persuasion'); // 9 vs 11; Ana's Persuasion is 0
    expect(said(seenBy(table, 'cyra')).log.at(-1)!.text).toBe(
      'Ana goads Brom: it backfires: Ana must pay the ante and hit at once.',
    );
    const tie = threeWithBromHolding();
    goad(tie, 9, 10); // 11 vs 11
    expect(said(gmView(tie)).log.at(-1)!.text).toMatch(/it backfires/);
    hit(tie, 'ana', 'd6', 3);
    expect(gmView(tie).turn).toBe('cyra');
  });

  it('a forced hit can bust a holder', () => {
    const table = threeWithBromHolding();
    goad(table, 15, 2);
    hit(table, 'brom', 'd20', 19);
    expect(seat(table, 'brom', 'ana').status).toBe('busted');
  });

  it('"On your turn, choose one: HIT, HOLD, GOAD, BUMP": no limit a round, so a seat may goad again on its next turn', () => {
    const table = threeWithBromHolding();
    goad(table, 10, 10);
    hit(table, 'brom', 'd4', 1);
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    d20s(table, 10, 10);
    ok(table.send(player('ana'), { type: 'GOAD', target: 'cyra', skill: 'persuasion' }));
    expect(said(gmView(table)).log.at(-1)!.text).toMatch(/Ana goads Cyra/);
  });

  it('the table option "Goad and Bump once a round": the second Goad is refused', () => {
    const table = threeWithBromHolding({ goadBumpOnceARound: true });
    goad(table, 10, 10);
    hit(table, 'brom', 'd4', 1);
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    refused(
      table,
      player('ana'),
      { type: 'GOAD', target: 'cyra', skill: 'persuasion' },
      /already goaded this round/,
    );
  });

  it('a Goad is free for the goader ("Goad | Free | Force Opponent Roll"): only the loser\u2019s forced hit is paid', () => {
    const table = threeWithBromHolding();
    expect(
      seenBy(table, 'ana')
        .actions.filter((a) => a.intent.type === 'GOAD')
        .every((a) => !a.cost),
    ).toBe(true);
    const [ana, pot] = [purseOf(table, 'ana'), gmView(table).pot];
    goad(table, 10, 10);
    expect(purseOf(table, 'ana')).toBe(ana);
    expect(gmView(table).pot).toBe(pot);
    hit(table, 'brom', 'd4', 1);
    expect(purseOf(table, 'ana')).toBe(ana);
    expect(gmView(table).pot).toBe(pot + 5);
  });

  it('"The target MUST pay the ante and Hit": a loser short of the ante pays what their purse holds, and may cheat the forced hit', () => {
    const table = classic(['ana', 'brom', 'cyra']);
    ok(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 7 }));
    stats(table, 'ana', { intimidation: 2 });
    stats(table, 'brom', { insight: 1, spellcasting: 3 });
    opened(table, [
      ['d10', 4, 'd10', 3],
      ['d10', 5, 'd10', 9],
      ['d10', 6, 'd10', 2],
    ]);
    hit(table, 'ana', 'd20', 2);
    ok(table.send(player('brom'), { type: 'HOLD' }));
    hit(table, 'cyra', 'd20', 3);
    goad(table, 10, 10); // 12 vs 11: Brom, with 2 gp left after his ante, must pay the ante and hit
    expect(purseOf(table, 'brom')).toBe(2);
    const pot = gmView(table).pot;
    scriptFaces(table, ['d10', 8]);
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10' }));
    expect(purseOf(table, 'brom')).toBe(0);
    expect(gmView(table).pot).toBe(pot + 2);
    d20s(table, 12);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 2, face: 1, method: 'spellcasting' }));
    expect(seat(table, 'brom', 'ana').dice[2]!.face).toBe(1);
    expect(seat(table, 'brom', 'brom').secrets!.cheats[0]).toMatchObject({
      method: 'magical',
      dc: 15,
    });
    expect(seat(table, 'brom').status).toBe('held');
    expect(gmView(table).turn).toBe('cyra');
  });

  it('the numbers (they tell stats) are the two seats’ and the GM’s: the rest of the table reads who must hit', () => {
    const table = threeWithBromHolding();
    goad(table, 10, 10);
    expect(JSON.stringify(seenBy(table, 'cyra').log)).not.toMatch(/12|Insight/);
    for (const viewer of [gmView(table), seenBy(table, 'ana'), seenBy(table, 'brom')])
      expect(said(viewer).log.at(-1)!.text).toMatch(/intimidation 12 vs Insight 11/);
  });
});

describe('Bump the Table: "Roll Athletics vs. Target\u2019s Dexterity Save."', () => {
  function bump(table: ClassicTable, die: number, attack: number, defence: number, face: number) {
    scriptFaces(table, ['d20', attack], ['d20', defence], ['d10', face]);
    ok(table.send(player('ana'), { type: 'BUMP', target: 'brom', die }));
  }

  it('"Success: Choose which die they must Re-roll: Visible Die: You see the result."', () => {
    const table = threeWithBromHolding();
    bump(table, 0, 10, 10, 2); // 13 vs 11
    for (const viewer of ['ana', 'cyra', 'brom'])
      expect(seat(table, 'brom', viewer).dice[0]!.face).toBe(2);
    expect(gmView(table).turn).toBe('cyra');
  });

  it('"Hole Die: You force a blind re-roll": its owner sees the new face, the bumper and the table do not', () => {
    const table = threeWithBromHolding();
    bump(table, 1, 10, 10, 2);
    expect(seat(table, 'brom', 'brom').dice[1]!.face).toBe(2);
    expect(seat(table, 'brom', 'ana').dice[1]!.face).toBeNull();
    expect(said(seenBy(table, 'ana')).log.at(-1)!.text).toMatch(/a blind re-roll/);
  });

  it('"Backfire: If they save, they choose one of YOUR dice, and you must Re-roll it" (a tie is a save)', () => {
    const table = threeWithBromHolding();
    bump(table, 0, 8, 10, 2); // 11 vs 11
    expect(seat(table, 'brom').dice[0]!.face).toBe(5);
    expect(seat(table, 'brom', 'brom').owesRetaliation).toBe('ana');
    refused(table, player('cyra'), { type: 'HOLD' }, /waiting on Brom/);
    scriptFaces(table, ['d10', 1]);
    ok(table.send(player('brom'), { type: 'RETALIATE', die: 0 }));
    expect(seat(table, 'ana', 'cyra').dice[0]!.face).toBe(1);
    expect(gmView(table).turn).toBe('cyra');
  });

  it('a Bump costs nothing even when it fails, and with "Goad and Bump once a round" the second is refused', () => {
    const table = threeWithBromHolding({ goadBumpOnceARound: true });
    const before = purseOf(table, 'ana');
    bump(table, 0, 1, 20, 2);
    expect(purseOf(table, 'ana')).toBe(before);
    scriptFaces(table, ['d10', 5]);
    ok(table.send(player('brom'), { type: 'RETALIATE', die: 0 }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    refused(
      table,
      player('ana'),
      { type: 'BUMP', target: 'cyra', die: 0 },
      /already bumped the table this round/,
    );
  });

  it('"On your turn, choose one: HIT, HOLD, GOAD, BUMP": without the option a seat may bump on each of its turns', () => {
    const table = threeWithBromHolding();
    bump(table, 0, 10, 10, 2);
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    scriptFaces(table, ['d20', 10], ['d20', 10], ['d10', 6]);
    ok(table.send(player('ana'), { type: 'BUMP', target: 'cyra', die: 0 }));
    expect(seat(table, 'cyra', 'brom').dice[0]!.face).toBe(6);
  });
});

describe('Bump: "Target: A player with a \u201cperfect\u201d score." says whom a Bump is for, not whom the table lets you bump', () => {
  /** Ana (visible 1, to act first) and Brom showing a d10 2, his hole d20 on `hole`: 21 in all on a 19. */
  function bromHolding(hole: number): ClassicTable {
    const table = classic(['ana', 'brom']);
    stats(table, 'ana', { athletics: 3 });
    stats(table, 'brom', { dexSave: 1 });
    opened(table, [
      ['d4', 1, 'd10', 5],
      ['d10', 2, 'd20', hole],
    ]);
    expect(gmView(table).turn).toBe('ana');
    return table;
  }
  const bumpBrom = (table: ClassicTable) => {
    scriptFaces(table, ['d20', 10], ['d20', 10], ['d10', 1]); // Athletics 13 vs Dexterity save 11: Brom's d10 2 becomes a 1
    ok(table.send(player('ana'), { type: 'BUMP', target: 'brom', die: 0 }));
  };

  it('a seat whose visible dice are well below 21 may be bumped, and a bump at 21 or not is accepted alike: it tells the bumper nothing of the hole die', () => {
    const perfect = bromHolding(19);
    const short = bromHolding(4);
    expect(seat(perfect, 'brom', 'brom').total).toBe(21);
    expect(seat(short, 'brom', 'brom').total).toBe(6);
    // Before: Ana is offered the same bumps at both tables, and sees the same table.
    expect(
      seenBy(short, 'ana').actions.some(
        (a) => a.intent.type === 'BUMP' && a.intent.target === 'brom',
      ),
    ).toBe(true);
    expect(JSON.stringify(seenBy(perfect, 'ana'))).toBe(JSON.stringify(seenBy(short, 'ana')));
    bumpBrom(perfect);
    bumpBrom(short);
    expect(seat(short, 'brom', 'ana').dice[0]!.face).toBe(1);
    expect(seat(perfect, 'brom', 'brom').total).toBe(20);
    // After: accepted at both, and what Ana reads of it is the same, byte for byte.
    expect(JSON.stringify(seenBy(perfect, 'ana'))).toBe(JSON.stringify(seenBy(short, 'ana')));
    expect(gmView(short).turn).toBe('brom');
  });
});

describe('What a Bump\u2019s re-roll does that the text leaves open (docs/rules/twenty-one-classic.md)', () => {
  /** Ana (visible 4, to act) and Brom, whose opener is `brom`; Ana's Athletics 3 beats Brom's Dexterity save on 10s. */
  function bromOpened(brom: Opener): ClassicTable {
    const table = classic(['ana', 'brom']);
    stats(table, 'ana', { athletics: 3 });
    stats(table, 'brom', { dexSave: 1 });
    opened(table, [['d10', 4, 'd10', 3], brom]);
    expect(gmView(table).turn).toBe('ana');
    return table;
  }
  const bumpBrom = (table: ClassicTable, die: number, kind: Opener[0], face: number) => {
    scriptFaces(table, ['d20', 10], ['d20', 10], [kind, face]); // 13 vs 11: the bump lands
    ok(table.send(player('ana'), { type: 'BUMP', target: 'brom', die }));
  };

  it('"A Natural 20 is an Instant 21" when it lands: the opener counts it with the dice it lands with, and a Bump of another die leaves that count, so the bump can break the 21', () => {
    const table = bromOpened(['d20', 20, 'd10', 3]);
    expect(seat(table, 'brom', 'brom').dice[0]!.counts).toBe(18);
    expect(seat(table, 'brom', 'brom').total).toBe(21);
    bumpBrom(table, 1, 'd10', 7); // the hole d10: 18 + 7
    expect(seat(table, 'brom', 'brom').dice.map((d) => [d.face, d.counts])).toEqual([
      [20, 18],
      [7, 7],
    ]);
    expect(seat(table, 'brom').status).toBe('busted');
  });

  it('a cheat in the opener lands with it: the natural 20 is counted again with the cheated face', () => {
    const table = classic(['ana', 'brom']);
    ok(table.send(gm, { type: 'START_ROUND' }));
    scriptFaces(table, ['d20', 20], ['d10', 3]);
    ok(table.send(player('ana'), { type: 'OPEN', shown: 'd20', hole: 'd10' }));
    d20s(table, 15);
    ok(table.send(player('ana'), { type: 'CHEAT', die: 1, face: 7, method: 'spellcasting' }));
    expect(seat(table, 'ana', 'ana').dice.map((d) => d.counts)).toEqual([14, 7]);
    expect(seat(table, 'ana', 'ana').total).toBe(21);
  });

  it('"You may attempt to alter a die face … immediately after rolling it": a die a Bump re-rolled is not one to cheat ("Visible Die: You see the result. Safe choice.")', () => {
    const table = bromOpened(['d10', 5, 'd10', 6]);
    bumpBrom(table, 0, 'd10', 2);
    refused(
      table,
      player('brom'),
      { type: 'CHEAT', die: 0, face: 9, method: 'sleightOfHand' },
      /right after rolling it/,
    );
    expect(seat(table, 'brom', 'ana').dice[0]!.face).toBe(2);
  });

  it('"If you Bust on a Natural 1 (on any die)": a re-roll its owner must make that busts on a 1 spills the drink too', () => {
    // Two natural 20s: the first counts 21, the second 0; re-rolled to a 1, the second makes 22.
    const table = bromOpened(['d20', 20, 'd20', 20]);
    const [purse, house] = [purseOf(table, 'brom'), gmView(table).house];
    bumpBrom(table, 1, 'd20', 1);
    expect(seat(table, 'brom').status).toBe('busted');
    expect(purseOf(table, 'brom')).toBe(purse - 1);
    expect(gmView(table).house).toBe(house + 1);
    expect(said(gmView(table)).log.at(-1)!.text).toBe(
      'A natural 1! Brom knocks over their ale and pays 1 gp to the House.',
    );
  });
});
