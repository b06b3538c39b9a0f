/**
 * Brings the active state into view in the diagram's scroll box: a chart of
 * a whole game is several screens tall, and the GM opens the debugger to see
 * where the table is now.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

/** The deepest active state's box: states nest in document order, so the last active group is a leaf. */
function activeBox(container: Element): Element | null {
  const active = container.querySelectorAll('[data-state][data-active="true"]');
  const leaf = active[active.length - 1];
  return leaf?.querySelector(':scope > rect') ?? null;
}

/** Centres the active leaf in `box` whenever the active states change (not on every refresh, so the GM may scroll away). */
export function useScrollToActive(box: RefObject<HTMLElement | null>, activeKey: string): void {
  useLayoutEffect(() => {
    const container = box.current;
    const target = container && activeBox(container);
    if (!container || !target) return;
    const outer = container.getBoundingClientRect();
    const inner = target.getBoundingClientRect();
    container.scrollTop +=
      inner.top - outer.top - Math.max(0, (container.clientHeight - inner.height) / 2);
    container.scrollLeft +=
      inner.left - outer.left - Math.max(0, (container.clientWidth - inner.width) / 2);
  }, [box, activeKey]);
}
