/** One button per intent the view says this viewer may send now, with its cost and its risk. */
import type { ActionView } from '../../machines/twenty-one/view';
import { gp, percent } from './format';

export function Actions({ actions, send, busy }: { actions: ActionView[]; send(intent: unknown): void; busy: boolean }) {
  if (actions.length === 0) return null;
  return (
    <div class="actions" role="group" aria-label="Your moves">
      {actions.map((action) => (
        <button key={action.label} type="button" disabled={busy} onClick={() => send(action.intent)}>
          {action.label}
          {action.cost !== undefined && <small> · {gp(action.cost)}</small>}
          {action.bustChance !== undefined && action.bustChance > 0 && <small> · {percent(action.bustChance)} bust</small>}
        </button>
      ))}
    </div>
  );
}
