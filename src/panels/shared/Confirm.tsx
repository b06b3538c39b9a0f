/**
 * Moves that cannot be taken back ask first: the GM's void of a round (or of a game, where the game is the round). The
 * question sits at the foot of the panel, in view wherever the button was.
 */
import { useEffect, useState } from 'preact/hooks';

/** `title` is the move as the game offers it ("Void the round", "Void the game"), from its label without the parenthesis. */
const QUESTIONS: Record<
  string,
  { question(title: string): string; title: string; yes: string; no: string }
> = {
  VOID_ROUND: {
    title: 'Void the round',
    question: (title) =>
      `${title}? Every stake goes back to its purse and the table returns to the lobby; every seat is told.`,
    yes: 'Void it',
    no: 'Keep playing',
  },
};

/** A move offered with its words: the question names the move as the button did. */
export interface Offered {
  intent: unknown;
  label: string;
}

const typeOf = (intent: unknown) =>
  typeof intent === 'object' && intent !== null ? (intent as { type?: unknown }).type : undefined;

interface Pending {
  question: string;
  yes: string;
  no: string;
  go(): void;
}
let pending: Pending | null = null;
const listeners = new Set<() => void>();
const set = (next: Pending | null) => {
  pending = next;
  listeners.forEach((l) => l());
};

/** Whether this intent asks first; if so, `go` runs only on the GM's yes. `offered`: the view's actions, whose label names the move. */
export function asksFirst(
  intent: unknown,
  go: () => void,
  offered: readonly Offered[] = [],
): boolean {
  const type = typeOf(intent);
  const words =
    typeof type === 'string' && Object.hasOwn(QUESTIONS, type) ? QUESTIONS[type]! : null;
  if (!words) return false;
  const label = offered.find((a) => typeOf(a.intent) === type)?.label;
  const title = label ? label.replace(/\s*\(.*\)$/, '') : words.title;
  set({ question: words.question(title), yes: words.yes, no: words.no, go });
  return true;
}

export function ConfirmBar() {
  const [, redraw] = useState(0);
  useEffect(() => {
    const listener = () => redraw((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) pending = null;
    };
  }, []);
  if (!pending) return null;
  const { question, yes, no, go } = pending;
  return (
    <div
      class="confirm"
      role="alertdialog"
      aria-label="Confirm"
      aria-describedby="confirm-question"
    >
      <p id="confirm-question">{question}</p>
      <button
        type="button"
        onClick={() => {
          set(null);
          go();
        }}
      >
        {yes}
      </button>
      <button type="button" onClick={() => set(null)}>
        {no}
      </button>
    </div>
  );
}
