import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../machines';
import type { GoblinView } from '../../machines/goblin';
import {
  flipAs,
  gm,
  gmView,
  holdAs,
  must,
  persisted,
  player,
  rollAs,
  seated,
  stage,
  started,
} from './helpers';
import { said } from '../support/words';

/** A view with what depends on the viewer taken out: what is left is the table everyone sees. */
const table_ = (view: GoblinView) => ({
  ...view,
  viewer: null,
  actions: null,
  unavailable: null,
  seats: view.seats.map((s) => ({ ...s, mine: null })),
});

const intents = (view: GoblinView) => view.actions.map((a) => a.intent);

describe('Views', () => {
  it('Public scores: the hole die is "Opening (Standard Only)": every viewer sees every roll, score, Boot and Hold', () => {
    const table = started(['ana', 'brom', 'cat']);
    stage(table, { ana: 20, brom: 7, cat: 1 });
    holdAs(table, 'ana');
    const viewers: Viewer[] = [
      { role: 'gm' },
      { role: 'player', id: 'ana' },
      { role: 'player', id: 'brom' },
      { role: 'player', id: 'spectator' },
    ];
    const [first, ...rest] = viewers.map((v) => table_(table.view(v)));
    for (const other of rest) expect(other).toEqual(first);
    expect(first!.seats.map((s) => [s.id, s.score, s.rolls, s.boots, s.status])).toEqual([
      ['ana', 20, [{ die: 'd20', face: 20 }], 1, 'held'],
      ['brom', 7, [{ die: 'd20', face: 7 }], 0, 'in'],
      ['cat', 0, [{ die: 'd20', face: 1 }], 0, 'dead'],
    ]);
  });

  it('the stage die, the Chamber\u2019s order, whose turn it is and who is still to roll', () => {
    const table = started(['ana', 'brom', 'cat']);
    stage(table, { ana: 5, brom: 6, cat: 7 });
    rollAs(table, 'ana', 3);
    const view = gmView(table);
    expect(view.stages).toEqual(['d20', 'd12', 'd10', 'd8', 'd6', 'd4']);
    expect([view.phase, view.stage, view.turn, view.waiting, view.bootsOpen]).toEqual([
      'chamber',
      'd12',
      'brom',
      ['brom', 'cat'],
      true,
    ]);
    expect(view.seats.map((s) => s.isTurn)).toEqual([false, true, false]);
  });

  it('who held, in which stage and on what score, and who was booted by whom', () => {
    const table = started(['ana', 'brom', 'cat']);
    stage(table, { ana: 5, brom: 19, cat: 12 });
    stage(table, { ana: 12, brom: 'hold', cat: 3 });
    expect(gmView(table).holds).toEqual([
      { seat: 'brom', stage: 'd12', score: 19, brokenBy: null, brokenIn: null },
    ]);
    expect(gmView(table).seats[1]).toMatchObject({ heldIn: 'd12', cowardsTax: true });
    must(table.send(player('ana'), { type: 'BOOT', target: 'brom' }));
    expect(gmView(table).holds).toEqual([
      { seat: 'brom', stage: 'd12', score: 19, brokenBy: 'ana', brokenIn: 'd10' },
    ]);
    expect(gmView(table).seats[1]).toMatchObject({ status: 'in', heldIn: null, cowardsTax: false });
    expect(said(gmView(table)).log.at(-1)!.text).toBe(
      'Ana spends a Boot and breaks Brom\u2019s Hold: back into the Chamber from the next stage.',
    );
  });

  it('the Coward\u2019s Tax warning: before the d8 a Hold is flagged, from the d8 on it is not', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 10, brom: 2 });
    const early = table.view({ role: 'player', id: 'ana' });
    expect(early.cowardsTax).toEqual({
      taxedStages: ['d20', 'd12', 'd10'],
      taxFreeFrom: 'd8',
      holdNowIsTaxed: true,
    });
    expect(said(early).actions.find((a) => a.intent.type === 'HOLD')).toEqual({
      intent: { type: 'HOLD' },
      label: 'Hold (Coward\u2019s Tax: win only half the pot)',
      cowardsTax: true,
    });
    stage(table, { ana: 2, brom: 2 });
    stage(table, { ana: 2, brom: 2 });
    const late = table.view({ role: 'player', id: 'ana' });
    expect(late.stage).toBe('d8');
    expect(late.cowardsTax.holdNowIsTaxed).toBe(false);
    expect(said(late).actions.find((a) => a.intent.type === 'HOLD')).toEqual({
      intent: { type: 'HOLD' },
      label: 'Hold',
    });
  });

  it('the coin flips, volley by volley, and who is still to flip', () => {
    const table = started(['ana', 'brom']);
    for (let i = 0; i < 6; i++) stage(table, { ana: 2, brom: 2 });
    flipAs(table, 'brom', 'heads');
    const view = gmView(table);
    expect(view.suddenDeath).toEqual({
      volley: 1,
      current: { flippers: ['ana', 'brom'], flips: [{ seat: 'brom', face: 2, heads: true }] },
      toFlip: ['ana'],
      earlier: [],
    });
    expect([view.phase, view.stage, view.turn]).toEqual(['suddenDeath', null, null]);
    // The table waits on Ana's flip: her seat is the one to act (her badge and notification say so).
    expect(view.seats.map((s) => [s.id, s.isTurn])).toEqual([
      ['ana', true],
      ['brom', false],
    ]);
    expect(intents(table.view({ role: 'player', id: 'ana' }))).toEqual([{ type: 'FLIP' }]);
    expect(intents(table.view({ role: 'player', id: 'brom' }))).toEqual([]);
  });

  it('actions: a player sees their own seat\u2019s moves; the GM sees the table\u2019s and every NPC seat\u2019s, naming the seat', () => {
    const table = seated(['ana']);
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grub', purse: 50 }));
    expect(intents(gmView(table))).toEqual([{ type: 'START_ROUND' }]);
    expect(intents(table.view({ role: 'player', id: 'ana' }))).toEqual([{ type: 'LEAVE' }]);
    must(table.send(gm, { type: 'START_ROUND' }));
    expect(intents(table.view({ role: 'player', id: 'ana' }))).toEqual([{ type: 'ROLL' }]);
    expect(intents(gmView(table))).toEqual([{ type: 'VOID_ROUND' }]);
    rollAs(table, 'ana', 4);
    expect(intents(gmView(table))).toEqual([
      { type: 'ROLL', seat: 'npc-1' },
      { type: 'VOID_ROUND' },
    ]);
    expect(said(gmView(table)).actions[0]!.label).toBe('Grub: Pull the trigger (roll the d20)');
    rollAs(table, 'npc-1', 1);
    holdAs(table, 'ana');
    expect(intents(gmView(table))).toEqual([{ type: 'NEXT_ROUND' }, { type: 'BACK_TO_LOBBY' }]);
  });

  it('the round\u2019s result and log, in words', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 12, brom: 1 });
    stage(table, { ana: 'hold' });
    const view = table.view({ role: 'player', id: 'brom' });
    expect(view.result).toEqual({
      winner: 'ana',
      score: 12,
      how: 'highest-score',
      pot: 20,
      won: 10,
      houseTook: 10,
      cowardsTax: true,
    });
    expect(said(view).log.map((l) => l.text)).toEqual([
      'Round 1: everyone antes 5 gp; the House matches with 10 gp.',
      'The d20 stage: Ana and Brom face the Chamber.',
      'Ana rolls 12 on the d20 for 12.',
      'Brom rolls a 1 on the d20: the Bullet. Brom is dead, and their ante stays in the pot.',
      'The d12 stage: Ana faces the Chamber.',
      'Ana holds on 12 in the d12 stage before the d8 stage: the Coward\u2019s Tax will halve their winnings.',
      'Ana wins with 12, but held in the d12 stage: the Coward\u2019s Tax gives them 10 gp of the 20 gp pot and the House keeps 10 gp.',
    ]);
  });

  it('a view is a copy: changing it changes nothing at the table', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 12, brom: 4 });
    const before = persisted(table);
    const view = gmView(table);
    view.seats[0]!.rolls.push({ die: 'd4', face: 4 });
    view.seats[0]!.score = 99;
    view.holds.push({ seat: 'ana', stage: 'd4', score: 1, brokenBy: null, brokenIn: null });
    view.stages.pop();
    view.log.push({ at: 0, say: 'said', text: 'forged' });
    expect(persisted(table)).toBe(before);
    expect(gmView(table).seats[0]!.score).toBe(12);
  });
});

describe('every move with its odds', () => {
  it('"Rolling a 1 on any die means instant death" and "the maximum value earns a Boot": one face in the stage die’s', () => {
    const table = started(['ana', 'brom']);
    const trigger = () =>
      table
        .view({ role: 'player', id: gmView(table).turn! })
        .actions.find((a) => a.intent.type === 'ROLL');
    expect(trigger()).toMatchObject({ stage: 'd20', death: 1 / 20, boot: 1 / 20 });
    stage(table, { ana: 5, brom: 6 });
    expect(trigger()).toMatchObject({ stage: 'd12', death: 1 / 12, boot: 1 / 12 });
  });
});
