/** A "what does this do?" line, reachable by keyboard. */
export function Hint({ text, title = 'What does this do?' }: { text: string; title?: string }) {
  return (
    <details class="hint">
      <summary>{title}</summary>
      <p>{text}</p>
    </details>
  );
}
