/**
 * The snag: "Each NPC keeps its own style across a game change. It maps to the new game's style of the same
 * character, or the GM is asked." Each style has a temper (machines/engine/bot.ts); an NPC carried to another game
 * plays that game's style of its temper, and one whose temper the new game lacks comes to the GM, taken over, until
 * the GM hands it back as one of the new game's styles.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../machines/catalog';
import { loadStyles } from '../../machines/bots';
import { loadStyleWords } from '../../machines/styleWords';
import { styleAcross } from '../../src/host/gameChoice';
import { gmView, must, phaseOf, seatedTable, type TestTable } from './table';

let open: TestTable | null = null;
afterEach(() => {
  open?.gm.runner.stop();
  open = null;
});

describe('the styles’ tempers', () => {
  it('each game has exactly one default (non-variant) style of each temper it plays, so a temper names one style in any game', async () => {
    for (const game of GAME_IDS) {
      const words = await loadStyleWords(game);
      const tempers = new Set(words.map((s) => s.temper));
      const defaults = words.filter((s) => !s.variant).map((s) => s.temper);
      expect(new Set(defaults).size, game).toBe(defaults.length);
      expect(new Set(defaults), game).toEqual(tempers);
    }
  });

  it('a style that the new game has by the same id and temper keeps it: Standard’s Bully, Duelist, Schemer and Drunk are Classic’s, and back', async () => {
    const [standard, classic] = [
      await loadStyleWords('twenty-one'),
      await loadStyleWords('twenty-one-classic'),
    ];
    const there = styleAcross(standard, classic);
    const back = styleAcross(classic, standard);
    for (const id of ['careful', 'cheat', 'schemer', 'bully', 'duelist', 'drunk']) {
      expect(there(id)).toBe(id);
      expect(back(id)).toBe(id);
    }
    expect(there('gambler')).toBe('brawler');
    expect(back('brawler')).toBe('gambler');
    // A variant with no namesake lands on its temper's default: Goblin Mode's Daredevil for Standard's Bully.
    expect(styleAcross(standard, await loadStyleWords('goblin'))('bully')).toBe('daredevil');
  });

  it('from any game to any other, an NPC plays the style of its own style’s temper, and no two NPCs of different tempers merge into one', async () => {
    let mapped = 0;
    let asked = 0;
    for (const from of GAME_IDS)
      for (const to of GAME_IDS) {
        if (from === to) continue;
        const [old, next] = [await loadStyleWords(from), await loadStyleWords(to)];
        const across = styleAcross(old, next);
        const landed = old.map((s) => across(s.id));
        old.forEach((s, i) => {
          const style = next.find((n) => n.id === landed[i]);
          if (style) mapped++;
          else asked++;
          expect(style?.temper, `${from} ${s.id} in ${to}`).toBe(
            next.some((n) => n.temper === s.temper) ? s.temper : undefined,
          );
        });
        // Styles landing on one style share its temper (a game with fewer styles than the last merges variants).
        for (const [i, id] of landed.entries())
          if (id) expect(next.find((n) => n.id === id)?.temper).toBe(old[i]!.temper);
      }
    expect(mapped).toBeGreaterThan(asked);
    expect(asked).toBeGreaterThan(0);
  });
});

describe('a game change with NPCs of several styles', () => {
  it('each keeps its own character: Standard’s Careful and Gambler become Goblin Mode’s Coward and Daredevil; its Card-sharp, with no crooked style there, comes to the GM, who hands it back as the Odds-reader', async () => {
    const table = await seatedTable(['Ana'], {
      npcs: { pause: 0, words: loadStyleWords, styles: loadStyles, chance: () => 0.5 },
    });
    open = table;
    const crew = [
      ['Grub', 'careful', 'shark'],
      ['Mirela', 'gambler', 'novice'],
      ['Tansy', 'cheat', 'regular'],
    ] as const;
    for (const [name, style, level] of crew)
      await must(table.gm.client, {
        type: 'ADD_NPC',
        name,
        purse: 100,
        selfPlay: { style, level },
      });
    await table.settle();
    expect(await table.gm.client.chooseGame('goblin')).toEqual({ ok: true });
    await table.settle();
    const selfPlayOf = (name: string) => gmView(table).seats.find((s) => s.name === name)!.selfPlay;
    expect(selfPlayOf('Grub')).toEqual({ takenOver: false, style: 'coward', level: 'shark' });
    expect(selfPlayOf('Mirela')).toEqual({ takenOver: false, style: 'daredevil', level: 'novice' });
    // The GM is asked: Tansy waits on the GM, her style kept, and cannot be handed back to a style Goblin Mode lacks.
    expect(selfPlayOf('Tansy')).toEqual({ takenOver: true, style: 'cheat', level: 'regular' });
    const tansy = gmView(table).seats.find((s) => s.name === 'Tansy')!.id;
    expect(await table.gm.client.send({ type: 'HAND_BACK', seat: tansy })).toMatchObject({
      ok: false,
      reason: { why: 'unknownStyle', style: 'cheat', game: 'goblin' },
    });
    expect(
      await table.gm.client.send({ type: 'HAND_BACK', seat: tansy, style: 'card-counter' }),
    ).toMatchObject({ ok: false, reason: { why: 'unknownStyle', style: 'card-counter' } });
    await must(table.gm.client, { type: 'HAND_BACK', seat: tansy, style: 'odds' });
    await table.settle();
    expect(selfPlayOf('Tansy')).toEqual({ takenOver: false, style: 'odds', level: 'regular' });
    // Back in Standard: the Odds-reader is shrewd, and Standard's shrewd style is its Schemer.
    expect(phaseOf(table.gm)).toBe('lobby');
    expect(await table.gm.client.chooseGame('twenty-one')).toEqual({ ok: true });
    await table.settle();
    expect(selfPlayOf('Grub')).toMatchObject({ takenOver: false, style: 'careful' });
    expect(selfPlayOf('Tansy')).toMatchObject({ takenOver: false, style: 'schemer' });
  });
});
