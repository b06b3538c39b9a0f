/**
 * The moves the view says this viewer may send now, and nothing else, in the order it offers them. A roll is a die of
 * the dice row (DiceRow.tsx); a skill, accusation or side bet is a small flow, pick from the legal choices, then act
 * (Flows.tsx says which moves are flows); every other move is a button with its price. Nothing here decides what is
 * legal: every choice is an intent from `view.actions`.
 */
import { useEffect, useState } from 'preact/hooks';
import type { DieView } from '../../../machines/twenty-one-kit/view';
import { gp } from '../shared/format';
import { arrowsAlong } from '../shared/rowKeys';
import type { Hints } from './hints';
import { TURN_CHEAT_WORDS } from './words';
import { type ActionView, type Carries, DiceRow, price, type SendMove } from './DiceRow';
import { flowsOf, isFlow } from './Flows';
import { type Staged, stillArmed, TurnCheat, turnCheatsOf } from './TurnCheat';

type Send = (intent: unknown) => void;

/**
 * Moves never shown greyed out: a retaliation exists only when a failed bump owes you one, and keeping a roll only
 * once you have rolled (a greyed "Keep the roll" before any roll reads as a move you are missing); a cheat alone on
 * your turn neither, since the turn's cheat is staged for your roll or hold instead (`TurnCheat`).
 */
export const QUIET = (u: { intent: { type: string }; reason: { why: string } }): boolean =>
  u.intent.type === 'RETALIATE' ||
  u.intent.type === 'KEEP_ROLL' ||
  u.reason.why === 'cheatWithRollOrHold';

/** The turn's moves: sending one spends a staged cheat (a fold leaves it unmade). */
const TURN_MOVES: readonly string[] = [
  'ROLL',
  'HOLD',
  'FOLD',
] satisfies ActionView['intent']['type'][];

/** A move shown as a plain button: neither a die of the dice row nor a flow. */
const isButton = (a: ActionView) => a.intent.type !== 'ROLL' && !isFlow(a.intent.type);

function ActionButton({
  action,
  send,
  busy,
  carries,
}: {
  action: ActionView;
  send: SendMove;
  busy: boolean;
  carries: Carries;
}) {
  return (
    <button type="button" disabled={busy} onClick={() => send(action)}>
      {action.label}
      <small>
        {price(action)}
        {carries(action) && ` · ${TURN_CHEAT_WORDS.carried}`}
      </small>
    </button>
  );
}

/**
 * The turn's cheat, staged until the roll or hold that carries it is sent: what is armed, whether a move carries it,
 * and the sending of a move with it. Once the turn has passed (or the die may no longer be cheated), nothing stays
 * armed for a later turn.
 */
function useStagedCheat(actions: ActionView[], send: Send) {
  const cheats = turnCheatsOf(actions);
  const [staged, stage] = useState<Staged | null>(null);
  const armed = stillArmed(staged, cheats);
  useEffect(() => {
    if (staged && !armed) stage(null);
  }, [staged, armed]);
  const carries: Carries = (a) => armed !== null && a.cheat !== undefined;
  const sendMove: SendMove = (a) => {
    send(carries(a) ? { ...a.intent, cheat: armed } : a.intent);
    if (TURN_MOVES.includes(a.intent.type)) stage(null);
  };
  return { cheats, armed, stage, carries, sendMove };
}

/** What an actor's moves are drawn with: the offers, where to send, the group's name and whose dice. */
interface MovesProps {
  actions: ActionView[];
  send: Send;
  busy: boolean;
  label?: string;
  /** The actor decides on the roll just made: the cheat stands under it, where the decision is. */
  deciding?: boolean;
  hints: Hints;
  /** The acting seat's dice, to draw the dice a cheat may change. */
  dice?: readonly DieView[];
}

/**
 * The round's own moves: a retaliation owed first, then the dice and the buttons, the turn's cheat, and the flows of
 * the round (Classic's opener; the cheat while deciding); `label` names the group ("Your moves", or an NPC's).
 */
export function Actions({
  actions,
  send,
  busy,
  label = 'Your moves',
  deciding = false,
  hints,
  dice,
}: MovesProps) {
  const buttons = actions.filter(isButton);
  const refund = buttons.find((a) => a.intent.type === 'FOLD')?.refund;
  const { cheats, armed, stage, carries, sendMove } = useStagedCheat(actions, send);
  const flows = (place: 'first' | 'round') =>
    flowsOf(actions, place, deciding, send, busy, hints, dice);
  return (
    <>
      {/* A retaliation owed is the move the table waits on: first, not down among the skills. */}
      {flows('first')}
      {(buttons.length > 0 || actions.some((a) => a.intent.type === 'ROLL')) && (
        <div class="actions" role="group" aria-label={label} onKeyDown={arrowsAlong}>
          <DiceRow actions={actions} send={sendMove} busy={busy} carries={carries} />
          {buttons.map((action) => (
            <ActionButton
              key={action.label}
              action={action}
              send={sendMove}
              busy={busy}
              carries={carries}
            />
          ))}
        </div>
      )}
      {cheats && <TurnCheat {...{ cheats, dice, armed, stage, busy }} hint={hints.CHEAT} />}
      {refund !== undefined && (
        <p class="rounding">
          Fold now, before you have rolled or used a skill, and {gp(refund)} of your ante comes
          back: half the ante, rounded down.
        </p>
      )}
      {flows('round')}
    </>
  );
}

/** The skills, accusations and side bets on offer, one small flow each (the cheat sits with the roll while deciding). */
export function Skills({
  actions,
  send,
  busy,
  label = 'Skills and bets',
  deciding = false,
  hints,
  dice,
}: MovesProps) {
  const skills = flowsOf(actions, 'skills', deciding, send, busy, hints, dice);
  if (skills.length === 0) return null;
  return (
    <section class="skills" aria-label={label}>
      <h2>{label}</h2>
      {skills}
    </section>
  );
}
