import { useRef, type KeyboardEvent } from 'react';
import { tabKeyTarget } from '#web/components/ui/tabs.tsx';
import { RECORD_KINDS, type RecordKind } from '../api/get-records.ts';
import { RecordsPanel } from './records-panel.tsx';

const tabId = (kind: RecordKind) => `records-tab-${kind}`;
const panelId = (kind: RecordKind) => `records-panel-${kind}`;

/** A tab per kind of records and the selected kind's panel; the others stay empty and hidden. */
export function RecordsTabs({ selected, onSelect }: { selected: RecordKind; onSelect: (kind: RecordKind) => void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // WAI-ARIA tabs: arrows move between tabs (and select them), Home and End jump to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = RECORD_KINDS.findIndex((kind) => kind.key === selected);
    const next = tabKeyTarget(event.key, current, RECORD_KINDS.length);
    const target = next === undefined ? undefined : RECORD_KINDS[next];
    if (next === undefined || !target) return;
    event.preventDefault();
    onSelect(target.key);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label="Record types" onKeyDown={onKeyDown} className="mt-6 flex flex-wrap gap-2">
        {RECORD_KINDS.map((kind, index) => {
          const active = kind.key === selected;
          return (
            <button
              key={kind.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(kind.key)}
              aria-selected={active}
              aria-controls={panelId(kind.key)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(kind.key)}
              className={`min-h-10 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                active
                  ? 'border-brand bg-brand text-neutral-950'
                  : 'border-neutral-700 text-neutral-200 hover:border-neutral-500 hover:text-white'
              }`}
            >
              {kind.label}
            </button>
          );
        })}
      </div>
      {RECORD_KINDS.map((kind) => (
        <div
          key={kind.key}
          role="tabpanel"
          id={panelId(kind.key)}
          aria-labelledby={tabId(kind.key)}
          hidden={kind.key !== selected}
          tabIndex={0}
          className="mt-6"
        >
          {kind.key === selected ? <RecordsPanel kind={kind.key} /> : null}
        </div>
      ))}
    </>
  );
}
