/**
 * What one seat's popover shows in its first screen, measured in the page (tests/browser/one-glance.test.ts): the
 * moves its buttons send, found by clicking each in turn (a void is a move once its question is answered), where the
 * first of them lies, whether the popover scrolls sideways, and whether a sum of gold wraps in the seats table.
 */

/** One button's move: the intent it sent, and where the button lies. */
export interface Found {
  type: string;
  seat?: string;
  top: number;
  bottom: number;
  text: string;
}

export interface Look {
  /** The first button that sends any intent, and the first that sends a counted one (`counts`). */
  first: Found | null;
  firstCounted: Found | null;
  sideways: boolean;
  wrapped: string[];
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** The enabled buttons a reader sees without opening anything, in the page's order. */
const shownButtons = () =>
  [...document.querySelectorAll<HTMLButtonElement>('#app button')].filter(
    (b) => !b.disabled && b.getBoundingClientRect().width > 0 && !b.closest('details:not([open])'),
  );

/** A sum of gold in the seats table stays on one line ("116 gp", never "116" over "gp"). */
function wrappedGold(): string[] {
  const cells = document.querySelectorAll(
    '#app .seats td:is([data-col="Purse"], [data-col="Bet"], [data-col="Stake"], [data-col="Coins"])',
  );
  return [...cells].flatMap((cell) => {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const gold = /\d+\s*gp/.exec(text.textContent ?? '');
      if (!gold) continue;
      const range = document.createRange();
      range.setStart(text, gold.index);
      range.setEnd(text, gold.index + gold[0].length);
      if (new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size > 1)
        found.push(gold[0]);
    }
    return found;
  });
}

/**
 * Clicks the drawn popover's shown buttons one by one in the page's order (`redraw` between clicks), until one sends
 * an intent `counts` keeps; `sent` holds what the last click sent.
 */
export async function look(
  redraw: () => Promise<void>,
  sent: () => unknown[],
  counts: (intent: { type: string; seat?: string }) => boolean,
): Promise<Look> {
  await redraw();
  const html = document.documentElement;
  const result: Look = {
    first: null,
    firstCounted: null,
    sideways: html.scrollWidth > html.clientWidth,
    wrapped: wrappedGold(),
  };
  const total = shownButtons().length;
  for (let i = 0; i < total; i++) {
    if (i > 0) await redraw();
    const button = shownButtons()[i];
    if (!button) break;
    const box = button.getBoundingClientRect();
    sent().length = 0;
    button.click();
    await settle();
    // A move that asks first (a void) is a move once the question is answered yes.
    if (sent().length === 0)
      document.querySelector<HTMLButtonElement>('#app [role="alertdialog"] button')?.click();
    const intent = sent()[0] as { type?: string; seat?: string } | undefined;
    if (!intent?.type) continue;
    const found: Found = {
      type: intent.type,
      ...(intent.seat ? { seat: intent.seat } : {}),
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      text: (button.textContent ?? '').trim().slice(0, 40),
    };
    result.first ??= found;
    if (counts(found)) {
      result.firstCounted = found;
      break;
    }
  }
  return result;
}
