import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { LeagueBody } from '#domain/leagues.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useCreateLeague } from '#web/features/leagues/api/create-league.ts';
import { LeagueForm } from '#web/features/leagues/components/league-form.tsx';
import { paths } from '#web/config/paths.ts';

/** /admin/leagues/create: both dates start at today (docs/rules/screens.md#forms). */
export function LeaguesCreatePage() {
  usePageTitle('Create League');
  const createLeague = useCreateLeague();
  const navigate = useNavigate();
  const [today] = useState(() => dayjs().format('YYYY-MM-DD'));

  const onSave = async (body: LeagueBody) => {
    const created = await createLeague.mutateAsync(body);
    toast.success(`Created ${created.name}`);
    navigate(paths.admin.leaguesList);
  };

  return (
    <LeagueForm
      title="Create League"
      submitLabel="Create League"
      defaultValues={{
        name: '',
        startDate: today,
        endDate: today,
        isRegistrationOpen: false,
        isActive: false,
        registrationApproval: 'automatic',
        rosterLimit: '',
      }}
      onSave={onSave}
      fallback="An error occurred while creating the league."
    />
  );
}
