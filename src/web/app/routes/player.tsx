import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { careerHighs } from '#domain/career-highs.ts';
import { formatShortDate } from '#domain/format.ts';
import type { GameLogRow } from '#domain/player-stats.ts';
import { headingOf, shownStat, statColumns } from '#domain/stat-catalogue.ts';
import type { PlayerDetail } from '#domain/players.ts';
import { paths } from '#web/config/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { columnsFor, StatCells, StatHeaderCells } from '#web/components/ui/stat-cells.tsx';
import { NotFoundMessage } from '#web/components/ui/not-found-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { usePlayerAwards } from '#web/features/awards/api/get-awards.ts';
import { usePlayerAverages, usePlayerGameLog } from '#web/features/player-stats/api/get-player-stats.ts';
import { playerQueryOptions } from '#web/features/players/api/get-player.ts';
import {
  cellClass,
  emptyTextClass,
  headerCellClass,
  tableClass,
  tableLinkClass,
  TableRegion,
} from '#web/components/ui/table.tsx';
import { ApiError } from '#web/lib/api-client.ts';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `player-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PlayerInfo({ player }: { player: PlayerDetail }) {
  const current = player.teams.filter((team) => team.PlayerTeam.isCurrentTeam);
  const previous = player.teams.filter((team) => !team.PlayerTeam.isCurrentTeam);
  const facts: [string, ReactNode][] = [
    ['Jersey', player.jerseyNumber !== null ? `#${player.jerseyNumber}` : null],
    ['Position', player.position],
    ['Height', player.height],
    ['Weight', player.weight !== null ? `${player.weight} lbs` : null],
    ['Age', player.age],
  ];
  const teamLinks = (teams: PlayerDetail['teams']) => (
    <ul>
      {teams.map((team) => (
        <li key={team.id}>
          <Link to={paths.team(team.id)} className={tableLinkClass}>
            {team.name}
          </Link>{' '}
          <span className="text-neutral-300">({team.League.name})</span>
        </li>
      ))}
    </ul>
  );
  return (
    <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 rounded-xl border border-neutral-800 bg-neutral-900/60 p-5 sm:grid-cols-3 lg:grid-cols-5">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-300">{label}</dt>
          <dd className="mt-1 text-lg font-semibold">{value ?? '-'}</dd>
        </div>
      ))}
      <div className="col-span-2 sm:col-span-3 lg:col-span-2">
        <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-300">Current team</dt>
        <dd className="mt-1">{current.length ? teamLinks(current) : 'None'}</dd>
      </div>
      {previous.length ? (
        <div className="col-span-2 sm:col-span-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-300">Previous teams</dt>
          <dd className="mt-1">{teamLinks(previous)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function PlayerAwards({ playerId }: { playerId: number }) {
  const awards = usePlayerAwards(playerId);
  if (awards.isPending) return null;
  if (awards.isError) return <p className={emptyTextClass}>Error loading awards</p>;
  // A signed-in admin also gets hidden awards; the public page shows only shown ones.
  const shown = awards.data.filter((award) => award.isShown);
  if (shown.length === 0) return null;
  return (
    <Section title="Awards">
      <ul className="flex flex-wrap gap-3">
        {shown.map((award) => (
          <li key={award.id} className="rounded-full border border-brand/60 bg-neutral-900 px-4 py-1.5 font-semibold">
            {award.name} - {award.League.name}
          </li>
        ))}
      </ul>
    </Section>
  );
}

const AVERAGE_COLUMNS = statColumns('averages');

function PlayerAveragesTable({ playerId }: { playerId: number }) {
  const averages = usePlayerAverages(playerId);
  let content: ReactNode;
  if (averages.isPending) content = <Spinner label="Loading averages" />;
  else if (averages.isError && !isNotFound(averages.error))
    content = <p className={emptyTextClass}>Error loading data</p>;
  else if (!averages.data?.length) content = <p className={emptyTextClass}>No averages available</p>;
  else {
    const columns = columnsFor(AVERAGE_COLUMNS, averages.data);
    content = (
      <TableRegion label="Averages per league">
        <table className={tableClass}>
          <caption className="sr-only">Per-game averages in each league</caption>
          <thead>
            <tr>
              <th scope="col" className={headerCellClass}>
                League
              </th>
              <th scope="col" className={`${headerCellClass} text-right`}>
                <abbr title="Games played" className="no-underline">
                  GP
                </abbr>
              </th>
              <StatHeaderCells columns={columns} perGame />
            </tr>
          </thead>
          <tbody>
            {averages.data.map((row) => (
              <tr key={row.leagueId} className="hover:bg-neutral-900">
                <th scope="row" className={`${cellClass} whitespace-nowrap font-semibold`}>
                  {row.leagueName}
                </th>
                <td className={`${cellClass} text-right`}>{row.gamesPlayed}</td>
                <StatCells columns={columns} line={row} perGame />
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    );
  }
  return <Section title="Averages per league">{content}</Section>;
}

const outcomeClass = { W: 'text-green-400', L: 'text-red-300', T: 'text-neutral-200' } as const;

/** The player's side of a logged game: opponent, home or away, and the result. */
function gameSide(row: GameLogRow) {
  const home = row.teamId === row.homeTeamId;
  const own = (home ? row.homeTeamScore : row.awayTeamScore) ?? 0;
  const other = (home ? row.awayTeamScore : row.homeTeamScore) ?? 0;
  return {
    opponentId: home ? row.awayTeamId : row.homeTeamId,
    opponentName: home ? row.awayTeamName : row.homeTeamName,
    at: home ? 'vs' : '@',
    result: own > other ? ('W' as const) : own < other ? ('L' as const) : ('T' as const),
    score: `${own}-${other}`,
  };
}

function Opponent({ row }: { row: GameLogRow }) {
  const side = gameSide(row);
  return (
    <>
      <span className="text-neutral-300">{side.at} </span>
      <Link to={paths.team(side.opponentId)} className={tableLinkClass}>
        {side.opponentName}
      </Link>
    </>
  );
}

function CareerHighs({ log }: { log: GameLogRow[] }) {
  return (
    <Section title="Career highs">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {careerHighs(log).map(({ stat, value, game }) => (
          <li key={stat} className="rounded-xl border border-neutral-800 bg-neutral-900/60 p-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-neutral-300">
              {headingOf(shownStat(stat))}
            </p>
            <p className="mt-1 text-3xl font-extrabold tabular-nums text-brand-strong">{value}</p>
            {game ? (
              <p className="mt-1 text-sm">
                <Link to={paths.boxScore(game.gameId)} className={tableLinkClass}>
                  {gameSide(game).at} {gameSide(game).opponentName}
                  <span className="sr-only"> box score</span>
                </Link>
                <span className="block text-neutral-300">{formatShortDate(game.gameDate)}</span>
              </p>
            ) : (
              <p className="mt-1 text-sm text-neutral-300">-</p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

const GAME_LOG_COLUMNS = statColumns('gameLog');

function GameLogTable({ log }: { log: GameLogRow[] }) {
  const columns = columnsFor(GAME_LOG_COLUMNS, log);
  return (
    <TableRegion label="Game log">
      <table className={tableClass}>
        <caption className="sr-only">Game log, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className={headerCellClass}>
              Date
            </th>
            <th scope="col" className={headerCellClass}>
              Opponent
            </th>
            <th scope="col" className={headerCellClass}>
              Result
            </th>
            <StatHeaderCells columns={columns} />
          </tr>
        </thead>
        <tbody>
          {log.map((row) => {
            const side = gameSide(row);
            return (
              <tr key={row.id} className="hover:bg-neutral-900">
                <th scope="row" className={`${cellClass} whitespace-nowrap font-normal`}>
                  <Link to={paths.boxScore(row.gameId)} className={tableLinkClass}>
                    {formatShortDate(row.gameDate)}
                  </Link>
                </th>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <Opponent row={row} />
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <span className={`font-bold ${outcomeClass[side.result]}`}>{side.result}</span> {side.score}
                </td>
                <StatCells columns={columns} line={row} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}

function PlayerGames({ playerId }: { playerId: number }) {
  const log = usePlayerGameLog(playerId);
  if (log.isPending) return <Spinner label="Loading game log" />;
  if (log.isError && !isNotFound(log.error)) {
    return (
      <Section title="Game log">
        <p className={emptyTextClass}>Error loading data</p>
      </Section>
    );
  }
  const rows = log.data ?? [];
  return (
    <>
      {rows.length ? <CareerHighs log={rows} /> : null}
      <Section title="Game log">
        {rows.length ? <GameLogTable log={rows} /> : <p className={emptyTextClass}>No stats found for this player</p>}
      </Section>
    </>
  );
}

/** `/players/{id}`: who the player is, their awards, averages, best games and every game. */
export function PlayerPage() {
  const playerId = Number(useParams().id);
  const validId = Number.isInteger(playerId) && playerId > 0;
  const player = useQuery({ ...playerQueryOptions(playerId), enabled: validId });
  const data = player.data;
  const name = data ? `${data.firstName} ${data.lastName}` : '';
  const notFound = !validId || isNotFound(player.error);
  usePageTitle(
    name || (notFound ? 'Player not found' : 'Player'),
    name ? `${name}: team, averages per league, career highs and game log.` : 'A player of the league.',
  );

  if (notFound) return <NotFoundMessage title="Player not found" />;
  if (player.isError) return <p className={`${emptyTextClass} text-center`}>Error loading data</p>;
  if (!data) return <Spinner label="Loading player" />;

  return (
    <article>
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
        {name}
        {data.isCaptain ? (
          <span className="ml-3 align-middle text-base font-bold text-brand-strong">
            <abbr title="Captain" className="no-underline">
              (C)
            </abbr>
          </span>
        ) : null}
      </h1>
      <PlayerInfo player={data} />
      <PlayerAwards playerId={playerId} />
      <PlayerAveragesTable playerId={playerId} />
      <PlayerGames playerId={playerId} />
    </article>
  );
}
