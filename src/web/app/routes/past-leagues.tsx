import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatShortDate } from '#domain/format.ts';
import type { League } from '#domain/leagues.ts';
import { pageTexts } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { AwardsList } from '#web/features/awards/components/awards-list.tsx';
import { useGames } from '#web/features/games/api/get-games.ts';
import { ScheduleTable } from '#web/features/games/components/schedule-table.tsx';
import { useActiveLeague } from '#web/features/leagues/active-league.tsx';
import { LeagueLeaders } from '#web/features/player-stats/components/leaders-table.tsx';
import { StandingsTable } from '#web/features/standings/components/standings-table.tsx';

/** A league that is not active counts as past (docs/rules/screens.md#past-leagues); newest first. */
const pastLeagues = (leagues: readonly League[]) =>
  leagues.filter((league) => !league.isActive).sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-4 text-xl font-bold uppercase tracking-wide text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PastLeague({ league }: { league: League }) {
  const games = useGames({ leagueId: league.id });
  return (
    <div>
      <p className="mt-6 text-neutral-300">
        <span className="font-semibold text-white">{league.name}</span>: {formatShortDate(league.startDate)} to{' '}
        {formatShortDate(league.endDate)}
      </p>
      <Section title="Standings">
        <StandingsTable leagueId={league.id} label={`${league.name} standings`} />
      </Section>
      <Section title="Averages">
        <LeagueLeaders league={league} kind="averages" label={`${league.name} per-game averages`} />
      </Section>
      <Section title="Totals">
        <LeagueLeaders league={league} kind="totals" label={`${league.name} season totals`} />
      </Section>
      <Section title="Awards">
        <AwardsList leagueId={league.id} />
      </Section>
      <Section title="Schedule">
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

/** /past-leagues: choose a past league, then its standings, leaders, awards and schedule. */
export function PastLeaguesPage() {
  const { leagues } = useActiveLeague();
  const [params, setParams] = useSearchParams();
  const selectId = useId();
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
        <div className="mt-6 flex flex-col gap-2 sm:max-w-xs">
          <label htmlFor={selectId} className="text-sm font-semibold text-neutral-200">
            League
          </label>
          <select
            id={selectId}
            value={chosen ? String(chosen.id) : ''}
            onChange={(event) => {
              const id = event.target.value;
              setParams(id ? { league: id } : {});
            }}
            className="min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100"
          >
            <option value="">Choose a league</option>
            {past.map((league) => (
              <option key={league.id} value={league.id}>
                {league.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {chosen ? (
        <PastLeague key={chosen.id} league={chosen} />
      ) : past.length > 0 ? (
        <p className="mt-6 text-neutral-300">Choose a league to see its standings, leaders, awards and schedule.</p>
      ) : null}
    </section>
  );
}
