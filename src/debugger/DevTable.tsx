/** The dev page's stand-in for the players' panels: every seat as the GM's view shows it, and buttons that play random legal moves. */
import type { TableView } from '../../machines/catalog';

/** A die as any game's seat shows it: its kind and face, and whether it is a hole die. */
interface ShownDie {
  die: string;
  face: number | null;
  hole?: boolean;
}

const isDie = (value: unknown): value is ShownDie =>
  typeof value === 'object' && value !== null && 'die' in value && 'face' in value;

/** Every die a seat shows, whatever its game calls the list. */
const diceOf = (seat: object): ShownDie[] =>
  Object.values(seat).flatMap((value) => (Array.isArray(value) ? value.filter(isDie) : []));

interface DevTableProps {
  view: TableView;
  onPlay: (steps: number) => void;
  onPlayRound: () => void;
  lastMove: string;
}

export function DevTable({ view, onPlay, onPlayRound, lastMove }: DevTableProps) {
  return (
    <section class="dbg" aria-labelledby="dev-table-h">
      <h2 id="dev-table-h">The table</h2>
      <div class="dbg-row">
        <button type="button" onClick={() => onPlay(1)}>
          Play one step
        </button>
        <button type="button" onClick={() => onPlay(10)}>
          Play 10 steps
        </button>
        <button type="button" onClick={onPlayRound}>
          Play to the end of the round
        </button>
      </div>
      <p role="status" class="dbg-hint">
        {lastMove || 'Random legal play: each step picks one legal intent of the GM or a player.'}
      </p>
      <p>
        Phase <strong data-testid="phase">{view.phase}</strong> · pot{' '}
        <strong data-testid="pot">{view.pot}</strong> gp · House {view.house} gp
        {'turn' in view && view.turn && (
          <> · to act: {view.seats.find((s) => s.id === view.turn)?.name}</>
        )}
      </p>
      <table class="dbg-log" aria-label="Seats">
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Purse</th>
            <th scope="col">Status</th>
            <th scope="col">Dice</th>
          </tr>
        </thead>
        <tbody>
          {view.seats.map((seat) => (
            <tr key={seat.id} data-seat={seat.id}>
              <th scope="row">
                {seat.name}
                {seat.controller === 'gm' ? ' (NPC)' : ''}
              </th>
              <td data-testid={`purse-${seat.id}`}>{seat.purse}</td>
              <td>{seat.status}</td>
              <td class="dbg-mono" data-testid={`dice-${seat.id}`}>
                {diceOf(seat)
                  .map((d) => `${d.die}:${d.face ?? '?'}${d.hole ? '(hole)' : ''}`)
                  .join(' ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
