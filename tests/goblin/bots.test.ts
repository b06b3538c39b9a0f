/**
 * Goblin Mode's styles of play (machines/goblin/bots.ts): they play whole
 * rounds through the GM's path for an NPC without a refused move, they decide
 * from their own seat's view alone, and each plays to its character.
 */
import { describe, expect, it } from 'vitest';
import type { BotStyle } from '../../machines/engine/bot';
import { goblin } from '../../machines/goblin';
import { goblinStyles } from '../../machines/goblin/bots';
import type { GoblinView } from '../../machines/goblin';
import { botTable, levelSlips, lineup, playRounds, viewsOfPlay, type Twins } from '../support/bots';
import { bromHoldsCatHasABoot, flipAs, stage, started } from './helpers';

const styles = goblinStyles as readonly BotStyle[];
const byId = (id: string) => goblinStyles.find((s) => s.id === id) as BotStyle<GoblinView>;
const never = () => 0.999;
const options = (seed: number) => ({ gmRole: seed % 2 ? 'npc' : 'house', ante: 1 + (seed % 6) });

/**
 * Goblin Mode keeps no secret from any seat ("every roll, score, Boot and Hold is public", views.test.ts); what
 * no seat may know is the face the Chamber rolls next. The twin is the table restored from its saved state alone,
 * with no dice to come at all.
 */
const otherDice: Twins = (table) => [{ kind: 'dice to come', persisted: table.persist() }];

describe('Goblin Mode bots', () => {
  it('play every round they start to its end, through the GM path for an NPC: every move accepted, gold conserved', {
    timeout: 60_000,
  }, () => {
    let rounds = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const setup = botTable(goblin, lineup(styles, seed), seed, options(seed));
      rounds += playRounds(goblin, setup, 5, seed).rounds;
    }
    expect(rounds).toBe(60);
  });

  it('decide the same at a twin table restored without the dice to come: nothing but the view moves them', {
    timeout: 60_000,
  }, () => {
    let compared = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const setup = botTable(goblin, lineup(styles, seed + 20), seed, options(seed));
      compared += playRounds(goblin, setup, 3, seed, otherDice).compared.get('dice to come') ?? 0;
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('at the regular level play exactly as the shark when no slip is drawn (a novice weighs Hold with a nerve of its own); a regular slips now and then, a novice more often', {
    timeout: 30_000,
  }, () => {
    const setup = botTable(goblin, lineup(styles, 5), 5, options(5));
    const views = viewsOfPlay(goblin, setup, 4, 5) as GoblinView[];
    const slips = levelSlips(goblinStyles as readonly BotStyle[], views, { noviceOwn: true });
    expect(slips.regular).toBeGreaterThan(slips.decisions / 20);
    expect(slips.novice).toBeGreaterThan(slips.regularToo);
  });
});

describe('Goblin Mode bots play to their character', () => {
  it("leading in the d12 stage, where a Hold pays the Coward's Tax, the Coward and the Daredevil both pull the trigger", () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 18, brom: 5 });
    const view = table.view({ role: 'player', id: 'ana' });
    expect(byId('coward').decide(view, 'shark', never)).toEqual({ type: 'ROLL', seat: 'ana' });
    expect(byId('daredevil').decide(view, 'shark', never)).toEqual({ type: 'ROLL', seat: 'ana' });
  });

  it('on 29 against 17 in the d8 stage, the Coward holds where the odds come close; the Odds-reader, who plays them exactly, rolls on', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 17, brom: 10 });
    stage(table, { ana: 7, brom: 2 });
    stage(table, { ana: 5, brom: 5 });
    const view = table.view({ role: 'player', id: 'ana' });
    expect(view.stage).toBe('d8');
    expect(byId('coward').decide(view, 'shark', never)).toEqual({ type: 'HOLD', seat: 'ana' });
    expect(byId('odds').decide(view, 'shark', never)).toEqual({ type: 'ROLL', seat: 'ana' });
  });

  it('the Odds-reader holds in the d8 stage on 39 against 7, which no d8, d6 and d4 can overtake, and rolls on 9 against 7', () => {
    const ahead = started(['ana', 'brom']);
    stage(ahead, { ana: 19, brom: 3 });
    stage(ahead, { ana: 11, brom: 2 });
    stage(ahead, { ana: 9, brom: 2 });
    const sure = ahead.view({ role: 'player', id: 'ana' });
    expect(byId('odds').decide(sure, 'shark', never)).toEqual({ type: 'HOLD', seat: 'ana' });
    const close = started(['ana', 'brom']);
    stage(close, { ana: 9, brom: 7 });
    const early = close.view({ role: 'player', id: 'ana' });
    expect(byId('odds').decide(early, 'shark', never)).toEqual({ type: 'ROLL', seat: 'ana' });
  });

  it('"Spend a Boot to break a Hold": each style with a Boot breaks a Hold on 24 that beats its 23 before it rolls', () => {
    const view = bromHoldsCatHasABoot().view({ role: 'player', id: 'cat' });
    for (const style of goblinStyles)
      expect(style.decide(view, 'shark', never)).toEqual({
        type: 'BOOT',
        target: 'brom',
        seat: 'cat',
      });
  });

  it('"Keep flipping until a clear winner remains": in Sudden Death every style flips its coin', () => {
    const table = started(['ana', 'brom']);
    for (const face of [10, 6, 5, 4, 3, 2]) stage(table, { ana: face, brom: face });
    const view = table.view({ role: 'player', id: 'brom' });
    for (const style of goblinStyles)
      expect(style.decide(view, 'shark', never)).toEqual({ type: 'FLIP', seat: 'brom' });
    flipAs(table, 'brom', 'heads');
    expect(
      byId('odds').decide(table.view({ role: 'player', id: 'brom' }), 'shark', never),
    ).toBeNull();
  });
});
