import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { Team } from '#domain/teams.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useTeam } from '#web/features/teams/api/get-team.ts';
import { useUpdateTeam } from '#web/features/teams/api/update-team.ts';
import { useLeagues } from '#web/features/leagues/api/get-leagues.ts';
import { TeamForm, type TeamSaveBody } from '#web/features/teams/components/team-form.tsx';
import { paths } from '#web/config/paths.ts';

/** /admin/teams/update/{id}: name, league and logo; the roster is left as it is (docs/rules/league-data.md#teams). */
export function TeamsUpdatePage() {
  usePageTitle('Update Team');
  const team = useTeam(Number(useParams().id));
  if (team.isPending) return <Spinner />;
  if (team.isError) {
    return (
      <LoadFailure
        message="Failed to load teams"
        back={{ to: paths.admin.teamsList, label: 'Back to the team list' }}
      />
    );
  }
  return <UpdateTeamForm team={team.data} />;
}

function UpdateTeamForm({ team }: { team: Team }) {
  const updateTeam = useUpdateTeam();
  const leagues = useLeagues();
  const navigate = useNavigate();

  const onSave = async (body: TeamSaveBody) => {
    const updated = await updateTeam.mutateAsync({ id: team.id, body });
    toast.success(`Updated ${updated.name}`);
    navigate(paths.admin.teamsList);
  };

  return (
    <TeamForm
      leagues={leagues}
      title="Update Team"
      submitLabel="Save"
      defaultValues={{ name: team.name, LeagueId: String(team.LeagueId), logoUrl: team.logoUrl ?? '' }}
      onSave={onSave}
      fallback="An error occurred while updating the team."
    />
  );
}
