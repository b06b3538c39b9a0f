/** Who won and with what, once the round is settled. */
import type { TwentyOneView } from '../../machines/twenty-one/view';
import { gp } from './format';

export function RoundResult({ view }: { view: TwentyOneView }) {
  const result = view.result;
  if (!result) return null;
  const name = (id: string | null) => view.seats.find((s) => s.id === id)?.name ?? 'Someone';
  const text = result.winner
    ? `${name(result.winner)} wins ${gp(result.pot)} with ${result.best}${result.how === 'duel' ? ' after a duel' : ''}.`
    : result.rolledOver
      ? `Nobody stands: the ${gp(result.pot)} pot rolls over.`
      : `Nobody stands: the House keeps ${gp(result.pot)}.`;
  return (
    <p class="result" role="status" aria-label="Result">
      {text}
    </p>
  );
}
