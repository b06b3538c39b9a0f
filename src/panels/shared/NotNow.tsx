/**
 * The moves of this phase a viewer may not make now, greyed out with the
 * reason the view gives, in the words the host's refusal of them would be said
 * in, so a move never simply vanishes. Moves refused for one reason share one line.
 */
import { gp } from './format';
import type { SaidWithheld as Unavailable } from './words';

type Seat = { id: string; name: string; purse: number };

/** Unavailable moves by the seat they act for: the viewer's (or the table's, for the GM) under `undefined`. */
export const unavailableFor = (
  list: readonly Unavailable[] | undefined,
  seat?: string,
): Unavailable[] => (list ?? []).filter((u) => u.intent.seat === seat);

export function NotNow({
  items,
  label = 'Not now',
}: {
  items: readonly Unavailable[];
  label?: string;
}) {
  if (items.length === 0) return null;
  const reasons = [...new Set(items.map((u) => u.because))];
  return (
    <ul class="not-now" aria-label={label}>
      {reasons.map((reason, i) => (
        <li key={reason}>
          {items
            .filter((u) => u.because === reason)
            .map((u) => (
              <button
                key={u.label}
                type="button"
                disabled
                aria-describedby={`${label}-${i}`.replace(/\W+/g, '-')}
              >
                {u.label}
              </button>
            ))}
          <span class="why" id={`${label}-${i}`.replace(/\W+/g, '-')}>
            {reason}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Beside a withheld "Start the round": each seat that cannot cover the ante,
 * with the GM's two ways out, a new purse or the seat out of the game; beside
 * a withheld "Next round" (purses change only in the lobby), where to do it.
 */
export function ShortOfAnte({
  seats,
  ante,
  send,
  busy,
  inLobby = true,
}: {
  seats: readonly Seat[];
  ante: number;
  send(intent: unknown): void;
  busy: boolean;
  inLobby?: boolean;
}) {
  const short = seats.filter((s) => s.purse < ante);
  if (short.length === 0) return null;
  return (
    <>
      <ul class="short" aria-label="Seats short of the ante">
        {short.map((s) => (
          <li key={s.id}>
            {s.name} has {gp(s.purse)} of the {gp(ante)} ante
            {inLobby && (
              <>
                :{' '}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => send({ type: 'SET_PURSE', seat: s.id, purse: ante })}
                >
                  Set {s.name}’s purse to {gp(ante)}
                </button>{' '}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => send({ type: 'REMOVE_SEAT', seat: s.id })}
                >
                  Seat {s.name} out
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {!inLobby && (
        <p class="short-hint">Go back to the lobby to set their purse or seat them out.</p>
      )}
    </>
  );
}

/** The seats short of the ante beside a withheld start or next round, if either is withheld. */
export function ShortBeside({
  withheld,
  seats,
  ante,
  send,
  busy,
}: {
  withheld: readonly Unavailable[];
  seats: readonly Seat[];
  ante: number;
  send(intent: unknown): void;
  busy: boolean;
}) {
  const start = withheld.some((u) => u.intent.type === 'START_ROUND');
  const next = withheld.some((u) => u.intent.type === 'NEXT_ROUND');
  if (!start && !next) return null;
  return <ShortOfAnte seats={seats} ante={ante} send={send} busy={busy} inLobby={start} />;
}

/**
 * Moves a game leaves unsaid while withheld, by type or as it reads them: replies that only exist when something
 * calls for them (a retaliation), or a move the panel offers another way.
 */
export type Quiet = readonly string[] | ((withheld: Unavailable) => boolean);

/** Whether a withheld move is one `quiet` leaves unsaid. */
export const quietTest = (quiet: Quiet): ((u: Unavailable) => boolean) =>
  typeof quiet === 'function' ? quiet : (u) => quiet.includes(u.intent.type);

/**
 * The viewer's own moves withheld now (the table's, for the GM), for panels that lay out their own moves, with the
 * seats short of the ante beside a withheld start. An NPC's withheld moves are said under its own moves
 * (./NpcSection.tsx).
 */
export function Withheld({
  view,
  act,
  busy,
  quiet = [],
}: {
  view: {
    unavailable?: Unavailable[];
    seats: readonly Seat[];
    options: { ante: number };
  };
  act(intent: unknown): void;
  busy: boolean;
  quiet?: Quiet;
}) {
  const isQuiet = quietTest(quiet);
  const own = unavailableFor(view.unavailable).filter((u) => !isQuiet(u));
  return (
    <>
      <NotNow items={own} />
      <ShortBeside
        withheld={own}
        seats={view.seats}
        ante={view.options.ante}
        send={act}
        busy={busy}
      />
    </>
  );
}
