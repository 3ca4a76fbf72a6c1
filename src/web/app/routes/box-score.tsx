import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatGameDate } from '#domain/format.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useMe } from '#web/lib/auth.ts';
import { gameQueryOptions } from '#web/features/games/api/get-game.ts';
import { BoxScoreHeader } from '#web/features/games/components/box-score-header.tsx';
import { BoxScoreNotes } from '#web/features/games/components/box-score-notes.tsx';
import { BoxScoreStatTable } from '#web/features/games/components/box-score-stat-table.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

const GAME_NOT_FOUND = 'Game not found';

/**
 * `/games/{id}/box-score`: the game, its final score and both teams' stat lines; a game to come
 * shows 'Scheduled' and its rosters (docs/rules/screens.md#box-score-page).
 */
export function BoxScorePage() {
  const gameId = Number(useParams().id);
  const validId = Number.isInteger(gameId) && gameId > 0;
  const game = useQuery({ ...gameQueryOptions(gameId), enabled: validId });
  const signedIn = Boolean(useMe().data?.id);

  const data = game.data;
  usePageTitle(
    data ? `${data.HomeTeam.name} vs ${data.AwayTeam.name} box score` : 'Box score',
    data
      ? `Box score of ${data.HomeTeam.name} vs ${data.AwayTeam.name} on ${formatGameDate(data.date)}: points, rebounds, assists and shooting of every player.`
      : 'Box score of a league game: points, rebounds, assists and shooting of every player.',
  );

  if (!validId || game.isError) {
    const message = validId ? errorMessage(game.error, GAME_NOT_FOUND) : GAME_NOT_FOUND;
    return (
      <section className="py-10 text-center">
        <h1 className="text-3xl font-extrabold">Box score</h1>
        <p className="mt-4 text-lg text-red-300">Error: {message}</p>
      </section>
    );
  }
  if (!data) return <Spinner label="Loading box score" />;

  // A game to come, or one whose lines nobody entered, shows its rosters instead of DNP rows.
  const hasLines = data.boxScoreStatus === 'complete' || data.boxScoreStatus === 'incomplete';
  return (
    <article className="space-y-8">
      <BoxScoreHeader game={data} />
      <BoxScoreNotes game={data} />
      {hasLines ? (
        <>
          <BoxScoreStatTable gameId={data.id} side={data.HomeTeam} signedIn={signedIn} />
          <BoxScoreStatTable gameId={data.id} side={data.AwayTeam} signedIn={signedIn} />
        </>
      ) : null}
    </article>
  );
}
