import { useQueries, useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { awardBody, type AwardBody } from '#domain/awards.ts';
import type { League } from '#domain/leagues.ts';
import type { LeagueWithTeams, TeamDetail } from '#domain/teams.ts';
import { paths } from '#web/config/paths.ts';
import {
  CheckboxField,
  FormCard,
  FormError,
  SelectField,
  SubmitOrCancel,
  TextField,
  useServerSubmit,
  useZodForm,
} from '#web/components/ui/form.tsx';

type AwardValues = z.output<typeof awardBody>;

/** Where the form reads the leagues to choose from, and the players of the chosen league. */
export type AwardFormSources = {
  leagues: UseQueryResult<League[]>;
  leagueQuery: (id: number) => UseQueryOptions<LeagueWithTeams | null>;
  teamQuery: (id: number) => UseQueryOptions<TeamDetail>;
};

/** The award form of the create and update screens (docs/rules/screens.md#award-form). */
export function AwardForm({
  title,
  submitLabel,
  initial,
  fallback,
  onSave,
  sources,
}: {
  title: string;
  submitLabel: string;
  initial: AwardBody;
  /** The form-level text when the server gives no message (docs/rules/messages.md#form-level-fallbacks). */
  fallback: string;
  onSave: (award: AwardValues) => Promise<void>;
  sources: AwardFormSources;
}) {
  const { leagues } = sources;
  const form = useZodForm(awardBody, initial);
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useServerSubmit(form, onSave, fallback);
  const leagueId = Number(form.watch('LeagueId')) || null;

  return (
    <FormCard title={title}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Award name"
          autoComplete="off"
          registration={form.register('name')}
          error={errors.name?.message}
        />
        <SelectField
          label="League"
          placeholder={leagues.isPending ? 'Loading leagues…' : 'Select a league'}
          options={(leagues.data ?? []).map((league) => ({ value: String(league.id), label: league.name }))}
          hint={leagues.isError ? 'Failed to load leagues' : undefined}
          // The players belong to the league: another league means choosing them again.
          registration={form.register('LeagueId', { onChange: () => form.setValue('PlayerIds', []) })}
          error={errors.LeagueId?.message}
        />
        <PlayerPicker control={form.control} leagueId={leagueId} sources={sources} />
        <CheckboxField label="Visible" registration={form.register('isShown')} />
        <FormError message={formError} />
        <SubmitOrCancel label={submitLabel} submitting={isSubmitting} cancelTo={paths.admin.awardsList} />
      </form>
    </FormCard>
  );
}

type LeaguePlayer = { id: number; name: string; teams: string[] };

/** Every player ever linked to a team of the league, by name, with their teams there. */
function useLeaguePlayers(leagueId: number | null, { leagueQuery, teamQuery }: AwardFormSources) {
  const league = useQuery({ ...leagueQuery(leagueId ?? 0), enabled: leagueId !== null });
  const teamIds = league.data?.Teams.map((team) => team.id) ?? [];
  const teams = useQueries({ queries: teamIds.map((id) => teamQuery(id)) });

  const players = new Map<number, LeaguePlayer>();
  for (const team of teams) {
    for (const player of team.data?.Players ?? []) {
      const entry = players.get(player.id) ?? {
        id: player.id,
        name: `${player.firstName} ${player.lastName}`,
        teams: [],
      };
      entry.teams.push(team.data?.name ?? '');
      players.set(player.id, entry);
    }
  }
  return {
    isPending: leagueId !== null && (league.isPending || teams.some((team) => team.isPending)),
    // A failed league-by-id fetch yields null (docs/rules/screens.md#retries-and-silent-failures).
    isError: (league.isSuccess && league.data === null) || teams.some((team) => team.isError),
    players: [...players.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The award's players as a searchable checkbox list of the chosen league's players. */
function PlayerPicker({
  control,
  leagueId,
  sources,
}: {
  control: Control<AwardBody, unknown, AwardValues>;
  leagueId: number | null;
  sources: AwardFormSources;
}) {
  const { field, fieldState } = useController({ control, name: 'PlayerIds' });
  const { players, isPending, isError } = useLeaguePlayers(leagueId, sources);
  const [search, setSearch] = useState('');
  const id = useId();
  const selected = new Set((field.value as unknown[]).map(Number));
  const query = search.trim().toLowerCase();
  const shown = players.filter((player) => player.name.toLowerCase().includes(query));
  const error = fieldState.error?.message;

  const toggle = (playerId: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(playerId);
    else next.delete(playerId);
    field.onChange([...next]);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1 text-sm font-medium text-neutral-200">Players</legend>
      {leagueId === null ? (
        <p className="text-sm text-neutral-400">Select a league first.</p>
      ) : isPending ? (
        <p className="text-sm text-neutral-400">Loading players…</p>
      ) : isError ? (
        <p className="text-sm text-red-300">Failed to load players</p>
      ) : players.length === 0 ? (
        <p className="text-sm text-neutral-400">This league has no players yet.</p>
      ) : (
        <>
          <label htmlFor={`${id}-search`} className="sr-only">
            Search players
          </label>
          <input
            id={`${id}-search`}
            type="search"
            placeholder="Search players"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100 placeholder:text-neutral-400"
          />
          <ul className="max-h-64 overflow-y-auto rounded-md border border-neutral-700 bg-neutral-950/60 p-2">
            {shown.length === 0 ? <li className="px-2 py-1 text-sm text-neutral-400">No players match.</li> : null}
            {shown.map((player) => (
              <li key={player.id}>
                <label className="flex min-h-9 items-center gap-3 rounded px-2 py-1 text-sm hover:bg-neutral-800">
                  <input
                    type="checkbox"
                    checked={selected.has(player.id)}
                    onChange={(event) => toggle(player.id, event.target.checked)}
                    onBlur={field.onBlur}
                    className="size-4 shrink-0 accent-brand"
                  />
                  <span>
                    {player.name} <span className="text-neutral-400">({player.teams.join(', ')})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      <p id={`${id}-count`} className="text-xs text-neutral-400">
        {selected.size === 1 ? '1 player selected' : `${selected.size} players selected`}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
