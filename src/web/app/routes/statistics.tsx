import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { pageTexts } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { AwardsList } from '#web/features/awards/components/awards-list.tsx';
import { useActiveLeague } from '#web/features/leagues/active-league.tsx';
import { LeagueLeaders } from '#web/features/player-stats/components/leaders-table.tsx';

const TABS = [
  { id: 'averages', label: 'Averages' },
  { id: 'totals', label: 'Totals' },
  { id: 'awards', label: 'Awards' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** /statistics: the league leaders of the active league in three tabs; the tab is kept in the URL. */
export function StatisticsPage() {
  const { league } = useActiveLeague();
  usePageTitle(pageTexts.statistics.title, pageTexts.statistics.description);
  const [params, setParams] = useSearchParams();
  const selected: TabId = TABS.find((tab) => tab.id === params.get('tab'))?.id ?? 'averages';
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  const select = (id: TabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'averages') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  // The tabs pattern: arrows move between tabs (and select them), Home and End jump to the ends.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.id === selected);
    const target = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = TABS[target];
    if (!tab) return;
    select(tab.id);
    tabRefs.current[tab.id]?.focus();
  };

  if (!league) return null;
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
        League Leaders <span className="block text-lg font-semibold text-neutral-300 md:text-xl">{league.name}</span>
      </h1>
      <div
        role="tablist"
        aria-label="League leaders"
        className="mt-6 inline-flex gap-1 rounded-lg border border-neutral-800 bg-neutral-900/60 p-1"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => {
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
              onClick={() => select(tab.id)}
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
        {selected === 'awards' ? (
          <AwardsList leagueId={league.id} />
        ) : (
          <LeagueLeaders
            key={selected}
            league={league}
            kind={selected}
            label={`${league.name} ${selected === 'averages' ? 'per-game averages' : 'season totals'}`}
          />
        )}
      </div>
    </section>
  );
}
