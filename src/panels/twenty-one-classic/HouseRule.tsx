/** The GM's house rule in Classic: "Violence at the table is an immediate forfeit." */
import { useState } from 'preact/hooks';
import type { ClassicIntent } from '../../../machines/twenty-one-classic/moves';
import type { PanelProps } from '../shared/types';
import { useSend } from '../shared/useSend';

type Forfeit = Extract<ClassicIntent, { type: 'FORFEIT' }>;
const isForfeit = (intent: { type: string }): intent is Forfeit => intent.type === 'FORFEIT';

/** The rulings the view offers the GM now, one per seat a forfeit may fall on; nothing when there are none. */
export function HouseRule({
  view,
  send,
}: {
  view: {
    actions: readonly { intent: { type: string } }[];
    seats: readonly { id: string; name: string }[];
  };
  send: PanelProps['send'];
}) {
  const [act, busy] = useSend(send);
  const [chosen, setChosen] = useState('');
  const rulings = view.actions.map((a) => a.intent).filter(isForfeit);
  if (rulings.length === 0) return null;
  const ruling = rulings.find((r) => r.target === chosen) ?? rulings[0]!;
  const nameOf = (id: string) => view.seats.find((s) => s.id === id)?.name ?? id;
  return (
    <section class="house-rule" aria-label="House rule">
      <h2>House rule: violence at the table</h2>
      <label>
        Who forfeits{' '}
        <select value={ruling.target} onChange={(e) => setChosen(e.currentTarget.value)}>
          {rulings.map((r) => (
            <option key={r.target} value={r.target}>
              {nameOf(r.target)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" disabled={busy} onClick={() => act(ruling)}>
        Rule a forfeit (the stake stays in the pot)
      </button>
    </section>
  );
}
