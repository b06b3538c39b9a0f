/** What each viewer sees: docs/rules/black-baron.md, "What the table shows". */
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../machines';
import type { BlackBaronView } from '../../machines/black-baron';
import { deal, gmView, hit, move, seated, stay } from './helpers';
import { said } from '../support/words';
import { BLACK_BARON_WORDS } from '../../src/panels/black-baron/words';

/** A view with what depends on the viewer taken out. */
const shared = (view: BlackBaronView) => ({
  ...view,
  viewer: null,
  actions: null,
  unavailable: null,
  seats: view.seats.map((s) => ({ ...s, mine: null, betRange: null })),
});

describe('Views', () => {
  it('every player\u2019s dice, bets and hands are public: all but the GM see the same table, the face-down die as null', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 3, brom: 2 }, { ana: [6, 6], brom: [2, 9] }, [10, 5]);
    move(table, 'ana', 'SPLIT', 4);
    const viewers: Viewer[] = [
      { role: 'player', id: 'ana' },
      { role: 'player', id: 'brom' },
      { role: 'player', id: 'spectator' },
    ];
    const [first, ...rest] = viewers.map((v) => shared(table.view(v)));
    for (const other of rest) expect(other).toEqual(first);
    expect(first!.dealer!.dice).toEqual([
      { face: 10, hidden: false },
      { face: null, hidden: true },
    ]);
    expect(JSON.stringify(first)).not.toContain('"face":5');
    expect(shared(gmView(table)).dealer!.dice[1]).toEqual({ face: 5, hidden: true });
  });

  it('a split seat shows both hands with their bets, the one in play marked; the second has its one die until play reaches it', () => {
    const table = seated(['ana']);
    deal(table, { ana: 3 }, { ana: [6, 6] }, [7]);
    move(table, 'ana', 'SPLIT', 4);
    const seat = table.view({ role: 'player', id: 'ana' }).seats[0]!;
    expect(seat).toMatchObject({ bet: 3, staked: 6, status: 'in', isTurn: true, mine: true });
    expect(seat.hands).toEqual([
      {
        dice: [6, 4],
        total: 10,
        value: 10,
        roundTable: false,
        bet: 3,
        doubled: false,
        split: true,
        status: 'playing',
        inPlay: true,
        result: null,
      },
      {
        dice: [6],
        total: 6,
        value: 6,
        roundTable: false,
        bet: 3,
        doubled: false,
        split: true,
        status: 'playing',
        inPlay: false,
        result: null,
      },
    ]);
  });

  it('the moves with their cost and the exact chance that a hit busts (faces over what 20 leaves, out of 10)', () => {
    const table = seated(['ana', 'brom', 'cat']);
    deal(table, { ana: 4, brom: 4, cat: 4 }, { ana: [8, 6], brom: [5, 4], cat: [10, 9] }, [7]);
    expect(said(table.view({ role: 'player', id: 'ana' })).actions).toEqual([
      { intent: { type: 'HIT' }, label: 'Hit', bustChance: 0.4 },
      { intent: { type: 'STAY' }, label: 'Stay' },
      {
        intent: { type: 'DOUBLE' },
        label: 'Double down (+4 gp, one die)',
        cost: 4,
        bustChance: 0.4,
      },
    ]);
    expect(table.view({ role: 'player', id: 'brom' }).actions).toEqual([]);
    stay(table, 'ana');
    expect(said(table.view({ role: 'player', id: 'brom' })).actions[0]).toMatchObject({
      label: 'Hit',
      bustChance: 0,
    });
    stay(table, 'brom');
    hit(table, 'cat', 1);
    // At 20 a hit is still allowed, and sure to bust.
    expect(said(table.view({ role: 'player', id: 'cat' })).actions[0]).toMatchObject({
      label: 'Hit',
      bustChance: 1,
    });
  });

  it('the GM plays NPC seats: their moves are offered to the GM with the seat\u2019s name, and the table waits on them', () => {
    const table = seated(['ana']);
    table.send({ role: 'gm', id: 'gm' }, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 50 });
    deal(table, { ana: 2, 'npc-1': 2 }, { ana: [9, 9], 'npc-1': [8, 8] }, [7]);
    stay(table, 'ana');
    const view = gmView(table);
    expect([view.turn, view.waiting]).toEqual(['npc-1', ['npc-1']]);
    expect(
      said(view)
        .actions.map((a) => a.label)
        .slice(0, 4),
    ).toEqual([
      'Grizzled Dwarf: Hit',
      'Grizzled Dwarf: Stay',
      'Grizzled Dwarf: Double down (+2 gp, one die)',
      'Grizzled Dwarf: Split the 8s (+2 gp)',
    ]);
  });

  it('a result line per hand, and each seat\u2019s net for the round', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 2, brom: 5 }, { ana: [8, 8], brom: [9, 9] }, [8]);
    move(table, 'ana', 'SPLIT', 5);
    stay(table, 'ana');
    hit(table, 'ana', 10);
    stay(table, 'ana');
    stay(table, 'brom', 10);
    const seats = gmView(table).seats;
    expect(seats.map((s) => [s.net, s.status, s.hands.map((h) => h.result!.line)])).toEqual([
      [
        -2,
        'done',
        ['Hand 1: 13 vs dealer 18 \u2014 loses 2', 'Hand 2: 18 vs dealer 18 \u2014 push'],
      ],
      [0, 'done', ['18 vs dealer 18 \u2014 push']],
    ]);
  });

  it('the table waits on every seat still to bet, then on the seat to act, then on nobody', () => {
    const table = seated(['ana', 'brom']);
    table.send({ role: 'gm', id: 'gm' }, { type: 'START_ROUND' });
    expect(table.game.waitingOn(table.snapshot())).toEqual(['ana', 'brom']);
    table.scriptDice({ d10: [4, 4, 5, 5, 6] });
    table.send({ role: 'player', id: 'ana' }, { type: 'SIT_OUT' });
    table.send({ role: 'player', id: 'brom' }, { type: 'BET', amount: 1 });
    expect(table.game.waitingOn(table.snapshot())).toEqual(['brom']);
    expect(BLACK_BARON_WORDS.phase(gmView(table).phase, gmView(table))).toBe('playing their hands');
    stay(table, 'brom');
    expect(table.game.waitingOn(table.snapshot())).toEqual([]);
  });
});
