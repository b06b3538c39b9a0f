/** The GM's house rule in Classic: "Violence at the table is an immediate forfeit." */
import { useState } from 'preact/hooks';
import type { TwentyOneView } from '../../../machines/twenty-one-kit/view';
import type { PanelProps } from '../shared/types';
import { useSend } from '../shared/useSend';

const RULED_IN = new Set(['opener', 'betting', 'staredown']);

export function HouseRule({
  view,
  send,
}: {
  view: Pick<TwentyOneView, 'phase' | 'seats'>;
  send: PanelProps['send'];
}) {
  const [act, busy] = useSend(send);
  const standing = view.seats.filter((s) => s.status === 'in' || s.status === 'held');
  const [chosen, setChosen] = useState('');
  if (!RULED_IN.has(view.phase) || standing.length === 0) return null;
  const target = standing.find((s) => s.id === chosen) ?? standing[0]!;
  return (
    <section class="house-rule" aria-label="House rule">
      <h2>House rule: violence at the table</h2>
      <label>
        Who forfeits{' '}
        <select value={target.id} onChange={(e) => setChosen(e.currentTarget.value)}>
          {standing.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={busy}
        onClick={() => act({ type: 'FORFEIT', target: target.id })}
      >
        Rule a forfeit (the stake stays in the pot)
      </button>
    </section>
  );
}
