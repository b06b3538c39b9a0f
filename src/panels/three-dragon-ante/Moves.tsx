/**
 * A seat's betting moves, from the view's `actions` alone: match, the offered
 * raises and fold with their cost, and a raise to any stake in the seat's range.
 */
import { useState } from 'preact/hooks';
import type { ActionView as Offered, SeatView } from '../../../machines/three-dragon-ante/view';
import type { AnteIntentType } from '../../../machines/three-dragon-ante/moves';
import { type MoveHint, MoveHints } from '../shared/Hint';
import type { Said } from '../shared/words';
import { arrowsAlong } from '../shared/rowKeys';

/** A move as the panel shows it: the view's offer, in the game's words. */
type ActionView = Said<Offered>;

type Send = (intent: unknown) => void;

const BETTING: MoveHint = {
  title: 'Match, raise or fold?',
  text: 'Match: bring your stake up to the highest. Raise: take the highest stake higher (by at least the ante); everyone else still betting must then match, raise or fold, in turn from your left. Fold: drop out and lose what you have bet. If you cannot match, you may go all in: you stay in, but win only what you matched.',
};

/** What each move does, by intent type: the three answers to a raise share one hint. */
const HINTS: Partial<Record<AnteIntentType, MoveHint>> = {
  REVEAL: {
    title: 'What happens when I reveal?',
    text: 'Turn one of your dice face up for everyone. From the second round you may raise first; after the third round the highest total of five dice takes the pot.',
  },
  MATCH: BETTING,
  RAISE: BETTING,
  FOLD: BETTING,
};

/** Any stake in the seat's range, for its player (or the GM, for an NPC). */
function RaiseForm({ seat, send, busy }: { seat: SeatView; send: Send; busy: boolean }) {
  const range = seat.raiseRange!;
  const [to, setTo] = useState(String(range.min));
  const npc = seat.controller === 'gm' ? { seat: seat.id } : {};
  return (
    <form
      aria-label={seat.controller === 'gm' ? `${seat.name}'s raise` : 'Your raise'}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'RAISE', to: Number(to), ...npc });
      }}
    >
      <label>
        Raise to (gp, {range.min}–{range.max}){' '}
        <input
          type="number"
          min={range.min}
          max={range.max}
          step={1}
          value={to}
          onInput={(e) => setTo(e.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={busy}>
        Raise
      </button>
    </form>
  );
}

/** The moves other than revealing (which the dice themselves offer), with the raise form when the seat may raise. */
export function Moves({
  actions,
  seat,
  send,
  busy,
  label,
}: {
  actions: ActionView[];
  seat?: SeatView | undefined;
  send: Send;
  busy: boolean;
  label: string;
}) {
  const moves = actions.filter((a) => a.intent.type !== 'REVEAL');
  return (
    <>
      {seat?.raiseRange && <RaiseForm seat={seat} send={send} busy={busy} />}
      {moves.length > 0 && (
        <div class="actions" role="group" aria-label={label} onKeyDown={arrowsAlong}>
          {moves.map((a) => (
            <button key={a.label} type="button" disabled={busy} onClick={() => send(a.intent)}>
              {a.label}
            </button>
          ))}
        </div>
      )}
      <MoveHints actions={actions} hints={HINTS} />
    </>
  );
}
