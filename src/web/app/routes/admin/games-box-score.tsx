import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import { gameScoreBody, type GameDetail } from '#domain/game-schemas.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { FormError, TextField, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { gameQueryOptions } from '#web/features/games/api/get-game.ts';
import { useUpdateGameScore } from '#web/features/games/api/update-game-score.ts';
import { BoxScoreStatTable } from '#web/features/games/components/box-score-stat-table.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/config/paths.ts';

const GAME_NOT_FOUND = 'Game not found';

/**
 * /admin/games/update/{id}/box-score (docs/rules/screens.md#box-score-screen): the game, a
 * score form and both teams' stat tables, whose rows lead to the edit screen of each player's
 * line.
 */
export function GamesBoxScorePage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const game = useQuery({ ...gameQueryOptions(id), enabled: validId });
  const data = game.data;
  usePageTitle(data ? `Box Score: ${data.HomeTeam.name} vs ${data.AwayTeam.name}` : 'Box Score');

  if (!validId || game.isError) {
    return (
      <section>
        <h1 className="text-3xl font-extrabold tracking-tight">Box Score</h1>
        <p className="mt-6 text-red-300">
          Error: {validId ? errorMessage(game.error, GAME_NOT_FOUND) : GAME_NOT_FOUND}
        </p>
      </section>
    );
  }
  if (!data) return <Spinner label="Loading box score" />;

  return (
    <article className="space-y-8">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-strong">{data.League.name}</p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight md:text-3xl">
          {data.HomeTeam.name} vs {data.AwayTeam.name}
        </h1>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-neutral-300 sm:flex sm:flex-wrap sm:gap-x-6">
          <div className="contents sm:flex sm:gap-2">
            <dt className="font-semibold text-neutral-400">Date</dt>
            <dd>{formatGameDate(data.date)}</dd>
          </div>
          <div className="contents sm:flex sm:gap-2">
            <dt className="font-semibold text-neutral-400">Time</dt>
            <dd>{formatGameTime(data.time)}</dd>
          </div>
          <div className="contents sm:flex sm:gap-2">
            <dt className="font-semibold text-neutral-400">Location</dt>
            <dd>{data.Location.name}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={paths.admin.gamesList} variant="secondary">
            Back to games
          </ButtonLink>
          <ButtonLink to={paths.admin.gamesUpdate(data.id)} variant="secondary">
            Edit game
          </ButtonLink>
          <ButtonLink to={paths.boxScore(data.id)} variant="secondary">
            Public box score
          </ButtonLink>
        </div>
      </header>
      {/* Keyed by the stored scores: a saved score starts the form afresh from the new values. */}
      <ScoreForm key={`${data.homeTeamScore}-${data.awayTeamScore}`} game={data} />
      <p className="text-sm text-neutral-300">Select a player to edit their stats for this game.</p>
      <BoxScoreStatTable gameId={data.id} side={data.HomeTeam} signedIn />
      <BoxScoreStatTable gameId={data.id} side={data.AwayTeam} signedIn />
    </article>
  );
}

/** The inputs start from the game's scores, 0 when there is none yet. */
function ScoreForm({ game }: { game: GameDetail }) {
  const updateScore = useUpdateGameScore();
  const form = useZodForm(gameScoreBody, {
    homeTeamScore: game.homeTeamScore ?? 0,
    awayTeamScore: game.awayTeamScore ?? 0,
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, formError } = useServerSubmit(
    form,
    async (body) => {
      await updateScore.mutateAsync({ id: game.id, body });
      toast.success('Score updated successfully');
    },
    'An error occurred while updating the score.',
  );

  return (
    <section
      aria-labelledby="score-form-title"
      className="max-w-md rounded-xl border border-neutral-800 bg-neutral-900/60 p-5"
    >
      <h2 id="score-form-title" className="mb-4 text-lg font-bold">
        Score
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={`${game.HomeTeam.name} (home)`}
            type="number"
            inputMode="numeric"
            min={0}
            registration={form.register('homeTeamScore')}
            error={errors.homeTeamScore?.message}
          />
          <TextField
            label={`${game.AwayTeam.name} (away)`}
            type="number"
            inputMode="numeric"
            min={0}
            registration={form.register('awayTeamScore')}
            error={errors.awayTeamScore?.message}
          />
        </div>
        <FormError message={formError} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            Update Score
          </Button>
        </div>
      </form>
    </section>
  );
}
