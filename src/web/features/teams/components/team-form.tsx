import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { isWebAddress } from '#domain/fields.ts';
import type { League } from '#domain/leagues.ts';
import { newTeamBody } from '#domain/teams.ts';
import { paths } from '#web/config/paths.ts';
import {
  FormCard,
  FormError,
  SelectField,
  SubmitOrCancel,
  TextField,
  useServerSubmit,
  useZodForm,
} from '#web/components/ui/form.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { withOnlyChoice } from '#web/lib/only-choice.ts';

export type TeamFormValues = { name: string; LeagueId: string; logoUrl: string };
export type TeamSaveBody = z.output<typeof newTeamBody>;

type TeamFormProps = {
  title: string;
  submitLabel: string;
  defaultValues: TeamFormValues;
  /**
   * Saves the team; a refusal it throws shows at form level (or `fallback`), but for a name the
   * league already has, which is an error toast.
   */
  onSave: (body: TeamSaveBody) => Promise<void>;
  fallback: string;
  /** The leagues to choose from, newest first. */
  leagues: UseQueryResult<League[]>;
};

/**
 * Name, league (a native select, newest league first) and a logo with its live preview
 * (docs/rules/messages.md#teams).
 */
export function TeamForm({ leagues, ...props }: TeamFormProps) {
  // The select needs its options before the form sets the team's league on it.
  if (leagues.isPending) return <Spinner label="Loading leagues" />;
  if (leagues.isError) {
    return (
      <p role="alert" className="py-10 text-red-300">
        Failed to load leagues
      </p>
    );
  }
  return <TeamFields {...props} leagues={leagues.data} />;
}

function TeamFields({
  title,
  submitLabel,
  defaultValues,
  onSave,
  fallback,
  leagues,
}: Omit<TeamFormProps, 'leagues'> & { leagues: League[] }) {
  const form = useZodForm(newTeamBody, withOnlyChoice(defaultValues, 'LeagueId', leagues));
  const { errors, isSubmitting } = form.formState;
  const save = async (body: TeamSaveBody) => {
    try {
      await onSave(body);
    } catch (error) {
      // 'A team named [name] already exists in this league' is an error toast (docs/rules/messages.md#error-toasts).
      if (error instanceof ApiError && error.status === 409 && error.message) {
        toast.error(error.message);
        return;
      }
      throw error;
    }
  };
  const { onSubmit, formError } = useServerSubmit(form, save, fallback);
  const [name, logoUrl] = useWatch({ control: form.control, name: ['name', 'logoUrl'] });

  const leagueOptions = leagues.map((league) => ({
    value: String(league.id),
    label: league.isActive ? `${league.name} (active)` : league.name,
  }));

  return (
    <FormCard title={title}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Team name"
          autoComplete="off"
          registration={form.register('name')}
          error={errors.name?.message}
        />
        <SelectField
          label="League"
          placeholder="Select a league"
          options={leagueOptions}
          registration={form.register('LeagueId')}
          error={errors.LeagueId?.message}
        />
        <TextField
          label="Logo URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          hint="An https:// address or a path on this site, such as /logos/team.svg."
          registration={form.register('logoUrl')}
          error={errors.logoUrl?.message}
        />
        <LogoPreview url={(logoUrl ?? '').trim()} name={(name ?? '').trim()} />
        <FormError message={formError} />
        <SubmitOrCancel label={submitLabel} submitting={isSubmitting} cancelTo={paths.admin.teamsList} />
      </form>
    </FormCard>
  );
}

/** The logo as it will show, hidden while the address is empty, not a web address, or not an image. */
function LogoPreview({ url, name }: { url: string; name: string }) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  if (!url || !isWebAddress(url) || url === brokenUrl) return null;
  return (
    <img
      key={url}
      src={url}
      alt={`${name || 'Team'} logo preview`}
      width={96}
      height={96}
      onError={() => setBrokenUrl(url)}
      className="size-24 self-start rounded-xl bg-neutral-900 object-contain p-2 ring-1 ring-neutral-700"
    />
  );
}
