/**
 * What In Between puts on the table: the dice (the between apart from the
 * surrounds), the gap between the surrounds on a strip of the d20's faces,
 * and the exact odds of the throw to come, as the view reports them.
 */
import type { Chance, DieView, InBetweenView, OddsView } from '../../../machines/in-between/view';
import { Die as SharedDie } from '../shared/Die';

const colourName = (colour: string | null) =>
  colour ? `${colour[0]!.toUpperCase()}${colour.slice(1)} ` : '';

export function Die({ die, label }: { die: DieView; label: string }) {
  return (
    <SharedDie
      kind="d20"
      face={die.face}
      label={`${label}: ${colourName(die.colour)}d20 showing ${die.face}`}
      class={die.colour ?? 'plain'}
      tag={die.colour ?? undefined}
    />
  );
}

/** The latest throw: the between on its own, then the two surrounds; an earlier throw (doubles) beneath it. */
export function Throws({ view }: { view: InBetweenView }) {
  const last = view.throws.at(-1);
  if (!last) return null;
  return (
    <section class="throw" aria-label="The dice">
      <div class="between-die">
        <h2>Between</h2>
        {last.between ? (
          <Die die={last.between} label="The between" />
        ) : (
          <span class="muted">to roll</span>
        )}
      </div>
      <div class="surround-dice">
        <h2>Surrounds</h2>
        <Die die={last.surrounds[0]} label="A surround" />
        <Die die={last.surrounds[1]} label="A surround" />
      </div>
      {view.throws.length > 1 && (
        <p class="muted">
          Rolled again for double after doubles (
          {view.throws[0]!.surrounds.map((d) => d.face).join(' and ')}).
        </p>
      )}
    </section>
  );
}

const FACES = Array.from({ length: 20 }, (_, i) => i + 1);

/** The d20's faces in a row: the surrounds marked, the faces strictly between them shaded, the between ringed. */
export function Gap({ view }: { view: InBetweenView }) {
  const gap = view.gap;
  if (!gap) return null;
  const between = view.throws.at(-1)?.between?.face ?? null;
  const words =
    gap.low === gap.high
      ? `Doubles: nothing lies between ${gap.low} and ${gap.high}`
      : `${gap.inside} ${gap.inside === 1 ? 'face lies' : 'faces lie'} between ${gap.low} and ${gap.high}`;
  return (
    <div
      class="gap"
      role="img"
      aria-label={`The gap. ${words}${between === null ? '' : `; the between shows ${between}`}.`}
    >
      {FACES.map((f) => {
        const kind =
          f === gap.low || f === gap.high
            ? 'surround'
            : f > gap.low && f < gap.high
              ? 'inside'
              : 'outside';
        return (
          <span key={f} class={`face ${kind}${f === between ? ' between' : ''}`}>
            {f}
          </span>
        );
      })}
    </div>
  );
}

const percent = (c: Chance) => `${Number(((100 * c.ways) / c.outOf).toFixed(1))}%`;
const fraction = (c: Chance) => (c.ways === 0 ? 'none' : `${c.ways} in ${c.outOf} (${percent(c)})`);

/** The exact chance to win the throw to come, and each way it can fall. */
export function Odds({
  odds,
  between,
  surrounds,
}: {
  odds: OddsView;
  between: string;
  surrounds: string;
}) {
  // On the final re-roll doubles settle the round: the between's chance counts them when they are its to win.
  const doublesWinner =
    odds.win.ways === odds.inside.ways && odds.win.outOf === odds.inside.outOf
      ? surrounds
      : between;
  const doubles = odds.final
    ? `Doubles again, ${doublesWinner} wins`
    : 'Doubles, a call: accept the loss or roll again for double';
  return (
    <section class="odds" aria-label="The odds">
      <p>
        {odds.final ? 'The re-roll for double' : 'This throw'}: {between} wins{' '}
        <strong>{fraction(odds.win)}</strong>
      </p>
      <ul>
        <li>Between the surrounds: {fraction(odds.inside)}</li>
        <li>On a surround: {fraction(odds.equal)}</li>
        <li>Outside the surrounds: {fraction(odds.outside)}</li>
        {odds.sequential.ways > 0 && (
          <li>
            Sequential surrounds, {surrounds} wins: {fraction(odds.sequential)}
          </li>
        )}
        {odds.doubles.ways > 0 && (
          <li>
            {doubles}: {fraction(odds.doubles)}
          </li>
        )}
      </ul>
    </section>
  );
}
