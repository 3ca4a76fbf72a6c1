import { pageTexts } from '#domain/page-texts.ts';
import { PlayoffsLink } from '#web/features/playoffs/components/playoffs-link.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useActiveLeague } from '#web/features/leagues/active-league.tsx';
import { StandingsTable } from '#web/features/standings/components/standings-table.tsx';

/** /standings: the full standings of the active league. */
export function StandingsPage() {
  const { league } = useActiveLeague();
  usePageTitle(pageTexts.standings.title, pageTexts.standings.description);
  if (!league) return null;
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
        Standings <span className="block text-lg font-semibold text-neutral-300 md:text-xl">{league.name}</span>
      </h1>
      <PlayoffsLink league={league} />
      <div className="mt-6">
        <StandingsTable leagueId={league.id} label={`${league.name} standings`} />
      </div>
    </section>
  );
}
