import { useSearchParams } from 'react-router';
import { showsLeagueSwitcher } from '#domain/active-league.ts';
import { formatShortDate } from '#domain/format.ts';
import type { League } from '#domain/leagues.ts';
import { pageTexts } from '#domain/page-texts.ts';
import { LinkedSection } from '#web/components/ui/linked-section.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { AdvertisementsSection } from '#web/features/advertisements/components/advertisements-section.tsx';
import { UpcomingGames } from '#web/features/games/components/upcoming-games.tsx';
import { useActiveLeague } from '#web/features/leagues/active-league.tsx';
import { LeagueSwitcher } from '#web/features/leagues/components/league-switcher.tsx';
import { LeagueLeaders } from '#web/features/player-stats/components/leaders-table.tsx';
import { useHydrated } from '#web/lib/hydration.ts';
import { useSiteInfo } from '#web/lib/site-info.ts';
import { LatestPost } from '#web/features/social/components/latest-post.tsx';
import { LatestVideo } from '#web/features/social/components/latest-video.tsx';
import { StandingsTable } from '#web/features/standings/components/standings-table.tsx';
import { paths } from '#web/config/paths.ts';
import { PlayoffsLink } from '#web/features/playoffs/components/playoffs-link.tsx';

/** The home page: the active league's standings, upcoming games and leaders, and the sponsors' column. */
export function HomePage() {
  const { leagues, league, setLeague } = useActiveLeague();
  const site = useSiteInfo().data;
  const hydrated = useHydrated();
  const [, setParams] = useSearchParams();
  usePageTitle(pageTexts.home.title, pageTexts.home.description);
  if (!league) return null;
  // The choice is kept in the address too, as the switcher's form asks for it before the app starts.
  const choose = (next: League) => {
    setLeague(next);
    setParams({ league: String(next.id) }, { preventScrollReset: true });
  };
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{league.name}</h1>
          <p className="mt-1 text-neutral-300">
            {formatShortDate(league.startDate)} to {formatShortDate(league.endDate)}
          </p>
        </div>
        {leagues && showsLeagueSwitcher(leagues) ? (
          <LeagueSwitcher leagues={leagues} league={league} onChange={choose} />
        ) : null}
      </div>

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 md:grid-cols-2">
          <LinkedSection title="Standings" to={paths.standings}>
            <StandingsTable
              key={league.id}
              leagueId={league.id}
              label={`${league.name} standings`}
              compact
              sortTable="standings"
            />
            <PlayoffsLink league={league} />
          </LinkedSection>
          <LinkedSection title="Upcoming Schedule" to={paths.schedule}>
            <UpcomingGames leagueId={league.id} />
          </LinkedSection>
          <div className="min-w-0 md:col-span-2">
            <LinkedSection title="League Leaders" to={paths.statistics}>
              <LeagueLeaders
                key={league.id}
                league={league}
                kind="averages"
                label={`${league.name} leaders, per-game averages`}
                compact
                sortTable="leaders"
              />
            </LinkedSection>
          </div>
        </div>

        <aside aria-label="Sponsors and media" className="grid content-start gap-4">
          <AdvertisementsSection headline={site?.adHeadline ?? ''} />
          {/* The video and post may come from this browser's local storage, which the server cannot know. */}
          {hydrated ? (
            <>
              <LatestVideo />
              <LatestPost />
            </>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
