/**
 * The moves the view says this viewer may send now, and nothing else. The
 * round's own moves are buttons with their price and bust chance; each skill,
 * accusation and side bet is a small flow: pick from the legal choices, then
 * act. Nothing here decides what is legal: every choice is an intent from
 * `view.actions`.
 */
import { useEffect, useState } from 'preact/hooks';
import type { DieView, ActionView as Offered } from '../../../machines/twenty-one-kit/view';
import { DieShape } from '../shared/Die';
import { exactPercent, gp } from '../shared/format';
import type { Said } from '../shared/words';
import type { Hints } from './hints';
import { checkWords, drinksWords, duelWords, TURN_CHEAT_WORDS } from './words';
import { FLOWS, flowsOf } from './Flows';
import { arrowsAlong } from '../shared/rowKeys';
import { type Staged, stillArmed, TurnCheat, turnCheatsOf } from './TurnCheat';

/** A move as the panel shows it: the view's offer, in the ruleset's words. */
type ActionView = Said<Offered>;

type Send = (intent: unknown) => void;

/** Intent types shown as plain buttons: the round's own flow and the table's controls. */
const MAIN = new Set([
  'HOLD',
  'FOLD',
  'CUT_REROLL',
  'CUT_PASS',
  'KEEP_ROLL',
  'DUEL_ROLL',
  'LEAVE',
  'START_ROUND',
  'END_STAREDOWN',
  'NEXT_ROUND',
  'BACK_TO_LOBBY',
  'VOID_ROUND',
]);

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
const TURN_MOVES = ['ROLL', 'HOLD', 'FOLD'];

function price(action: ActionView): string {
  const parts: string[] = [];
  if (action.cost !== undefined) parts.push(gp(action.cost));
  if (action.intent.type === 'ROLL')
    parts.push(
      action.bustChance === undefined
        ? 'bust chance unknown (blind die)'
        : `${exactPercent(action.bustChance)} bust`,
    );
  if (action.check)
    parts.push(
      action.intent.type === 'DUEL_ROLL' ? duelWords(action.check) : checkWords(action.check),
    );
  return parts.map((p) => ` · ${p}`).join('');
}

/** Sends a move of the offers, with the cheat it carries when one is armed and the offer may carry it. */
type SendMove = (action: ActionView) => void;
/** Whether the armed cheat goes with this move. */
type Carries = (action: ActionView) => boolean;

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

const onTab = (a: ActionView) =>
  a.intent.type === 'ROLL' && 'drink' in a.intent && a.intent.drink === true;

/**
 * Buying a die: one row of die buttons, each with its price and exact chance to bust; "on the tab" (Liquid Mode) is
 * a toggle that turns the same row into rolls paid with a drink.
 */
function DiceRow({
  actions,
  send,
  busy,
  carries,
}: {
  actions: ActionView[];
  send: SendMove;
  busy: boolean;
  carries: Carries;
}) {
  const [tab, setTab] = useState(false);
  const rolls = actions.filter((a) => a.intent.type === 'ROLL');
  if (rolls.length === 0) return null;
  const drinks = rolls.filter(onTab);
  const shown = rolls.filter((a) => onTab(a) === (tab && drinks.length > 0));
  return (
    <div class="dice-row" role="group" aria-label="Buy a die" onKeyDown={arrowsAlong}>
      {drinks.length > 0 && (
        <label class="tab-toggle" title="Drink instead of paying: a CON save, or you pay anyway">
          <input type="checkbox" checked={tab} onChange={(e) => setTab(e.currentTarget.checked)} />{' '}
          On the tab: pay with drinks, not gold
        </label>
      )}
      {shown.map((a) => {
        const die = a.intent.type === 'ROLL' ? a.intent.die : '';
        const chance = a.bustChance === undefined ? '? bust' : `${exactPercent(a.bustChance)} bust`;
        return (
          <button
            key={a.label}
            type="button"
            class={`die-button${onTab(a) ? ' tab' : ''}`}
            disabled={busy}
            aria-label={`${a.label}${price(a)}${carries(a) ? `, ${TURN_CHEAT_WORDS.carried}` : ''}`}
            onClick={() => send(a)}
          >
            <DieShape kind={die} />
            <span class="kind">{die}</span>{' '}
            <span class="cost">
              {a.cost !== undefined ? gp(a.cost) : a.drinks !== undefined && drinksWords(a.drinks)}
            </span>{' '}
            <span class={`risk${a.bustChance === 0 ? ' safe' : ''}`}>{chance}</span>
          </button>
        );
      })}
      {shown.some((a) => a.intent.type === 'ROLL' && a.intent.die === 'd20') && (
        <p class="rounding nat20">
          d20: a natural 20 makes your total exactly 21, so its bust chance counts it as safe.
        </p>
      )}
      {shown.some((a) => a.cost !== undefined) && (
        <p class="rounding">Prices are whole gold pieces: a price of half an ante rounds up.</p>
      )}
      {shown.some(onTab) && (
        <p class="rounding">
          A drink pays one ante of the price: a price that is not a whole number of antes rounds up
          to the next drink.
        </p>
      )}
    </div>
  );
}

/**
 * The round's own moves as buttons; `label` names the group ("Your moves", or
 * an NPC's); `deciding` puts the cheat right under the roll just made, where
 * the decision is; Classic's opener is a move of the round too.
 */
export function Actions({
  actions,
  send,
  busy,
  label = 'Your moves',
  deciding = false,
  hints,
  dice,
}: {
  actions: ActionView[];
  send: Send;
  busy: boolean;
  label?: string;
  deciding?: boolean;
  hints: Hints;
  /** The acting seat's dice, to draw the dice a cheat may change. */
  dice?: readonly DieView[];
}) {
  const main = actions.filter((a) => MAIN.has(a.intent.type));
  const rest = actions.filter((a) => !MAIN.has(a.intent.type) && a.intent.type !== 'ROLL');
  const refund = main.find((a) => a.intent.type === 'FOLD')?.refund;
  const cheats = turnCheatsOf(actions);
  const [staged, stage] = useState<Staged | null>(null);
  const armed = stillArmed(staged, cheats);
  // Once the turn has passed (or the die may no longer be cheated), nothing stays armed for a later turn.
  useEffect(() => {
    if (staged && !armed) stage(null);
  }, [staged, armed]);
  const carries: Carries = (a) => armed !== null && a.cheat !== undefined;
  const sendMove: SendMove = (a) => {
    send(carries(a) ? { ...a.intent, cheat: armed } : a.intent);
    if (TURN_MOVES.includes(a.intent.type)) stage(null);
  };
  return (
    <>
      {/* A retaliation owed is the move the table waits on: first, not down among the skills. */}
      {flowsOf(rest, ['RETALIATE'], send, busy, hints)}
      {(main.length > 0 || actions.some((a) => a.intent.type === 'ROLL')) && (
        <div class="actions" role="group" aria-label={label} onKeyDown={arrowsAlong}>
          <DiceRow actions={actions} send={sendMove} busy={busy} carries={carries} />
          {main.map((action) => (
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
      {cheats && (
        <TurnCheat
          cheats={cheats}
          dice={dice}
          armed={armed}
          stage={stage}
          busy={busy}
          hint={hints.CHEAT}
        />
      )}
      {refund !== undefined && (
        <p class="rounding">
          Fold now, before you have rolled or used a skill, and {gp(refund)} of your ante comes
          back: half the ante, rounded down.
        </p>
      )}
      {flowsOf(rest, deciding ? ['OPEN', 'CHEAT'] : ['OPEN'], send, busy, hints, dice)}
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
}: {
  actions: ActionView[];
  send: Send;
  busy: boolean;
  label?: string;
  deciding?: boolean;
  hints: Hints;
  /** The acting seat's dice, to draw the dice a cheat may change. */
  dice?: readonly DieView[];
}) {
  const rest = actions.filter((a) => !MAIN.has(a.intent.type) && a.intent.type !== 'ROLL');
  const skills = flowsOf(
    rest,
    FLOWS.map((f) => f.type).filter(
      (t) => t !== 'OPEN' && t !== 'RETALIATE' && !(deciding && t === 'CHEAT'),
    ),
    send,
    busy,
    hints,
    dice,
  );
  if (skills.length === 0) return null;
  return (
    <section class="skills" aria-label={label}>
      <h2>{label}</h2>
      {skills}
    </section>
  );
}
