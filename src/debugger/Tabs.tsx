/** An accessible tab list: arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern). */
import type { ComponentChildren } from 'preact';

export interface TabDef<T extends string> {
  id: T;
  label: string;
}

interface TabsProps<T extends string> {
  tabs: readonly TabDef<T>[];
  current: T;
  onSelect: (id: T) => void;
  idPrefix: string;
  label: string;
  children: ComponentChildren;
}

export function Tabs<T extends string>({
  tabs,
  current,
  onSelect,
  idPrefix,
  label,
  children,
}: TabsProps<T>) {
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === current);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    onSelect(next.id);
    (event.currentTarget as HTMLElement)
      .querySelector<HTMLElement>(`#${idPrefix}-tab-${next.id}`)
      ?.focus();
  };
  return (
    <>
      <div class="dbg-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${current}`}
        tabIndex={0}
      >
        {children}
      </div>
    </>
  );
}
