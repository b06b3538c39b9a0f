/**
 * Moves that cannot be taken back ask first: the GM's void of a round. The
 * question sits at the foot of the panel, in view wherever the button was.
 */
import { useEffect, useState } from 'preact/hooks';

const QUESTIONS: Record<string, { question: string; yes: string; no: string }> = {
  VOID_ROUND: { question: 'Void the round? Every stake goes back to its purse and the table returns to the lobby; every seat is told.', yes: 'Void it', no: 'Keep playing' },
};

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

/** Whether this intent asks first; if so, `go` runs only on the GM's yes. */
export function asksFirst(intent: unknown, go: () => void): boolean {
  const type = typeof intent === 'object' && intent !== null ? (intent as { type?: unknown }).type : undefined;
  const words = typeof type === 'string' && Object.hasOwn(QUESTIONS, type) ? QUESTIONS[type]! : null;
  if (!words) return false;
  set({ ...words, go });
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
    <div class="confirm" role="alertdialog" aria-label="Confirm" aria-describedby="confirm-question">
      <p id="confirm-question">{question}</p>
      <button type="button" onClick={() => (set(null), go())}>
        {yes}
      </button>
      <button type="button" onClick={() => set(null)}>
        {no}
      </button>
    </div>
  );
}
