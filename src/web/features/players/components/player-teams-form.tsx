import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PlayerDetail, PlayerTeamsBody } from '#domain/players.ts';
import type { Team } from '#domain/teams.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { teamsByLeague } from './player-fields.tsx';

/** Team id -> isCurrentTeam, for the checked teams only (unchecking removes the link). */
type Links = ReadonlyMap<number, boolean>;

/**
 * The player's team links (docs/rules/screens.md#player-teams-screen): every team under its
 * league, checked when linked, each checked one Current Team or Previous Team; Save and Go Back.
 */
export function PlayerTeamsForm({
  player,
  teams,
  onSave,
  saving,
}: {
  player: PlayerDetail;
  teams: Team[];
  /** Saves the checked links; it says itself how that went. */
  onSave: (body: PlayerTeamsBody) => Promise<void>;
  /** While the save is under way, Save waits. */
  saving: boolean;
}) {
  const [links, setLinks] = useState<Links>(
    () => new Map(player.teams.map((team) => [team.id, team.PlayerTeam.isCurrentTeam])),
  );
  const name = `${player.firstName} ${player.lastName}`;

  const setLink = (teamId: number, isCurrentTeam: boolean | null) =>
    setLinks((previous) => {
      const next = new Map(previous);
      if (isCurrentTeam === null) next.delete(teamId);
      else next.set(teamId, isCurrentTeam);
      return next;
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await onSave({ teams: [...links].map(([teamId, isCurrentTeam]) => ({ id: teamId, isCurrentTeam })) });
  };

  return (
    <section className="mx-auto w-full max-w-2xl rounded-xl border border-neutral-800 bg-neutral-900/60 p-6 shadow-lg">
      <h1 className="text-2xl font-bold tracking-tight">Teams of {name}</h1>
      <p className="mt-2 text-sm text-neutral-300">
        Check each team the player has played for and say whether it is their current team. Unchecking a team removes it
        from the player.
      </p>
      <form onSubmit={onSubmit} className="mt-6 flex flex-col gap-6">
        {teams.length === 0 ? <p className="text-neutral-300">No teams yet.</p> : null}
        {teamsByLeague(teams).map(({ league, teams: leagueTeams }) => (
          <fieldset key={league.id} className="min-w-0">
            <legend className="mb-3 w-full border-b border-neutral-800 pb-2 text-lg font-bold">{league.name}</legend>
            <ul className="flex flex-col gap-3">
              {leagueTeams.map((team) => (
                <TeamLink
                  key={team.id}
                  team={team}
                  isCurrentTeam={links.get(team.id) ?? null}
                  onChange={(value) => setLink(team.id, value)}
                />
              ))}
            </ul>
          </fieldset>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving}>
            Save
          </Button>
          <Link
            to={paths.admin.playersUpdate(player.id)}
            className="font-semibold text-brand-strong underline-offset-4 hover:text-white hover:underline"
          >
            Go Back
          </Link>
        </div>
      </form>
    </section>
  );
}

/** One team: its checkbox, and once checked, the Current Team / Previous Team choice. */
function TeamLink({
  team,
  isCurrentTeam,
  onChange,
}: {
  team: Team;
  isCurrentTeam: boolean | null;
  onChange: (isCurrentTeam: boolean | null) => void;
}) {
  const label = `${team.name} (${team.League.name})`;
  const checkboxId = `team-${team.id}`;
  const checked = isCurrentTeam !== null;
  return (
    <li className="flex flex-col gap-2 rounded-md border border-neutral-800 bg-neutral-950/40 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={checked}
          // A newly checked team is the current one unless the admin says otherwise.
          onChange={(event) => onChange(event.target.checked ? true : null)}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <label htmlFor={checkboxId} className="text-sm font-medium text-neutral-100">
          {label}
        </label>
      </div>
      {checked ? (
        <fieldset className="flex gap-4 pl-8 sm:pl-0">
          <legend className="sr-only">Status on {label}</legend>
          {[
            { value: true, text: 'Current Team' },
            { value: false, text: 'Previous Team' },
          ].map((option) => (
            <label key={option.text} className="flex min-h-8 items-center gap-2 text-sm text-neutral-100">
              <input
                type="radio"
                name={`team-${team.id}-status`}
                checked={isCurrentTeam === option.value}
                onChange={() => onChange(option.value)}
                className="size-4 accent-brand"
              />
              {option.text}
            </label>
          ))}
        </fieldset>
      ) : null}
    </li>
  );
}
