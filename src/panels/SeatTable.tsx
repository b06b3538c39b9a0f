/** The table as this viewer may see it: each seat's dice, total, purse and status, and whose turn it is. */
import type { DieView, SeatView, TwentyOneView } from '../../machines/twenty-one/view';
import { gp } from './format';

function Die({ die, mine }: { die: DieView; mine: boolean }) {
  const face = die.face ?? '?';
  const counts = die.counts !== null && die.counts !== die.face ? ` (counts ${die.counts})` : '';
  const tag = die.hole ? (mine && die.face !== null ? ' hole, yours' : ' hole') : '';
  return (
    <span class={`die${die.hole ? ' hole' : ''}${die.face === null ? ' hidden' : ''}`} title={die.hole ? 'Hole die' : undefined}>
      {die.die} {face}
      {counts}
      {tag && <small>{tag}</small>}
    </span>
  );
}

function total(seat: SeatView): string {
  if (seat.total !== null) return String(seat.total);
  return seat.dice.length ? `${seat.showing} showing` : '';
}

export function SeatTable({ view }: { view: TwentyOneView }) {
  if (view.seats.length === 0) return <p class="muted">Nobody has taken a seat yet.</p>;
  return (
    <table class="seats" aria-label="Seats">
      <thead>
        <tr>
          <th scope="col">Seat</th>
          <th scope="col">Dice</th>
          <th scope="col">Total</th>
          <th scope="col">Purse</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {view.seats.map((seat) => (
          <tr key={seat.id} class={seat.isTurn ? 'turn' : undefined} data-seat={seat.name}>
            <th scope="row">
              {seat.isTurn && <span aria-label="to act">▶ </span>}
              {seat.name}
              {seat.controller === 'gm' && <small> NPC</small>}
              {seat.mine && view.viewer.role === 'player' && <small> (you)</small>}
            </th>
            <td>
              {seat.dice.map((d, i) => (
                <Die key={i} die={d} mine={seat.mine} />
              ))}
            </td>
            <td>{total(seat)}</td>
            <td>{gp(seat.purse)}</td>
            <td>{seat.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
