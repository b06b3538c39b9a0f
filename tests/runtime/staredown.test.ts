/** The host enforces the staredown's deadline itself: nobody has to press a button. */
import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import { manualTime, must, phaseOf, playUntil, seatedTable } from './table';

describe('the staredown deadline', () => {
  it('when the staredown runs out, the host ends it (as the host, not as anyone at the table)', async () => {
    const { time, clock, schedule, armedAt } = manualTime(1_000_000);
    const table = await seatedTable(['Ana', 'Brom'], { clock, schedule });
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    await playUntil(table, () => phaseOf(table.gm) !== 'cut' && phaseOf(table.gm) !== 'betting');
    expect(phaseOf(table.gm)).toBe('staredown');
    const endsAt = table.gm.client.state().view!.staredownEndsAt!;
    expect(endsAt).toBe(time.now + 30_000);

    const armed = armedAt(endsAt);
    expect(armed).toHaveLength(1);
    time.now = endsAt;
    armed[0]!.task();
    await table.settle();
    expect(phaseOf(table.gm)).not.toBe('staredown');
    expect(said(table.gm.client.state().view!).log.map((l) => l.text)).toContain(
      'The staredown is over.',
    );
    const last = table.gm.runner.host()!.table()!.history.at(-1)!;
    expect(last.sender).toEqual({ role: 'host' });
    expect(last.intent).toEqual({ type: 'STAREDOWN_TIMEOUT' });
  });

  it('when the GM ends the staredown first, the timer does nothing', async () => {
    const { time, clock, schedule } = manualTime(5_000);
    const table = await seatedTable(['Ana', 'Brom'], { clock, schedule });
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    await playUntil(table, () => phaseOf(table.gm) === 'staredown');
    await must(table.gm.client, { type: 'END_STAREDOWN' });
    await table.settle();
    const after = table.gm.client.state().view;
    time.now += 60_000;
    time.timers.filter((t) => t.cancelled).forEach((t) => t.task());
    await table.settle();
    expect(table.gm.client.state().view).toEqual(after);
  });
});
