/** The duel: who is in it, how it is rolled (Classic: the contest the GM rolled), what each rolled, and who still has to roll. */
import type { TwentyOneView } from '../../../machines/twenty-one/view';

export function DuelBoard({ view }: { view: TwentyOneView }) {
  const duel = view.duel;
  if (!duel || view.phase !== 'duel') return null;
  const name = (id: string) => view.seats.find((s) => s.id === id)?.name ?? id;
  const toRoll = duel.duelists.filter((id) => !duel.rolls.some((r) => r.seat === id));
  const contest = view.classic?.contest;
  return (
    <section class="duel" aria-label="The duel">
      <h2>
        Duel{duel.lap > 1 ? ` · lap ${duel.lap}` : ''}: {duel.duelists.map(name).join(' vs ')}
      </h2>
      {contest ? (
        // Classic: "The GM rolls 1d6. Players roll 1d20 + Stat."
        <p class="muted">
          The best totals tied. The GM rolled {contest.face}: {contest.name}. Each duelist rolls a
          d20 plus their {contest.stat.toUpperCase()}; the highest roll takes the pot, and a tie
          duels again.
        </p>
      ) : (
        <p class="muted">
          The best totals tied. Each duelist rolls a d20 plus a d4 for every die they bought; the
          highest roll takes the pot.
        </p>
      )}
      <ul>
        {duel.rolls.map((r) => (
          <li key={r.seat}>
            {name(r.seat)} rolled d20 {r.d20}
            {r.d4s.length > 0 && <> + d4 {r.d4s.join(' + ')}</>}
            {contest && r.modifier !== undefined && (
              <>
                {' '}
                {r.modifier < 0 ? '\u2212' : '+'} {contest.stat.toUpperCase()}{' '}
                {Math.abs(r.modifier)}
              </>
            )}{' '}
            = <strong>{r.total}</strong>
          </li>
        ))}
        {toRoll.length > 0 && <li>Still to roll: {toRoll.map(name).join(', ')}</li>}
      </ul>
    </section>
  );
}
