/** A seat's modifiers, those its ruleset uses; the GM sets an NPC's, a player their own. */
import { useState } from 'preact/hooks';
import type { StatKey, Stats } from '../../../machines/twenty-one-kit/stats';
import { STAT_LABELS } from './words';

/** What the stats form needs of a seat: its name, and its stats when this viewer may see them. */
export interface StatsSeat {
  id: string;
  name: string;
  secrets?: { stats: Partial<Stats> } | null;
}

export function StatsForm({
  seat,
  send,
  busy,
  forNpc,
}: {
  seat: StatsSeat;
  send(intent: unknown): void;
  busy: boolean;
  forNpc: boolean;
}) {
  // The keys come from the view (the stats the table's ruleset uses), so the panel holds no list of its own beyond the words.
  const STAT_KEYS = Object.keys(seat.secrets?.stats ?? STAT_LABELS) as StatKey[];
  const [stats, setStats] = useState<Record<StatKey, string>>(
    () =>
      Object.fromEntries(STAT_KEYS.map((k) => [k, String(seat.secrets?.stats[k] ?? 0)])) as Record<
        StatKey,
        string
      >,
  );
  return (
    <details class="stats">
      <summary>{forNpc ? `${seat.name}'s stats` : 'Your stats (modifiers)'}</summary>
      <form
        aria-label={`Stats of ${seat.name}`}
        onSubmit={(e) => {
          e.preventDefault();
          const values = Object.fromEntries(STAT_KEYS.map((k) => [k, Number(stats[k])]));
          send({ type: 'SET_STATS', stats: values, ...(forNpc ? { seat: seat.id } : {}) });
        }}
      >
        {STAT_KEYS.map((k) => (
          <label key={k}>
            {STAT_LABELS[k]}{' '}
            <input
              type="number"
              min={-5}
              max={15}
              value={stats[k]}
              aria-label={`${STAT_LABELS[k]} of ${seat.name}`}
              onInput={(e) => setStats({ ...stats, [k]: e.currentTarget.value })}
            />
          </label>
        ))}
        <button type="submit" disabled={busy}>
          Save stats
        </button>
      </form>
    </details>
  );
}
