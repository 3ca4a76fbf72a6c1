import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { Team } from '#domain/teams.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDeleteTeam } from '#web/features/teams/api/delete-team.ts';
import { useTeams } from '#web/features/teams/api/get-teams.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '../../paths.ts';

type LeagueGroup = { league: Team['League']; teams: Team[] };

/** The teams under their leagues, newest league first (DESIGN §4 leagues order), then by name. */
function groupByLeague(teams: Team[]): LeagueGroup[] {
  const sorted = [...teams].sort(
    (a, b) =>
      b.League.startDate.localeCompare(a.League.startDate) || a.League.id - b.League.id || a.name.localeCompare(b.name),
  );
  const groups: LeagueGroup[] = [];
  for (const team of sorted) {
    const last = groups.at(-1);
    if (last?.league.id === team.LeagueId) last.teams.push(team);
    else groups.push({ league: team.League, teams: [team] });
  }
  return groups;
}

/** SPEC §2 teams list: each league's teams with Edit and Delete. */
export function TeamsListPage() {
  usePageTitle('Teams');
  const teams = useTeams();
  const deleteTeam = useDeleteTeam();
  const [toDelete, setToDelete] = useState<Team | null>(null);

  const onConfirmDelete = async () => {
    const target = toDelete;
    setToDelete(null);
    if (!target) return;
    try {
      await deleteTeam.mutateAsync(target.id);
      toast.success('Team Deleted');
    } catch (error) {
      // SPEC §8: the server's reason (e.g. 'Team has players, cannot delete') when it gave one.
      toast.error(errorMessage(error, 'Error deleting Team'));
    }
  };

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Teams</h1>
        <ButtonLink to={paths.admin.teamsCreate}>Create Team</ButtonLink>
      </div>
      {teams.isPending ? <Spinner /> : null}
      {teams.isError ? <p className="mt-6 text-red-300">Failed to load teams</p> : null}
      {teams.data?.length === 0 ? <p className="mt-6 text-neutral-300">No teams yet.</p> : null}
      {teams.data
        ? groupByLeague(teams.data).map((group) => (
            <LeagueTeams key={group.league.id} group={group} onDelete={setToDelete} />
          ))
        : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete team"
        message={`Are you sure you want to delete ${toDelete?.name ?? 'this team'}?`}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

function LeagueTeams({ group, onDelete }: { group: LeagueGroup; onDelete: (team: Team) => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 text-xl font-bold">
        {group.league.name}
        {group.league.isActive ? <span className="text-sm font-semibold text-emerald-300">Active</span> : null}
      </h2>
      <div className="mt-3 overflow-x-auto rounded-xl border border-neutral-800">
        <table aria-labelledby={headingId} className="w-full text-left text-sm">
          <thead className="bg-neutral-900 text-neutral-300">
            <tr>
              <th scope="col" className="px-4 py-3">
                Team
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {group.teams.map((team) => (
              <tr key={team.id} className="border-t border-neutral-800">
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    {team.logoUrl ? (
                      <img
                        src={team.logoUrl}
                        alt=""
                        width={32}
                        height={32}
                        loading="lazy"
                        className="size-8 shrink-0 object-contain"
                      />
                    ) : (
                      <span className="size-8 shrink-0" aria-hidden="true" />
                    )}
                    <span className="font-medium [overflow-wrap:anywhere]">{team.name}</span>
                  </div>
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-2">
                    <ButtonLink
                      to={paths.admin.teamsUpdate(team.id)}
                      variant="secondary"
                      aria-label={`Edit ${team.name}`}
                    >
                      Edit
                    </ButtonLink>
                    <Button variant="danger" onClick={() => onDelete(team)} aria-label={`Delete ${team.name}`}>
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
