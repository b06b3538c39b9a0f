/**
 * Every step the table took: applied intents with their sender, time, dice
 * and the state they led to; refusals with their reason (marked in words, not
 * only by colour); the GM's rewinds and imports.
 */
import type { DebugStep } from './port';
import { diceText, intentText, reasonText, senderText, stateText, timeText } from './format';

interface EventLogProps {
  steps: readonly DebugStep[];
  /** Player names by id, for the Sender column. */
  names: Readonly<Record<string, string>>;
  selected: number | null;
  onView: (seq: number) => void;
}

export function EventLog({ steps, names, selected, onView }: EventLogProps) {
  const newestFirst = [...steps].reverse();
  return (
    <div class="dbg-scroll">
      <table class="dbg-log">
        <caption class="dbg-hint">{steps.length} steps, newest first</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Time</th>
            <th scope="col">Sender</th>
            <th scope="col">Intent</th>
            <th scope="col">Dice</th>
            <th scope="col">Result</th>
            <th scope="col">
              <span class="dbg-hint">Time travel</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((step) => (
            <StepRow
              key={step.seq}
              step={step}
              names={names}
              selected={step.seq === selected}
              onView={onView}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StepRow({
  step,
  names,
  selected,
  onView,
}: {
  step: DebugStep;
  names: Readonly<Record<string, string>>;
  selected: boolean;
  onView: (seq: number) => void;
}) {
  const refused = !step.outcome.ok;
  const override = step.kind === 'rewind' || step.kind === 'import';
  const rowClass = refused ? 'dbg-refused' : override ? 'dbg-override' : undefined;
  const sender =
    step.kind === 'replayed'
      ? `${step.event?.by ?? ''} (imported)`
      : senderText(step.sender, names);
  return (
    <tr class={rowClass} aria-current={selected ? 'true' : undefined} data-seq={step.seq}>
      <td>{step.seq}</td>
      <td>{timeText(step.at)}</td>
      <td>{sender}</td>
      <td class="dbg-mono">
        {step.kind === 'intent' || step.kind === 'replayed'
          ? intentText(step.event ?? step.intent, names)
          : step.note}
      </td>
      <td class="dbg-mono">{diceText(step.event?.dice)}</td>
      <td>
        {step.outcome.ok ? (
          <span class="dbg-mono">{stateText(step.state)}</span>
        ) : (
          <>
            <span class="dbg-refused-label">Refused: </span>
            {reasonText(step.outcome.reason)}
          </>
        )}
      </td>
      <td>
        <button
          type="button"
          onClick={() => onView(step.seq)}
          aria-label={`View the table after step ${step.seq}`}
        >
          View
        </button>
      </td>
    </tr>
  );
}
