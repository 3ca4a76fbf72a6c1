import { useState } from 'react';
import { AdminListPage } from '#web/components/ui/admin-list.tsx';
import { usePlayers } from '#web/features/players/api/list-players.ts';
import { fullName, PlayerFilters, PlayersTable } from '#web/features/players/components/players-table.tsx';
import { paths } from '#web/config/paths.ts';
import { tableLinkClass } from '#web/components/ui/table.tsx';

/** The players list (docs/rules/screens.md#list-screens): search by name, 'Sort by Recent', and Edit on every row. */
export function PlayersListPage() {
  const [recent, setRecent] = useState(false);
  const [search, setSearch] = useState('');
  const players = usePlayers(recent ? 'recent' : 'alphabetical');

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
        <>
          <PlayerFilters search={search} onSearch={setSearch} recent={recent} onRecent={setRecent} />
          <p className="mt-4 text-sm">
            {/* A download, not a screen: the browser saves the server's CSV. */}
            <a href="/api/players/export.csv" download className={tableLinkClass}>
              Export players as CSV
            </a>{' '}
            <span className="text-neutral-300">(contact details, and the waiver each agreed to and when)</span>
          </p>
        </>
      }
    >
      {(items) => <PlayersTable items={items} />}
    </AdminListPage>
  );
}
