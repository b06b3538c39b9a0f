/** Shown to the GM when the host could not resume the table on this device; the same for every game. */
import type { TableState } from '../../sync/client';
import { gp } from './format';
import { SeatGrid } from './SeatGrid';
import type { PanelProps } from './types';
import { useSend } from './useSend';
import { Refusal } from './Notices';

/** No saved copy and no table a GM here signed: only a new table is left. */
function NothingToTrust({
  state,
  busy,
  fresh,
}: {
  state: TableState;
  busy: boolean;
  fresh(): void;
}) {
  return (
    <main class="panel gm recovery">
      <h1>Recover the table</h1>
      <p>
        This device has no saved copy of the table, and the table in the room was not signed by a GM
        here, so its seats and purses cannot be trusted. Start a new table and set the purses again.
      </p>
      <Refusal state={state} />
      <div class="actions">
        <button type="button" disabled={busy} onClick={fresh}>
          Start a new table
        </button>
      </div>
    </main>
  );
}

export function Recovery({
  state,
  recover,
}: {
  state: TableState;
  recover: PanelProps['recover'];
}) {
  const [choose, busy] = useSend(recover);
  const table = state.table;
  const staked = table
    ? Object.values(table.stakes).reduce((a, b) => a + b, 0) + table.houseStake
    : 0;
  // The host re-signs only a table a GM in the room signed: with none to show, there is nothing a void could trust.
  if (!table) return <NothingToTrust state={state} busy={busy} fresh={() => choose('fresh')} />;
  return (
    <main class="panel gm recovery">
      <h1>Recover the table</h1>
      <p>
        This device has no saved copy of the table (it was hosted on another device or browser). The
        room still shows every seat and purse
        {staked > 0 ? <>, and a round in progress with {gp(staked)} at stake</> : null}.
      </p>
      <Refusal state={state} />
      <div class="actions">
        <button type="button" disabled={busy} onClick={() => choose('void')}>
          {staked > 0 ? 'Void the round and keep the seats' : 'Keep the seats and purses'}
        </button>
        <button type="button" disabled={busy} onClick={() => choose('fresh')}>
          Start a new table
        </button>
      </div>
      {staked > 0 && (
        <p class="muted">Voiding returns every stake to the purse (or the House) it came from.</p>
      )}
      {table && table.view.seats.length > 0 && (
        <SeatGrid
          seats={[...table.view.seats]}
          columns={['Purse', 'At stake']}
          cells={(seat) => [gp(seat.purse), gp(table.stakes[seat.id] ?? 0)]}
        />
      )}
    </main>
  );
}
