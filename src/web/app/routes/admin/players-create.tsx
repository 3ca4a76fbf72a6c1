import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { newPlayerBody } from '#domain/players.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { FormCard, FormError, SelectField, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useCreatePlayer } from '#web/features/players/api/create-player.ts';
import { emptyPlayerFields, PlayerFields, teamsByLeague } from '#web/features/players/components/player-fields.tsx';
import { useTeams } from '#web/features/teams/api/get-teams.ts';
import { paths } from '#web/config/paths.ts';

/** An admin's new player needs a team: one here, more on their teams screen (docs/rules/league-data.md#players). */
const createPlayerForm = newPlayerBody
  .omit({ teamIds: true, agreeToWaiver: true })
  .extend({ teamId: newPlayerBody.shape.teamId.unwrap() });

export function PlayersCreatePage() {
  usePageTitle('Create Player');
  const createPlayer = useCreatePlayer();
  const teams = useTeams();
  const navigate = useNavigate();
  const form = useZodForm(createPlayerForm, { ...emptyPlayerFields, teamId: '' });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, formError } = useServerSubmit(
    form,
    async ({ teamId, ...player }) => {
      const created = await createPlayer.mutateAsync({ ...player, teamIds: [teamId] });
      toast.success(`Created player ${created.firstName} ${created.lastName}`);
      navigate(paths.admin.playersList);
    },
    'An error occurred while creating the player.',
  );

  const groups = teamsByLeague(teams.data ?? []).map(({ league, teams: leagueTeams }) => ({
    label: league.name,
    options: leagueTeams.map((team) => ({ value: String(team.id), label: team.name })),
  }));

  return (
    <FormCard title="Create Player">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <PlayerFields />
          <SelectField
            label="Team"
            placeholder={teams.isPending ? 'Loading teams…' : 'Select a team'}
            options={[]}
            groups={groups}
            disabled={teams.isPending}
            hint={teams.isError ? 'Failed to load teams' : undefined}
            registration={form.register('teamId')}
            error={errors.teamId?.message}
          />
          <FormError message={formError} />
          <div className="flex gap-3">
            <Button type="submit" disabled={isSubmitting}>
              Create Player
            </Button>
            <ButtonLink to={paths.admin.playersList} variant="secondary">
              Cancel
            </ButtonLink>
          </div>
        </form>
      </FormProvider>
    </FormCard>
  );
}
