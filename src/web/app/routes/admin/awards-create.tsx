import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useCreateAward } from '#web/features/awards/api/create-award.ts';
import { AwardForm } from '#web/features/awards/components/award-form.tsx';
import { paths } from '#web/config/paths.ts';
import { leagueQueryOptions } from '#web/features/leagues/api/get-league.ts';
import { useLeagues } from '#web/features/leagues/api/get-leagues.ts';
import { teamQueryOptions } from '#web/features/teams/api/get-team.ts';

export function AwardsCreatePage() {
  usePageTitle('Create Award');
  const createAward = useCreateAward();
  const navigate = useNavigate();
  const leagues = useLeagues();
  return (
    <AwardForm
      sources={{ leagues, leagueQuery: leagueQueryOptions, teamQuery: teamQueryOptions }}
      title="Create Award"
      submitLabel="Create Award"
      initial={{ name: '', LeagueId: '', PlayerIds: [], isShown: true }}
      fallback="An error occurred while creating the award"
      onSave={async (body) => {
        const created = await createAward.mutateAsync(body);
        toast.success(`Created award: ${created.name}`);
        navigate(paths.admin.awardsList);
      }}
    />
  );
}
