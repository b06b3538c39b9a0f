import { useState } from 'preact/hooks';
import type { SandboxHost, Seat } from './host';
import { ROOM_METADATA_LIMIT_BYTES } from './protocol';
import { removeOtherExtensions } from './freeMetadata';
import { CHROME_HIDDEN_TAB } from './hiddenTab';

/** A seat's real-room conditions: slow and lost replies, a dropped socket, a reconnect, metadata lost on reload, its tab hidden, selection churn. */
// `onInput`, not `onChange`: the card redraws on every message, and a controlled input would drop half-typed text.
export function SeatConditions({ host, seat }: { host: SandboxHost; seat: Seat }) {
  const seatId = seat.key;
  const { conditions } = host;
  return (
    <details class="seat-conditions" data-field="conditions">
      <summary>{conditionsSummary(seat)}</summary>
      <NetworkControls host={host} seat={seat} />
      <label title="A fault reported of real rooms: after a reload, the client's own player metadata reads back empty">
        <input
          type="checkbox"
          data-control="lose-metadata-on-reload"
          checked={seat.losesMetadataOnReload}
          onChange={(e) => conditions.loseMetadataOnReload(seatId, e.currentTarget.checked)}
        />{' '}
        reload loses player metadata
      </label>
      <HiddenTabControl host={host} seat={seat} />
      <button
        type="button"
        data-control="churn"
        title="Select a token: player and party change events"
        onClick={() => conditions.churnSelection(seatId)}
      >
        Select a token
      </button>
    </details>
  );
}

/** The seat's conditions in a line, shown while they are folded away. */
function conditionsSummary({ network, losesMetadataOnReload, tabHidden }: Seat): string {
  return [
    'network',
    network.ghost ? ' · ghost' : '',
    losesMetadataOnReload ? ' · loses metadata' : '',
    tabHidden ? ' · tab hidden' : '',
    network.delayMs > 0 ? ` · +${network.delayMs} ms` : '',
    network.dropRate > 0 ? ` · ${Math.round(network.dropRate * 100)}% lost` : '',
  ].join('');
}

/** The seat's socket: slow and lost replies, dropped for a while (a ghost), or a reconnect. */
function NetworkControls({ host, seat }: { host: SandboxHost; seat: Seat }) {
  const seatId = seat.key;
  const { conditions } = host;
  const { network } = seat;
  const [ghostSeconds, setGhostSeconds] = useState(10);
  return (
    <>
      <label>
        reply delay (ms){' '}
        <input
          type="number"
          min={0}
          step={100}
          data-control="delay"
          value={network.delayMs}
          onInput={(e) => conditions.setNetwork(seatId, { delayMs: Number(e.currentTarget.value) })}
        />
      </label>
      <label>
        drop rate (%){' '}
        <input
          type="number"
          min={0}
          max={100}
          step={5}
          data-control="drop-rate"
          value={Math.round(network.dropRate * 100)}
          onInput={(e) =>
            conditions.setNetwork(seatId, { dropRate: Number(e.currentTarget.value) / 100 })
          }
        />
      </label>
      <span>
        <input
          type="number"
          min={1}
          aria-label="Ghost seconds"
          value={ghostSeconds}
          onInput={(e) => setGhostSeconds(Number(e.currentTarget.value))}
        />
        <button
          type="button"
          data-control="ghost"
          title="The socket drops: still listed, nothing arrives either way"
          onClick={() => conditions.ghost(seatId, ghostSeconds * 1000)}
        >
          Ghost
        </button>
      </span>
      <button
        type="button"
        data-control="reconnect"
        title="Reconnect: new connection id, the pages keep running"
        onClick={() => conditions.reconnect(seatId)}
      >
        Reconnect
      </button>
    </>
  );
}

/**
 * The seat's tab in the background: its pages' timers throttled as Chrome throttles a hidden page's (hiddenTab.ts), with
 * Chrome's minute and five minutes, or shorter ones to see it in seconds.
 */
function HiddenTabControl({ host, seat }: { host: SandboxHost; seat: Seat }) {
  const tab = seat.tabHidden;
  const hide = (how: Parameters<SandboxHost['conditions']['hideTab']>[1]) =>
    host.conditions.hideTab(seat.key, how);
  const seconds = (key: 'minuteMs' | 'intensiveAfterMs', label: string, title: string) => (
    <label title={title}>
      {label}{' '}
      <input
        type="number"
        min={1}
        data-control={key}
        value={(tab?.[key] ?? CHROME_HIDDEN_TAB[key]) / 1000}
        disabled={!tab}
        onInput={(e) => hide({ [key]: Number(e.currentTarget.value) * 1000 })}
      />
    </label>
  );
  return (
    <fieldset class="hidden-tab">
      <label title="The tab in the background: timers on whole seconds, chained ones once a minute after five minutes">
        <input
          type="checkbox"
          data-control="tab-hidden"
          checked={tab !== null}
          onChange={(e) => hide(e.currentTarget.checked ? {} : null)}
        />{' '}
        tab hidden
      </label>
      {seconds(
        'minuteMs',
        'minute (s)',
        'Chrome: 60 s between wake-ups once throttled intensively',
      )}
      {seconds('intensiveAfterMs', 'intensive after (s)', 'Chrome: 300 s hidden')}
      <label title="Every timer with a delay once a minute, chained or not (Chrome's can_intensively_throttle_low_nesting_level)">
        <input
          type="checkbox"
          data-control="unchained"
          checked={tab?.unchained ?? false}
          disabled={!tab}
          onChange={(e) => hide({ unchained: e.currentTarget.checked })}
        />{' '}
        unchained too
      </label>
    </fieldset>
  );
}

/** Room-wide conditions: `LOCAL` copies without a connection id, other extensions' metadata. */
export function RoomConditions({ host }: { host: SandboxHost }) {
  return (
    <details class="room-conditions">
      <summary>real room</summary>
      <label>
        <input
          type="checkbox"
          data-control="omit-local-connection-id"
          checked={host.omitLocalConnectionId}
          onChange={(e) => {
            host.omitLocalConnectionId = e.currentTarget.checked;
            host.changed();
          }}
        />{' '}
        no connectionId on LOCAL copies
      </label>
      <button
        type="button"
        data-control="fill-metadata"
        title="Other extensions' keys, up to 1 kB short of the limit"
        onClick={() => host.conditions.fillRoomMetadata(ROOM_METADATA_LIMIT_BYTES - 1024)}
      >
        Fill metadata
      </button>
      <button
        type="button"
        data-control="free-metadata"
        title="Remove the other extensions' keys"
        onClick={() => removeOtherExtensions(host)}
      >
        Free metadata
      </button>
    </details>
  );
}
