/** The table as this viewer may see it: each seat's dice, total, purse and status, and whose turn it is. */
import type { DieView, SeatView, TwentyOneView } from '../../machines/twenty-one/view';
import { gp, STATUS_WORDS } from './format';

/** What a die says in words, for screen readers and for anyone who cannot tell the colours apart. */
function dieWords(die: DieView, mine: boolean): string {
  if (die.face === null) return `${die.die}, ${die.blind ? 'blind' : 'hole'} die, hidden`;
  const counts = die.counts !== null && die.counts !== die.face ? `, counts ${die.counts}` : '';
  const kind = die.hole ? (mine ? ', your hole die, only you see it' : ', hole die') : die.blind ? ', blind die' : '';
  return `${die.die} showing ${die.face}${counts}${kind}`;
}

/** One die: its kind and face, always in text; the hole die is marked as its owner's alone. */
export function DieFace({ die, mine }: { die: DieView; mine: boolean }) {
  const face = die.face ?? '?';
  const counts = die.counts !== null && die.counts !== die.face ? ` (counts ${die.counts})` : '';
  const tag = die.hole ? (mine && die.face !== null ? ' hole, only you see it' : ' hole') : die.blind ? ' blind' : '';
  return (
    <span class={`die${die.hole ? ' hole' : ''}${die.blind ? ' blind' : ''}${die.face === null ? ' hidden' : ''}`} role="img" aria-label={dieWords(die, mine)}>
      {die.die} <b class="face">{face}</b>
      {counts}
      {tag && <small>{tag}</small>}
    </span>
  );
}

/** After the reveal every hole die is on the table: nothing is "only yours" any more. */
export const revealed = (view: TwentyOneView): boolean => view.seats.some((s) => !s.mine && s.dice.some((d) => d.hole && d.face !== null));

function total(seat: SeatView): string {
  if (seat.total !== null) return String(seat.total);
  return seat.dice.length ? `${seat.showing} showing` : '';
}

function status(seat: SeatView): string {
  const extra = [seat.sloppy ? 'Sloppy' : '', seat.drinks > 0 ? `${seat.drinks} drinks` : '', seat.accused ? 'accused' : ''].filter(Boolean);
  return [STATUS_WORDS[seat.status], ...extra].join(', ');
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
          <tr key={seat.id} class={`${seat.isTurn ? 'turn ' : ''}status-${seat.status}`} data-seat={seat.name}>
            <th scope="row">
              {seat.isTurn && <span aria-label="to act">▶ </span>}
              {seat.name}
              {seat.controller === 'gm' && <small> NPC</small>}
              {seat.mine && view.viewer.role === 'player' && <small> (you)</small>}
            </th>
            <td>
              {seat.dice.map((d, i) => (
                <DieFace key={i} die={d} mine={seat.mine && view.viewer.role === 'player' && !revealed(view)} />
              ))}
            </td>
            <td>{total(seat)}</td>
            <td>{gp(seat.purse)}</td>
            <td>{status(seat)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
