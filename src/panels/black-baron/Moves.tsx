/**
 * What a seat may do now, from the view's `actions` alone: a bet (any amount
 * in the seat's range, or one of the offered ones), and the moves with their
 * cost and the exact chance a hit busts.
 */
import { useState } from 'preact/hooks';
import type { ActionView as Offered, SeatView } from '../../../machines/black-baron/view';
import { percent } from '../shared/format';
import type { BlackBaronIntentType } from '../../../machines/black-baron/moves';
import { type MoveHint, MoveHints } from '../shared/Hint';
import type { Said } from '../shared/words';
import { arrowsAlong } from '../shared/rowKeys';

/** A move as the panel shows it: the view's offer, in the game's words. */
type ActionView = Said<Offered>;

type Send = (intent: unknown) => void;

/** What a hand's moves do, by intent type. */
const HINTS: Partial<Record<BlackBaronIntentType, MoveHint>> = {
  HIT: {
    title: 'What does Hit do?',
    text: 'Roll another d10 and add it. Over 20 you lose your bet at once.',
  },
  STAY: { title: 'What does Stay do?', text: 'Keep your sum and pass the action.' },
  DOUBLE: {
    title: 'What does Double down do?',
    text: 'On your first two dice: add a bet equal to this hand’s and roll exactly one more die; then the action passes.',
  },
  SPLIT: {
    title: 'What does Split do?',
    text: 'A pair of 9 or less: add a bet equal to this hand’s; a d10 is rolled onto the first die, and you play the two hands one after the other, the second rolling its die when you reach it.',
  },
};

/** The label already names the gold a move puts up ("Bet 5 gp", "Double down (+5 gp, one die)"); a die adds its chance of going over 20, which loses at once. */
const risk = (action: ActionView): string =>
  action.bustChance === undefined ? '' : ` · ${percent(action.bustChance)} over 20`;

/** Any bet in the seat's range, for its player (or the GM, for an NPC). */
function BetForm({ seat, send, busy }: { seat: SeatView; send: Send; busy: boolean }) {
  const range = seat.betRange!;
  const [amount, setAmount] = useState(String(range.min));
  const npc = seat.controller === 'gm' ? { seat: seat.id } : {};
  return (
    <form
      aria-label={seat.controller === 'gm' ? `${seat.name}'s bet` : 'Your bet'}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'BET', amount: Number(amount), ...npc });
      }}
    >
      <label>
        Bet (gp, {range.min}–{range.max}){' '}
        <input
          type="number"
          min={range.min}
          max={range.max}
          step={1}
          value={amount}
          onInput={(e) => setAmount(e.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={busy}>
        Place the bet
      </button>
      {/* What a bet pays, read before it is placed (black-baron.md: "paid their bet 1:1", a Black Baron "2x"). */}
      <p class="pays">A win pays 1:1; a Black Baron (two 10s) pays 2:1; a tie is a push.</p>
    </form>
  );
}

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
  return (
    <>
      {seat?.betRange && <BetForm seat={seat} send={send} busy={busy} />}
      {actions.length > 0 && (
        <div class="actions" role="group" aria-label={label} onKeyDown={arrowsAlong}>
          {actions.map((a) => (
            <button key={a.label} type="button" disabled={busy} onClick={() => send(a.intent)}>
              {a.label}
              <small>{risk(a)}</small>
            </button>
          ))}
        </div>
      )}
      <MoveHints actions={actions} hints={HINTS} />
    </>
  );
}
