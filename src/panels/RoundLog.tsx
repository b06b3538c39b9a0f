/** The round so far, in words; the newest line last. */
import type { LogLine } from '../../machines/twenty-one/view';

export function RoundLog({ log }: { log: LogLine[] }) {
  if (log.length === 0) return null;
  return (
    <details class="log" open>
      <summary>Round log</summary>
      <ol aria-label="Round log">
        {log.map((line, i) => (
          <li key={i}>{line.text}</li>
        ))}
      </ol>
    </details>
  );
}
