/**
 * JSON as a collapsible tree: objects and arrays fold, leaves show inline.
 * Keys that are seat ids carry the seat's name, and array items with a name
 * or id say so in their summary, so "by seat" is one click away.
 */
import type { SeatRef } from './port';

interface JsonTreeProps {
  value: unknown;
  seats: readonly SeatRef[];
  /** Open the first level. */
  openTop?: boolean;
}

export function JsonTree({ value, seats, openTop = true }: JsonTreeProps) {
  const names = new Map(seats.map((s) => [s.id, s.name]));
  if (!isBranch(value))
    return (
      <div class="dbg-tree">
        <Leaf label={null} value={value} />
      </div>
    );
  return (
    <div class="dbg-tree">
      {entriesOf(value).map(([key, inner]) => (
        <Node key={key} label={key} value={inner} names={names} open={openTop} />
      ))}
    </div>
  );
}

const isBranch = (value: unknown): value is object => typeof value === 'object' && value !== null;

const entriesOf = (value: object): [string, unknown][] =>
  Array.isArray(value) ? value.map((item, i) => [String(i), item]) : Object.entries(value);

function summaryOf(label: string, value: object, names: Map<string, string>): string {
  const seat = names.get(label);
  const head = seat ? `${label} (${seat})` : label;
  if (Array.isArray(value)) return `${head} [${value.length}]`;
  const named = value as { name?: unknown; id?: unknown };
  const hint =
    typeof named.name === 'string'
      ? ` ${named.name}`
      : typeof named.id === 'string'
        ? ` ${named.id}`
        : '';
  return `${head}${hint} {${Object.keys(value).length}}`;
}

function Node({
  label,
  value,
  names,
  open,
}: {
  label: string;
  value: unknown;
  names: Map<string, string>;
  open: boolean;
}) {
  if (!isBranch(value)) return <Leaf label={label} value={value} />;
  return (
    <details open={open}>
      <summary>
        <span class="dbg-key">{summaryOf(label, value, names)}</span>
      </summary>
      {entriesOf(value).map(([key, inner]) => (
        <Node key={key} label={key} value={inner} names={names} open={false} />
      ))}
    </details>
  );
}

function Leaf({ label, value }: { label: string | null; value: unknown }) {
  return (
    <div class="dbg-leaf">
      {label !== null && <span class="dbg-key">{label}: </span>}
      <span>{JSON.stringify(value) ?? 'undefined'}</span>
    </div>
  );
}
