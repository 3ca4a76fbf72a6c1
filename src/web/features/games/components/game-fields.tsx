import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { NewGameBody } from '#domain/game-schemas.ts';
import type { Location } from '#domain/locations.ts';
import type { Team } from '#domain/teams.ts';
import { FormCard, SelectField, TextField } from '#web/components/ui/form.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

type GameFieldName = 'homeTeamId' | 'awayTeamId' | 'date' | 'time' | 'locationId';

/** The game's own fields, which the create and update forms share. */
type GameFieldValues = Pick<NewGameBody, GameFieldName>;

/**
 * Every team under its league's heading: active leagues first, then the newest; each team
 * labelled 'Team name (League name)' so a picked option reads well on its own.
 */
export function teamGroups(teams: Team[]) {
  const byLeague = new Map<number, { league: Team['League']; teams: Team[] }>();
  for (const team of teams) {
    const group = byLeague.get(team.LeagueId) ?? { league: team.League, teams: [] };
    group.teams.push(team);
    byLeague.set(team.LeagueId, group);
  }
  return [...byLeague.values()]
    .sort(
      (a, b) =>
        Number(b.league.isActive) - Number(a.league.isActive) ||
        b.league.startDate.localeCompare(a.league.startDate) ||
        a.league.id - b.league.id,
    )
    .map(({ league, teams: leagueTeams }) => ({
      label: league.name,
      options: leagueTeams
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((team) => ({ value: String(team.id), label: `${team.name} (${league.name})` })),
    }));
}

/**
 * Teams, date, time and location. The league is never chosen: it is the home team's, shown
 * read-only once a home team is picked (docs/rules/screens.md#game-forms). Lives inside a
 * react-hook-form `FormProvider` whose values include the game's own fields.
 */
export function GameFields({ teams, locations }: { teams: Team[]; locations: Location[] }) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<GameFieldValues>();
  // The home team picked so far: it decides the league.
  const homeTeamId = watch('homeTeamId');
  const groups = teamGroups(teams);
  const homeTeam = teams.find((team) => String(team.id) === String(homeTeamId));
  const leagueId = useId();
  return (
    <>
      <SelectField
        label="Home team"
        placeholder="Select the home team"
        options={[]}
        groups={groups}
        // A new home team may settle 'cannot be the same', shown under the away team.
        registration={register('homeTeamId', { deps: ['awayTeamId'] })}
        error={errors.homeTeamId?.message}
      />
      <SelectField
        label="Away team"
        placeholder="Select the away team"
        options={[]}
        groups={groups}
        registration={register('awayTeamId')}
        error={errors.awayTeamId?.message}
      />
      {homeTeam ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={leagueId} className="text-sm font-medium text-neutral-200">
            League
          </label>
          <input
            id={leagueId}
            readOnly
            value={homeTeam.League.name}
            aria-describedby={`${leagueId}-hint`}
            className="min-h-10 rounded-md border border-neutral-800 bg-neutral-950 px-3 py-2 text-neutral-300"
          />
          <p id={`${leagueId}-hint`} className="text-xs text-neutral-400">
            The home team&apos;s league.
          </p>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Date" type="date" registration={register('date')} error={errors.date?.message} />
        <TextField label="Time" type="time" registration={register('time')} error={errors.time?.message} />
      </div>
      <SelectField
        label="Location"
        placeholder="Select a location"
        options={locations.map((location) => ({ value: String(location.id), label: location.name }))}
        registration={register('locationId')}
        error={errors.locationId?.message}
      />
    </>
  );
}

type GameOptions = { teams: Team[]; locations: Location[] };

/**
 * The teams and locations a game form chooses from; the form mounts once both are here, so
 * its selects can show an existing game's values.
 */
export function WithGameOptions({
  title,
  teams,
  locations,
  children,
}: {
  title: string;
  teams: UseQueryResult<Team[]>;
  locations: UseQueryResult<Location[]>;
  children: (options: GameOptions) => ReactNode;
}) {
  const failure = teams.isError ? 'Failed to load teams' : locations.isError ? 'Failed to load locations' : null;
  if (failure) {
    return (
      <FormCard title={title}>
        <p className="text-red-300">{failure}</p>
      </FormCard>
    );
  }
  if (!teams.data || !locations.data) return <Spinner />;
  return children({ teams: teams.data, locations: locations.data });
}
