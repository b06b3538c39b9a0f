/**
 * Classic's panel: the Twenty-One kit's table (src/panels/twenty-one-kit/), which draws every move from the
 * view's actions (with Classic's words for them), and for the GM the house
 * rule: "Violence at the table is an immediate forfeit."
 */
import { useState } from 'preact/hooks';
import type { ClassicView } from '../../../machines/twenty-one/classic/game';
import type { TwentyOneView } from '../../../machines/twenty-one/view';
import type { PanelProps } from '../shared/types';
import { useSend } from '../shared/useSend';
import { withWords } from '../shared/words';
import { twentyOneBoard } from '../twenty-one-kit/Board';
import { CLASSIC_WORDS } from './words';

const RULED_IN = new Set(['opener', 'betting', 'staredown']);

function HouseRule({ view, send }: { view: ClassicView; send: PanelProps<ClassicView>['send'] }) {
  const [act, busy] = useSend(send);
  const standing = view.seats.filter((s) => s.status === 'in' || s.status === 'held');
  const [chosen, setChosen] = useState('');
  if (!RULED_IN.has(view.phase) || standing.length === 0) return null;
  const target = standing.find((s) => s.id === chosen) ?? standing[0]!;
  return (
    <section class="panel gm house-rule" aria-label="House rule">
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

/** The kit's table in Classic's words and hints: the panel reads each move's intent and words, never its shape. */
const ClassicTable = withWords<TwentyOneView>(
  twentyOneBoard(() => import('./hints').then((m) => m.CLASSIC_HINTS)),
  CLASSIC_WORDS,
);

export function ClassicPanel(props: PanelProps<ClassicView>) {
  const view = props.state.view;
  return (
    <>
      <ClassicTable {...(props as unknown as PanelProps<TwentyOneView>)} />
      {props.state.self.role === 'GM' && view && <HouseRule view={view} send={props.send} />}
    </>
  );
}
