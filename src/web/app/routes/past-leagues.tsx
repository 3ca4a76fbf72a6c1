import { useSearchParams } from 'react-router';
import { formatShortDate } from '#domain/format.ts';
import type { League } from '#domain/leagues.ts';
import { pageTexts } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Section } from '#web/components/ui/section.tsx';
import { AwardsList } from '#web/features/awards/components/awards-list.tsx';
import { useGames } from '#web/features/games/api/get-games.ts';
import { ScheduleTable } from '#web/features/games/components/schedule-table.tsx';
import { useActiveLeague } from '#web/features/leagues/active-league.tsx';
import { PastLeaguePicker, pastLeagues } from '#web/features/leagues/components/past-league-picker.tsx';
import { LeagueLeaders } from '#web/features/player-stats/components/leaders-table.tsx';
import { StandingsTable } from '#web/features/standings/components/standings-table.tsx';

/** One past league: its dates, then its standings, leaders, awards and schedule. */
function PastLeague({ league }: { league: League }) {
  const games = useGames({ leagueId: league.id });
  return (
    <div>
      <p className="mt-6 text-neutral-300">
        <span className="font-semibold text-white">{league.name}</span>: {formatShortDate(league.startDate)} to{' '}
        {formatShortDate(league.endDate)}
      </p>
      <Section title="Standings" caps>
        <StandingsTable leagueId={league.id} label={`${league.name} standings`} sortTable="standings" />
      </Section>
      <Section title="Averages" caps>
        <LeagueLeaders
          league={league}
          kind="averages"
          label={`${league.name} per-game averages`}
          sortTable="averages"
        />
      </Section>
      <Section title="Totals" caps>
        <LeagueLeaders league={league} kind="totals" label={`${league.name} season totals`} sortTable="totals" />
      </Section>
      <Section title="Awards" caps>
        <AwardsList leagueId={league.id} />
      </Section>
      <Section title="Schedule" caps>
        <ScheduleTable
          games={games.data}
          isPending={games.isPending}
          isError={games.isError}
          label={`${league.name} schedule`}
        />
      </Section>
    </div>
  );
}

/**
 * /past-leagues: choose a past league, then its standings, leaders, awards and schedule. The
 * league is kept in the address (`?league=`), which the server renders the page with.
 */
export function PastLeaguesPage() {
  const { leagues } = useActiveLeague();
  const [params, setParams] = useSearchParams();
  const past = pastLeagues(leagues ?? []);
  const chosen = past.find((league) => String(league.id) === params.get('league'));
  usePageTitle(
    chosen ? `${chosen.name} | ${pageTexts.pastLeagues.title}` : pageTexts.pastLeagues.title,
    pageTexts.pastLeagues.description,
  );

  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">Past Leagues</h1>
      {past.length === 0 ? (
        <p className="mt-6 text-neutral-300">No league data available</p>
      ) : (
        <PastLeaguePicker
          leagues={past}
          chosen={chosen}
          onChoose={(league) => setParams(league ? { league: String(league.id) } : {})}
        />
      )}
      {chosen ? (
        <PastLeague key={chosen.id} league={chosen} />
      ) : past.length > 0 ? (
        <p className="mt-6 text-neutral-300">Choose a league to see its standings, leaders, awards and schedule.</p>
      ) : null}
    </section>
  );
}
