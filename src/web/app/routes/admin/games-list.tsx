import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import type { GameSummary } from '#domain/game-schemas.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cellClass, emptyTextClass, headerCellClass, tableClass, TableRegion } from '#web/components/ui/table.tsx';
import { useDeleteGame } from '#web/features/games/api/delete-game.ts';
import { useGames } from '#web/features/games/api/get-games.ts';
import { gameScore } from '#web/features/games/components/schedule-table.tsx';
import { paths } from '../../paths.ts';

/** Newest first: the games an admin is about to enter or fix are the recent and coming ones. */
const newestFirst = (a: GameSummary, b: GameSummary) =>
  b.date.localeCompare(a.date) || b.time.localeCompare(a.time) || b.id - a.id;

const describe = (game: GameSummary) =>
  `${game.HomeTeam.name} vs ${game.AwayTeam.name} on ${formatGameDate(game.date)}`;

const inputClass =
  'min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100 placeholder:text-neutral-500';

/** SPEC §2 games list: search by team name, a date filter with Clear, Edit, Enter Box Score and Delete. */
export function GamesListPage() {
  usePageTitle('Games');
  const games = useGames();
  const deleteGame = useDeleteGame();
  const [search, setSearch] = useState('');
  const [date, setDate] = useState('');
  const [toDelete, setToDelete] = useState<GameSummary | null>(null);
  const searchId = useId();
  const dateId = useId();

  const term = search.trim().toLowerCase();
  const shown = (games.data ?? [])
    .filter((game) => !date || game.date === date)
    .filter(
      (game) =>
        !term || game.HomeTeam.name.toLowerCase().includes(term) || game.AwayTeam.name.toLowerCase().includes(term),
    )
    .sort(newestFirst);

  const onConfirmDelete = async () => {
    const target = toDelete;
    setToDelete(null);
    if (!target) return;
    try {
      await deleteGame.mutateAsync(target.id);
      toast.success('Game Deleted');
    } catch {
      toast.error('Error deleting Game');
    }
  };

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Games</h1>
        <ButtonLink to={paths.admin.gamesCreate}>Create Game</ButtonLink>
      </div>
      <search className="mt-6 flex flex-wrap items-end gap-4">
        <div className="flex min-w-0 grow flex-col gap-1 sm:max-w-xs">
          <label htmlFor={searchId} className="text-sm font-medium text-neutral-200">
            Search by team name
          </label>
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={inputClass}
          />
        </div>
        <div className="flex items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={dateId} className="text-sm font-medium text-neutral-200">
              Date
            </label>
            <input
              id={dateId}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              className={`${inputClass} [color-scheme:dark]`}
            />
          </div>
          <Button variant="secondary" onClick={() => setDate('')}>
            Clear
          </Button>
        </div>
      </search>
      {games.isPending ? <Spinner label="Loading games" /> : null}
      {games.isError ? <p className="mt-6 text-red-300">Failed to load games</p> : null}
      {games.data ? (
        <>
          <p role="status" className="mt-4 text-sm text-neutral-300">
            {shown.length === 1 ? '1 game' : `${shown.length} games`}
          </p>
          {games.data.length === 0 ? <p className={emptyTextClass}>No data available</p> : null}
          {games.data.length > 0 && shown.length === 0 ? (
            <p className={emptyTextClass}>No games match the search.</p>
          ) : null}
          {shown.length > 0 ? <GamesTable games={shown} onDelete={setToDelete} /> : null}
        </>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete game"
        message={`Are you sure you want to delete ${toDelete ? describe(toDelete) : 'this game'}?`}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

/** On phones the time goes under the date, as on the public schedule. */
const phoneHidden = 'hidden sm:table-cell';
const headers = [
  { label: 'Date' },
  { label: 'Time', className: phoneHidden },
  { label: 'Home' },
  { label: 'Away' },
  { label: 'Score' },
  { label: 'Location' },
];

function GamesTable({ games, onDelete }: { games: GameSummary[]; onDelete: (game: GameSummary) => void }) {
  return (
    <div className="mt-2 rounded-xl border border-neutral-800 px-2">
      <TableRegion label="Games">
        <table className={tableClass}>
          <caption className="sr-only">Games, newest first</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th
                  key={header.label}
                  scope="col"
                  className={`${headerCellClass} whitespace-nowrap ${header.className ?? ''}`}
                >
                  {header.label}
                </th>
              ))}
              <th scope="col" className={headerCellClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {games.map((game) => (
              <tr key={game.id} className="hover:bg-neutral-900">
                <td className={`${cellClass} whitespace-nowrap`}>
                  {formatGameDate(game.date)}
                  <span className="block text-neutral-300 sm:hidden">{formatGameTime(game.time)}</span>
                </td>
                <td className={`${cellClass} ${phoneHidden} whitespace-nowrap`}>{formatGameTime(game.time)}</td>
                <td className={`${cellClass} min-w-32 font-medium`}>{game.HomeTeam.name}</td>
                <td className={`${cellClass} min-w-32 font-medium`}>{game.AwayTeam.name}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{gameScore(game)}</td>
                <td className={`${cellClass} min-w-32`}>{game.Location.name}</td>
                <td className={cellClass}>
                  <div className="flex justify-end gap-2">
                    <ButtonLink
                      to={paths.admin.gamesUpdate(game.id)}
                      variant="secondary"
                      aria-label={`Edit ${describe(game)}`}
                    >
                      Edit
                    </ButtonLink>
                    <ButtonLink
                      to={paths.admin.gamesBoxScore(game.id)}
                      variant="secondary"
                      className="whitespace-nowrap"
                      aria-label={`Enter Box Score of ${describe(game)}`}
                    >
                      Enter Box Score
                    </ButtonLink>
                    <Button variant="danger" onClick={() => onDelete(game)} aria-label={`Delete ${describe(game)}`}>
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </div>
  );
}
