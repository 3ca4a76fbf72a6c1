import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ImportHistory } from '#web/features/imports/components/import-history.tsx';
import { ImportSteps } from '#web/features/imports/components/import-steps.tsx';
import { useLeagues } from '#web/features/leagues/api/get-leagues.ts';
import { gamesQueryOptions } from '#web/features/games/api/get-games.ts';
import { useQuery } from '@tanstack/react-query';

/** A league's games, for box scores of one game; none until a league is chosen. */
function useLeagueGames(leagueId: number | null) {
  const games = useQuery({ ...gamesQueryOptions({ leagueId: leagueId ?? 0 }), enabled: leagueId !== null });
  return leagueId === null ? [] : (games.data ?? []);
}

/**
 * /admin/imports: players, teams, gyms, a schedule or box scores from a spreadsheet (a CSV or
 * Excel file, or pasted rows), previewed row by row before anything is saved; and every import
 * so far, each of which can be undone.
 */
export function ImportsPage() {
  usePageTitle('Import from a spreadsheet');
  const leagues = useLeagues();
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight">Import from a spreadsheet</h1>
      <p className="mt-3 max-w-3xl text-neutral-300">
        Bring in players, teams, gyms, a schedule or box scores from a CSV or Excel file, or rows pasted from a
        spreadsheet: another league software’s export, or the site’s own templates. The preview shows what each row
        would do before anything is saved, and an import can be undone afterwards.
      </p>
      {leagues.isPending ? <Spinner label="Loading leagues" /> : null}
      {leagues.isError ? (
        <p role="alert" className="mt-6 text-red-300">
          Failed to load leagues
        </p>
      ) : null}
      {leagues.data ? <ImportSteps leagues={leagues.data} useLeagueGames={useLeagueGames} /> : null}
      <ImportHistory />
    </section>
  );
}
