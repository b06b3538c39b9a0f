/**
 * Purses players asked for, above everything else: the GM grants or declines each in the lobby (where purses are
 * set), and is told during a round that one waits; a player sees what they asked for until the GM decides
 * (./YourRequest.tsx).
 */
import type { TableView } from '../../../machines/catalog';
import { gp } from './format';
import { type AskingSeat, asking } from './YourRequest';

export function PurseRequests({
  view,
  act,
  busy,
}: {
  view: { phase: TableView['phase']; seats: readonly AskingSeat[] };
  act(intent: unknown): void;
  busy: boolean;
}) {
  const seats = asking(view.seats);
  if (seats.length === 0) return null;
  const lobby = view.phase === 'lobby';
  return (
    <section class="requests" aria-labelledby="purse-requests">
      <h2 id="purse-requests">Purse requests</h2>
      <ul>
        {seats.map((seat) => (
          <li key={seat.id}>
            {seat.name} asks for {gp(seat.asks)} (sits with {gp(seat.purse)}).{' '}
            {lobby ? (
              <>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => act({ type: 'SET_PURSE', seat: seat.id, purse: seat.asks })}
                >
                  Grant {gp(seat.asks)}
                </button>{' '}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => act({ type: 'DECLINE_PURSE', seat: seat.id })}
                >
                  Decline
                </button>
              </>
            ) : (
              <span class="muted">Purses are set in the lobby: answer after this round.</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
