import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { League, LeagueBody } from '#domain/leagues.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLeague } from '#web/features/leagues/api/get-league.ts';
import { useUpdateLeague } from '#web/features/leagues/api/update-league.ts';
import { LeagueForm } from '#web/features/leagues/components/league-form.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/config/paths.ts';

/** /admin/leagues/update/{id}. */
export function LeaguesUpdatePage() {
  usePageTitle('Update League');
  const id = Number(useParams().id);
  const league = useLeague(id);
  if (league.isPending) return <Spinner />;
  // A failed league-by-id fetch yields null (docs/rules/screens.md#retries-and-silent-failures).
  if (!league.data) {
    return (
      <LoadFailure
        message="Failed to load leagues"
        back={{ to: paths.admin.leaguesList, label: 'Back to the league list' }}
      />
    );
  }
  return <UpdateLeagueForm league={league.data} />;
}

function UpdateLeagueForm({ league }: { league: League }) {
  const updateLeague = useUpdateLeague();
  const navigate = useNavigate();

  const onSave = async (body: LeagueBody) => {
    try {
      const updated = await updateLeague.mutateAsync({ id: league.id, body });
      toast.success(`Updated ${updated.name}`);
      navigate(paths.admin.leaguesList);
    } catch (error) {
      // The last active league stays active, said in a toast (docs/rules/messages.md#conflicts).
      if (error instanceof ApiError && error.status === 409) {
        toast.error(error.message || 'Cannot deactivate the last active league');
        return;
      }
      throw error;
    }
  };

  return (
    <LeagueForm
      title="Update League"
      submitLabel="Save"
      defaultValues={{
        name: league.name,
        startDate: league.startDate,
        endDate: league.endDate,
        isRegistrationOpen: league.isRegistrationOpen,
        isActive: league.isActive,
        registrationApproval: league.registrationApproval,
        rosterLimit: league.rosterLimit === null ? '' : String(league.rosterLimit),
      }}
      onSave={onSave}
      fallback="An error occurred while updating the league."
    />
  );
}
