/** The player's own seat: their dice (the hole die marked as theirs alone), total, purse, and what only they know. */
import type { SeatView, TwentyOneView } from '../../../machines/twenty-one-kit/view';
import { gp } from '../shared/format';
import type { Worded } from '../shared/words';
import { DieFace, revealed } from './SeatTable';

/** A seat's status, said to its owner. */
const YOU_ARE: Record<SeatView['status'], string> = {
  waiting: 'waiting for the round',
  in: 'you are still in',
  held: 'you hold',
  busted: 'you busted',
  folded: 'you folded',
  caught: 'you were caught cheating',
  forfeited: 'you forfeited the round (house rule)',
};

/** What this seat has used this round, and what it still may: Classic's Goad and Bump, or Standard's skills and Heat. */
function WhatYouUsed({ seat, view }: { seat: SeatView; view: TwentyOneView }) {
  const secrets = seat.secrets!;
  if (view.classic)
    return (
      // Classic: Goad and Bump (once a round each, if the table says so), no Heat; each cheat's DC is the one an investigation must meet.
      <p class="muted">
        {secrets.skillsUsed.length
          ? `Used this round: ${secrets.skillsUsed.map((s) => s.toLowerCase()).join(', ')}`
          : view.options.goadBumpOnceARound
            ? 'Goad and Bump still yours this round'
            : 'No Goad or Bump yet this round'}
        {secrets.cheats
          .filter((c) => c.dc !== undefined && c.outcome === 'success')
          .map((c, i) => (
            <span key={i}>
              {' '}
              · your {c.method === 'magical' ? 'Residue' : 'Tell'} DC {c.dc}
            </span>
          ))}
      </p>
    );
  return (
    <p class="muted">
      {secrets.skillsUsed.length
        ? `Used this round: ${secrets.skillsUsed.map((s) => s.toLowerCase()).join(', ')}`
        : secrets.cheats.length > 0
          ? 'You cheated this round (a cheat is not a skill): no skill used yet'
          : 'No skill used yet this round'}
      {secrets.skillThisTurn && <> · your skill of this turn is spent</>} · cheat DC{' '}
      {secrets.heatDC}
      {seat.drinks > 0 && (
        <>
          {' '}
          · {seat.drinks} drink{seat.drinks === 1 ? '' : 's'}
        </>
      )}
      {seat.sloppy && <> · Sloppy</>}
      {secrets.mustRoll && (
        <> · you must roll {secrets.mustRoll === 'd20' ? 'a d20' : ''} before you hold</>
      )}
      {secrets.nextRollBlind && <> · your next roll is blind</>}
    </p>
  );
}

/** The seat's purse, its total, where it stands, and a cleaning fee it owes. */
function PurseLine({ seat, view }: { seat: SeatView; view: TwentyOneView }) {
  return (
    <p>
      Your purse:{' '}
      <strong key={seat.purse} class="gold">
        {gp(seat.purse)}
      </strong>
      {seat.total !== null && (
        <>
          {' '}
          · your total: <strong>{seat.total}</strong>
        </>
      )}
      {view.phase !== 'lobby' && <> · {YOU_ARE[seat.status]}</>}
      {/* A natural 1's fee is collected at the payout: until then it is owed, and the purse has not moved. */}
      {!view.result && (seat.fees ?? 0) > 0 && (
        <>
          {' '}
          · owes <strong>{gp(seat.fees!)}</strong> cleaning fee (paid at the payout)
        </>
      )}
    </p>
  );
}

export function YourHand({ seat, view }: { seat: SeatView; view: TwentyOneView }) {
  const secrets = seat.secrets;
  const deciding = view.deciding === seat.id;
  const last = seat.dice.at(-1);
  const bets = view.sideBets.filter((b) => b.by === seat.id);
  // Classic's opener throws two dice at once: the decision names both.
  const rolled = view.phase === 'opener' ? seat.dice.slice(-2) : last ? [last] : [];
  const acting = seat.isTurn || deciding;
  return (
    <section class={`hand${acting ? ' my-turn' : ''}`} aria-label="Your hand">
      {acting && view.phase !== 'lobby' && <p class="your-turn">Your turn</p>}
      {deciding && rolled.length > 0 && (
        <p class="decide" role="status">
          You rolled {rolled.map((d) => `${d.die} ${d.face ?? '?'}`).join(' and ')}:{' '}
          {rolled.length > 1 ? 'keep them, or try to cheat one' : 'keep it, or try to cheat it'}{' '}
          before the bust is judged.
        </p>
      )}
      {seat.dice.length > 0 && (
        <p class="dice" role="group" aria-label="Your dice">
          {seat.dice.map((d, i) => (
            <DieFace key={i} die={d} mine={!revealed(view)} />
          ))}
        </p>
      )}
      <PurseLine seat={seat} view={view} />
      {secrets && view.phase !== 'lobby' && <WhatYouUsed seat={seat} view={view} />}
      {bets.map((bet) => (
        <p key={bet.on} class="own-bet">
          Your side bet: <strong>{gp(bet.amount)}</strong> on{' '}
          {bet.on === seat.id
            ? 'yourself'
            : (view.seats.find((s) => s.id === bet.on)?.name ?? bet.on)}
        </p>
      ))}
      {secrets && secrets.foreseen.length > 0 && (
        <p>
          Foreseen:{' '}
          {secrets.foreseen.map((f) => (
            <span key={f.die} class="foreseen">
              next {f.die}{' '}
              {f.face !== null ? `is ${f.face}` : f.hint === 'HIGH' ? 'is HIGH' : 'is LOW'}{' '}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}

/**
 * What only this viewer learned: foresight, profiles, cheats, backfires. A record, newest last, so a line a later one
 * overtook (a hole die the Cut changed) is said to be history; once the hands are revealed it is no longer "only you".
 */
export function PrivateArea({
  view,
  title = 'Only you can see this',
}: {
  view: Pick<Worded<TwentyOneView>, 'private' | 'phase'>;
  title?: string;
}) {
  if (view.private.length === 0) return null;
  const heading = view.phase === 'roundOver' ? 'What you learned this round' : title;
  return (
    <section class="private" aria-label={heading}>
      <h2>
        {heading} <small>(newest last; your hand above is as it stands)</small>
      </h2>
      <ul>
        {view.private.map((line, i) => (
          <li key={i}>{line.text}</li>
        ))}
      </ul>
    </section>
  );
}
