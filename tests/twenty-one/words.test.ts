/**
 * Standard mode's moves as its panel says them (src/panels/twenty-one-kit/words.ts): each from the move's intent, what the
 * view offers with it and the view itself, since the host sends no words. Brom is to act; Ana and Cyra show two d10s.
 */
import { describe, expect, it } from 'vitest';
import { ok, player, threeAtBetting } from '../support/tables';
import { said } from '../support/words';

const bromSays = (options = {}) =>
  said(threeAtBetting(options).view({ role: 'player', id: 'brom' }));

describe('Standard mode’s moves in words', () => {
  it('"Check: WIS vs DC 12": Foresight is offered with its DC, which its words say', () => {
    const offer = bromSays().actions.find((a) => a.intent.type === 'FORESIGHT');
    // With the seat's own WIS (+0) and its exact chance: a natural 20 meets any DC, a natural 1 none; 12 to 19 do.
    expect(offer).toEqual({
      intent: { type: 'FORESIGHT' },
      dc: 12,
      check: { stat: 'wis', mod: 0, dc: 12, chance: 9 / 20 },
      label: 'Foresight (WIS vs DC 12)',
    });
  });

  it('a roll on the tab (Liquid Mode) says the drinks it is offered with', () => {
    const rolls = bromSays({ liquidMode: true }).actions.filter((a) => a.intent.type === 'ROLL');
    expect(
      rolls.find((a) => a.intent.type === 'ROLL' && a.intent.die === 'd4' && a.intent.drink),
    ).toMatchObject({ drinks: 2, label: 'Roll a d4 on the tab (2 drinks)' });
    expect(
      rolls.find((a) => a.intent.type === 'ROLL' && a.intent.die === 'd20' && !a.intent.drink),
    ).toMatchObject({ cost: 2, label: 'Roll a d20' });
  });

  it('a move on another seat names it and the die, read from the view', () => {
    const labels = bromSays().actions.map((a) => a.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Goad Ana (Intimidation)',
        "Bump Cyra's d10 #2",
        'Accuse Ana: d10 #1',
        'Profile Cyra',
      ]),
    );
    expect(labels).toEqual(expect.arrayContaining(['Side bet on yourself', 'Side bet on Ana']));
  });

  it('a cheat in the decision after a roll names the die and the change', () => {
    const table = threeAtBetting();
    table.scriptDice({ d8: [5] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd8' }));
    const labels = said(table.view({ role: 'player', id: 'brom' })).actions.map((a) => a.label);
    expect(labels).toEqual(
      expect.arrayContaining(['Keep the roll', 'Cheat: d10 #1 -3', 'Cheat: d8 #3 +3']),
    );
  });

  it('a move withheld for one reason is said by its kind: Ana, not to act, sees "Buy a die" once', () => {
    const withheld = said(threeAtBetting().view({ role: 'player', id: 'ana' })).unavailable ?? [];
    expect(withheld.filter((u) => u.intent.type === 'ROLL').map((u) => u.label)).toEqual([
      'Buy a die',
    ]);
  });

  it('why a move is withheld is said from its reason, the move’s type and the view: Ana is not to act, Brom is', () => {
    const withheld = said(threeAtBetting().view({ role: 'player', id: 'ana' })).unavailable ?? [];
    expect(withheld.find((u) => u.intent.type === 'ROLL')).toMatchObject({
      reason: { why: 'notYourTurn', toAct: 'brom' },
      because: 'It is not your turn: Brom is to act.',
    });
  });
});
