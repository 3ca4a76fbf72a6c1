import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { showsLeagueSwitcher } from '#domain/active-league.ts';
import { formatGameDate, formatGameTime, formatShortDate } from '#domain/format.ts';
import type { League } from '#domain/leagues.ts';
import { upcomingGames } from '#domain/schedule.ts';
import { pageTexts } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AdvertisementsSection } from '#web/features/advertisements/components/advertisements-section.tsx';
import { useGames } from '#web/features/games/api/get-games.ts';
import { useActiveLeague } from '#web/features/leagues/active-league.tsx';
import { LeagueLeaders } from '#web/features/player-stats/components/leaders-table.tsx';
import { useSiteInfo } from '#web/lib/site-info.ts';
import { LatestPost } from '#web/features/social/components/latest-post.tsx';
import { LatestVideo } from '#web/features/social/components/latest-video.tsx';
import { StandingsTable } from '#web/features/standings/components/standings-table.tsx';
import { tableLinkClass } from '#web/components/ui/table.tsx';
import { paths } from '#web/config/paths.ts';

const panelClass = 'rounded-xl border border-neutral-800 bg-neutral-900/40 p-4';

/** A home section whose heading links to its full page. */
function HomeSection({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${panelClass} min-w-0`}>
      <h2 id={headingId} className="mb-3 text-lg font-extrabold uppercase tracking-wide">
        <Link to={to} className="group inline-flex items-center gap-2 text-white hover:text-brand-strong">
          {title}
          <span aria-hidden="true" className="text-brand-strong transition-transform group-hover:translate-x-0.5">
            ›
          </span>
        </Link>
      </h2>
      {children}
    </section>
  );
}

/** The switcher shows only when at least two leagues are active (docs/rules/screens.md#league-switcher). */
function LeagueSwitcher({
  leagues,
  league,
  onChange,
}: {
  leagues: League[];
  league: League;
  onChange: (league: League) => void;
}) {
  const selectId = useId();
  const active = leagues.filter((candidate) => candidate.isActive);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-semibold text-neutral-200">
        League
      </label>
      <select
        id={selectId}
        value={league.id}
        onChange={(event) => {
          const next = active.find((candidate) => candidate.id === Number(event.target.value));
          if (next) onChange(next);
        }}
        className="min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100"
      >
        {active.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The games of the next two weeks, earliest first (docs/rules/numbers.md#upcoming-schedule). */
function UpcomingGames({ leagueId }: { leagueId: number }) {
  const games = useGames({ leagueId });
  const timezone = useSiteInfo().data?.leagueTimezone ?? 'America/New_York';
  const [now] = useState(() => new Date());
  if (games.isPending) return <Spinner label="Loading games" />;
  if (games.isError) return <p className="py-4 text-neutral-300">Failed to load games</p>;
  const upcoming = upcomingGames(games.data, now, timezone);
  if (upcoming.length === 0) return <p className="py-4 text-neutral-300">No upcoming games in the next two weeks.</p>;
  return (
    <ul className="divide-y divide-neutral-800">
      {upcoming.map((game) => (
        <li key={game.id} className="py-2.5 first:pt-0 last:pb-0">
          <p>
            <Link to={paths.team(game.HomeTeam.id)} className={tableLinkClass}>
              {game.HomeTeam.name}
            </Link>
            <span className="px-2 text-neutral-300">vs</span>
            <Link to={paths.team(game.AwayTeam.id)} className={tableLinkClass}>
              {game.AwayTeam.name}
            </Link>
          </p>
          <p className="mt-1 text-sm text-neutral-300">
            {formatGameDate(game.date)} · {formatGameTime(game.time)} ·{' '}
            <Link to={paths.locations} className="underline underline-offset-4 hover:text-white">
              {game.Location.name}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The home page: the active league's standings, upcoming games and leaders, and the sponsors' column. */
export function HomePage() {
  const { leagues, league, setLeague } = useActiveLeague();
  const site = useSiteInfo().data;
  usePageTitle(pageTexts.home.title, pageTexts.home.description);
  if (!league) return null;
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
          <LeagueSwitcher leagues={leagues} league={league} onChange={setLeague} />
        ) : null}
      </div>

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 md:grid-cols-2">
          <HomeSection title="Standings" to={paths.standings}>
            <StandingsTable key={league.id} leagueId={league.id} label={`${league.name} standings`} compact />
          </HomeSection>
          <HomeSection title="Upcoming Schedule" to={paths.schedule}>
            <UpcomingGames leagueId={league.id} />
          </HomeSection>
          <div className="min-w-0 md:col-span-2">
            <HomeSection title="League Leaders" to={paths.statistics}>
              <LeagueLeaders
                key={league.id}
                league={league}
                kind="averages"
                label={`${league.name} leaders, per-game averages`}
                compact
              />
            </HomeSection>
          </div>
        </div>

        <aside aria-label="Sponsors and media" className="grid content-start gap-4">
          <h2 className="text-sm font-bold uppercase tracking-wide text-neutral-200">
            {site?.adHeadline ?? 'Fall 2025 Season presented by our sponsors'}
          </h2>
          <AdvertisementsSection />
          <LatestVideo />
          <LatestPost />
        </aside>
      </div>
    </div>
  );
}
