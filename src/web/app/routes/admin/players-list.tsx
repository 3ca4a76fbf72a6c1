import { useId, useState } from 'react';
import type { PlayerListRow } from '#domain/players.ts';
import { AdminListPage, AdminTable, FilterField, type AdminColumn } from '#web/components/ui/admin-list.tsx';
import { usePlayers } from '#web/features/players/api/list-players.ts';
import { paths } from '#web/config/paths.ts';

const fullName = (player: PlayerListRow) => `${player.firstName} ${player.lastName}`;

const columns: AdminColumn<PlayerListRow>[] = [
  { header: 'Name', className: 'min-w-40 font-medium break-words', cell: fullName },
  {
    header: 'Jersey',
    className: 'tabular-nums',
    cell: (player) => (player.jerseyNumber !== null ? `#${player.jerseyNumber}` : ''),
  },
  {
    header: 'Current team',
    cell: (player) =>
      player.currentTeams.length === 0 ? (
        <span className="text-neutral-400">None</span>
      ) : (
        <ul>
          {player.currentTeams.map((team) => (
            <li key={team.id} className="whitespace-nowrap">
              {team.name} <span className="text-neutral-400">({team.leagueName})</span>
            </li>
          ))}
        </ul>
      ),
  },
  { header: 'Email', className: 'whitespace-nowrap', cell: (player) => player.email },
  { header: 'Phone', className: 'whitespace-nowrap', cell: (player) => player.phoneNumber },
];

/** The players list (docs/rules/screens.md#list-screens): search by name, 'Sort by Recent', and Edit on every row. */
export function PlayersListPage() {
  const [recent, setRecent] = useState(false);
  const [search, setSearch] = useState('');
  const players = usePlayers(recent ? 'recent' : 'alphabetical');
  const recentId = useId();

  const query = search.trim().toLowerCase();
  const rows = players.data?.filter((player) => fullName(player).toLowerCase().includes(query));

  return (
    <AdminListPage
      title="Players"
      create={{ to: paths.admin.playersCreate, label: 'Create Player' }}
      list={players}
      shown={rows}
      loadingLabel="Loading players"
      failure="Failed to load players"
      empty={query ? 'No players match that name.' : 'No players yet.'}
      controls={
        <div className="mt-6 flex flex-wrap items-end gap-x-6 gap-y-3">
          <FilterField
            label="Search by name"
            className="w-full sm:w-72"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <div className="flex min-h-10 items-center gap-3">
            <input
              id={recentId}
              type="checkbox"
              checked={recent}
              onChange={(event) => setRecent(event.target.checked)}
              className="size-5 accent-brand"
            />
            <label htmlFor={recentId} className="text-sm font-medium text-neutral-100">
              Sort by Recent
            </label>
          </div>
        </div>
      }
    >
      {(items) => (
        <AdminTable
          region="Players"
          items={items}
          columns={columns}
          rowName={fullName}
          editPath={paths.admin.playersUpdate}
        />
      )}
    </AdminListPage>
  );
}
