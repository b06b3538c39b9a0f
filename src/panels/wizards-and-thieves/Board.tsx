/**
 * The middle of the Wizards and Thieves table: what the game is played for,
 * the opening roll-off, the last roll (its three dice, the cancelled ones
 * struck through and the counted one marked, and what happened in words), and
 * the result once the game is over.
 */
import type { DieView, WizardsView } from '../../../machines/wizards-and-thieves/view';
import { Die as SharedDie } from '../shared/Die';
import { lastRollSaid } from './narration';

const nameIn = (view: WizardsView) => (id: string) =>
  view.seats.find((s) => s.id === id)?.name ?? id;

export function Stakes({ view }: { view: WizardsView }) {
  if (!view.stakes) return null;
  return (
    <p
      class="stakes"
      role="note"
      aria-label="Stakes"
      title={`${view.stakes.name}: the d4 showed ${view.stakes.roll}`}
    >
      {view.stakes.line}
    </p>
  );
}

const KIND: Record<DieView['kind'], string> = { wizard: 'a wizard', thief: 'a thief', plain: '' };

function describeDie(d: DieView): string {
  return [String(d.face), KIND[d.kind], d.cancelled ? 'cancelled' : '', d.counted ? 'counted' : '']
    .filter(Boolean)
    .join(', ');
}

/** One die of a roll: a wizard or a thief named, struck through when cancelled, marked when counted. */
function Die({ die }: { die: DieView }) {
  const tag = [
    die.kind !== 'plain' ? die.kind : '',
    die.cancelled ? 'cancelled' : '',
    die.counted ? 'counted' : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <SharedDie
      kind="d6"
      face={die.face}
      label={describeDie(die)}
      class={`${die.kind}${die.cancelled ? ' cancelled' : ''}${die.counted ? ' counted' : ''}`}
      tag={tag || undefined}
    />
  );
}

export function LastRoll({ view }: { view: WizardsView }) {
  const last = view.last;
  if (!last) return null;
  const name = nameIn(view)(last.seat);
  return (
    <section class="roll" aria-label="The roll">
      <h2>
        {name} declared <strong>{last.call}</strong>
      </h2>
      <p class="dice">
        {last.dice.map((d, i) => (
          <Die key={`${view.round}-${i}-${d.face}`} die={d} />
        ))}
      </p>
      <p class="happened" role="status" aria-label="What happened">
        {lastRollSaid(view)}
      </p>
    </section>
  );
}

export function Opening({ view }: { view: WizardsView }) {
  const opening = view.opening;
  if (!opening || view.phase !== 'opening') return null;
  const name = nameIn(view);
  return (
    <section class="opening" aria-label="Roll for the first turn">
      <h2>
        Everyone rolls 3d6: the highest goes first
        {opening.volley > 1 && <> · the tied roll again</>}
      </h2>
      {opening.earlier.length > 0 && (
        <p class="muted">
          Earlier:{' '}
          {opening.earlier
            .map((volley) => volley.map((r) => `${name(r.seat)} ${r.total}`).join(', '))
            .join(' · ')}
        </p>
      )}
      <ul>
        {opening.rolls.map((r) => (
          <li key={r.seat}>
            {name(r.seat)} rolled {r.dice.join(', ')}: <strong>{r.total}</strong>
          </li>
        ))}
        {opening.toRoll.length > 0 && (
          <li class="muted">Still to roll: {opening.toRoll.map(name).join(', ')}</li>
        )}
      </ul>
    </section>
  );
}

const ENDINGS: Record<NonNullable<WizardsView['result']>['ending'], string> = {
  'three-wizards': 'three wizards took the whole pot',
  'three-thieves': 'three thieves split the pot',
  'pot-empty': 'the pot ran dry',
  'last-standing': 'everyone else ran out of coins',
};

export function Result({ view }: { view: WizardsView }) {
  const result = view.result;
  if (!result) return null;
  const name = nameIn(view);
  const most = view.seats.find((s) => s.id === result.winners[0])?.coins ?? 0;
  const who =
    result.winners.length === 1
      ? `${name(result.winners[0]!)} wins with ${most} coins`
      : `${result.winners.map(name).join(' and ')} share the win with ${most} coins each`;
  return (
    <section class="payout" aria-label="Payout">
      <p class="result" role="status" aria-label="Result">
        {who}: {ENDINGS[result.ending]}.
      </p>
      <p class="muted">What each seat has left goes back to its purse.</p>
    </section>
  );
}
