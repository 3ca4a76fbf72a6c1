import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GameSummary } from '#domain/game-schemas.ts';
import { enteredLinesOf, linesGoingText } from '#domain/games.ts';
import { AdminListPage } from '#web/components/ui/admin-list.tsx';
import { useConfirmedDelete } from '#web/components/ui/confirmed-delete.ts';
import { useDeleteGame } from '#web/features/games/api/delete-game.ts';
import { gameQueryOptions } from '#web/features/games/api/get-game.ts';
import { useGames } from '#web/features/games/api/get-games.ts';
import {
  AdminGamesTable,
  describeGame,
  filterGames,
  GameFilters,
} from '#web/features/games/components/admin-games-table.tsx';
import { paths } from '#web/config/paths.ts';

/**
 * The games list (docs/rules/screens.md#list-screens): search by team name, a date filter with
 * Clear, Edit, Enter Box Score and Delete, whose question says how many entered stat lines go
 * with the game.
 */
export function GamesListPage() {
  const games = useGames();
  const deleteGame = useDeleteGame();
  const [search, setSearch] = useState('');
  const [date, setDate] = useState('');
  const queryClient = useQueryClient();
  const remove = useConfirmedDelete({
    remove: ({ game }: { game: GameSummary; lines: number }) => deleteGame.mutateAsync(game.id),
    title: 'Delete game',
    message: ({ game, lines }) =>
      `Are you sure you want to delete ${describeGame(game)}?${linesGoingText(lines, 'game')}`,
    success: 'Game Deleted',
    failure: () => 'Error deleting Game',
  });
  // The question says how many entered lines go with the game, which the list does not carry.
  const askToDelete = async (game: GameSummary) => {
    const detail = await queryClient.fetchQuery(gameQueryOptions(game.id)).catch(() => null);
    remove.ask({ game, lines: detail ? enteredLinesOf(detail) : 0 });
  };

  return (
    <AdminListPage
      title="Games"
      create={{ to: paths.admin.gamesCreate, label: 'Create Game' }}
      list={games}
      shown={filterGames(games.data, search, date)}
      loadingLabel="Loading games"
      failure="Failed to load games"
      dialog={remove.dialog}
      controls={<GameFilters search={search} onSearch={setSearch} date={date} onDate={setDate} />}
    >
      {(items) => (
        <AdminGamesTable items={items} total={games.data?.length ?? 0} onDelete={(game) => void askToDelete(game)} />
      )}
    </AdminListPage>
  );
}
