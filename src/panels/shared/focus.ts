/**
 * Where keyboard focus goes when a redraw takes it away. The button a player pressed is disabled while the move is on
 * its way and usually redrawn or gone once the table answers, which would leave focus on the page itself and send the
 * next Tab from wherever the button was (past the dice above it). So when the control that had focus in a panel is
 * gone, focus goes to the panel's first move (the first enabled button of a group of moves, else its first enabled
 * control); when it was only disabled for a moment, back to it.
 */
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

const MOVES = '[role="group"] button:not(:disabled)';
const CONTROLS = 'button:not(:disabled), select:not(:disabled), input:not(:disabled)';
/** Not a move: a notice's "OK", the question before a void, the debugger. */
const ASIDE = '.news, .confirm, .debugger-slot';

const first = (main: HTMLElement, selector: string) =>
  [...main.querySelectorAll<HTMLElement>(selector)].find((el) => !el.closest(ASIDE)) ?? null;

/**
 * The control focus goes to in `main` when the one that had it is gone: its first move, else (when no button is
 * resting while a move is on its way) its first control, else the panel itself, so the next Tab starts at its top;
 * null while the moves rest.
 */
export function nextControl(main: HTMLElement): HTMLElement | null {
  const move = first(main, MOVES);
  if (move) return move;
  const resting = main.querySelector('[role="group"] button:disabled');
  return resting ? null : (first(main, CONTROLS) ?? main);
}

/**
 * After each draw of the panel: when the control that last had focus in it is gone and focus with it, focus goes to
 * the panel's next control (once its moves no longer rest); when it was disabled (its move on the way), it gets
 * focus back once enabled.
 */
export function useFocusAfterMove(main: RefObject<HTMLElement | null>): void {
  const last = useRef<HTMLElement | null>(null);
  const waiting = useRef<'self' | 'next' | null>(null);
  useEffect(() => {
    const panel = main.current;
    if (!panel) return;
    const track = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement) last.current = e.target;
      waiting.current = null;
    };
    panel.addEventListener('focusin', track);
    return () => panel.removeEventListener('focusin', track);
  }, [main]);
  useLayoutEffect(() => {
    const panel = main.current;
    const had = last.current;
    if (!panel || !had) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || active === had;
    if (!lost) {
      waiting.current = null;
      return;
    }
    if (!had.isConnected) waiting.current = 'next';
    else if ((had as HTMLButtonElement).disabled) waiting.current ??= 'self';
    if (waiting.current === 'self' && !(had as HTMLButtonElement).disabled) {
      waiting.current = null;
      had.focus();
    } else if (waiting.current === 'next') {
      const next = nextControl(panel);
      if (next) {
        waiting.current = null;
        next.focus();
      }
    }
  });
}
