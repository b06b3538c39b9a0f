import { useEffect, useState } from 'preact/hooks';
import type { FrameBridge } from './bridge';
import {
  isSharedWrite,
  preview,
  type Direction,
  type TrafficEntry,
  type TrafficKind,
} from './traffic';

const SHOWN_ROWS = 400;
const REFRESH_MS = 150;

/** Replies end in the request's nonce ("_" + a uuid): noise when reading, kept in the tooltip. */
function shortId(id: string): string {
  return id.replace(/(_RESPONSE|_ERROR)_[0-9a-f-]{36}$/, '$1');
}

/** Every message each seat's pages received from (and sent to) the sandbox, newest first. */
export function TrafficPane({ bridge }: { bridge: FrameBridge }) {
  const { host, log } = bridge;
  const [seatFilter, setSeatFilter] = useState('all');
  const [kindFilter, setKindFilter] = useState<'all' | TrafficKind>('all');
  const [directionFilter, setDirectionFilter] = useState<'all' | Direction>('in');
  const [paused, setPaused] = useState(false);
  const [frozen, setFrozen] = useState<readonly TrafficEntry[] | null>(null);
  const [, setTick] = useState(0);

  // Messages can arrive by the hundred per second; repaint at a steady pace instead of per message.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = log.onChange(() => {
      timer ??= setTimeout(() => {
        timer = null;
        setTick((tick) => tick + 1);
      }, REFRESH_MS);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [log]);

  const entries = paused && frozen ? frozen : log.all();
  const fresh = paused && frozen ? log.all().length - frozen.length : 0;
  const shown: TrafficEntry[] = [];
  for (let i = entries.length - 1; i >= 0 && shown.length < SHOWN_ROWS; i -= 1) {
    const entry = entries[i]!;
    if (seatFilter !== 'all' && entry.seatId !== seatFilter) continue;
    if (kindFilter !== 'all' && entry.kind !== kindFilter) continue;
    // A shared scene write shows with what pages received: every client sees it happen.
    const seen = directionFilter === 'in' && isSharedWrite(entry);
    if (directionFilter !== 'all' && entry.direction !== directionFilter && !seen) continue;
    shown.push(entry);
  }

  return (
    <aside class="traffic" aria-label="Traffic">
      <header class="traffic-controls">
        <strong>Traffic</strong>
        <select
          aria-label="Seat filter"
          data-control="traffic-seat"
          value={seatFilter}
          onChange={(e) => setSeatFilter(e.currentTarget.value)}
        >
          <option value="all">all seats</option>
          {host.seats().map((seat) => (
            <option key={seat.key} value={seat.key}>
              {host.label(seat)}
            </option>
          ))}
        </select>
        <select
          aria-label="Kind filter"
          data-control="traffic-kind"
          value={kindFilter}
          onChange={(e) => setKindFilter(e.currentTarget.value as 'all' | TrafficKind)}
        >
          <option value="all">all kinds</option>
          <option value="metadata">metadata</option>
          <option value="broadcast">broadcast</option>
          <option value="scene">scene</option>
          <option value="other">other</option>
        </select>
        <select
          aria-label="Direction filter"
          data-control="traffic-direction"
          value={directionFilter}
          onChange={(e) => setDirectionFilter(e.currentTarget.value as 'all' | Direction)}
        >
          <option value="in">received by pages, and shared writes</option>
          <option value="out">sent by pages</option>
          <option value="all">both directions</option>
        </select>
        <label>
          <input
            type="checkbox"
            data-control="traffic-pause"
            checked={paused}
            onChange={(e) => {
              const pause = e.currentTarget.checked;
              setPaused(pause);
              setFrozen(pause ? [...log.all()] : null);
            }}
          />{' '}
          pause{fresh > 0 ? ` (${fresh} new)` : ''}
        </label>
        <button type="button" data-control="traffic-clear" onClick={() => log.clear()}>
          Clear
        </button>
      </header>
      <ol class="traffic-rows">
        {shown.map((entry) => (
          <li
            key={entry.seq}
            class={`traffic-row kind-${entry.kind} dir-${entry.direction}${isSharedWrite(entry) ? ' shared-write' : ''}`}
            data-traffic-row=""
            data-seat-id={entry.seatId}
            data-kind={entry.kind}
            data-direction={entry.direction}
          >
            <span
              class="dir"
              title={entry.direction === 'in' ? 'received by the page' : 'sent by the page'}
            >
              {entry.direction === 'in' ? '→' : '←'}
            </span>
            <span class="who">
              {entry.seatName}/{entry.frameKind}
            </span>
            <code class="id" title={entry.id}>
              {shortId(entry.id)}
            </code>
            <span class="size">{entry.size} B</span>
            {isSharedWrite(entry) && (
              <span
                class="shared-write-tag"
                title="A write of shared scene items: every client sees it"
              >
                shared write
              </span>
            )}
            {entry.outcome && (
              <span class={`outcome outcome-${entry.outcome}`}>{entry.outcome}</span>
            )}
            <code class="preview" title={preview(entry.json, 4000)}>
              {preview(entry.json)}
            </code>
          </li>
        ))}
      </ol>
    </aside>
  );
}
