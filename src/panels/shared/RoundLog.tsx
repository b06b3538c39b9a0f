/** The round so far, in words; the newest line last. */
export function RoundLog({ log }: { log: readonly { text: string }[] }) {
  if (log.length === 0) return null;
  return (
    <details class="log" open>
      <summary>Round log</summary>
      {/* A long log scrolls in its box: focusable, so a keyboard can scroll it too. */}
      <ol aria-label="Round log" tabIndex={0}>
        {log.map((line, i) => (
          <li key={i}>{line.text}</li>
        ))}
      </ol>
    </details>
  );
}
