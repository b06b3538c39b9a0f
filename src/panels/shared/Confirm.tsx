/**
 * Moves that cannot be taken back ask first: the GM's void of a round (or of a game, where the game is the round). The
 * question opens just under the button that asked it, over what lies below, with focus on the answer that keeps
 * playing; Escape keeps playing too, and focus goes back to the button.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

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
  /** The button that asked: the question opens under it. */
  anchor: HTMLElement | null;
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
  set({ question: words.question(title), yes: words.yes, no: words.no, go, anchor: asker() });
  return true;
}

/** The button being pressed (its click is the event under way), else the one with focus. */
function asker(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const target = (globalThis as { event?: Event }).event?.target;
  const pressed = target instanceof Element ? target.closest('button') : null;
  const active = document.activeElement;
  return pressed ?? (active instanceof HTMLElement && active !== document.body ? active : null);
}

/** The question's top edge in its panel: just under the button that asked, else where it was. */
function placeUnder(box: HTMLElement, anchor: HTMLElement | null) {
  const panel = box.offsetParent;
  if (!anchor?.isConnected || !panel) return;
  const top = anchor.getBoundingClientRect().bottom - panel.getBoundingClientRect().top + 4;
  box.style.top = `${Math.round(top)}px`;
}

export function ConfirmBar() {
  const [, redraw] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  // Subscribed as the bar is drawn, so a question asked right after it never goes unheard.
  useLayoutEffect(() => {
    const listener = () => redraw((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) pending = null;
    };
  }, []);
  const asked = pending;
  const focusedFor = useRef<Pending | null>(null);
  useLayoutEffect(() => {
    if (!asked || !box.current) return;
    placeUnder(box.current, asked.anchor);
    // Focus on "keep playing" once, as the question opens.
    if (focusedFor.current !== asked) keep.current?.focus();
    focusedFor.current = asked;
  });
  if (!asked) return null;
  const { question, yes, no, go, anchor } = asked;
  const keepPlaying = () => {
    set(null);
    if (anchor?.isConnected) anchor.focus();
  };
  return (
    <div
      ref={box}
      class="confirm"
      role="alertdialog"
      aria-label="Confirm"
      aria-describedby="confirm-question"
      onKeyDown={(e) => {
        if (e.key === 'Escape') keepPlaying();
      }}
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
      <button ref={keep} type="button" onClick={keepPlaying}>
        {no}
      </button>
    </div>
  );
}
