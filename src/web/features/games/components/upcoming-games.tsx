import { Link } from 'react-router';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import { upcomingGames } from '#domain/schedule.ts';
import { paths } from '#web/config/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { tableLinkClass } from '#web/components/ui/table.tsx';
import { useNow } from '#web/lib/hydration.ts';
import { useSiteInfo } from '#web/lib/site-info.ts';
import { useGames } from '../api/get-games.ts';
import { GameStatusNote, RescheduledMark, RoundMark } from './game-status-note.tsx';
import { LiveMark } from './live-mark.tsx';

/**
 * The games under way, marked LIVE, then those of the next two weeks, earliest first
 * (docs/rules/numbers.md#upcoming-schedule).
 */
export function UpcomingGames({ leagueId }: { leagueId: number }) {
  const games = useGames({ leagueId });
  const timezone = useSiteInfo().data?.leagueTimezone ?? 'America/New_York';
  const now = useNow();
  if (games.isPending) return <Spinner label="Loading games" />;
  if (games.isError) return <p className="py-4 text-neutral-300">Failed to load games</p>;
  const live = games.data.filter((game) => game.live);
  const upcoming = [...live, ...upcomingGames(games.data, now, timezone).filter((game) => !game.live)];
  if (upcoming.length === 0) return <p className="py-4 text-neutral-300">No upcoming games in the next two weeks.</p>;
  return (
    <ul className="divide-y divide-neutral-800">
      {upcoming.map((game) => (
        <li key={game.id} className="py-2.5 first:pt-0 last:pb-0">
          <LiveMark game={game} className="mb-1" />
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
            <RescheduledMark game={game} />
            <RoundMark game={game} />
          </p>
          <GameStatusNote game={game} className="mt-1 block text-sm" />
        </li>
      ))}
    </ul>
  );
}
