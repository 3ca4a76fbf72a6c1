import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatShortDate } from '#domain/format.ts';
import type { GameSummary } from '#domain/game-schemas.ts';
import { isPlayed } from '#domain/games.ts';
import { gameInstant } from '#domain/schedule.ts';
import { statColumns } from '#domain/stat-catalogue.ts';
import type { TeamDetail } from '#domain/teams.ts';
import { paths } from '#web/config/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StatCells, StatHeaderCells } from '#web/components/ui/stat-cells.tsx';
import { NotFoundMessage } from '#web/components/ui/not-found-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useGames } from '#web/features/games/api/get-games.ts';
import { SubscribeLink } from '#web/features/games/components/subscribe-link.tsx';
import { ScheduleTable } from '#web/features/games/components/schedule-table.tsx';
import { useTeamStatistics } from '#web/features/player-stats/api/get-team-statistics.ts';
import { useSiteInfo } from '#web/lib/site-info.ts';
import {
  cellClass,
  emptyTextClass,
  headerCellClass,
  tableClass,
  tableLinkClass,
  TableRegion,
} from '#web/components/ui/table.tsx';
import { teamQueryOptions } from '#web/features/teams/api/get-team.ts';
import { ApiError } from '#web/lib/api-client.ts';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function TeamHeader({ team }: { team: TeamDetail }) {
  return (
    <header className="flex items-start gap-4 sm:items-center sm:gap-6">
      {team.logoUrl ? (
        <img
          src={team.logoUrl}
          alt={`${team.name} logo`}
          width={96}
          height={96}
          className="size-20 shrink-0 rounded-xl bg-neutral-900 object-contain p-2 sm:size-24"
        />
      ) : null}
      <div className="min-w-0">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{team.name}</h1>
        <p className="mt-1 text-neutral-300">{team.League.name}</p>
        {/* A calendar feed of the team's games (docs/decisions/009-calendar-feeds-and-link-previews.md). */}
        <SubscribeLink
          href={`/api/teams/${team.id}/schedule.ics`}
          name={team.name}
          variant="secondary"
          className="mt-3"
        />
      </div>
    </header>
  );
}

/** Games after now that have no result yet, earliest first (all of them, not only two weeks). */
function useUpcoming(games: GameSummary[] | undefined): GameSummary[] {
  const timezone = useSiteInfo().data?.leagueTimezone ?? 'UTC';
  const [now] = useState(() => Date.now());
  return (games ?? [])
    .filter((game) => !isPlayed(game))
    .map((game) => ({ game, at: gameInstant(game.date, game.time, timezone) }))
    .filter(({ at }) => at > now)
    .sort((a, b) => a.at - b.at)
    .map(({ game }) => game);
}

function RosterTable({ team }: { team: TeamDetail }) {
  const roster = team.Players.filter((player) => player.PlayerTeam.isCurrentTeam);
  if (roster.length === 0) return <p className={emptyTextClass}>No data available</p>;
  return (
    <TableRegion label={`${team.name} players`}>
      <table className={tableClass}>
        <caption className="sr-only">{`${team.name} players`}</caption>
        <thead>
          <tr>
            <th scope="col" className={headerCellClass}>
              Player
            </th>
            <th scope="col" className={`${headerCellClass} text-right`}>
              <abbr title="Jersey number" className="no-underline">
                #
              </abbr>
            </th>
            <th scope="col" className={headerCellClass}>
              Position
            </th>
            <th scope="col" className={headerCellClass}>
              Height
            </th>
          </tr>
        </thead>
        <tbody>
          {roster.map((player) => (
            <tr key={player.id} className="hover:bg-neutral-900">
              <th scope="row" className={`${cellClass} whitespace-nowrap font-normal`}>
                <Link to={paths.player(player.id)} className={tableLinkClass}>
                  {player.firstName} {player.lastName}
                </Link>
                {player.isCaptain ? (
                  <abbr title="Captain" className="ml-2 font-bold text-brand-strong no-underline">
                    (C)
                  </abbr>
                ) : null}
              </th>
              <td className={`${cellClass} text-right`}>{player.jerseyNumber ?? ''}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{player.position ?? ''}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{player.height ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

const TEAM_COLUMNS = statColumns('teamStatistics');

function TeamStatisticsTable({ teamId, teamName }: { teamId: number; teamName: string }) {
  const statistics = useTeamStatistics(teamId);
  if (statistics.isPending) return <Spinner label="Loading team statistics" />;
  if (statistics.isError && !isNotFound(statistics.error)) return <p className={emptyTextClass}>Error loading data</p>;
  const data = statistics.data;
  if (!data || data.gamesPlayed === 0) return <p className={emptyTextClass}>No stats available for this team</p>;
  const rows = [
    { label: 'Per game', line: data.averages, perGame: true },
    { label: 'Totals', line: data.totals, perGame: false },
  ];
  return (
    <>
      <p className="mb-2 text-sm text-neutral-300">
        Over {data.gamesPlayed} {data.gamesPlayed === 1 ? 'game' : 'games'} played.
      </p>
      <TableRegion label={`${teamName} team statistics`}>
        <table className={tableClass}>
          <caption className="sr-only">{`${teamName} team statistics`}</caption>
          <thead>
            <tr>
              <th scope="col" className={headerCellClass}>
                <span className="sr-only">Statistics</span>
              </th>
              <StatHeaderCells columns={TEAM_COLUMNS} />
            </tr>
          </thead>
          <tbody>
            {rows.map(({ label, line, perGame }) => (
              <tr key={label} className="hover:bg-neutral-900">
                <th scope="row" className={`${cellClass} whitespace-nowrap text-left font-semibold`}>
                  {label}
                </th>
                <StatCells columns={TEAM_COLUMNS} line={line} perGame={perGame} team />
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </>
  );
}

const outcomeClass = { W: 'text-green-400', L: 'text-red-300', T: 'text-neutral-200' } as const;

/** A played game from the team's side: the opponent, home or away, and W/L with the score. */
function result(game: GameSummary, teamId: number) {
  const home = game.HomeTeam.id === teamId;
  const own = (home ? game.homeTeamScore : game.awayTeamScore) ?? 0;
  const other = (home ? game.awayTeamScore : game.homeTeamScore) ?? 0;
  return {
    opponent: home ? game.AwayTeam : game.HomeTeam,
    at: home ? 'vs' : '@',
    outcome: own > other ? ('W' as const) : own < other ? ('L' as const) : ('T' as const),
    score: `${own}-${other}`,
  };
}

function ResultsTable({ games, team }: { games: GameSummary[]; team: TeamDetail }) {
  if (games.length === 0) return <p className={emptyTextClass}>No data available</p>;
  return (
    <TableRegion label={`${team.name} results`}>
      <table className={tableClass}>
        <caption className="sr-only">{`${team.name} results, newest first`}</caption>
        <thead>
          <tr>
            {['Date', 'Result', 'Opponent', 'Box Score'].map((header) => (
              <th key={header} scope="col" className={`${headerCellClass} whitespace-nowrap`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {games.map((game) => {
            const { opponent, at, outcome, score } = result(game, team.id);
            return (
              <tr key={game.id} className="hover:bg-neutral-900">
                <td className={`${cellClass} whitespace-nowrap`}>{formatShortDate(game.date)}</td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <span className={`font-bold ${outcomeClass[outcome]}`}>{outcome}</span> {score}
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <span className="text-neutral-300">{at} </span>
                  <Link to={paths.team(opponent.id)} className={tableLinkClass}>
                    {opponent.name}
                  </Link>
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <Link to={paths.boxScore(game.id)} className={tableLinkClass}>
                    Box Score
                    <span className="sr-only">{`: ${at} ${opponent.name}, ${formatShortDate(game.date)}`}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}

function TeamGames({ team, part }: { team: TeamDetail; part: 'upcoming' | 'results' }) {
  const games = useGames({ teamId: team.id });
  const upcoming = useUpcoming(games.data);
  if (part === 'upcoming') {
    return (
      <ScheduleTable
        games={upcoming}
        label={`${team.name} upcoming games`}
        isPending={games.isPending}
        isError={games.isError}
      />
    );
  }
  if (games.isPending) return <Spinner label="Loading results" />;
  if (games.isError) return <p className={emptyTextClass}>Error loading data</p>;
  const played = games.data.filter(isPlayed).reverse();
  return <ResultsTable games={played} team={team} />;
}

/** `/teams/{id}`: the team, its coming games, roster, statistics and results. */
export function TeamPage() {
  const teamId = Number(useParams().id);
  const validId = Number.isInteger(teamId) && teamId > 0;
  const team = useQuery({ ...teamQueryOptions(teamId), enabled: validId });
  const data = team.data;
  const notFound = !validId || isNotFound(team.error);
  usePageTitle(
    data?.name ?? (notFound ? 'Team not found' : 'Team'),
    data
      ? `${data.name} of the ${data.League.name} league: upcoming games, players, team statistics and results.`
      : 'A team of the league.',
  );

  if (notFound) return <NotFoundMessage title="Team not found" />;
  if (team.isError) return <p className={`${emptyTextClass} text-center`}>Error loading data</p>;
  if (!data) return <Spinner label="Loading team" />;

  return (
    <article>
      <TeamHeader team={data} />
      <Section id="team-upcoming" title="Upcoming games">
        <TeamGames team={data} part="upcoming" />
      </Section>
      <Section id="team-players" title="Players">
        <RosterTable team={data} />
      </Section>
      <Section id="team-statistics" title="Team statistics">
        <TeamStatisticsTable teamId={data.id} teamName={data.name} />
      </Section>
      <Section id="team-results" title="Results">
        <TeamGames team={data} part="results" />
      </Section>
    </article>
  );
}
