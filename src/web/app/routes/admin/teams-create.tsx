import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useCreateTeam } from '#web/features/teams/api/create-team.ts';
import { useLeagues } from '#web/features/leagues/api/get-leagues.ts';
import { TeamForm, type TeamSaveBody } from '#web/features/teams/components/team-form.tsx';
import { paths } from '#web/config/paths.ts';

/** /admin/teams/create. */
export function TeamsCreatePage() {
  usePageTitle('Create Team');
  const createTeam = useCreateTeam();
  const leagues = useLeagues();
  const navigate = useNavigate();

  const onSave = async (body: TeamSaveBody) => {
    const created = await createTeam.mutateAsync(body);
    toast.success(`Created ${created.name}`);
    navigate(paths.admin.teamsList);
  };

  return (
    <TeamForm
      leagues={leagues}
      title="Create Team"
      submitLabel="Create Team"
      defaultValues={{ name: '', LeagueId: '', logoUrl: '' }}
      onSave={onSave}
      fallback="An error occurred while creating the team."
    />
  );
}
