import { useSearchParams } from 'react-router';
import { pageTexts } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { AwardsList } from '#web/features/awards/components/awards-list.tsx';
import { useActiveLeague } from '#web/features/leagues/active-league.tsx';
import { LeagueLeaders } from '#web/features/player-stats/components/leaders-table.tsx';
import { PhaseSwitch, usePhase } from '#web/features/player-stats/components/phase-switch.tsx';

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
  const [phase, setPhase] = usePhase();
  const selected: TabId = TABS.find((tab) => tab.id === params.get('tab'))?.id ?? 'averages';

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

  if (!league) return null;
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
        League Leaders <span className="block text-lg font-semibold text-neutral-300 md:text-xl">{league.name}</span>
      </h1>
      {league.hasPlayoffs ? (
        <div className="mt-4">
          <PhaseSwitch phase={phase} onChange={setPhase} />
        </div>
      ) : null}
      <Tabs label="League leaders" tabs={TABS} selected={selected} onSelect={select}>
        {selected === 'awards' ? (
          <AwardsList leagueId={league.id} />
        ) : (
          <LeagueLeaders
            key={`${selected}-${phase}`}
            league={league}
            kind={selected}
            phase={phase}
            label={`${league.name} ${phase === 'playoffs' ? 'playoff ' : ''}${selected === 'averages' ? 'per-game averages' : 'season totals'}`}
          />
        )}
      </Tabs>
    </section>
  );
}
