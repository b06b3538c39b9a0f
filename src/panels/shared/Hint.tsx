/** A "what does this do?" line, reachable by keyboard. */
export function Hint({ text, title = 'What does this do?' }: { text: string; title?: string }) {
  return (
    <details class="hint">
      <summary>{title}</summary>
      <p>{text}</p>
    </details>
  );
}

/** A move's "what does it do?": the question (the generic one when absent) and its answer. */
export interface MoveHint {
  title?: string;
  text: string;
}

/**
 * The hints of the moves on offer, each once, in the order the view offers them: `hints` keys each by the game's
 * intent type (moves that share a hint share its object, and show it once); a move without one shows none.
 */
export function MoveHints<T extends string>({
  actions,
  hints,
}: {
  actions: readonly { intent: { type: T } }[];
  hints: Readonly<Partial<Record<T, MoveHint>>>;
}) {
  const shown = [
    ...new Set(
      actions.flatMap((a) => {
        const hint = Object.hasOwn(hints, a.intent.type) ? hints[a.intent.type] : undefined;
        return hint ? [hint] : [];
      }),
    ),
  ];
  return (
    <>
      {shown.map((h) => (
        <Hint key={h.text} text={h.text} title={h.title} />
      ))}
    </>
  );
}
