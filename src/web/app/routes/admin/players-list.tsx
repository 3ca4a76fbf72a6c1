import { useId, useState } from 'react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePlayers } from '#web/features/players/api/list-players.ts';
import { paths } from '../../paths.ts';

const headerClass = 'px-4 py-3';
const cellClass = 'px-4 py-3';

/** SPEC §2 players list: search by name, 'Sort by Recent', and Edit on every row. */
export function PlayersListPage() {
  usePageTitle('Players');
  const [recent, setRecent] = useState(false);
  const [search, setSearch] = useState('');
  const players = usePlayers(recent ? 'recent' : 'alphabetical');
  const searchId = useId();
  const recentId = useId();

  const query = search.trim().toLowerCase();
  const rows = (players.data ?? []).filter((player) =>
    `${player.firstName} ${player.lastName}`.toLowerCase().includes(query),
  );

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Players</h1>
        <ButtonLink to={paths.admin.playersCreate}>Create Player</ButtonLink>
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="flex w-full flex-col gap-1 sm:w-72">
          <label htmlFor={searchId} className="text-sm font-medium text-neutral-200">
            Search by name
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100"
          />
        </div>
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
      {players.isPending ? <Spinner label="Loading players" /> : null}
      {players.isError ? <p className="mt-6 text-red-300">Failed to load players</p> : null}
      {players.data ? (
        rows.length === 0 ? (
          <p className="mt-6 text-neutral-300">{query ? 'No players match that name.' : 'No players yet.'}</p>
        ) : (
          <div
            role="region"
            aria-label="Players"
            tabIndex={0}
            className="relative mt-6 overflow-x-auto rounded-xl border border-neutral-800"
          >
            <table className="w-full text-left text-sm">
              <thead className="bg-neutral-900 text-neutral-300">
                <tr>
                  <th scope="col" className={headerClass}>
                    Name
                  </th>
                  <th scope="col" className={headerClass}>
                    Jersey
                  </th>
                  <th scope="col" className={headerClass}>
                    Current team
                  </th>
                  <th scope="col" className={headerClass}>
                    Email
                  </th>
                  <th scope="col" className={headerClass}>
                    Phone
                  </th>
                  <th scope="col" className={`${headerClass} text-right`}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((player) => {
                  const name = `${player.firstName} ${player.lastName}`;
                  return (
                    <tr key={player.id} className="border-t border-neutral-800">
                      <td className={`${cellClass} min-w-40 font-medium break-words`}>{name}</td>
                      <td className={`${cellClass} tabular-nums`}>
                        {player.jerseyNumber !== null ? `#${player.jerseyNumber}` : ''}
                      </td>
                      <td className={cellClass}>
                        {player.currentTeams.length === 0 ? (
                          <span className="text-neutral-400">None</span>
                        ) : (
                          <ul>
                            {player.currentTeams.map((team) => (
                              <li key={team.id} className="whitespace-nowrap">
                                {team.name} <span className="text-neutral-400">({team.leagueName})</span>
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td className={`${cellClass} whitespace-nowrap`}>{player.email}</td>
                      <td className={`${cellClass} whitespace-nowrap`}>{player.phoneNumber}</td>
                      <td className={`${cellClass} text-right`}>
                        <ButtonLink
                          to={paths.admin.playersUpdate(player.id)}
                          variant="secondary"
                          aria-label={`Edit ${name}`}
                        >
                          Edit
                        </ButtonLink>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )
      ) : null}
    </section>
  );
}
