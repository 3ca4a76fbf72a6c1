import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import { BOX_SCORE_STATUSES } from '#domain/games.ts';
import { ScreenError } from '#web/components/ui/load-failure.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { gameQueryOptions } from '#web/features/games/api/get-game.ts';
import { useSaveBoxScore } from '#web/features/games/api/save-box-score.ts';
import { CalledOffNote, useNumbersLocked } from '#web/features/games/components/called-off-note.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { BoxScoreGrid } from '#web/features/player-stats/components/box-score-grid.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

const GAME_NOT_FOUND = 'Game not found';

/**
 * /admin/games/update/{id}/box-score/entry (docs/rules/screens.md#whole-game-entry): the whole
 * game on one screen, both teams' lines and the score, saved at once. A scorekeeper gets no grid
 * for a game postponed, cancelled or forfeited, only why.
 */
export function GamesEntryPage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const game = useQuery({ ...gameQueryOptions(id), enabled: validId });
  const saveBoxScore = useSaveBoxScore();
  const data = game.data;
  const locked = useNumbersLocked(data ?? { status: 'scheduled' });
  usePageTitle(data ? `Enter Box Score: ${data.HomeTeam.name} vs ${data.AwayTeam.name}` : 'Enter Box Score');

  if (!validId || game.isError) {
    return (
      <ScreenError
        title="Enter Box Score"
        message={validId ? errorMessage(game.error, GAME_NOT_FOUND) : GAME_NOT_FOUND}
      />
    );
  }
  if (!data) return <Spinner label="Loading box score" />;

  return (
    <article className="space-y-4">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-strong">
          {data.League.name} · Enter box score
        </p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight md:text-3xl">
          {data.HomeTeam.name} vs {data.AwayTeam.name}
        </h1>
        <p className="mt-1 text-neutral-300">
          {formatGameDate(data.date)} · {formatGameTime(data.time)} · {data.Location.name} ·{' '}
          <span className="rounded bg-neutral-800 px-2 py-0.5 text-neutral-200">
            {BOX_SCORE_STATUSES[data.boxScoreStatus].label}
          </span>
        </p>
      </header>
      <CalledOffNote game={data} />
      {locked ? (
        <ButtonLink to={paths.admin.gamesBoxScore(data.id)} variant="secondary">
          Back to the box score
        </ButtonLink>
      ) : (
        <BoxScoreGrid
          game={data}
          cancelTo={paths.admin.gamesBoxScore(data.id)}
          onSave={(body) => saveBoxScore.mutateAsync({ id: data.id, body })}
        />
      )}
    </article>
  );
}
