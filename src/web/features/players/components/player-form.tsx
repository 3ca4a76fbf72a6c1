import type { UseQueryResult } from '@tanstack/react-query';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  newPlayerBody,
  playerUpdateBody,
  type NewPlayerBody,
  type PlayerDetail,
  type PlayerListRow,
} from '#domain/players.ts';
import type { Team } from '#domain/teams.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from '#web/components/ui/confirm-dialog.tsx';
import {
  FormCard,
  FormError,
  SelectField,
  SubmitOrCancel,
  useServerSubmit,
  useZodForm,
} from '#web/components/ui/form.tsx';
import { emptyPlayerFields, PlayerFields, teamsByLeague } from './player-fields.tsx';
import { PossibleMatches } from './possible-matches.tsx';

/** An admin's new player needs a team: one here, more on their teams screen (docs/rules/league-data.md#players). */
const createPlayerForm = newPlayerBody
  .omit({ teamIds: true, agreeToWaiver: true })
  .extend({ teamId: newPlayerBody.shape.teamId.unwrap() });

/** Create Player: the player's fields and their team, chosen under its league's heading. */
export function CreatePlayerForm({
  teams,
  onSave,
  onAddExisting,
}: {
  /** The teams to choose from. */
  teams: UseQueryResult<Team[]>;
  /** Saves the player with their one team; a refusal it throws shows at form level. */
  onSave: (body: NewPlayerBody) => Promise<void>;
  /** Puts a player the league already has on the chosen team, instead of a second record. */
  onAddExisting: (player: PlayerListRow, teamId: number) => Promise<void>;
}) {
  const form = useZodForm(createPlayerForm, { ...emptyPlayerFields, teamId: '' });
  const [firstName, lastName, email, phoneNumber, teamId] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName', 'email', 'phoneNumber', 'teamId'],
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, saveInstead, formError } = useServerSubmit(
    form,
    ({ teamId, ...player }) => onSave({ ...player, teamIds: [teamId] }),
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
          <PossibleMatches
            person={{ firstName, lastName, email, phoneNumber }}
            teamChosen={Boolean(teamId)}
            onAdd={(player) => saveInstead(() => onAddExisting(player, Number(teamId)))}
          />
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
          <SubmitOrCancel label="Create Player" submitting={isSubmitting} cancelTo={paths.admin.playersList} />
        </form>
      </FormProvider>
    </FormCard>
  );
}

const linkClass = 'font-semibold text-brand-strong underline-offset-4 hover:text-white hover:underline';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * Update Player (docs/rules/screens.md#list-screens): Go Back, the player's fields, their
 * current and previous teams with the way to edit them, Save, and Delete with its Yes/No
 * question.
 */
export function UpdatePlayerForm({
  player,
  onSave,
  remove,
}: {
  player: PlayerDetail;
  /** Saves the player; a refusal it throws shows at form level. */
  onSave: (body: z.output<typeof playerUpdateBody>) => Promise<void>;
  /** The player's delete, from `useConfirmedDelete`. */
  remove: { ask: (player: PlayerDetail) => void; isDeleting: boolean; dialog: ConfirmDialogProps };
}) {
  const form = useZodForm(playerUpdateBody, {
    firstName: player.firstName,
    lastName: player.lastName,
    email: text(player.email),
    phoneNumber: text(player.phoneNumber),
    position: text(player.position),
    age: text(player.age),
    height: text(player.height),
    weight: text(player.weight),
    jerseyNumber: text(player.jerseyNumber),
    isCaptain: player.isCaptain,
  });
  const { isSubmitting } = form.formState;
  const { onSubmit, formError } = useServerSubmit(form, onSave, 'An error occurred while updating the player.');

  const current = player.teams.filter((team) => team.PlayerTeam.isCurrentTeam);
  const previous = player.teams.filter((team) => !team.PlayerTeam.isCurrentTeam);
  const teamNames = (teams: PlayerDetail['teams']) =>
    teams.length === 0 ? 'None' : teams.map((team) => `${team.name} (${team.League.name})`).join(', ');

  return (
    <FormCard title="Update Player">
      <Link to={paths.admin.playersList} className={`${linkClass} mb-4 inline-block`}>
        Go Back
      </Link>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <PlayerFields />
          <div className="rounded-md border border-neutral-800 bg-neutral-950/60 p-3 text-sm">
            <p>
              <span className="font-medium text-neutral-300">Current team:</span> {teamNames(current)}
            </p>
            <p className="mt-1">
              <span className="font-medium text-neutral-300">Previous teams:</span> {teamNames(previous)}
            </p>
            <Link to={paths.admin.playerTeams(player.id)} className={`${linkClass} mt-2 inline-block`}>
              Edit teams
            </Link>
          </div>
          <FormError message={formError} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={isSubmitting}>
              Save
            </Button>
            <Button variant="danger" onClick={() => remove.ask(player)} disabled={remove.isDeleting}>
              Delete
            </Button>
          </div>
        </form>
      </FormProvider>
      <ConfirmDialog {...remove.dialog} />
    </FormCard>
  );
}
