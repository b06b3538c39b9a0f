/**
 * The GM chooses the game in the lobby. The host replaces the table with a
 * new one of that game: everyone keeps their seat, purse and stats, the House
 * keeps its balance, and every client follows, views, panels and all.
 */
import { describe, expect, it } from 'vitest';
import type { TableView } from '../../machines/catalog';
import type { GoblinView } from '../../machines/goblin/view';
import { decodePublicTable } from '../../src/sync/publicTable';
import { CHANNEL, TABLE_KEY } from '../../src/sync/wire';
import {
  must,
  phaseOf,
  playRound,
  reopenGm,
  seatedTable,
  type Seat,
  type TestTable,
} from './table';
import { answersTo, sealedBy } from './wire';
import { inWords } from '../support/words';

const anyView = (client: { state(): { view: unknown } }) => client.state().view as TableView | null;
const publicTable = (table: TestTable) => decodePublicTable(table.room.metadata()[TABLE_KEY]);

/** Every coin at the table: the purses, the House and the pot. */
const goldOf = (view: TableView) =>
  view.seats.reduce((sum, s) => sum + s.purse, 0) + view.house + view.pot;

/** Every answer sealed to `seat`, by request id, in order. */
async function answersBy(
  table: TestTable,
  seat: Seat,
): Promise<Map<string, Record<string, unknown>[]>> {
  const out = new Map<string, Record<string, unknown>[]>();
  for (const { id, ...answer } of await answersTo(table, seat))
    out.set(id, [...(out.get(id) ?? []), inWords(answer)]);
  return out;
}

async function toGoblin(table: TestTable) {
  expect(await table.gm.client.chooseGame('goblin')).toEqual({ ok: true });
  await table.settle();
}

/** Plays a Goblin Mode round from the players' own views: flip when asked, hold at 12 or more when allowed, else pull the trigger. */
async function playGoblinRound(table: TestTable) {
  await must(table.gm.client, { type: 'START_ROUND' });
  await table.settle();
  for (let step = 0; step < 300 && anyView(table.gm.client)?.phase !== 'roundOver'; step++) {
    const actor = table.players.find(
      (p) => (anyView(p.client) as GoblinView | null)?.actions.length,
    );
    if (!actor) throw new Error('Nobody can move in an unfinished Goblin Mode round.');
    const view = anyView(actor.client) as GoblinView;
    const mine = view.seats.find((s) => s.mine)!;
    const moves = view.actions;
    const pick =
      moves.find((a) => a.intent.type === 'FLIP') ??
      ((mine.score ?? 0) >= 12 ? moves.find((a) => a.intent.type === 'HOLD') : undefined) ??
      moves.find((a) => a.intent.type === 'ROLL') ??
      moves[0]!;
    await must(actor.client, pick.intent);
    await table.settle();
  }
}

describe('choosing the game in the lobby', () => {
  it('seats everyone at a Goblin Mode table with their purses, the House, the ante and the NPCs’ pause, and every client follows', async () => {
    const table = await seatedTable(['Ana', 'Brom', 'Cass']);
    await must(table.gm.client, { type: 'SET_OPTIONS', ante: 4, gmRole: 'house', npcPause: 3 });
    await must(table.gm.client, {
      type: 'SET_PURSE',
      seat: table.players[1]!.tab.playerId,
      purse: 70,
    });
    await table.settle();
    const before = (await publicTable(table))!;
    expect(before.view.game).toBe('twenty-one');

    await toGoblin(table);
    const after = (await publicTable(table))!;
    expect(after.view.game).toBe('goblin');
    expect(after.rev).toBeGreaterThan(before.rev);
    for (const client of [table.gm.client, ...table.players.map((p) => p.client)]) {
      const view = anyView(client)!;
      expect(view.game).toBe('goblin');
      expect(view.phase).toBe('lobby');
      expect(view.options).toMatchObject({ ante: 4, npcPause: 3 });
      expect(view.seats.map((s) => [s.name, s.purse])).toEqual([
        ['Ana', 100],
        ['Brom', 70],
        ['Cass', 100],
      ]);
    }
    // Each player is still seated as themselves: their own moves are offered to them.
    expect(table.players.map((p) => anyView(p.client)!.seats.find((s) => s.mine)?.name)).toEqual([
      'Ana',
      'Brom',
      'Cass',
    ]);

    await playGoblinRound(table);
    const result = anyView(table.gm.client) as GoblinView;
    expect(result.phase).toBe('roundOver');
    expect(result.result).not.toBeNull();
    expect(goldOf(result)).toBe(goldOf(before.view));
    for (const p of table.players)
      expect((anyView(p.client) as GoblinView).result).toEqual(result.result);
  });

  it('keeps every coin, each seat’s stats and Twenty-One’s own options when the GM goes to Goblin Mode and back', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    await must(table.gm.client, {
      type: 'SET_OPTIONS',
      ante: 3,
      liquidMode: true,
      startingHeat: 14,
      rollover: true,
    });
    await must(table.players[0]!.client, {
      type: 'SET_STATS',
      stats: { sleightOfHand: 5, insight: 2 },
    });
    await table.settle();
    await playRound(table);
    await must(table.gm.client, { type: 'BACK_TO_LOBBY' });
    await table.settle();
    const twentyOne = table.gm.client.state().view!;
    const gold = goldOf(twentyOne);

    await toGoblin(table);
    expect(goldOf(anyView(table.gm.client)!)).toBe(gold);
    await must(table.gm.client, { type: 'SET_OPTIONS', ante: 6 });
    await playGoblinRound(table);
    await must(table.gm.client, { type: 'BACK_TO_LOBBY' });
    await table.settle();
    const goblin = anyView(table.gm.client) as GoblinView;
    expect(goldOf(goblin)).toBe(gold);

    expect(inWords(await table.gm.client.chooseGame('twenty-one'))).toEqual({ ok: true });
    await table.settle();
    const back = table.gm.client.state().view!;
    expect(back.game).toBe('twenty-one');
    // The ante the GM set in Goblin Mode stays; Twenty-One's own options come back as they were.
    expect(back.options).toMatchObject({
      ante: 6,
      liquidMode: true,
      startingHeat: 14,
      rollover: true,
    });
    expect(goldOf(back)).toBe(gold);
    expect(back.seats.map((s) => [s.name, s.purse])).toEqual(
      goblin.seats.map((s) => [s.name, s.purse]),
    );
    const ana = table.players[0]!.client.state().view!.seats.find((s) => s.mine)!;
    expect(ana.secrets?.stats).toMatchObject({ sleightOfHand: 5, insight: 2 });
    // A new game starts at round 1.
    await playRound(table);
    expect(table.gm.client.state().view!.round).toBe(1);
  });

  it('refuses, with a reason and changing nothing: a player, a round in play, the game already played, a game the tavern lacks, a replay', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const unchanged = () => JSON.stringify(table.room.metadata()[TABLE_KEY]);
    const before = unchanged();

    expect(inWords(await table.players[0]!.client.chooseGame('goblin'))).toEqual({
      ok: false,
      reason: 'Only the GM can choose the game.',
    });
    expect(inWords(await table.gm.client.chooseGame('twenty-one'))).toEqual({
      ok: false,
      reason: 'The table already plays Tavern Twenty-One: Standard mode.',
    });
    await table.settle();
    expect(unchanged()).toBe(before);
    expect(inWords({ ok: false, ...table.players[0]!.client.state().refusal }).reason).toBe(
      'Only the GM can choose the game.',
    );

    // Sent by hand: a game the tavern does not serve is malformed; a request id already handled is not handled again.
    const [ana] = table.players as [Seat, Seat];
    table.room.inject(
      CHANNEL,
      await sealedBy(table, ana, 'poker-night-1', { t: 'game', game: 'poker' } as never),
      ana.tab.connectionId,
    );
    const same = await sealedBy(table, ana, 'same-request-1', { t: 'game', game: 'goblin' });
    table.room.inject(CHANNEL, same, ana.tab.connectionId);
    table.room.inject(CHANNEL, same, ana.tab.connectionId);
    await table.settle();
    const replies = await answersBy(table, ana);
    expect(replies.get('poker-night-1')).toEqual([
      { ok: false, reason: 'That message is malformed (the tavern does not serve that game).' },
    ]);
    expect(replies.get('same-request-1')).toEqual([
      { ok: false, reason: 'Only the GM can choose the game.' },
      { ok: false, reason: 'That request was already handled.' },
    ]);
    expect(unchanged()).toBe(before);

    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    const inRound = unchanged();
    expect(inWords(await table.gm.client.chooseGame('goblin'))).toEqual({
      ok: false,
      reason:
        'The game can only be changed in the lobby: end or void the round and go back to the lobby first.',
    });
    await table.settle();
    expect(unchanged()).toBe(inRound);
    expect(phaseOf(table.gm)).toBe('cut');
  });

  it('a GM reload resumes the Goblin Mode table, and still remembers Twenty-One’s options', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    await must(table.gm.client, { type: 'SET_OPTIONS', staredownSeconds: 45 });
    await toGoblin(table);
    const before = (await publicTable(table))!;

    const gm = await reopenGm(table, 'same');
    expect(gm.host.status()).toBe('ok');
    expect((await publicTable(table))!).toMatchObject({
      tableId: before.tableId,
      view: { game: 'goblin' },
    });
    expect(anyView(gm.client)?.game).toBe('goblin');
    await playGoblinRound(table);
    await must(gm.client, { type: 'BACK_TO_LOBBY' });
    expect(await gm.client.chooseGame('twenty-one')).toEqual({ ok: true });
    await table.settle();
    expect(gm.client.state().view!.options.staredownSeconds).toBe(45);
  });

  it('a GM whose device lost its saved table recovers a Goblin Mode round by voiding it: every stake back, still Goblin Mode', async () => {
    const table = await seatedTable(['Ana', 'Brom', 'Cass']);
    await toGoblin(table);
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    const inRound = (await publicTable(table))!;
    expect(inRound.view.phase).toBe('chamber');
    expect(Object.values(inRound.stakes)).toEqual([5, 5, 5]);

    const gm = await reopenGm(table, 'lost-record');
    expect(gm.host.status()).toBe('lost');
    expect(await gm.client.recover('void')).toEqual({ ok: true });
    await table.settle();
    const view = anyView(gm.client)!;
    expect(view).toMatchObject({ game: 'goblin', phase: 'lobby', pot: 0, house: 0 });
    expect(view.seats.map((s) => [s.name, s.purse])).toEqual([
      ['Ana', 100],
      ['Brom', 100],
      ['Cass', 100],
    ]);
    for (const p of table.players) expect(anyView(p.client)?.game).toBe('goblin');
  });
});
