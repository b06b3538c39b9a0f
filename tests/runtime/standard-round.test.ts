import { said } from '../support/words';
import { describe, expect, it, vi } from 'vitest';
import { openSeat, playRound, seatedTable } from './table';

describe('a Standard round through the host and the sync layer', () => {
  it('four players and the GM play a round to its result, each seeing it from their own client', async () => {
    const table = await seatedTable(['Ana', 'Brom', 'Cass', 'Dain']);
    const { gm, players } = table;
    expect(gm.client.state().view?.seats.map((s) => s.name)).toEqual([
      'Ana',
      'Brom',
      'Cass',
      'Dain',
    ]);

    await playRound(table);

    const gmView = gm.client.state().view!;
    expect(gmView.phase).toBe('roundOver');
    expect(gmView.result).not.toBeNull();
    // Every client shows the same result, and so does the public table in room metadata.
    for (const p of players) expect(p.client.state().view!.result).toEqual(gmView.result);
    expect(players[0]!.client.state().table!.view.result).toEqual(gmView.result);
    // Every coin is still at the table: 4 × 100 gp between the purses, the House and the pot.
    const purses = gmView.seats.reduce((sum, s) => sum + s.purse, 0);
    expect(purses + gmView.house + gmView.pot).toBe(400);
    // Each player got the round log in their own view, the reveal included.
    for (const p of players)
      expect(
        said(p.client.state().view!).log.some((l) => l.text.startsWith('Hole dice revealed')),
      ).toBe(true);
  });

  it('a player who opens the extension late gets the table as it is', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    await playRound(table);
    const late = await openSeat(table.room, { id: 'late', name: 'Eda', role: 'PLAYER' });
    await vi.waitFor(() => expect(late.client.state().view?.phase).toBe('roundOver'));
    expect(late.client.state().view?.result).toEqual(table.gm.client.state().view!.result);
    expect(late.client.state().view?.seats.every((s) => !s.mine)).toBe(true);
  });
});
