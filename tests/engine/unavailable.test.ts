/**
 * Every move of this phase a viewer may not make now is in their view with the
 * reason its check gives, so a panel greys it out and says why instead of
 * letting it vanish (the same words the host answers the intent with).
 */
import { describe, expect, it } from 'vitest';
import { goblin } from '../../machines/goblin';
import type { TableView } from '../../machines/catalog';
import {
  gm,
  ok,
  opened,
  player,
  refused,
  seated,
  seatedAt,
  threeAtBetting,
} from '../support/tables';
import { said } from '../support/words';

/** Each withheld move as the panel shows it: its words, then why. */
const unavailable = (table: { view(v: never): unknown }, viewer: unknown) =>
  (said(table.view(viewer as never) as TableView).unavailable ?? []).map(
    (u) => `${u.label}: ${u.because}`,
  );

describe('moves withheld, with their reasons', () => {
  it('the GM reads why "Start the round" is missing: the seat that cannot cover the ante, the host\u2019s own words', () => {
    const table = seated({ players: ['ana', 'brom'], purse: 50, options: { ante: 5 } });
    ok(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 2 }));
    const reason = refused(table, gm, { type: 'START_ROUND' });
    expect(unavailable(table, { role: 'gm' })).toContain(`Start the round: ${reason}`);
    expect(reason).toMatch(/Brom cannot afford the 5 gp ante/);
    expect(said(table.view({ role: 'gm' })).actions.map((a) => a.label)).not.toContain(
      'Start the round',
    );
  });

  it('a player whose turn it is not sees their moves withheld, saying whose turn it is', () => {
    const table = threeAtBetting();
    const ana = unavailable(table, { role: 'player', id: 'ana' });
    expect(ana).toContain('Buy a die: It is not your turn: Brom is to act.');
    expect(ana.some((l) => l.startsWith('Hold: It is not your turn'))).toBe(true);
  });

  it('a die the purse cannot pay is withheld on its own, with its price; the dice it can pay stay offered', () => {
    // "A player with 2 gp sees no Roll": each die says what it costs and what the purse holds.
    const table = seated({ players: ['ana', 'brom', 'cyra'], purse: 9, options: { ante: 5 } });
    opened(table, [
      [6, 5],
      [3, 4],
      [8, 2],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    const view = said(table.view({ role: 'player', id: 'brom' }));
    const offered = view.actions.filter((a) => a.intent.type === 'ROLL').map((a) => a.label);
    const withheld = (view.unavailable ?? []).filter((u) => u.intent.type === 'ROLL');
    expect(offered).toContain('Roll a d20');
    expect(withheld.map((u) => u.label)).toContain('Roll a d4');
    expect(withheld.find((u) => u.label === 'Roll a d4')!.because).toMatch(
      /^A d4 costs \d+ gp and you have 4 gp\.$/,
    );
    for (const u of withheld) expect(refused(table, player('brom'), u.intent)).toBe(u.because);
  });

  it('a move of another phase is not listed: only this phase\u2019s moves are explained', () => {
    const table = threeAtBetting();
    expect(
      unavailable(table, { role: 'player', id: 'ana' }).some((l) => l.startsWith('Leave')),
    ).toBe(false);
  });

  it('every game explains alike: Goblin Mode\u2019s "Start the round" with one seat', () => {
    const table = seatedAt(goblin, ['ana']);
    expect(unavailable(table, { role: 'gm' })).toContain(
      'Start the round: A round needs at least two seats at the table.',
    );
  });

  it('the public table never carries one viewer\u2019s reasons', async () => {
    const { GAME_IDS, loadMeta } = await import('../../machines/catalog');
    for (const id of GAME_IDS) expect((await loadMeta(id)).viewerLists).toContain('unavailable');
  });
});
