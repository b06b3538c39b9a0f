/**
 * The moves one actor has now (a player, or an NPC the GM plays), as the view
 * offers them: the one-player roll with its between die and wager, a side bet
 * with its side and amount, and every other move as a button.
 */
import { useState } from 'preact/hooks';
import type { ActionView as Offered } from '../../../machines/in-between/view';
import { gp, SHARES_ROUNDING } from '../shared/format';
import type { InBetweenIntentType } from '../../../machines/in-between/moves';
import { type MoveHint, MoveHints } from '../shared/Hint';
import type { Said } from '../shared/words';
import { arrowsAlong } from '../shared/rowKeys';

/** A move as the panel shows it: the view's offer, in the game's words. */
type ActionView = Said<Offered>;

type Send = (intent: unknown) => void;

type Hints = Partial<Record<InBetweenIntentType, MoveHint>>;

/** What each move does, by intent type. */
const HINTS: Hints = {
  ROLL: {
    text: 'Name one die the between, then all three are thrown. You win if the between lands strictly between the other two. Sequential surrounds lose; doubles let you accept the loss or roll again for double.',
  },
  ROLL_AGAIN: {
    text: 'Both sides stake the wager again and the dice that came up doubles are thrown again. This throw is final: win and you take double, lose (doubles again included) and you pay double.',
  },
  SIDE_BET: {
    text: 'Back the roller (the betweener, with two players) to win, from one ante, on their own terms: at even money against the bank, which pays your stake if they win and keeps it if they lose. Backing the other side is for the watchers\u2019 pool, a table option. Bets close when the dice are thrown.',
  },
};

/** The hints at a table whose watchers' wagers form a pool (a table option): the side bet's says so. */
const POOL_HINTS: Hints = {
  ...HINTS,
  SIDE_BET: {
    text: 'Back a side to win, from one ante. The backers of the winner share every side bet in proportion to their stakes; if nobody backed the winner, every side bet goes back. Bets close when the dice are thrown.',
  },
};

const amountOf = (a: ActionView) => a.amount ?? { min: 0, max: 0 };

/** "Roll": the die named the between, and the wager, sent with the offer for that die. */
function RollForm({ offers, send, busy }: { offers: ActionView[]; send: Send; busy: boolean }) {
  const [die, setDie] = useState<string>('red');
  const { min, max } = amountOf(offers[0]!);
  const [wager, setWager] = useState(String(min));
  const chosen =
    offers.find((a) => 'between' in a.intent && a.intent.between === die) ?? offers[0]!;
  return (
    <form
      class="roll-form"
      aria-label="Your roll"
      onSubmit={(e) => {
        e.preventDefault();
        send({ ...chosen.intent, wager: Number(wager) });
      }}
    >
      <fieldset class="pick">
        <legend>The between die</legend>
        {offers.map((a) => {
          const colour = 'between' in a.intent ? a.intent.between : 'red';
          return (
            <label key={colour} class={`pick-die ${colour}`}>
              <input
                type="radio"
                name="between"
                value={colour}
                checked={die === colour}
                onChange={() => setDie(colour)}
              />
              {` ${colour[0]!.toUpperCase()}${colour.slice(1)} die`}
            </label>
          );
        })}
      </fieldset>
      <label>
        Wager (gp){' '}
        <input
          type="number"
          min={min}
          max={max}
          step={1}
          value={wager}
          onInput={(e) => setWager(e.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={busy}>
        Roll
      </button>
      {/* What the wager pays, read before the roll: the bank pays it 1:1; only doubles rolled again can double it. */}
      <p class="pays">A win pays 1:1: you win your wager from the bank, or lose it.</p>
      <p class="rounding">
        Wager {gp(min)} to {gp(max)}: at least the ante, at most half the purse, rounded down (a
        wager must be staked twice should doubles come).
      </p>
    </form>
  );
}

/** A side bet: which side, and how much. */
function SideBetForm({
  offers,
  send,
  busy,
  pool,
}: {
  offers: ActionView[];
  send: Send;
  busy: boolean;
  pool: boolean;
}) {
  const [pick, setPick] = useState(0);
  const { min, max } = amountOf(offers[0]!);
  const [amount, setAmount] = useState(String(min));
  return (
    <form
      class="side-bet"
      aria-label="Your side bet"
      onSubmit={(e) => {
        e.preventDefault();
        send({ ...offers[pick]!.intent, amount: Number(amount) });
      }}
    >
      {offers.map((a, i) => (
        <label key={a.label}>
          <input type="radio" name="side" checked={pick === i} onChange={() => setPick(i)} />{' '}
          {a.label}
        </label>
      ))}
      <label>
        Side bet (gp){' '}
        <input
          type="number"
          min={min}
          max={max}
          step={1}
          value={amount}
          onInput={(e) => setAmount(e.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={busy}>
        Place side bet
      </button>
      {pool && <p class="rounding">{SHARES_ROUNDING}</p>}
    </form>
  );
}

export function Moves({
  actions,
  send,
  busy,
  label,
  pool,
}: {
  actions: ActionView[];
  send: Send;
  busy: boolean;
  label: string;
  /** The watchers' side bets form a pool (a table option); else each is against the bank. */
  pool: boolean;
}) {
  if (actions.length === 0) return null;
  const rolls = actions.filter((a) => a.intent.type === 'ROLL');
  const bets = actions.filter((a) => a.intent.type === 'SIDE_BET');
  const buttons = actions.filter((a) => a.intent.type !== 'ROLL' && a.intent.type !== 'SIDE_BET');
  return (
    <section class="moves" role="group" aria-label={label} onKeyDown={arrowsAlong}>
      {rolls.length > 0 && <RollForm offers={rolls} send={send} busy={busy} />}
      {bets.length > 0 && <SideBetForm offers={bets} send={send} busy={busy} pool={pool} />}
      {buttons.length > 0 && (
        <div class="actions">
          {buttons.map((a) => (
            <button key={a.label} type="button" disabled={busy} onClick={() => send(a.intent)}>
              {a.label}
            </button>
          ))}
        </div>
      )}
      <MoveHints actions={actions} hints={pool ? POOL_HINTS : HINTS} />
    </section>
  );
}
