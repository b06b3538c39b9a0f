/** The table of seats every panel shows: one row per seat, named in its header cell (whose turn, NPC, you), then the panel's own columns. */
import type { ComponentChildren } from 'preact';
import type { SelfPlayView } from '../../../machines/table/selfPlay';

interface SeatRow {
  id: string;
  name: string;
  controller: 'player' | 'gm';
  isTurn?: boolean;
  /** This viewer's own seat (marked "(you)" only when `markYou`). */
  mine?: boolean;
  /** An NPC the host plays by a style. */
  selfPlay?: SelfPlayView;
}

interface Props<S extends SeatRow> {
  seats: S[];
  /** The columns after "Seat". */
  columns: string[];
  /** One cell per column, in order. */
  cells(seat: S): ComponentChildren[];
  /** Mark the viewer's own seat: a player's panel, not the GM's (who "owns" every NPC seat). */
  markYou?: boolean;
  rowClass?(seat: S): string;
}

export function SeatGrid<S extends SeatRow>({
  seats,
  columns,
  cells,
  markYou = false,
  rowClass,
}: Props<S>) {
  if (seats.length === 0) return <p class="muted">Nobody has taken a seat yet.</p>;
  return (
    <table class="seats" aria-label="Seats">
      <thead>
        <tr>
          {['Seat', ...columns].map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {seats.map((seat) => (
          <tr key={seat.id} class={rowClass?.(seat)} data-seat={seat.name}>
            <th scope="row">
              {seat.isTurn && (
                <span role="img" aria-label="to act">
                  ▶{' '}
                </span>
              )}
              {seat.name}
              {seat.controller === 'gm' && <small> NPC</small>}
              {seat.selfPlay && !seat.selfPlay.takenOver && seat.controller === 'gm' && (
                <small class="badge" title="The table plays this NPC by itself">
                  {' '}
                  plays itself
                </small>
              )}
              {seat.selfPlay && seat.controller === 'player' && (
                <small class="badge" title="A style plays this seat until its player takes it back">
                  {' '}
                  on autoplay
                </small>
              )}
              {markYou && seat.mine && <small> (you)</small>}
            </th>
            {cells(seat).map((cell, i) => (
              <td key={columns[i]} data-col={columns[i]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
