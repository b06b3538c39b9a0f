/**
 * A row of buttons (a row of dice, a row of moves) the arrow keys move along: Left and Right to the enabled button
 * before or after, Home and End to the first and last. Tab still stops at each button; a key pressed in a choice or
 * a field of the row is left to it.
 */
const STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 };

export function arrowsAlong(e: KeyboardEvent): void {
  const row = e.currentTarget;
  const at = e.target;
  // A row inside a row (the dice among the moves): the inner one has moved focus already.
  if (e.defaultPrevented) return;
  if (!(row instanceof HTMLElement) || !(at instanceof HTMLButtonElement)) return;
  const buttons = [...row.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const here = buttons.indexOf(at);
  if (here < 0 || buttons.length < 2) return;
  const to =
    e.key === 'Home'
      ? 0
      : e.key === 'End'
        ? buttons.length - 1
        : STEPS[e.key] === undefined
          ? null
          : Math.min(buttons.length - 1, Math.max(0, here + STEPS[e.key]!));
  if (to === null) return;
  e.preventDefault();
  buttons[to]!.focus();
}
