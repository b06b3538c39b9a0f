/** What each viewer sees, and the moves each is offered. */
import { describe, expect, it } from 'vitest';
import { lastRollSaid } from '../../src/panels/wizards-and-thieves/narration';
import { GAME_TITLES, games } from '../../machines';
import { wizardsAndThieves } from '../../machines/wizards-and-thieves';
import {
  declareAs,
  expectRefused,
  gm,
  gmView,
  must,
  openingAs,
  player,
  playing,
  seated,
  start,
} from './helpers';
import { said } from '../support/words';

const labels = (
  table: ReturnType<typeof seated>,
  viewer: Parameters<ReturnType<typeof seated>['view']>[0],
) => said(table.view(viewer)).actions.map((a) => a.label);
const withoutOwn = ({
  viewer: _v,
  actions: _a,
  unavailable: _u,
  seats,
  ...rest
}: ReturnType<typeof gmView> & { unavailable?: unknown }) => ({
  ...rest,
  seats: seats.map(({ mine: _m, ...s }) => s),
});

describe('views', () => {
  it('is registered under its id, with its title', () => {
    expect(games['wizards-and-thieves']).toBe(wizardsAndThieves);
    expect(GAME_TITLES['wizards-and-thieves']).toBe('Wizards and Thieves: Three d6 and a pot');
  });

  it('nothing is secret: every viewer sees the same table, but for whose seats are theirs and the moves offered', () => {
    const table = playing();
    declareAs(table, 'ana', 'wizard', [6, 1, 4]);
    const views = [
      gmView(table),
      table.view({ role: 'player', id: 'ana' }),
      table.view({ role: 'player', id: 'brom' }),
      table.view({ role: 'player', id: 'zed' }),
    ];
    for (const view of views.slice(1)) expect(withoutOwn(view)).toEqual(withoutOwn(views[0]!));
    expect(views[2]!.seats.map((s) => s.mine)).toEqual([false, true, false]);
  });

  it('shows the pot, each seat\u2019s coins, who is active, what they declared, and the dice with the cancelled struck and the counted marked', () => {
    const table = playing();
    declareAs(table, 'ana', 'wizard', [6, 6, 1]);
    const view = gmView(table);
    expect(view.pot).toBe(30);
    expect(view.seats.map((s) => [s.name, s.coins, s.status, s.isTurn])).toEqual([
      ['Ana', 14, 'in', true],
      ['Brom', 8, 'in', false],
      ['Cyra', 8, 'in', false],
    ]);
    expect(view.turn).toBe('ana');
    expect(view.last).toMatchObject({
      seat: 'ana',
      call: 'wizard',
      majority: 'wizards',
      amount: 6,
      outcome: 'wizard-wizards',
      again: true,
    });
    expect(view.last!.dice).toEqual([
      { face: 6, kind: 'wizard', cancelled: true, counted: false },
      { face: 6, kind: 'wizard', cancelled: false, counted: true },
      { face: 1, kind: 'thief', cancelled: true, counted: false },
    ]);
    expect(lastRollSaid(view)).toBe(
      'Majority wizards: everyone else pays 6 into the pot; Ana goes again.',
    );
  });

  it('offers the active player their two declarations, everyone else nothing, and the GM the table\u2019s buttons', () => {
    const table = playing();
    expect(labels(table, { role: 'player', id: 'ana' })).toEqual([
      'Declare wizard and roll 3d6',
      'Declare thief and roll 3d6',
    ]);
    expect(labels(table, { role: 'player', id: 'brom' })).toEqual([]);
    expect(labels(table, { role: 'gm' })).toEqual([
      'Void the game (every coin goes back to its purse)',
    ]);
  });

  it('offers each seat its roll for the first turn until it has rolled', () => {
    const table = seated(['ana', 'brom']);
    expect(labels(table, { role: 'gm' })).toEqual(['Start the game']);
    start(table);
    expect(labels(table, { role: 'player', id: 'ana' })).toEqual(['Roll 3d6 for the first turn']);
    openingAs(table, 'ana', [4, 4, 4]);
    expect(labels(table, { role: 'player', id: 'ana' })).toEqual([]);
  });

  it('NPC seats play through the GM\u2019s panel, under their names', () => {
    const table = seated(['ana']);
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 50 }));
    start(table);
    expect(labels(table, { role: 'gm' })).toEqual([
      'Grizzled Dwarf: Roll 3d6 for the first turn',
      'Void the game (every coin goes back to its purse)',
    ]);
    openingAs(table, 'npc-1', [6, 6, 6]);
    openingAs(table, 'ana', [1, 1, 1]);
    expect(labels(table, { role: 'gm' }).slice(0, 2)).toEqual([
      'Grizzled Dwarf: Declare wizard and roll 3d6',
      'Grizzled Dwarf: Declare thief and roll 3d6',
    ]);
    declareAs(table, 'npc-1', 'thief', [1, 2, 2]);
    expect(lastRollSaid(gmView(table))).toBe(
      'Majority thieves: Grizzled Dwarf takes 2 from the pot and goes again.',
    );
    expectRefused(
      table,
      player('ana'),
      { type: 'DECLARE', call: 'wizard', seat: 'npc-1' },
      'You can only act for your own seat.',
    );
  });

  it('refuses a declaration out of turn, naming the active player', () => {
    const table = playing();
    expectRefused(
      table,
      player('brom'),
      { type: 'DECLARE', call: 'wizard' },
      'It is not your turn: Ana is the active player.',
    );
    expectRefused(table, player('ana'), { type: 'DECLARE', call: 'sorcerer' }, /malformed/);
    expectRefused(table, player('ana'), { type: 'DECLARE' }, /malformed/);
  });

  it('between games, shows the last roll, the winners, and what each seat ended with', () => {
    const table = playing();
    declareAs(table, 'ana', 'wizard', [1, 1, 1]);
    const view = gmView(table);
    expect(view).toMatchObject({
      phase: 'roundOver',
      turn: null,
      waiting: [],
      result: { ending: 'three-thieves', winners: ['brom', 'cyra'] },
    });
    expect(view.seats.map((s) => s.coins)).toEqual([14, 23, 23]);
    expect(labels(table, { role: 'gm' })).toEqual(['Next game', 'Back to the lobby']);
  });
});

describe('"The active player declares wizard or thief before rolling 3d6": each call with its odds', () => {
  it('every way the 216 rolls turn out, exactly, for each call', () => {
    const table = playing(['ana', 'brom'], 'ana');
    const offers = table
      .view({ role: 'player', id: 'ana' })
      .actions.filter((a) => a.intent.type === 'DECLARE');
    const of = (call: string) =>
      offers.find((a) => a.intent.type === 'DECLARE' && a.intent.call === call)?.outcomes;
    // Wizards and thieves cancel one for one: a majority of either side in 63 rolls, none in 88; three 6s or three 1s once each.
    expect(of('wizard')).toEqual({
      'wizard-wizards': 63 / 216,
      'wizard-thieves': 63 / 216,
      'no-majority': 88 / 216,
      'three-wizards': 1 / 216,
      'three-thieves': 1 / 216,
    });
    expect(of('thief')).toEqual({
      'thief-thieves': 63 / 216,
      'thief-wizards': 63 / 216,
      'no-majority': 88 / 216,
      'three-wizards': 1 / 216,
      'three-thieves': 1 / 216,
    });
  });
});
