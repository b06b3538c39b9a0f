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

/** Which messages the pane shows: one seat's or all, of one kind or all, in one direction or both. */
interface TrafficFilters {
  seat: string;
  kind: 'all' | TrafficKind;
  direction: 'all' | Direction;
}

/** The newest `SHOWN_ROWS` entries the filters let through, newest first. */
function shownEntries(entries: readonly TrafficEntry[], filters: TrafficFilters): TrafficEntry[] {
  const shown: TrafficEntry[] = [];
  for (let i = entries.length - 1; i >= 0 && shown.length < SHOWN_ROWS; i -= 1) {
    const entry = entries[i]!;
    if (filters.seat !== 'all' && entry.seatId !== filters.seat) continue;
    if (filters.kind !== 'all' && entry.kind !== filters.kind) continue;
    // A shared scene write shows with what pages received: every client sees it happen.
    const seen = filters.direction === 'in' && isSharedWrite(entry);
    if (filters.direction !== 'all' && entry.direction !== filters.direction && !seen) continue;
    shown.push(entry);
  }
  return shown;
}

/** Repaints when the log changes: messages can arrive by the hundred per second, so at a steady pace, not per message. */
function useRepaintOn(log: FrameBridge['log']): void {
  const [, setTick] = useState(0);
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
}

/** Every message each seat's pages received from (and sent to) the sandbox, newest first. */
export function TrafficPane({ bridge }: { bridge: FrameBridge }) {
  const { host, log } = bridge;
  const [filters, setFilters] = useState<TrafficFilters>({
    seat: 'all',
    kind: 'all',
    direction: 'in',
  });
  const [paused, setPaused] = useState(false);
  const [frozen, setFrozen] = useState<readonly TrafficEntry[] | null>(null);
  useRepaintOn(log);

  const entries = paused && frozen ? frozen : log.all();
  const fresh = paused && frozen ? log.all().length - frozen.length : 0;
  return (
    <aside class="traffic" aria-label="Traffic">
      <header class="traffic-controls">
        <strong>Traffic</strong>
        <FilterControls host={host} filters={filters} onChange={setFilters} />
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
        {shownEntries(entries, filters).map((entry) => (
          <TrafficRow key={entry.seq} entry={entry} />
        ))}
      </ol>
    </aside>
  );
}

interface FilterControlsProps {
  host: FrameBridge['host'];
  filters: TrafficFilters;
  onChange: (filters: TrafficFilters) => void;
}

function FilterControls({ host, filters, onChange }: FilterControlsProps) {
  return (
    <>
      <select
        aria-label="Seat filter"
        data-control="traffic-seat"
        value={filters.seat}
        onChange={(e) => onChange({ ...filters, seat: e.currentTarget.value })}
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
        value={filters.kind}
        onChange={(e) =>
          onChange({ ...filters, kind: e.currentTarget.value as TrafficFilters['kind'] })
        }
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
        value={filters.direction}
        onChange={(e) =>
          onChange({ ...filters, direction: e.currentTarget.value as TrafficFilters['direction'] })
        }
      >
        <option value="in">received by pages, and shared writes</option>
        <option value="out">sent by pages</option>
        <option value="all">both directions</option>
      </select>
    </>
  );
}

/** One message: its direction, page, id, size, outcome and a preview of its JSON. */
function TrafficRow({ entry }: { entry: TrafficEntry }) {
  const shared = isSharedWrite(entry);
  return (
    <li
      class={`traffic-row kind-${entry.kind} dir-${entry.direction}${shared ? ' shared-write' : ''}`}
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
      {shared && (
        <span class="shared-write-tag" title="A write of shared scene items: every client sees it">
          shared write
        </span>
      )}
      {entry.outcome && <span class={`outcome outcome-${entry.outcome}`}>{entry.outcome}</span>}
      <code class="preview" title={preview(entry.json, 4000)}>
        {preview(entry.json)}
      </code>
    </li>
  );
}
