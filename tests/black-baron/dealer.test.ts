/** The dealer's hand: docs/rules/black-baron.md, "The dealer's second die" and "The dealer's play". */
import { describe, expect, it } from 'vitest';
import { deal, expectRefused, gm, gmView, hit, must, nets, player, seated, stay } from './helpers';
import { said } from '../support/words';

const texts = (log: { text: string }[]) => log.map((l) => l.text);

describe('The dealer', () => {
  it('"Once all players have actioned, the dealer rolls 1d10 to complete their starting hand": behind a shown die that is not a 10, the second die is rolled after the players act', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 5, brom: 5 }, { ana: [9, 8], brom: [6, 5] }, [6]);
    expect(gmView(table).dealer!.dice).toEqual([{ face: 6, hidden: false }]);
    stay(table, 'ana');
    expect(gmView(table).dealer!.dice).toHaveLength(1);
    // Brom stays on the last hand: the dealer rolls its second die (4: 10) and must hit (9: 19).
    stay(table, 'brom', 4, 9);
    expect(texts(said(gmView(table)).log).slice(-5, -2)).toEqual([
      'Brom stays on 11.',
      'The dealer rolls the second die: a 4, for 10, and must hit.',
      'The dealer hits: a 9, for 19, and must stay.',
    ]);
    expect(nets(table)).toEqual({ ana: -5, brom: -5 });
  });

  it('Black Plague: "When the dealer shows a 10 … they roll their second dice in secret" at once: only the GM sees it until every player has acted', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 5, brom: 5 }, { ana: [9, 9], brom: [6, 5] }, [10, 7]);
    expect(gmView(table).dealer).toMatchObject({
      dice: [
        { face: 10, hidden: false },
        { face: 7, hidden: true },
      ],
      total: 17,
      value: null,
    });
    for (const id of ['ana', 'brom', 'spectator']) {
      expect(table.view({ role: 'player', id }).dealer).toEqual({
        dice: [
          { face: 10, hidden: false },
          { face: null, hidden: true },
        ],
        total: 10,
        value: null,
        roundTable: false,
        bust: false,
      });
    }
    expect(texts(said(gmView(table)).log).at(-1)).toBe(
      'The dealer shows a 10 and rolls the second die face down at once.',
    );
    stay(table, 'ana');
    stay(table, 'brom');
    // Turned over once everyone has acted: 17, and the dealer stays.
    expect(texts(said(gmView(table)).log)).toContain(
      'The dealer turns the face-down die over: a 7, for 17.',
    );
    expect(table.view({ role: 'player', id: 'ana' }).dealer!.dice).toEqual([
      { face: 10, hidden: false },
      { face: 7, hidden: false },
    ]);
    expect(nets(table)).toEqual({ ana: 5, brom: -5 });
  });

  it('"If the dealers hand has the sum of 15 or less, they MUST hit"; "16 or more, they MUST stay"', () => {
    const fifteen = seated(['ana']);
    deal(fifteen, { ana: 5 }, { ana: [9, 8] }, [8]);
    stay(fifteen, 'ana', 7, 1, 1);
    expect(gmView(fifteen).dealer!.dice.map((d) => d.face)).toEqual([8, 7, 1]);
    expect(nets(fifteen)).toEqual({ ana: 5 });
    const sixteen = seated(['ana']);
    deal(sixteen, { ana: 5 }, { ana: [9, 7] }, [8]);
    stay(sixteen, 'ana', 8);
    expect(gmView(sixteen).dealer!.dice.map((d) => d.face)).toEqual([8, 8]);
    expect(nets(sixteen)).toEqual({ ana: 0 });
  });

  it('"The dealer stops taking hits if they have 7 dice", and at the Round Table 7 dice at 19 or less count 20', () => {
    const table = seated(['ana', 'brom', 'cat']);
    deal(table, { ana: 2, brom: 2, cat: 2 }, { ana: [10, 9], brom: [10, 8], cat: [9, 9] }, [1]);
    stay(table, 'ana');
    hit(table, 'brom', 2);
    stay(table, 'brom');
    hit(table, 'cat', 2);
    stay(table, 'cat', 1, 1, 1, 1, 1, 1);
    const view = gmView(table);
    expect(view.dealer).toMatchObject({ total: 7, value: 20, roundTable: true, bust: false });
    expect(view.dealer!.dice).toHaveLength(7);
    expect(texts(said(view).log)).toContain(
      'The dealer hits: a 1, for 7: 7 dice, the Round Table counts 20.',
    );
    // Against 20: a 19 loses, a 20 pushes, and Cat's 20 from hitting pushes too.
    expect(nets(table)).toEqual({ ana: -2, brom: 0, cat: 0 });
  });

  it('a dealer\u2019s seven dice still bust over 20', () => {
    const table = seated(['ana']);
    deal(table, { ana: 2 }, { ana: [10, 9] }, [2]);
    stay(table, 'ana', 2, 2, 2, 2, 2, 10);
    expect(gmView(table).dealer).toMatchObject({
      total: 22,
      value: null,
      roundTable: false,
      bust: true,
    });
    expect(nets(table)).toEqual({ ana: 2 });
  });

  it('the dealer plays only for a hand still standing: with every hand bust (or a Black Baron) it rolls nothing, and a face-down die is turned over at the end', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 3, brom: 4 }, { ana: [10, 10], brom: [9, 9] }, [10, 4]);
    expect(gmView(table).turn).toBe('brom');
    hit(table, 'brom', 5);
    const view = gmView(table);
    expect(view.phase).toBe('roundOver');
    expect(view.dealer!.dice).toEqual([
      { face: 10, hidden: false },
      { face: 4, hidden: false },
    ]);
    expect(texts(said(view).log)).toContain(
      'The dealer turns the face-down die over: a 4, for 14.',
    );
    expect(nets(table)).toEqual({ ana: 6, brom: -4 });
  });

  it('a 20 the dealer reaches by hitting is not a starting 20: each hand is compared with it', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 2, brom: 2 }, { ana: [10, 9], brom: [10, 7] }, [5]);
    stay(table, 'ana');
    hit(table, 'brom', 3);
    stay(table, 'brom', 5, 10);
    expect(nets(table)).toEqual({ ana: -2, brom: 0 });
  });

  it('the GM may play the dealer (a lobby option), pressing the forced choice: hit on 15 or less, stay on 16 or more', () => {
    const table = seated(['ana'], { dealer: 'gm' });
    deal(table, { ana: 5 }, { ana: [9, 8] }, [10, 3]);
    stay(table, 'ana');
    let view = gmView(table);
    expect([view.phase, view.dealer!.total]).toEqual(['dealer', 13]);
    expect(texts(said(view).log).at(-1)).toBe(
      'The dealer turns the face-down die over: a 3, for 13.',
    );
    expect(said(view).actions.map((a) => a.label)).toEqual([
      'Dealer: roll a die (15 or less must hit)',
      'Void the round (refund every stake)',
    ]);
    expectRefused(table, gm, { type: 'DEALER_STAY' }, 'The dealer must hit on 15 or less.');
    expectRefused(
      table,
      player('ana'),
      { type: 'DEALER_HIT' },
      'Only the GM can hit for the dealer.',
    );
    table.scriptDice({ d10: [4] });
    must(table.send(gm, { type: 'DEALER_HIT' }));
    view = gmView(table);
    expect([view.phase, view.dealer!.total]).toEqual(['dealer', 17]);
    expectRefused(table, gm, { type: 'DEALER_HIT' }, 'The dealer must stay on 16 or more.');
    must(table.send(gm, { type: 'DEALER_STAY' }));
    expect([gmView(table).phase, nets(table)]).toEqual(['roundOver', { ana: 0 }]);
  });

  it('when the GM plays the dealer, the second die behind a shown die that is not a 10 is the GM\u2019s first press, and a bust ends the round by itself', () => {
    const table = seated(['ana'], { dealer: 'gm' });
    deal(table, { ana: 5 }, { ana: [9, 8] }, [9]);
    stay(table, 'ana');
    expectRefused(table, gm, { type: 'DEALER_STAY' }, 'The dealer must roll the second die first.');
    for (const face of [6, 10]) {
      table.scriptDice({ d10: [face] });
      must(table.send(gm, { type: 'DEALER_HIT' }));
    }
    expect([gmView(table).phase, gmView(table).dealer!.bust, nets(table)]).toEqual([
      'roundOver',
      true,
      { ana: 5 },
    ]);
  });
});
