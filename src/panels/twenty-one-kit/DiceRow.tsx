/**
 * Buying a die: one row of die buttons, each with its price and exact chance to bust; "on the tab" (Liquid Mode) is
 * a toggle that turns the same row into rolls paid with a drink. Every button is one of the view's roll offers.
 */
import { useState } from 'preact/hooks';
import type { ActionView as Offered } from '../../../machines/twenty-one-kit/view';
import { DieShape } from '../shared/Die';
import { exactPercent, gp } from '../shared/format';
import { arrowsAlong } from '../shared/rowKeys';
import type { Said } from '../shared/words';
import { checkWords, drinksWords, duelWords, TURN_CHEAT_WORDS } from './words';

/** A move as the panel shows it: the view's offer, in the ruleset's words. */
export type ActionView = Said<Offered>;
/** Sends a move of the offers, with the cheat it carries when one is armed and the offer may carry it. */
export type SendMove = (action: ActionView) => void;
/** Whether the armed cheat goes with this move. */
export type Carries = (action: ActionView) => boolean;

/** What a move costs and risks, as its offer says: " · 2 gp · 25% bust". */
export function price(action: ActionView): string {
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

const onTab = (a: ActionView) =>
  a.intent.type === 'ROLL' && 'drink' in a.intent && a.intent.drink === true;

/** One die to buy: its shape, its price (gold, or drinks on the tab) and its chance to bust. */
function DieButton({
  action: a,
  send,
  busy,
  carries,
}: {
  action: ActionView;
  send: SendMove;
  busy: boolean;
  carries: Carries;
}) {
  const die = a.intent.type === 'ROLL' ? a.intent.die : '';
  const chance = a.bustChance === undefined ? '? bust' : `${exactPercent(a.bustChance)} bust`;
  return (
    <button
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
}

/** How the dice shown are priced and counted: a d20's natural 20, whole gold pieces, drinks by the ante. */
function DiceNotes({ shown }: { shown: ActionView[] }) {
  return (
    <>
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
    </>
  );
}

/** The roll offers as one row of dice, with the tab's toggle when a roll may be paid with drinks. */
export function DiceRow({
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
      {shown.map((a) => (
        <DieButton key={a.label} action={a} send={send} busy={busy} carries={carries} />
      ))}
      <DiceNotes shown={shown} />
    </div>
  );
}
