/** The host enforces a failed bump's retaliation deadline itself, as it does the staredown's. */
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../machines/engine/dice';
import { manualTime, must, seatedTable } from './table';

describe('the retaliation deadline', () => {
  it('when the target of a failed bump does not choose in time, the host re-rolls one of the bumper\u2019s dice (as the host)', async () => {
    const { time, clock, schedule, armedAt } = manualTime(1_000_000);
    // Ana shows 6 (hole 5), Brom 3 (hole 4): Brom has the Cut and acts first; his bump fails, 2 against 15.
    const dice = scriptedDice({ d10: [6, 5, 3, 4, 9], d20: [2, 15] }, seededDice(3));
    const table = await seatedTable(['Ana', 'Brom'], { clock, schedule, dice });
    const [ana, brom] = table.players as [(typeof table.players)[0], (typeof table.players)[0]];
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    await must(brom.client, { type: 'CUT_PASS' });
    await table.settle();
    await must(brom.client, { type: 'BUMP', target: 'player-1', die: 0 });
    await table.settle();

    const view = ana.client.state().view!;
    expect(view.seats.find((s) => s.isTurn)?.id).toBe('player-1');
    const endsAt = table.gm.client.state().view!.retaliationEndsAt!;
    expect(endsAt).toBe(time.now + 30_000);
    const armed = armedAt(endsAt);
    expect(armed).toHaveLength(1);

    time.now = endsAt;
    armed[0]!.task();
    await table.settle();
    const last = table.gm.runner.host()!.table()!.history.at(-1)!;
    expect(last.sender).toEqual({ role: 'host' });
    expect(last.intent).toEqual({ type: 'RETALIATION_TIMEOUT' });
    expect(last.outcome).toEqual({ ok: true });
    expect(brom.client.state().view!.seats.find((s) => s.isTurn)?.id).toBe('player-2');
    expect(table.gm.client.state().view!.retaliationEndsAt).toBeNull();
  });
});
