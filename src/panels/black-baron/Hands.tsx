/** Dice and hands as Black Baron shows them: a player's hands (the one in play marked), and the dealer's dice with a face-down die while it is secret. */
import type { BlackBaronView, HandView, SeatView } from '../../../machines/black-baron/view';
import { Die as SharedDie } from '../shared/Die';
import { gp } from '../shared/format';

function Die({ face, hidden }: { face: number | null; hidden?: boolean }) {
  const label =
    face === null ? 'a face-down d10' : `d10 showing ${face}${hidden ? ', face down' : ''}`;
  return (
    <SharedDie
      kind="d10"
      face={face}
      label={label}
      class={face === null || hidden ? 'face-down' : ''}
    />
  );
}

/** "17", "bust at 22", "Round Table: 20". */
export const handTotal = (hand: {
  total: number;
  value: number | null;
  roundTable: boolean;
}): string =>
  hand.value === null
    ? `bust at ${hand.total}`
    : hand.roundTable
      ? `Round Table: ${hand.value}`
      : String(hand.value);

function Hand({ hand, index, count }: { hand: HandView; index: number; count: number }) {
  const name = count > 1 ? `Hand ${index + 1}` : 'Hand';
  return (
    <li
      class={`bb-hand${hand.inPlay ? ' in-play' : ''}`}
      aria-label={`${name}${hand.inPlay ? ', in play' : ''}`}
      aria-current={hand.inPlay ? 'true' : undefined}
    >
      {count > 1 && <strong>{name} </strong>}
      {hand.dice.map((face, i) => (
        <Die key={i} face={face} />
      ))}
      <span class="total">{handTotal(hand)}</span>
      <small>
        {' '}
        · {gp(hand.bet)}
        {hand.doubled && ' doubled'}
        {hand.status === 'baron' && ' · Black Baron!'}
        {hand.inPlay && ' · in play'}
      </small>
      {hand.result && (
        <p class={`line ${hand.result.net > 0 ? 'won' : hand.result.net < 0 ? 'lost' : ''}`}>
          {hand.result.line}
        </p>
      )}
    </li>
  );
}

/** A seat's hands, or nothing before the deal. */
export function Hands({
  seat,
  label = `${seat.name}'s hands`,
}: {
  seat: SeatView;
  label?: string;
}) {
  if (seat.hands.length === 0) return null;
  return (
    <ol class="bb-hands" aria-label={label}>
      {seat.hands.map((hand, i) => (
        <Hand key={i} hand={hand} index={i} count={seat.hands.length} />
      ))}
    </ol>
  );
}

export function Dealer({ view }: { view: BlackBaronView }) {
  const dealer = view.dealer;
  if (!dealer) return null;
  const secret = dealer.dice.some((d) => d.hidden);
  const total = dealer.bust
    ? `bust at ${dealer.total}`
    : dealer.roundTable
      ? `Round Table: ${dealer.value}`
      : secret
        ? `shows ${dealer.dice[0]!.face}`
        : String(dealer.total);
  return (
    <section class="dealer" aria-label="The dealer">
      <h2>The dealer</h2>
      <p>
        {dealer.dice.map((d, i) => (
          <Die key={i} face={d.face} hidden={d.hidden} />
        ))}
        <span class="total">{total}</span>
        {secret && (
          <small>
            {' '}
            · the second die lies face down{view.viewer.role === 'gm' ? ' (only you see it)' : ''}
          </small>
        )}
        {!secret && dealer.dice.length === 1 && view.phase === 'players' && (
          <small> · rolls the second die once everyone has acted</small>
        )}
      </p>
    </section>
  );
}

/** The round's end by the Black Plague, told at the top with the other news of the round. */
export function Plague({ view }: { view: BlackBaronView }) {
  if (!view.plague) return null;
  return (
    <p class="result" role="status" aria-label="Black Plague">
      Black Plague! The dealer’s second 10: every bet still on the table is forfeit.
    </p>
  );
}

/** "+5 gp", "−3 gp", "push". */
const netWords = (net: number): string =>
  net > 0 ? `wins ${gp(net)}` : net < 0 ? `loses ${gp(-net)}` : 'pushes';

/** The payout's headline, for every screen the GM's included: the dealer's hand, then each seat's net. */
export function Payout({ view }: { view: BlackBaronView }) {
  if (view.phase !== 'roundOver' || view.plague || !view.dealer) return null;
  const settled = view.seats.filter((s) => s.net !== null);
  if (settled.length === 0) return null;
  return (
    <p class="result" role="status" aria-label="Payout">
      Dealer {handTotal(view.dealer)}:{' '}
      {settled.map((s) => `${s.name} ${netWords(s.net!)}`).join(' · ')}.
    </p>
  );
}
