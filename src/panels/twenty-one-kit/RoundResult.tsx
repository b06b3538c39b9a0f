/** Who won what and why, once the round is settled. */
import type { TwentyOneView } from '../../../machines/twenty-one-kit/view';
import { gp, SHARES_ROUNDING } from '../shared/format';

export function RoundResult({ view }: { view: TwentyOneView }) {
  const result = view.result;
  if (!result) return null;
  const name = (id: string | null) => view.seats.find((s) => s.id === id)?.name ?? 'Someone';
  const text = result.winner
    ? `${name(result.winner)} wins ${gp(result.pot)} with ${result.best}${result.how === 'duel' ? ' after a duel' : ''}.`
    : result.rolledOver
      ? `Nobody stands: the ${gp(result.pot)} pot rolls over.`
      : `Nobody stands: the House keeps ${gp(result.pot)}.`;
  const why =
    result.how === 'highest-total'
      ? `Highest total of 21 or less among the seats that held.`
      : result.how === 'duel'
        ? 'The best totals tied, so the tied seats duelled.'
        : 'Everyone busted, folded or was caught.';
  // A seat caught cheating cannot win, whatever it holds: said in the headline, so a better total that lost is explained.
  const caught = view.seats.filter((s) => s.status === 'caught');
  const caughtText = caught
    .map((s) => `${s.name}${s.total !== null ? ` (${s.total})` : ''}`)
    .join(' and ');
  const bets = Object.entries(result.sideBets).filter(([, amount]) => amount > 0);
  const fees = Object.entries(result.feesPaid).filter(([, amount]) => amount > 0);
  return (
    <section class="payout" aria-label="Payout">
      <p class="result" role="status" aria-label="Result">
        {text}
        {caught.length > 0 &&
          ` ${caughtText} ${caught.length === 1 ? 'was' : 'were'} caught cheating and disqualified.`}
      </p>
      <p class="muted">{why}</p>
      {(bets.length > 0 || fees.length > 0) && (
        <ul>
          {bets.map(([seat, amount]) => (
            <li key={`bet-${seat}`}>
              {view.sideBets.some((b) => b.by === seat && b.on === result.winner)
                ? `${name(seat)} backed the winner: ${gp(amount)} from the side-bet pool`
                : `${name(seat)} gets the ${gp(amount)} side bet back (nobody backed the winner)`}
            </li>
          ))}
          {fees.map(([seat, amount]) => (
            <li key={`fee-${seat}`}>
              {name(seat)} paid {gp(amount)} in cleaning fees
            </li>
          ))}
        </ul>
      )}
      {bets.some(([seat]) =>
        view.sideBets.some((b) => b.by === seat && b.on === result.winner),
      ) && <p class="rounding">{SHARES_ROUNDING}</p>}
    </section>
  );
}
