import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { Award } from '#domain/awards.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAward } from '#web/features/awards/api/get-award.ts';
import { useUpdateAward } from '#web/features/awards/api/update-award.ts';
import { AwardForm } from '#web/features/awards/components/award-form.tsx';
import { paths } from '#web/config/paths.ts';
import { leagueQueryOptions } from '#web/features/leagues/api/get-league.ts';
import { useLeagues } from '#web/features/leagues/api/get-leagues.ts';
import { teamQueryOptions } from '#web/features/teams/api/get-team.ts';

export function AwardsUpdatePage() {
  usePageTitle('Update Award');
  const award = useAward(Number(useParams().id));
  if (award.isPending) return <Spinner label="Loading award" />;
  if (award.isError) return <p className="text-red-300">Error loading awards</p>;
  return <AwardUpdateForm key={award.data.id} award={award.data} />;
}

function AwardUpdateForm({ award }: { award: Award }) {
  const updateAward = useUpdateAward();
  const navigate = useNavigate();
  const leagues = useLeagues();
  return (
    <AwardForm
      sources={{ leagues, leagueQuery: leagueQueryOptions, teamQuery: teamQueryOptions }}
      title="Update Award"
      submitLabel="Save"
      initial={{
        name: award.name,
        LeagueId: String(award.LeagueId),
        PlayerIds: award.PlayerIds,
        isShown: award.isShown,
      }}
      fallback="An error occurred while updating the award"
      onSave={async (body) => {
        const updated = await updateAward.mutateAsync({ id: award.id, body });
        toast.success(`Updated award: ${updated.name}`);
        navigate(paths.admin.awardsList);
      }}
    />
  );
}
