import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The tabs pattern's keys: the arrows move to the next or previous tab (round the ends), Home and
 * End jump to the ends. The index of the tab that `key` moves to from `index`, if it moves.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  const moves: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  return moves[key];
}

/**
 * A row of tabs and the one panel they control; the selected tab's content is `children`.
 * Arrows select the next tab, Home and End the ends (`tabKeyTarget`).
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly { id: Id; label: string }[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Id, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = tabKeyTarget(event.key, index, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.id);
    tabRefs.current[tab.id]?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className="mt-6 inline-flex gap-1 rounded-lg border border-neutral-800 bg-neutral-900/60 p-1"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`min-h-10 rounded-md px-4 text-sm font-semibold ${
                active ? 'bg-brand text-neutral-950' : 'text-neutral-200 hover:bg-neutral-800 hover:text-white'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        tabIndex={0}
        className="mt-6 rounded"
      >
        {children}
      </div>
    </>
  );
}
