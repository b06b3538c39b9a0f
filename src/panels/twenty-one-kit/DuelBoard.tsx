/** The duel: who is in it, how it is rolled (Classic: the contest the GM rolled), what each rolled, and who still has to roll. */
import type { DuelRoll } from '../../../machines/twenty-one-kit/context';
import type { TwentyOneView } from '../../../machines/twenty-one-kit/view';

/** How this table's duel roll is made, as its rules read (docs/rules/twenty-one-standard.md, twenty-one-classic.md). */
function duelRule(view: TwentyOneView): string {
  // Only a Classic round has its own part of the view.
  if (view.classic) {
    const { contest } = view.classic;
    // Classic: "The GM rolls 1d6. Players roll 1d20 + Stat."
    return contest
      ? `The GM rolled ${contest.face}: ${contest.name}. Each duelist rolls a d20 plus their ${contest.stat.toUpperCase()} modifier`
      : 'Each duelist rolls a d20 plus the stat of the contest the GM rolled';
  }
  return view.options.duelD4PerHit
    ? 'Each duelist rolls a d20 plus a d4 for every die they bought'
    : 'Each duelist rolls a d20 plus one d4 multiplied by the number of dice they bought';
}

/** The d4s of a roll: one multiplied by the hit count, or one per hit added up. */
const d4Text = (r: DuelRoll): string =>
  r.hits !== undefined && r.d4s.length < r.hits ? `${r.d4s[0]} × ${r.hits}` : r.d4s.join(' + ');

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
      <p class="muted">
        The best totals tied. {duelRule(view)}; the highest roll takes the pot
        {view.classic ? ', and a tie duels again.' : '.'}
      </p>
      <ul>
        {duel.rolls.map((r) => (
          <li key={r.seat}>
            {name(r.seat)} rolled d20 {r.d20}
            {r.d4s.length > 0 && <> + d4 {d4Text(r)}</>}
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
