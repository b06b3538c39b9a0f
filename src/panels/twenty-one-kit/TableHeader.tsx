/** Where a Standard table stands: the phase, the round, the pot, and whose turn it is. */
import type { TwentyOneView } from '../../../machines/twenty-one-kit/view';
import { TableBanner } from '../shared/TableBanner';
import { PHASES } from './words';

export function TableHeader({ view }: { view: TwentyOneView }) {
  const turn = view.seats.find((s) => s.id === view.turn);
  const cutter = view.seats.find((s) => s.id === view.cutter);
  const deciding = view.seats.find((s) => s.id === view.deciding);
  // The target of a failed bump: they may re-roll one of the bumper's dice at any moment (Standard), or the whole
  // table waits on their choice (Classic).
  const avenger = view.seats.find((s) => s.owesRetaliation);
  const bumper = view.seats.find((s) => s.id === avenger?.owesRetaliation);
  const tableWaits = Boolean(avenger && view.classic);
  return (
    <TableBanner view={view} phase={PHASES[view.phase].title}>
      {turn && !deciding && !tableWaits && (
        <> · {turn.mine && view.viewer.role === 'player' ? 'your turn' : `${turn.name} to act`}</>
      )}
      {deciding && (
        <>
          {' '}
          ·{' '}
          {deciding.mine && view.viewer.role === 'player'
            ? 'you are deciding on your roll'
            : `${deciding.name} is deciding on their roll`}
        </>
      )}
      {avenger && bumper && (
        <>
          {' '}
          ·{' '}
          {avenger.mine && view.viewer.role === 'player'
            ? `you re-roll one of ${bumper.name}'s dice`
            : tableWaits
              ? `waiting on ${avenger.name} to re-roll one of ${bumper.name}'s dice`
              : `${avenger.name} may re-roll one of ${bumper.name}'s dice`}
        </>
      )}
      {/* Classic has no side bets: its view's flag says only where in the round they would be open. */}
      {view.sideBetsOpen && !view.classic && <> · side bets open</>}
      {cutter && (
        <>
          {' '}
          ·{' '}
          {cutter.mine && view.viewer.role === 'player'
            ? 'you may take the Cut'
            : `${cutter.name} may take the Cut`}{' '}
          (the lowest visible die; a tie goes to the earliest seat)
        </>
      )}
    </TableBanner>
  );
}
