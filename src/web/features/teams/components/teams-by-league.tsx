import { useId } from 'react';
import type { Team } from '#domain/teams.ts';
import { AdminTable } from '#web/components/ui/admin-list.tsx';
import { paths } from '#web/config/paths.ts';

type LeagueGroup = { league: Team['League']; teams: Team[] };

/** The teams under their leagues, in the leagues' order (docs/rules/league-data.md#leagues), then by name. */
function groupByLeague(teams: readonly Team[]): LeagueGroup[] {
  const sorted = [...teams].sort(
    (a, b) =>
      b.League.startDate.localeCompare(a.League.startDate) || a.League.id - b.League.id || a.name.localeCompare(b.name),
  );
  const groups: LeagueGroup[] = [];
  for (const team of sorted) {
    const last = groups.at(-1);
    if (last?.league.id === team.LeagueId) last.teams.push(team);
    else groups.push({ league: team.League, teams: [team] });
  }
  return groups;
}

/** The teams list's teams, under their leagues' headings, with Edit and Delete (docs/rules/screens.md#list-screens). */
export function TeamsByLeague({ teams, onDelete }: { teams: readonly Team[]; onDelete: (team: Team) => void }) {
  return (
    <>
      {groupByLeague(teams).map((group) => (
        <LeagueTeams key={group.league.id} group={group} onDelete={onDelete} />
      ))}
    </>
  );
}

function TeamName({ team }: { team: Team }) {
  return (
    <div className="flex items-center gap-3">
      {team.logoUrl ? (
        <img
          src={team.logoUrl}
          alt=""
          width={32}
          height={32}
          loading="lazy"
          className="size-8 shrink-0 object-contain"
        />
      ) : (
        <span className="size-8 shrink-0" aria-hidden="true" />
      )}
      <span className="font-medium [overflow-wrap:anywhere]">{team.name}</span>
    </div>
  );
}

/** A league's heading, then its teams, each with Edit and Delete. */
function LeagueTeams({ group, onDelete }: { group: LeagueGroup; onDelete: (team: Team) => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 text-xl font-bold">
        {group.league.name}
        {group.league.isActive ? <span className="text-sm font-semibold text-emerald-300">Active</span> : null}
      </h2>
      <AdminTable
        labelledBy={headingId}
        className="mt-3"
        items={group.teams}
        columns={[{ header: 'Team', cell: (team) => <TeamName team={team} /> }]}
        rowName={(team) => team.name}
        editPath={paths.admin.teamsUpdate}
        onDelete={onDelete}
      />
    </section>
  );
}
