/**
 * One button per intent the view says this viewer may send now, with its cost
 * and its risk. The moves that carry a round forward come first; skills, side
 * bets and accusations (often many) are folded under "More".
 */
import { useState } from 'preact/hooks';
import type { ActionView } from '../../machines/twenty-one/view';
import { gp, percent } from './format';

/** Intent types shown up front: the round's own flow. Everything else is optional play. */
const MAIN = new Set(['ROLL', 'HOLD', 'FOLD', 'CUT_REROLL', 'CUT_PASS', 'KEEP_ROLL', 'DUEL_ROLL', 'LEAVE', 'START_ROUND', 'END_STAREDOWN', 'NEXT_ROUND', 'BACK_TO_LOBBY', 'VOID_ROUND']);

function ActionButton({ action, send, busy }: { action: ActionView; send(intent: unknown): void; busy: boolean }) {
  return (
    <button type="button" disabled={busy} onClick={() => send(action.intent)}>
      {action.label}
      {action.cost !== undefined && <small> · {gp(action.cost)}</small>}
      {action.bustChance !== undefined && action.bustChance > 0 && <small> · {percent(action.bustChance)} bust</small>}
    </button>
  );
}

export function Actions({ actions, send, busy }: { actions: ActionView[]; send(intent: unknown): void; busy: boolean }) {
  const [showMore, setShowMore] = useState(false);
  const main = actions.filter((a) => MAIN.has(a.intent.type));
  const more = actions.filter((a) => !MAIN.has(a.intent.type));
  if (actions.length === 0) return null;
  return (
    <>
      {main.length > 0 && (
        <div class="actions" role="group" aria-label="Your moves">
          {main.map((action) => (
            <ActionButton key={action.label} action={action} send={send} busy={busy} />
          ))}
        </div>
      )}
      {more.length > 0 && (
        <details class="more" open={showMore} onToggle={(e) => setShowMore(e.currentTarget.open)}>
          <summary>More: skills, side bets, accusations ({more.length})</summary>
          {/* Drawn only when open: at a full table these are dozens of buttons on every change. */}
          {showMore && (
            <div class="actions" role="group" aria-label="More moves">
              {more.map((action) => (
                <ActionButton key={action.label} action={action} send={send} busy={busy} />
              ))}
            </div>
          )}
        </details>
      )}
    </>
  );
}
