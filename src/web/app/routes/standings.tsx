import { Link } from 'react-router';
import { pageTexts } from '#domain/page-texts.ts';
import { tableLinkClass } from '#web/components/ui/table.tsx';
import { paths } from '#web/config/paths.ts';
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
      {league.hasPlayoffs ? (
        <p className="mt-3">
          <Link to={paths.playoffs} className={tableLinkClass}>
            Playoff bracket
          </Link>
        </p>
      ) : null}
      <div className="mt-6">
        <StandingsTable leagueId={league.id} label={`${league.name} standings`} />
      </div>
    </section>
  );
}
