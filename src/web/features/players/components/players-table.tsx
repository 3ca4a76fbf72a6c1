import { useId } from 'react';
import type { PlayerListRow } from '#domain/players.ts';
import { AdminTable, FilterField, type AdminColumn } from '#web/components/ui/admin-list.tsx';
import { paths } from '#web/config/paths.ts';

/** A player's first and last name: the search looks in it, and it names the row's Edit link. */
export const fullName = (player: PlayerListRow) => `${player.firstName} ${player.lastName}`;

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

/** The players list's search by name and its 'Sort by Recent' checkbox. */
export function PlayerFilters({
  search,
  onSearch,
  recent,
  onRecent,
}: {
  search: string;
  onSearch: (search: string) => void;
  recent: boolean;
  onRecent: (recent: boolean) => void;
}) {
  const recentId = useId();
  return (
    <div className="mt-6 flex flex-wrap items-end gap-x-6 gap-y-3">
      <FilterField
        label="Search by name"
        className="w-full sm:w-72"
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <div className="flex min-h-10 items-center gap-3">
        <input
          id={recentId}
          type="checkbox"
          checked={recent}
          onChange={(event) => onRecent(event.target.checked)}
          className="size-5 accent-brand"
        />
        <label htmlFor={recentId} className="text-sm font-medium text-neutral-100">
          Sort by Recent
        </label>
      </div>
    </div>
  );
}

/** The players list's table: name, jersey, current teams, email and phone, and Edit on every row. */
export function PlayersTable({ items }: { items: readonly PlayerListRow[] }) {
  return (
    <AdminTable
      region="Players"
      items={items}
      columns={columns}
      rowName={fullName}
      editPath={paths.admin.playersUpdate}
    />
  );
}
