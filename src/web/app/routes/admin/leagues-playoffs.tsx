import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useConfirmation } from '#web/components/ui/confirmation.ts';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useLeague } from '#web/features/leagues/api/get-league.ts';
import { useLeagues } from '#web/features/leagues/api/get-leagues.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { useBracketWrites } from '#web/features/playoffs/api/bracket-writes.ts';
import { useBracket } from '#web/features/playoffs/api/get-bracket.ts';
import { useStandings } from '#web/features/standings/api/get-standings.ts';
import { useGames } from '#web/features/games/api/get-games.ts';
import { isToCome } from '#domain/game-status.ts';
import { BracketAdmin, NewBracketForm } from '#web/features/playoffs/components/bracket-admin.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

/**
 * /admin/leagues/{id}/playoffs (docs/rules/screens.md#playoffs-screen): make the league's
 * bracket from its standings, schedule each game once its teams are known, see who is not
 * eligible, or delete a bracket without results.
 */
export function LeaguesPlayoffsPage() {
  const id = Number(useParams().id);
  const league = useLeague(id);
  const listed = useLeagues();
  const locations = useLocations();
  const hasBracket = listed.data?.find((candidate) => candidate.id === id)?.hasPlayoffs ?? false;
  const bracket = useBracket(id, hasBracket);
  const standings = useStandings(id);
  const games = useGames({ leagueId: id });
  const writes = useBracketWrites();
  const confirmation = useConfirmation();
  usePageTitle(league.data ? `Playoffs: ${league.data.name}` : 'Playoffs');

  if (league.isPending || listed.isPending || locations.isPending || standings.isPending || games.isPending) {
    return <Spinner label="Loading league" />;
  }
  if (!league.data || !locations.data || !standings.data || !games.data) {
    return (
      <LoadFailure
        message="Failed to load leagues"
        back={{ to: paths.admin.leaguesList, label: 'Back to the league list' }}
      />
    );
  }
  const { name, Teams } = league.data;
  return (
    <section className="flex flex-col gap-6">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-strong">{name}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight">Playoffs</h1>
      </header>
      {!hasBracket ? (
        <NewBracketForm
          teamCount={Teams.length}
          standings={standings.data}
          unplayed={games.data.filter((game) => game.round === null && isToCome(game)).length}
          confirmEarly={(message) => confirmation.ask('Create the bracket before the season is over?', message)}
          onCreate={async (body) => {
            await writes.create.mutateAsync({ leagueId: id, body });
            toast.success('Bracket created');
          }}
        />
      ) : bracket.isPending ? (
        <Spinner label="Loading the bracket" />
      ) : bracket.isError ? (
        <p className="text-red-300">{errorMessage(bracket.error, 'Failed to load the bracket')}</p>
      ) : (
        <BracketAdmin
          bracket={bracket.data}
          gyms={locations.data}
          onSchedule={async (key, body) => {
            await writes.schedule.mutateAsync({ leagueId: id, key, body });
            toast.success('Game scheduled');
          }}
          onDelete={async () => {
            const sure = await confirmation.ask(
              'Delete the bracket?',
              'The bracket and its scheduled games will be deleted. This cannot be undone.',
            );
            if (!sure) return;
            try {
              await writes.remove.mutateAsync(id);
              toast.success('Bracket deleted');
            } catch (error) {
              toast.error(errorMessage(error, 'An error occurred while deleting the bracket.'));
            }
          }}
        />
      )}
      <ConfirmDialog {...confirmation.dialog} />
    </section>
  );
}
