import { describe, expect, it } from 'vitest';
import { must, seatedTable } from './table';

describe('a Standard round through the host and the sync layer', () => {
  it('four players and the GM play a round to its result, each seeing it from their own client', async () => {
    const table = await seatedTable(['Ana', 'Brom', 'Cass', 'Dain']);
    const { gm, players } = table;
    expect(gm.client.state().view?.seats.map((s) => s.name)).toEqual(['Ana', 'Brom', 'Cass', 'Dain']);

    await must(gm.client, { type: 'START_ROUND' });
    await table.settle();
    for (const p of players) expect(p.client.state().view?.phase).toBe('cut');

    // Each player acts only on the actions their own view offers, as a panel would.
    for (let step = 0; step < 100 && gm.client.state().view?.phase !== 'staredown'; step++) {
      const actor = players.find((p) => p.client.state().view!.actions.some((a) => a.intent.type !== 'LEAVE'));
      expect(actor, 'somebody can act').toBeDefined();
      const view = actor!.client.state().view!;
      const mine = view.seats.find((s) => s.mine)!;
      const pick =
        view.actions.find((a) => a.intent.type === 'CUT_PASS') ??
        (mine.total! < 16 ? view.actions.find((a) => a.intent.type === 'ROLL' && a.intent.die === 'd4') : undefined) ??
        view.actions.find((a) => a.intent.type === 'HOLD')!;
      await must(actor!.client, pick.intent);
      await table.settle();
    }
    await must(gm.client, { type: 'END_STAREDOWN' });
    await table.settle();

    const gmView = gm.client.state().view!;
    if (gmView.phase === 'duel') {
      for (let step = 0; step < 20 && gm.client.state().view!.phase === 'duel'; step++) {
        const duelist = players.find((p) => p.client.state().view!.actions.some((a) => a.intent.type === 'DUEL_ROLL'))!;
        await must(duelist.client, { type: 'DUEL_ROLL' });
        await table.settle();
      }
    }
    const result = gm.client.state().view!.result;
    expect(gm.client.state().view!.phase).toBe('roundOver');
    expect(result).not.toBeNull();
    // Every client shows the same result, and the public table agrees.
    for (const p of players) expect(p.client.state().view!.result).toEqual(result);
    expect(players[0]!.client.state().table!.view.result).toEqual(result);
    // Gold is conserved: purses + House + pot moved only between accounts.
    const seats = gm.client.state().view!.seats;
    const purses = seats.reduce((sum, s) => sum + s.purse, 0);
    expect(purses + gm.client.state().view!.house + gm.client.state().view!.pot).toBe(400);
    // Each player sees their own hand's total; the round log reached them too.
    for (const p of players) {
      const view = p.client.state().view!;
      expect(view.log.some((l) => l.text.includes('Hole dice revealed'))).toBe(true);
    }
  });
});
