import { useState } from 'react';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import type { GameSummary } from '#domain/game-schemas.ts';
import { AdminListPage, AdminTable, FilterField, type AdminColumn } from '#web/components/ui/admin-list.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { useConfirmedDelete } from '#web/components/ui/confirmed-delete.ts';
import { emptyTextClass } from '#web/components/ui/table.tsx';
import { useDeleteGame } from '#web/features/games/api/delete-game.ts';
import { useGames } from '#web/features/games/api/get-games.ts';
import { gameScore } from '#web/features/games/components/schedule-table.tsx';
import { paths } from '#web/config/paths.ts';

/** Newest first: the games an admin is about to enter or fix are the recent and coming ones. */
const newestFirst = (a: GameSummary, b: GameSummary) =>
  b.date.localeCompare(a.date) || b.time.localeCompare(a.time) || b.id - a.id;

const describe = (game: GameSummary) =>
  `${game.HomeTeam.name} vs ${game.AwayTeam.name} on ${formatGameDate(game.date)}`;

const columns: AdminColumn<GameSummary>[] = [
  {
    header: 'Date',
    className: 'whitespace-nowrap',
    cell: (game) => (
      <>
        {formatGameDate(game.date)}
        {/* On phones the time goes under the date, as on the public schedule. */}
        <span className="block text-neutral-300 sm:hidden">{formatGameTime(game.time)}</span>
      </>
    ),
  },
  { header: 'Time', wideOnly: true, className: 'whitespace-nowrap', cell: (game) => formatGameTime(game.time) },
  { header: 'Home', className: 'min-w-32 font-medium', cell: (game) => game.HomeTeam.name },
  { header: 'Away', className: 'min-w-32 font-medium', cell: (game) => game.AwayTeam.name },
  { header: 'Score', className: 'whitespace-nowrap', cell: gameScore },
  { header: 'Location', className: 'min-w-32', cell: (game) => game.Location.name },
];

/**
 * The games list (docs/rules/screens.md#list-screens): search by team name, a date filter with
 * Clear, Edit, Enter Box Score and Delete.
 */
export function GamesListPage() {
  const games = useGames();
  const deleteGame = useDeleteGame();
  const [search, setSearch] = useState('');
  const [date, setDate] = useState('');
  const remove = useConfirmedDelete({
    remove: (game: GameSummary) => deleteGame.mutateAsync(game.id),
    title: 'Delete game',
    message: (game) => `Are you sure you want to delete ${describe(game)}?`,
    success: 'Game Deleted',
    failure: () => 'Error deleting Game',
  });

  const term = search.trim().toLowerCase();
  const shown = games.data
    ?.filter((game) => !date || game.date === date)
    .filter(
      (game) =>
        !term || game.HomeTeam.name.toLowerCase().includes(term) || game.AwayTeam.name.toLowerCase().includes(term),
    )
    .sort(newestFirst);

  return (
    <AdminListPage
      title="Games"
      create={{ to: paths.admin.gamesCreate, label: 'Create Game' }}
      list={games}
      shown={shown}
      loadingLabel="Loading games"
      failure="Failed to load games"
      dialog={remove.dialog}
      controls={
        <search className="mt-6 flex flex-wrap items-end gap-4">
          <FilterField
            label="Search by team name"
            className="min-w-0 grow sm:max-w-xs"
            type="search"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <div className="flex items-end gap-2">
            <FilterField label="Date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
            <Button variant="secondary" onClick={() => setDate('')}>
              Clear
            </Button>
          </div>
        </search>
      }
    >
      {(items) => (
        <>
          <p role="status" className="mt-4 text-sm text-neutral-300">
            {items.length === 1 ? '1 game' : `${items.length} games`}
          </p>
          {items.length === 0 ? (
            <p className={emptyTextClass}>{games.data?.length ? 'No games match the search.' : 'No data available'}</p>
          ) : (
            <AdminTable
              look="schedule"
              region="Games"
              caption="Games, newest first"
              className="mt-2"
              items={items}
              columns={columns}
              rowName={describe}
              editPath={paths.admin.gamesUpdate}
              onDelete={remove.ask}
              moreActions={(game) => (
                <ButtonLink
                  to={paths.admin.gamesBoxScore(game.id)}
                  variant="secondary"
                  className="whitespace-nowrap"
                  aria-label={`Enter Box Score of ${describe(game)}`}
                >
                  Enter Box Score
                </ButtonLink>
              )}
            />
          )}
        </>
      )}
    </AdminListPage>
  );
}
