/** What each viewer is shown and offered: the panel reads only this (docs/rules/three-dragon-ante.md, "What the table shows"). */
import { describe, expect, it } from 'vitest';
import { threeDragonAnte, type AnteView } from '../../machines/three-dragon-ante';
import {
  deal,
  gm,
  gmSends,
  gmView,
  match,
  raise,
  reveal,
  revealRound,
  seatOf,
  seated,
  viewOf,
} from './helpers';
import { said } from '../support/words';
import { THREE_DRAGON_ANTE_WORDS } from '../../src/panels/three-dragon-ante/words';

/** The phase in the panel's words, as "the table is …" says it. */
const phaseWords = (view: AnteView) => THREE_DRAGON_ANTE_WORDS.phase(view.phase, view);

const ANA = [1, 2, 3, 4, 5];
const BROM = [12, 11, 10, 9, 8];
const CYRA = [6, 6, 6, 6, 6];

const secondRound = () => {
  const table = seated();
  deal(table, [ANA, BROM, CYRA], 0);
  revealRound(table);
  return table;
};

describe('The view', () => {
  it('offers the one whose turn it is each die still face down, by its place and face, and nobody else anything', () => {
    const table = seated();
    deal(table, [ANA, BROM, CYRA], 0);
    expect(said(viewOf(table, 'brom')).actions.map((a) => a.label)).toEqual([
      'Reveal 12 (die 1)',
      'Reveal 11 (die 2)',
      'Reveal 10 (die 3)',
      'Reveal 9 (die 4)',
      'Reveal 8 (die 5)',
    ]);
    expect(viewOf(table, 'cyra').actions).toEqual([]);
    reveal(table, 'brom', 0);
    reveal(table, 'cyra', 0);
    reveal(table, 'ana', 0);
    expect(
      said(viewOf(table, 'brom'))
        .actions.filter((a) => a.intent.type === 'REVEAL')
        .map((a) => a.label),
    ).toEqual(['Reveal 11 (die 2)', 'Reveal 10 (die 3)', 'Reveal 9 (die 4)', 'Reveal 8 (die 5)']);
  });

  it('offers raises before a reveal from the second round, each with what it adds: the smallest, one opening bet more, and all in', () => {
    const table = secondRound();
    expect(
      said(viewOf(table, 'brom'))
        .actions.filter((a) => a.intent.type === 'RAISE')
        .map((a) => [a.label, a.cost]),
    ).toEqual([
      ['Raise to 10 gp (add 5 gp)', 5],
      ['Raise to 15 gp (add 10 gp)', 10],
      ['Raise to 100 gp (add 95 gp, all in)', 95],
    ]);
    expect(seatOf(viewOf(table, 'brom'), 'brom').raiseRange).toEqual({ min: 10, max: 100 });
    expect(seatOf(viewOf(table, 'cyra'), 'brom').raiseRange).toBeNull();
  });

  it('shows the pot, each stake and what each must add to stay in; offers match, raise and fold with their cost', () => {
    const table = secondRound();
    raise(table, 'brom', 11);
    const cyra = viewOf(table, 'cyra');
    expect(cyra).toMatchObject({
      pot: 21,
      highest: 11,
      raiser: 'brom',
      turn: 'cyra',
      waiting: ['cyra'],
    });
    expect(cyra.seats.map((s) => [s.id, s.stake, s.toStay])).toEqual([
      ['ana', 5, 6],
      ['brom', 11, 0],
      ['cyra', 5, 6],
    ]);
    expect(said(cyra).actions.map((a) => [a.label, a.cost])).toEqual([
      ['Raise to 16 gp (add 11 gp)', 11],
      ['Raise to 21 gp (add 16 gp)', 16],
      ['Raise to 100 gp (add 95 gp, all in)', 95],
      ['Match 6 gp', 6],
      ['Fold \u2014 you lose 5 gp', undefined],
    ]);
    match(table, 'cyra');
    raise(table, 'ana', 20);
    expect(said(viewOf(table, 'brom')).actions.find((a) => a.intent.type === 'FOLD')!.label).toBe(
      'Fold \u2014 you lose 11 gp',
    );
  });

  it('marks the dealer, whose turn it is, and the round of reveals, in words too', () => {
    const table = secondRound();
    expect(seatOf(gmView(table), 'ana').dealer).toBe(true);
    expect(gmView(table).seats.map((s) => s.isTurn)).toEqual([false, true, false]);
    expect(phaseWords(viewOf(table, 'cyra'))).toBe('in the second round of reveals');
    raise(table, 'brom', 10);
    expect(phaseWords(viewOf(table, 'cyra'))).toBe('answering a raise');
    expect(threeDragonAnte.waitingOn(table.snapshot())).toEqual(['cyra']);
  });

  it('offers the GM the moves of the NPC seats it plays, named', () => {
    const table = seated(['ana']);
    gmSends(table, { type: 'ADD_NPC', name: 'Old Mag', purse: 50 });
    deal(table, [ANA, CYRA], 0);
    expect(
      said(table.view({ role: 'gm' }))
        .actions.map((a) => a.label)
        .slice(0, 2),
    ).toEqual(['Old Mag: Reveal 6 (die 1)', 'Old Mag: Reveal 6 (die 2)']);
    expect(seatOf(viewOf(table, 'ana'), 'npc-1').dice.map((d) => d.face)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('A void', () => {
  it('gives every bet back, the opening bets and the raises', () => {
    const table = secondRound();
    raise(table, 'brom', 30);
    match(table, 'cyra');
    expect(table.send(gm, { type: 'VOID_ROUND' })).toEqual({ ok: true });
    expect(gmView(table)).toMatchObject({ phase: 'lobby', pot: 0 });
    expect(gmView(table).seats.map((s) => s.purse)).toEqual([100, 100, 100]);
  });
});
