import { useState } from 'react';
import type { GameSummary } from '#domain/game-schemas.ts';
import { isPlayed } from '#domain/games.ts';
import { gameInstant } from '#domain/schedule.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { emptyTextClass } from '#web/components/ui/table.tsx';
import { useSiteInfo } from '#web/lib/site-info.ts';
import { useGames } from '../api/get-games.ts';
import { ResultsTable } from './results-table.tsx';
import { ScheduleTable } from './schedule-table.tsx';

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

/** One part of a team's games: its upcoming games, or its results newest first. */
export function TeamGames({
  teamId,
  teamName,
  part,
}: {
  teamId: number;
  teamName: string;
  part: 'upcoming' | 'results';
}) {
  const games = useGames({ teamId });
  const upcoming = useUpcoming(games.data);
  if (part === 'upcoming') {
    return (
      <ScheduleTable
        games={upcoming}
        label={`${teamName} upcoming games`}
        isPending={games.isPending}
        isError={games.isError}
      />
    );
  }
  if (games.isPending) return <Spinner label="Loading results" />;
  if (games.isError) return <p className={emptyTextClass}>Error loading data</p>;
  // A forfeit is a result: a win or a loss without a score.
  const played = games.data.filter((game) => isPlayed(game) || game.status === 'forfeit').reverse();
  return <ResultsTable games={played} teamId={teamId} teamName={teamName} />;
}
