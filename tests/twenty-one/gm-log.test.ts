/**
 * The GM reads every seat's secret lines, so they are written in the seat's
 * name for the GM ("Brom's hole die shows 4."), never "Your hole die", which
 * would read as the GM's own; the seat itself still reads "Your".
 */
import { describe, expect, it } from 'vitest';
import { logOf, ok, opened, player, seated, threeAtBetting } from '../support/tables';
import { said } from '../support/words';

describe('secret lines in the GM’s log', () => {
  it('name the seat they belong to; the owner reads them as theirs; nobody else reads them', () => {
    const table = opened(seated({ players: ['ana', 'brom'] }), [
      [6, 5],
      [3, 4],
    ]);
    const gmLog = logOf(table, { role: 'gm' });
    expect(gmLog).toContain("Ana shows 6. Ana's hole die shows 5.");
    expect(gmLog).toContain("Brom shows 3. Brom's hole die shows 4.");
    expect(gmLog).not.toMatch(/Your hole die/);
    expect(said(table.view({ role: 'gm' })).private.map((l) => l.text)).toContain(
      "Brom's hole die shows 4.",
    );
    expect(logOf(table, { role: 'player', id: 'brom' })).toContain(
      'Brom shows 3. Your hole die shows 4.',
    );
    expect(logOf(table, { role: 'player', id: 'ana' })).not.toMatch(/hole die shows 4/);
  });
});

describe('a secret’s second person, in the GM’s log', () => {
  it('names the seat wherever the line says "you" or "your": the GM never reads a seat’s secret as the GM’s own', () => {
    const table = threeAtBetting();
    // A natural 1 on Foresight: "Locked into a blind d20 roll".
    table.scriptDice({ d20: [1, 17], d10: [3], d8: [8], d6: [2], d4: [4] });
    ok(table.send(player('brom'), { type: 'FORESIGHT' }));
    const line = logOf(table, { role: 'gm' })
      .split('\n')
      .find((l) => l.includes('Foresight'))!;
    expect(line).toContain(
      'The vision blinds Brom: their next roll is a blind d20, and Brom must make it before Brom holds.',
    );
    expect(line).not.toMatch(/\b[Yy]ou(r)?\b/);
    expect(logOf(table, { role: 'player', id: 'brom' })).toContain(
      'The vision blinds you: your next roll is a blind d20',
    );
  });
});
