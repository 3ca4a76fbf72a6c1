import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatGameDate } from '#domain/format.ts';
import { isPlayed } from '#domain/games.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useMe } from '#web/lib/auth.ts';
import { gameQueryOptions } from '#web/features/games/api/get-game.ts';
import { useFollowLiveGame, useLiveGame } from '#web/features/games/api/get-live-game.ts';
import { BoxScoreHeader } from '#web/features/games/components/box-score-header.tsx';
import { BoxScoreNotes } from '#web/features/games/components/box-score-notes.tsx';
import { BoxScoreStatTable } from '#web/features/games/components/box-score-stat-table.tsx';
import { LiveGamePanel } from '#web/features/games/components/live-game-panel.tsx';
import { LiveScoreCard } from '#web/features/games/components/live-score-card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

const GAME_NOT_FOUND = 'Game not found';

/**
 * `/games/{id}/box-score`: the game, its final score and both teams' stat lines; a game to come
 * shows 'Scheduled' and its rosters (docs/rules/screens.md#box-score-page). A game scored live
 * shows where it stands above them, and follows every play while it is on, or while it may
 * still start (docs/rules/screens.md#live-box-score).
 */
export function BoxScorePage() {
  const gameId = Number(useParams().id);
  const validId = Number.isInteger(gameId) && gameId > 0;
  const game = useQuery({ ...gameQueryOptions(gameId), enabled: validId });
  const signedIn = Boolean(useMe().data?.id);
  // Asked once the game is known: a game that does not exist has no live answer either.
  const live = useLiveGame(gameId, game.isSuccess).data;
  const data = game.data;
  const scored = live?.scoredLive ? live : null;
  const toCome = data !== undefined && data.status === 'scheduled' && !isPlayed(data);
  useFollowLiveGame(gameId, scored ? scored.on : toCome && live !== undefined);

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
      <BoxScoreHeader
        game={data}
        // Until the close stores the score, the book's is the game's.
        scoreCard={scored && (scored.on || !isPlayed(data)) ? <LiveScoreCard game={data} live={scored} /> : undefined}
      />
      {scored ? <LiveGamePanel game={data} live={scored} /> : null}
      {/* The players of a game under way are in the live panel, not in a roster. */}
      {scored && data.boxScoreStatus === 'scheduled' ? null : <BoxScoreNotes game={data} />}
      {hasLines ? (
        <>
          <BoxScoreStatTable gameId={data.id} side={data.HomeTeam} signedIn={signedIn} />
          <BoxScoreStatTable gameId={data.id} side={data.AwayTeam} signedIn={signedIn} />
        </>
      ) : null}
    </article>
  );
}
